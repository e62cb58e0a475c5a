/**
 * Removing a species, career or specialisation from the character sheet (module/rules/character/identity-removal.ts
 * decides what is reversed and what blocks it). Who: the GM or the character's owner, one purchase or removal at
 * a time. A refusal names what must be undone first and changes nothing; otherwise the item goes, with exactly the
 * characteristics, XP and ledger refunds its plan lists, and a notice says what came back.
 */
import { format, localize } from "../../../foundry/localize.ts";
import { updatePaths } from "../../../foundry/documents.ts";
import { warn } from "../../../foundry/notify.ts";
import { EoteError } from "../../../dice/errors.ts";
import { CHARACTERISTICS, isCharacteristicId } from "../../../rules/character/characteristics.ts";
import { isSkillId } from "../../../rules/checks/skills.ts";
import { identityRemoval, speciesStartOf, trustedSpeciesStart, type IdentityKind } from "../../../rules/character/identity-removal.ts";
import { boundedText, MAX_NAME_CHARS } from "../../../rules/text.ts";
import type { LedgerEntry } from "../../../rules/types.ts";
import { SYSTEM_ID } from "../../../system/config.ts";
import { itemsOf, ledgerOf, talentKeyOf, type Character } from "./actor-data.ts";
import { skillRanks } from "../form/free-ranks.ts";
import { exclusive, spender, storedCharacteristic } from "../actions.ts";
import { SPECIES_START_FLAG } from "../model/identity-types.ts";

const KINDS: readonly string[] = ["species", "career", "specialisation"];

/** How many purchases a refusal names before "and N more". */
const MAX_LISTED = 6;

/** A ledger entry as a refusal lists it: what it bought (skill, characteristic, talent's or item's name) and its cost. */
function entryLabel(actor: Actor.Implementation, e: LedgerEntry): string {
  // The ledger is the player's to write: a target becomes a lang key only when it is a known id, else escaped text.
  const what = e.kind === "skill" && isSkillId(e.target) ? localize(`EOTE.Skill.${e.target}`)
    : e.kind === "characteristic" && isCharacteristicId(e.target) ? localize(`EOTE.Characteristic.${e.target}`)
    : foundry.utils.escapeHTML(boundedText(actor.items.get(e.item)?.name ?? e.target, MAX_NAME_CHARS));
  const cost = Number.isFinite(e.cost) ? e.cost : 0;
  return cost === 0 ? format("EOTE.IdentityItem.Entry.Free", { what }) : format("EOTE.IdentityItem.Entry.Cost", { what, cost });
}

function blockedList(actor: Actor.Implementation, ledger: readonly LedgerEntry[], blockers: readonly number[]): string {
  const shown = blockers.slice(0, MAX_LISTED).map((i) => entryLabel(actor, ledger[i]!));
  const more = blockers.length - shown.length;
  return more > 0 ? format("EOTE.IdentityItem.Entry.More", { list: shown.join(", "), count: more }) : shown.join(", ");
}

/** Removes the owned identity item with this id, reversing what it granted; false (with a notice) when refused. */
export function removeIdentity(actor: Actor.Implementation, itemId: string): Promise<boolean> {
  return exclusive(actor, false, () => removeNow(actor, itemId));
}

async function removeNow(actor: Actor.Implementation, itemId: string): Promise<boolean> {
  const c = spender(actor);
  const item = actor.items.get(itemId);
  if (!c || !item || !KINDS.includes(item.type)) return false;
  const name = foundry.utils.escapeHTML(boundedText(item.name, MAX_NAME_CHARS));
  const ledger = ledgerOf(c);
  const xp = { total: c.xp.total, available: c.xp.available };
  const plan = identityRemoval(
    { kind: item.type as IdentityKind, itemId, start: item.type === "species" ? trustedSpeciesStart(speciesStartOf(startRecordOf(item))) : null },
    {
      characteristics: stored(actor, c), xp, ledger, creation: c.creation, gm: game.user?.isGM === true,
      skills: skillRanks(c), droid: (c as unknown as { droid?: boolean }).droid === true,
      talents: itemsOf(actor, "talent").map((t) => ({ id: t.id ?? "", key: talentKeyOf(t), rank: (t.system as unknown as { rank: number }).rank })),
    },
  );
  if (!plan.ok) {
    if (!plan.blockers.length) warn(new EoteError(plan.error.key, plan.error.message, { ...plan.error.data, name }));
    else warn(new EoteError(plan.error.key, plan.error.message, { name, list: blockedList(actor, ledger, plan.blockers) }));
    return false;
  }
  await actor.deleteEmbeddedDocuments("Item", [itemId, ...(plan.deleteTalents ?? []).filter((id) => actor.items.get(id))]);
  for (const [id, rank] of Object.entries(plan.talentRanks ?? {})) {
    const talent = actor.items.get(id);
    if (talent) await updatePaths(talent, { "system.rank": rank });
  }
  const refund = new Set(plan.refund);
  const changes: Record<string, unknown> = {};
  for (const [id, rank] of Object.entries(plan.skills ?? {})) changes[`system.skills.${id}.rank`] = rank;
  if (plan.droid !== undefined) changes["system.droid"] = plan.droid;
  for (const [id, value] of Object.entries(plan.characteristics)) changes[`system.characteristics.${id}`] = value;
  if (plan.xp.total !== xp.total) changes["system.xp.total"] = plan.xp.total;
  if (plan.xp.available !== xp.available) changes["system.xp.available"] = plan.xp.available;
  if (refund.size) changes["system.xp.ledger"] = ledger.map((e, i) => (refund.has(i) ? { ...e, refunded: true } : e));
  if (Object.keys(changes).length) await updatePaths(actor, changes);
  const back = plan.xp.available - xp.available;
  ui.notifications?.info(format(back === 0 ? "EOTE.IdentityItem.Notice.Removed" : back > 0 ? "EOTE.IdentityItem.Notice.Refunded" : "EOTE.IdentityItem.Notice.TakenBack", { name, xp: Math.abs(back) }));
  return true;
}

/** The species item's start record as stored (untrusted: speciesStartOf checks its shape, trustedSpeciesStart its reach). */
function startRecordOf(item: Item.Implementation): unknown {
  return (item.flags as Record<string, Record<string, unknown> | undefined>)[SYSTEM_ID]?.[SPECIES_START_FLAG];
}

function stored(actor: Actor.Implementation, c: Character): Character["characteristics"] {
  return Object.fromEntries(CHARACTERISTICS.map((id) => [id, storedCharacteristic(actor, c, id)])) as Character["characteristics"];
}
