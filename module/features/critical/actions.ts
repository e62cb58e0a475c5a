/**
 * Critical injuries and vehicle critical hits in Foundry: roll 1d100 with Foundry's Roll,
 * add +10 per critical the target has and +10 per Vicious (module/rules/combat/critical.ts), look the total
 * up in the compendium table (eote.critical-injuries, eote.vehicle-critical-hits), copy that row's
 * item onto the target and announce it with its severity. A minion group loses one more minion instead.
 * A vehicle's hit acts through its item (module/rules/vehicles/critical-hits.ts); its once-only part
 * (system strain, a short-term effect) is the caller's to record, or applied at once on the macro's path.
 */
import { SYSTEM_ID } from "../../system/config.ts";
import { criticalTableFor, resolveCritical, severityLabel, type CriticalTable } from "../../rules/combat/critical.ts";
import type { VehicleDerived } from "../../rules/character/derived-types.ts";
import { format, localize } from "../../foundry/localize.ts";
import { actorView, escapeText, itemSourceOf, updatePaths } from "../../foundry/documents.ts";
import { criticalSuffered, damageTargetOf, existingCriticals } from "../../foundry/inputs.ts";
import { strainCap } from "../../rules/combat/damage.ts";
import type { CriticalData, CriticalHitData, VehicleData } from "../../rules/types.ts";
import { vehicleHitOnce } from "./actions/vehicle-hit.ts";
import { isPrivateFollowUp, postFollowUpRoll, type FollowedMessage } from "../../chat/follow-up.ts";
import { speakerFor, tokenName } from "../../chat/token-name.ts";

export const CRITICAL_PACKS: Readonly<Record<CriticalTable, string>> = {
  injury: `${SYSTEM_ID}.critical-injuries`,
  hit: `${SYSTEM_ID}.vehicle-critical-hits`,
};

export interface CriticalRow extends Pick<CriticalData, "min" | "max" | "severity"> {
  item: Item.Implementation;
}

/** The table's rows, read from its compendium items' system data. */
export async function criticalRows(table: CriticalTable): Promise<CriticalRow[]> {
  const pack = game.packs?.get(CRITICAL_PACKS[table]);
  if (!pack) return [];
  const docs = (await pack.getDocuments()) as unknown as Item.Implementation[];
  return docs.map((item) => {
    const system = item.system as unknown as CriticalData;
    return { min: system.min, max: system.max, severity: system.severity, item };
  });
}

export interface CriticalApplied {
  total: number;
  name: string;
  severity: number;
  itemId: string | null;
}

/** Rolls the d100 through Foundry (so Dice So Nice and roll modes apply) and returns its face. */
async function rollD100(): Promise<Roll> {
  const roll = new foundry.dice.Roll("1d100");
  await roll.evaluate();
  return roll;
}

/** Where a critical comes from: the card's message, whose viewers alone see the d100, and the target's token. */
export interface CriticalSource {
  /** The message (or its id) the critical follows; none: the user's roll mode. */
  follows?: FollowedMessage;
  /** The token the target was picked through, whose name is announced. */
  tokenUuid?: string;
}

/** A critical rolled and looked up, not yet given to the target. */
export interface RolledCritical {
  roll: Roll;
  total: number;
  row: CriticalRow;
}

/**
 * Rolls a critical against `actor` and finds its row. `vicious` is the weapon's rating; `bonus` a flat
 * addition (talents). A vehicle on emergency repairs adds its own +30 (seed 002 EMERGENCY REPAIRS), read
 * from its derived state, whatever dealt the hit. A character's own effects adjust the total (Durable).
 */
export async function rollCritical(actor: Actor.Implementation, options: { vicious?: number; bonus?: number } = {}): Promise<RolledCritical> {
  const view = actorView(actor);
  const rows = await criticalRows(criticalTableFor(view.type));
  const roll = await rollD100();
  const emergency = view.type === "vehicle" ? (view.derived as Partial<VehicleDerived>).damage?.traumaCritical ?? 0 : 0;
  const { total, row } = resolveCritical(rows, roll.total ?? 1, existingCriticals(view), options.vicious ?? 0, (options.bonus ?? 0) + emergency, criticalSuffered(view));
  return { roll, total, row };
}

/**
 * Copies the row's item onto the actor (with `id` when given, kept); returns the item's id. `system`
 * overrides fields of the copy (a vehicle hit's struck zone).
 */
export async function createCritical(
  actor: Actor.Implementation, rolled: Pick<RolledCritical, "row">, id?: string, system: Record<string, unknown> = {},
): Promise<string | null> {
  const data = itemSourceOf(rolled.row.item);
  if (id) data["_id"] = id;
  if (Object.keys(system).length) data["system"] = { ...(data["system"] as Record<string, unknown> | undefined), ...system };
  const created = await actor.createEmbeddedDocuments("Item", [data as unknown as Item.CreateData], id ? { keepId: true } : {});
  return created?.[0]?.id ?? null;
}

/** Posts the d100 with the injury it gave, to those who saw what it follows. */
export async function announceCritical(actor: Actor.Implementation, rolled: RolledCritical, source: CriticalSource = {}): Promise<void> {
  await postFollowUpRoll(rolled.roll, d100Data(actor, source, () => format("EOTE.Combat.Card.CriticalAnnounce", {
    // Flavor is shown as HTML: names are escaped.
    actor: escapeText(tokenName(actor, source.tokenUuid)), total: rolled.total, name: escapeText(rolled.row.item.name ?? ""),
    severity: localize(severityLabel(rolled.row.severity)),
  })), source.follows);
}

/** Rolls a critical against `actor`, creates the row's item on it and posts the announcement (the macro's path). */
export async function applyCritical(
  actor: Actor.Implementation, options: { vicious?: number; bonus?: number } & CriticalSource = {},
): Promise<CriticalApplied> {
  const rolled = await rollCritical(actor, options);
  const itemId = await createCritical(actor, rolled);
  await announceCritical(actor, rolled, options);
  // A vehicle's hit also deals its system strain and short-term effect now (no card here, so no Undo).
  if (actorView(actor).type === "vehicle") await applyVehicleHitNow(actor, rolled.row);
  return { total: rolled.total, name: rolled.row.item.name ?? "", severity: rolled.row.severity, itemId };
}

/** The row's once-only part (./actions/vehicle-hit.ts) written straight onto the vehicle: the macro's path keeps no record. */
async function applyVehicleHitNow(actor: Actor.Implementation, row: CriticalRow): Promise<void> {
  const view = actorView(actor);
  const once = vehicleHitOnce(view.system as VehicleData, row.item.system as unknown as CriticalHitData, row.item.name ?? "");
  const strain = damageTargetOf(view).strain;
  if (once && once.systemStrain > 0 && strain) {
    await updatePaths(actor, { "system.systemStrain.value": Math.min(strainCap(strain.threshold), strain.value + once.systemStrain) });
  }
  if (once?.effect) await actor.createEmbeddedDocuments("ActiveEffect", [once.effect.data as never]);
}

/**
 * The d100's speaker and flavor. Every client receives a roll message's data, a hidden one's too, so
 * the d100 of a card not everyone may see names nobody (the user speaks; the card shows the result).
 */
function d100Data(actor: Actor.Implementation, source: CriticalSource, announce: () => string): Record<string, unknown> {
  if (isPrivateFollowUp(source.follows)) return { speaker: ChatMessage.getSpeaker(), flavor: localize("EOTE.Combat.Card.CriticalRollHidden") };
  return { speaker: speakerFor(actor, source.tokenUuid), flavor: announce() };
}

/** A crit on a minion group: the d100 is still rolled and shown, but one more minion falls (seed 002 MINIONS). */
export async function rollMinionCritical(actor: Actor.Implementation, vicious: number, source: CriticalSource = {}): Promise<number> {
  const roll = await rollD100();
  await postFollowUpRoll(roll, d100Data(actor, source, () =>
    format("EOTE.Combat.Card.MinionCriticalAnnounce", { actor: escapeText(tokenName(actor, source.tokenUuid)) })), source.follows);
  return (roll.total ?? 1) + 10 * vicious;
}
