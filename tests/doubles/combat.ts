/**
 * Combat and Combatant as v13 has them, where the turn and slot shell depends on it:
 * - `combat.turns`: the combatants sorted by initiative, highest first, those without one last, then
 *   by name and id (core's Combat#_sortCombatants); `combat.combatant` is `turns[turn]`;
 * - `nextTurn` / `nextRound` fire `combatTurn` / `combatRound` with the update data and options before
 *   the update, and hooks may change that data (documented v13 hook events); past the last turn,
 *   nextTurn starts the next round at turn 0;
 * - a Combatant's owners are its actor's; a player who owns it may update only its `initiative`,
 *   `flags` and `defeated` (BaseCombatant's update permission, foundryvtt/foundryvtt#10501); other
 *   writes are refused;
 * - a player may update the Combat only to move it on from the turn of a combatant they own: its
 *   `round` and `turn` only, in a started combat, forward (the next turn, or the next round), and only
 *   while they own the current combatant (`combat.combatant`). This is what lets the current
 *   combatant's owner end the turn with `nextTurn()` in core (the tracker's "End turn" control for
 *   players; community macros rely on it, foundry-vtt-community/macros#159). Going back, other keys
 *   (flags too: stricter than core may be) and any other player write to the Combat are refused;
 * - `isDefeated`: the `defeated` field or the actor's defeated status (CONFIG.specialStatusEffects).
 * Not reproduced: the tracker's rendering, the server round trip, world time.
 * InitiativeCombat and InitiativeCombatant, at the end, are smaller stand-ins for the initiative tests.
 */
import { newId, PermissionDenied, propertyAt, type ActorSystem, type AnyFakeActor, type DerivedOf, type FakeActor, type Flags } from "./documents.ts";
import { Collection } from "./collection.ts";
import { expandObject, mergeInto } from "./pipeline.ts";
import { Roll } from "./roll.ts";
import { globalAt, hooks, standIn } from "./typed.ts";
import { currentUser } from "./users.ts";

/** A hook handler: core passes each hook its own arguments, which the handler names and types itself. */
type Hook = (...args: never[]) => unknown;
/** A handler as Hooks calls it: with the arguments the hook was fired with. */
const fire = (fn: Hook, args: unknown[]): unknown => (fn as (...args: unknown[]) => unknown)(...args);

/** Foundry's Hooks: on, once, callAll (every handler), call (stops when one returns false). */
export class HooksDouble {
  #handlers = new Map<string, { fn: Hook; once: boolean }[]>();
  on(name: string, fn: Hook): number {
    this.#handlers.set(name, [...this.#handlers.get(name) ?? [], { fn, once: false }]);
    return this.#handlers.get(name)!.length;
  }
  once(name: string, fn: Hook): number {
    this.#handlers.set(name, [...this.#handlers.get(name) ?? [], { fn, once: true }]);
    return this.#handlers.get(name)!.length;
  }
  callAll(name: string, ...args: unknown[]): true {
    for (const h of this.#run(name)) fire(h.fn, args);
    return true;
  }
  call(name: string, ...args: unknown[]): boolean {
    for (const h of this.#run(name)) if (fire(h.fn, args) === false) return false;
    return true;
  }
  #run(name: string) {
    const list = this.#handlers.get(name) ?? [];
    this.#handlers.set(name, list.filter((h) => !h.once));
    return list;
  }
}

const PLAYER_COMBATANT_KEYS = new Set(["_id", "initiative", "flags", "defeated"]);

class CombatantDoubleImpl<out S = ActorSystem, out D = DerivedOf<S>> {
  id = newId();
  initiative: number | null = null;
  defeated = false;
  hidden = false;
  flags: Flags = {};
  token = null;
  updates: Record<string, unknown>[] = [];
  constructor(readonly actor: FakeActor<S, D> | null, readonly combat: CombatDouble, readonly options: { name?: string } = {}) {}
  get name(): string {
    return this.options.name ?? this.actor?.name ?? "";
  }
  get isOwner(): boolean {
    return currentUser()?.isGM === true || this.actor?.isOwner === true;
  }
  get isDefeated(): boolean {
    const marker = globalAt("CONFIG", "specialStatusEffects", "DEFEATED") ?? "dead";
    return this.defeated || this.actor?.statuses.has(String(marker)) === true;
  }
  getFlag(scope: string, key: string): unknown {
    return propertyAt(this.flags[scope], key);
  }
  async update(changes: Record<string, unknown>): Promise<this> {
    const diff = expandObject(changes);
    if (!currentUser()?.isGM) {
      if (!this.isOwner) throw new PermissionDenied(`update Combatant ${this.id}`);
      const refused = Object.keys(diff).filter((k) => !PLAYER_COMBATANT_KEYS.has(k));
      if (refused.length) throw new PermissionDenied(`update ${refused.join(", ")} of Combatant ${this.id}`);
    }
    this.updates.push(changes);
    if ("initiative" in diff) this.initiative = diff["initiative"] as number | null;
    if ("defeated" in diff) this.defeated = diff["defeated"] === true;
    if (diff["flags"]) this.flags = mergeInto(structuredClone(this.flags), diff["flags"] as Flags);
    return this;
  }
}

/** The combat's combatants, by id (v13's Collection iterates its values). */
class CombatantCollection extends Collection<CombatantDouble> {}

class CombatDoubleImpl {
  id = newId();
  round = 0;
  turn: number | null = null;
  flags: Flags = {};
  combatants = new CombatantCollection();
  updates: Record<string, unknown>[] = [];

  /** Core's order: initiative descending (none last), then name, then id. */
  get turns(): CombatantDouble[] {
    const value = (c: CombatantDouble) => (typeof c.initiative === "number" ? c.initiative : -Infinity);
    return this.combatants.contents.sort((a, b) => (value(b) - value(a)) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }
  get combatant(): CombatantDouble | undefined {
    return this.turn === null ? undefined : this.turns[this.turn];
  }
  get started(): boolean {
    return this.round > 0;
  }

  /** A combatant for `actor`, typed by the actor's data (`combat.add(kira).actor.system.strain`). */
  add<S, D>(actor: FakeActor<S, D>, initiative: number | null = null, options: { name?: string } = {}): CombatantDouble<S, D> {
    const c = new CombatantDouble<S, D>(actor, this as unknown as CombatDouble, options); // as the Combat it stands in for (typed.ts)
    c.initiative = initiative;
    this.combatants.set(c.id, c);
    return c;
  }

  async update(changes: Record<string, unknown>, _options: Record<string, unknown> = {}): Promise<this> {
    const diff = expandObject(changes);
    if (!currentUser()?.isGM && !this.#playerMayAdvance(diff)) throw new PermissionDenied(`update Combat ${this.id}`);
    this.updates.push(changes);
    if (typeof diff["round"] === "number") this.round = diff["round"];
    if ("turn" in diff) this.turn = diff["turn"] as number | null;
    if (diff["flags"]) this.flags = mergeInto(structuredClone(this.flags), diff["flags"] as Flags);
    return this;
  }

  /** The current combatant's owner moves the combat on: round and turn only, forward only. */
  #playerMayAdvance(diff: Record<string, unknown>): boolean {
    if (!this.started || this.combatant?.isOwner !== true) return false;
    if (Object.keys(diff).some((k) => k !== "round" && k !== "turn" && k !== "_id")) return false;
    const round = typeof diff["round"] === "number" ? diff["round"] : this.round;
    const turn = "turn" in diff ? diff["turn"] : this.turn;
    if (typeof turn !== "number") return false;
    if (round === this.round) return turn > (this.turn ?? -1);
    return round === this.round + 1;
  }

  async updateEmbeddedDocuments(type: string, updates: ({ _id: string } & Record<string, unknown>)[]): Promise<unknown[]> {
    if (type !== "Combatant") throw new Error(`no ${type} in Combat`);
    const targets = updates.map((u) => {
      const c = this.combatants.get(u._id);
      if (!c) throw new Error(`no combatant ${u._id}`);
      return c;
    });
    const out = [];
    for (const [i, c] of targets.entries()) {
      const { _id, ...rest } = updates[i]!;
      out.push(await c.update(rest));
    }
    return out;
  }

  async startCombat(): Promise<this> {
    return this.update({ round: 1, turn: 0 });
  }

  async nextTurn(): Promise<this> {
    const next = (this.turn ?? -1) + 1;
    if (next >= this.turns.length) return this.nextRound();
    const data = { round: this.round, turn: next };
    const options = { direction: 1, worldTime: { delta: 0 } };
    hooks()?.callAll("combatTurn", this, data, options);
    return this.update(data, options);
  }

  async nextRound(): Promise<this> {
    const data = { round: this.round + 1, turn: 0 };
    const options = { direction: 1, worldTime: { delta: 0 } };
    hooks()?.callAll("combatRound", this, data, options);
    return this.update(data, options);
  }
}

/** A Combatant and a Combat as the module sees them (typed.ts): the doubles' members and the documents'. */
export type CombatantDouble<S = unknown, D = unknown> = CombatantDoubleImpl<S, D> & Combatant.Implementation;
export const CombatantDouble = CombatantDoubleImpl as unknown as Omit<typeof CombatantDoubleImpl, "prototype"> & {
  new <S, D>(actor: FakeActor<S, D> | null, combat: CombatDouble, options?: { name?: string }): CombatantDouble<S, D>;
  readonly prototype: CombatantDouble;
};
export type CombatDouble = CombatDoubleImpl & Combat.Implementation;
export const CombatDouble = standIn<Combat.Implementation>()(CombatDoubleImpl);

/** Installs Hooks, Combat and a fresh combat as game.combat (after installFoundry). */
export function installCombat(): { combat: CombatDouble; hooks: HooksDouble } {
  const g = globalThis as unknown as { Hooks: HooksDouble; game: { combat?: CombatDouble; combats?: Map<string, CombatDouble> } };
  const installed = new HooksDouble();
  g.Hooks = installed;
  const combat = new CombatDouble();
  g.game.combat = combat;
  // v13's game.combats: the world's combats (a collection by id); a deleted combat is no longer in it.
  g.game.combats = new Map([[combat.id, combat]]);
  return { combat, hooks: installed };
}

/** Combat reduced to what EoteCombat.rollInitiative calls (the initiative shell's tests). */
export class InitiativeCombat {
  combatants = new Map<string, { id: string; actor: AnyFakeActor; hidden: boolean; token: null; initiative?: number }>();
  turn = 0;
  get combatant() { return this.turns[this.turn] ?? null; }
  get turns() { return [...this.combatants.values()].sort((a, b) => (b.initiative ?? -1) - (a.initiative ?? -1)); }
  async updateEmbeddedDocuments(_type: string, updates: { _id: string; initiative: number }[]) {
    for (const u of updates) this.combatants.get(u._id)!.initiative = u.initiative;
  }
  async update(data: { turn: number }) { this.turn = data.turn; }
}

/**
 * v13's Combatant, reduced to its initiative methods: the formula is
 * `CONFIG.Combat.initiative.formula || game.system.initiative` (the string "undefined" when neither
 * is set), the roll is `Roll.create(formula, actor roll data)`, and rollInitiative stores its total.
 */
export class InitiativeCombatant {
  initiative: number | null = null;
  constructor(readonly actor: AnyFakeActor | null) {}
  _getInitiativeFormula(): string {
    return String(globalAt("CONFIG", "Combat", "initiative", "formula") || globalAt("game", "system", "initiative"));
  }
  getInitiativeRoll(formula?: string): Roll {
    return Roll.create(formula || this._getInitiativeFormula(), {});
  }
  async rollInitiative(formula?: string): Promise<this> {
    const roll = this.getInitiativeRoll(formula);
    await roll.evaluate();
    this.initiative = roll.total ?? null;
    return this;
  }
}
