/**
 * Critical injuries and vehicle critical hits in Foundry (issue 8): roll 1d100 with Foundry's Roll,
 * add +10 per critical the target has and +10 per Vicious (module/rules/critical.ts), look the total
 * up in the compendium table (eote.critical-injuries, eote.vehicle-critical-hits), copy that row's
 * item onto the target and announce it with its severity. A minion group loses one more minion instead.
 */
import { SYSTEM_ID } from "../config.ts";
import { criticalTableFor, resolveCritical, severityLabel, type CriticalTable } from "../rules/critical.ts";
import type { CriticalData } from "../rules/types.ts";
import { actorView, escapeText, format, localize } from "./documents.ts";
import { existingCriticals } from "./inputs.ts";
import { isPrivateFollowUp, postFollowUpRoll, type FollowedMessage } from "./follow-up.ts";
import { speakerFor, tokenName } from "./token-name.ts";

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

/**
 * Rolls a critical against `actor`, creates the row's item on it and posts the announcement.
 * `vicious` is the weapon's rating; `bonus` a flat addition (emergency repairs +30, talents).
 */
export async function applyCritical(
  actor: Actor.Implementation, options: { vicious?: number; bonus?: number } & CriticalSource = {},
): Promise<CriticalApplied> {
  const view = actorView(actor);
  const table = criticalTableFor(view.type);
  const rows = await criticalRows(table);
  const roll = await rollD100();
  const { total, row } = resolveCritical(rows, roll.total ?? 1, existingCriticals(view), options.vicious ?? 0, options.bonus ?? 0);
  // fromCompendium keeps the row's compendium source link (_stats.compendiumSource); toObject() drops it.
  const data = game.items?.fromCompendium(row.item) ?? row.item.toObject();
  const created = await actor.createEmbeddedDocuments("Item", [data as unknown as Item.CreateData]);
  const name = row.item.name ?? "";
  await postFollowUpRoll(roll, d100Data(actor, options, () => format("EOTE.Combat.Card.CriticalAnnounce", {
    // Flavor is shown as HTML: names are escaped.
    actor: escapeText(tokenName(actor, options.tokenUuid)), total, name: escapeText(name), severity: localize(severityLabel(row.severity)),
  })), options.follows);
  return { total, name, severity: row.severity, itemId: created?.[0]?.id ?? null };
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
