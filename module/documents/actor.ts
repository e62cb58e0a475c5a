/**
 * The eote Actor document: thin helpers over the pure rules. `checkPool` builds the dice pool of a
 * skill check from the characteristic and rank (dice core) plus the over-encumbrance setback and the
 * setback its own statuses add (disoriented: +1 to every check; seed 002 ONGOING EFFECTS), and the
 * setback and difficulty its standing fear penalties add to every check (seed 002 FEAR, module/foundry/fear-effects.ts).
 */
import { checkPool as buildCheckPool, mergePools } from "../dice/index.ts";
import { emptyPool, type Pool } from "../dice/types.ts";
import { checkInputs } from "../rules/checks/check-inputs.ts";
import type { CombatantDerived } from "../rules/character/derived-types.ts";
import type { ActorDataByType, ActorType } from "../rules/types.ts";
import { ownStatusModifiers, isStatusId } from "../rules/combat/status.ts";
import { creationDefaults } from "../migrations/migrations.ts";
import { withLegacyListWrites } from "../foundry/legacy-writes.ts";
import { localize } from "../foundry/localize.ts";
import { fearPenaltyOf } from "../foundry/fear-effects.ts";

export class EoteActor extends Actor {
  /**
   * Data created after the world migration ran (an import, a module, an old export dropped in) still
   * gets what the whole-document migrations set for keys it lacks, such as the droid flag read from the
   * species; the world runner only sees documents that exist when it runs.
   */
  protected override async _preCreate(...args: Parameters<Actor["_preCreate"]>): ReturnType<Actor["_preCreate"]> {
    const allowed = await super._preCreate(...args);
    if (allowed === false) return false;
    const added = creationDefaults("Actor", this.type, (args[0] as { system?: unknown }).system);
    if (added) this.updateSource({ system: added } as Actor.UpdateData);
    return allowed;
  }

  /**
   * An old macro's or module's write of the single obligation or motivation of before migration 4 becomes
   * one more entry of the character's list, or is refused with a notice (module/foundry/legacy-writes.ts),
   * before Foundry's migrateData could read it as a whole old document and write over the whole list.
   */
  override async update(...args: Parameters<Actor["update"]>): Promise<this | undefined> {
    const [data, ...rest] = args;
    return super.update(withLegacyListWrites(this.type, this.name, storedSystem(this), data) as typeof data, ...rest);
  }

  /**
   * The same for updates sent through the class (Actor.updateDocuments, which Actor#update also calls):
   * each update is read against the actor it names (a token's actor, or the world's); an old-style write
   * for an actor not found here is refused.
   */
  static override async updateDocuments(...args: Parameters<typeof Actor.updateDocuments>): ReturnType<typeof Actor.updateDocuments> {
    const [updates, operation] = args;
    const parent = (operation as { parent?: { actor?: unknown } | null } | undefined)?.parent ?? null;
    const reshaped = (updates ?? []).map((update) => {
      const id = (update as { _id?: unknown })._id;
      const actor = (parent ? parent.actor : typeof id === "string" ? game.actors?.get(id) : null) as EoteActor | null | undefined;
      const type = actor?.type ?? (update as { type?: unknown }).type ?? "character";
      return withLegacyListWrites(String(type), actor?.name ?? localize("EOTE.Actor.Title"), actor ? storedSystem(actor) : null, update);
    });
    return super.updateDocuments(reshaped as typeof updates, operation);
  }

  /** The plain stored data and derived data of this actor, as the rules read them. */
  get eoteData(): { type: ActorType; system: ActorDataByType[ActorType]; derived: unknown } {
    // system is one of our models (module/data/models), built from the spec for this type.
    const system = this.system as unknown as ActorDataByType[ActorType] & { derived: unknown };
    return { type: this.type as ActorType, system, derived: system.derived };
  }

  /** The pool for a check of `skillId` (a skill id or a character's custom skill id). Vehicles have none. */
  checkPool(skillId: string): Pool {
    const { type, system, derived } = this.eoteData;
    if (type === "vehicle") return emptyPool();
    const inputs = checkInputs(type, system as ActorDataByType[typeof type], derived as CombatantDerived, skillId);
    const statuses = new Set([...(this.statuses ?? [])].filter(isStatusId));
    const fromStatus = ownStatusModifiers(statuses).reduce((n, m) => n + (m.die === "setback" ? m.count : 0), 0);
    const fear = fearPenaltyOf(this);
    const setback: Pool = { ...emptyPool(), setback: inputs.setback + fromStatus + fear.setback, difficulty: fear.difficulty };
    return mergePools(buildCheckPool(inputs.characteristic, inputs.rank), setback);
  }
}

/** An actor's stored `system` (effects not applied), as the lists are kept. */
function storedSystem(actor: Actor): Record<string, unknown> | null {
  const system = (actor._source as { system?: unknown }).system;
  return typeof system === "object" && system !== null ? system as Record<string, unknown> : null;
}
