/**
 * Breaking Up (seed 002 VEHICLE CRITICAL HITS: "Ship is completely destroyed at the end of the next round";
 * seed 000: "At the end of the following round"; rules: module/rules/vehicles/critical-hit-aftermath.ts
 * breakingUpDue): the GM is told when a ship in the combat that is breaking up is lost.
 *
 * The mark (which hit, the round it came in) is kept in a hidden world setting, `eote.breakingUp`, that only
 * a GM writes (FOUNDRY-V13-FACTS.md, Users and sockets): whoever applied the hit, a ship's owner cannot
 * put the mark off, nor mark another ship. The active GM keeps it at every new round of the combat: a
 * Breaking Up hit standing on a vehicle in the combat that the mark does not know yet came in the round
 * just ended (the GM's client sees every round begin); a mark whose hit is gone (repaired, or taken back by
 * its card's Undo) is dropped, so Undo leaves nothing behind. Once the hit's next round has ended, the GM
 * gets a notice and a message whispered to the GMs, once.
 */
import { registerHiddenWorldObject } from "../../../system/settings.ts";
import { SYSTEM_ID } from "../../../system/config.ts";
import { breakingUpDue, breakingUpLastRound } from "../../../rules/vehicles/critical-hit-aftermath.ts";
import { criticalHitKeyOf } from "../../../rules/vehicles/critical-hits.ts";
import type { CriticalHitData } from "../../../rules/types.ts";
import { format } from "../../../foundry/localize.ts";
import { noticeName, notifyError } from "../../../foundry/notify.ts";
import { speakerFor, tokenName } from "../../../chat/token-name.ts";

/** The setting's key: `eote.breakingUp`. */
export const BREAKING_UP = "breakingUp";

/** One Breaking Up hit the GM watches: the combat, the round it came in, and whether the GM was told. */
export interface BreakingUpMark {
  combatId: string;
  hitRound: number;
  told: boolean;
}

type Marks = Record<string, BreakingUpMark>;

declare global {
  interface SettingConfig {
    "eote.breakingUp": Marks;
  }
}

const isMark = (v: unknown): v is BreakingUpMark => {
  const m = v as Partial<BreakingUpMark> | null;
  return !!m && typeof m === "object" && typeof m.combatId === "string" && typeof m.hitRound === "number" && Number.isInteger(m.hitRound) && typeof m.told === "boolean";
};

/** The marks as stored, each checked. */
export function breakingUpMarks(): Marks {
  const stored = game.settings?.get(SYSTEM_ID, BREAKING_UP) as unknown;
  if (!stored || typeof stored !== "object") return {};
  return Object.fromEntries(Object.entries(stored as Record<string, unknown>).filter((e): e is [string, BreakingUpMark] => isMark(e[1])));
}

/** A hit's key in the setting: the vehicle (its uuid, dots made safe for a settings key) and the hit's item. */
const markKey = (actor: Actor.Implementation, itemId: string): string => `${actor.uuid.replaceAll(".", "_")}_${itemId}`;

type RoundCombat = { id: string | null; round: number | null; combatants: Iterable<{ actor: Actor.Implementation | null }> };

/**
 * The active GM's step at a new round of `combat`: marks each Breaking Up hit standing on its vehicles,
 * tells the GM of those whose ship is now lost, drops the rest. Returns the lost ships' names.
 */
export async function breakingUpAtRound(combat: RoundCombat): Promise<string[]> {
  if (!combat.id || game.user?.isActiveGM !== true) return [];
  const round = combat.round ?? 0;
  const before = breakingUpMarks();
  const next: Marks = {};
  const lost = new Map<Actor.Implementation, BreakingUpMark>();
  for (const { actor } of combat.combatants) {
    if (!actor || (actor.type as string) !== "vehicle") continue;
    for (const item of actor.items) {
      if ((item.type as string) !== "criticalHit" || !item.id) continue;
      if (criticalHitKeyOf(item.system as unknown as CriticalHitData) !== "breakingUp") continue;
      const key = markKey(actor, item.id);
      const known = before[key];
      const mark = known && known.combatId === combat.id ? { ...known } : { combatId: combat.id, hitRound: Math.max(0, round - 1), told: false };
      if (!mark.told && breakingUpDue(mark.hitRound, round)) {
        mark.told = true;
        if (!lost.has(actor)) lost.set(actor, mark);
      }
      next[key] = mark;
    }
  }
  // Marks of other combats that still exist stay (a GM may run more than one); a deleted combat's go, so the
  // setting does not grow for the life of the world. This combat's are replaced by what stands now.
  for (const [key, mark] of Object.entries(before)) {
    if (mark.combatId !== combat.id && game.combats?.has(mark.combatId)) next[key] = mark;
  }
  if (JSON.stringify(next) !== JSON.stringify(before)) await game.settings.set(SYSTEM_ID, BREAKING_UP, next as never);
  for (const [ship, mark] of lost) await tellLost(ship, breakingUpLastRound(mark.hitRound));
  return [...lost.keys()].map((ship) => tokenName(ship));
}

/**
 * The GM's notice and a message whispered to the GMs: the ship is lost. The ship's (token's) name is its
 * owner's to write, and both show it as HTML on the GMs' clients: escaped, and cut to a name's length.
 */
async function tellLost(ship: Actor.Implementation, lastRound: number): Promise<void> {
  const data = { vehicle: noticeName(tokenName(ship)), round: lastRound };
  ui.notifications?.warn(format("EOTE.VehicleCrit.BreakingUp.Lost", data));
  await ChatMessage.create({
    content: `<p class="eote-breaking-up">${format("EOTE.VehicleCrit.BreakingUp.Lost", data)}</p>`,
    speaker: speakerFor(ship),
    whisper: game.users!.filter((u) => u.isGM).map((u) => u.id!),
  });
}

/** Registers the GM-only setting and the round hook. */
export function registerBreakingUp(): void {
  registerHiddenWorldObject(BREAKING_UP);
  Hooks.on("updateCombat", (combat: Combat.Implementation, changes: Record<string, unknown>) => {
    if (game.user?.isActiveGM !== true || !("round" in changes)) return;
    void breakingUpAtRound(combat as unknown as RoundCombat).catch(notifyError);
  });
}
