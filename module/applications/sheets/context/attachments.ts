/**
 * Attachments on item sheets (module/rules/gear/attachments.ts): the installed list of a weapon or armour with
 * the hard points used, each row's changes in words, and the modification list's edits (pure).
 */
import { QUALITY_KEYS } from "../../../rules/gear/qualities.ts";
import { attachmentsEffect, hardPointsUsed } from "../../../rules/gear/attachments.ts";
import type { AttachmentEffect, AttachmentModification, InstalledAttachment } from "../../../rules/types.ts";
import type { RuleNote } from "../../../rules/checks/notes.ts";

const STATS = ["damage", "crit", "soak", "defence", "encumbrance"] as const;

/** A signed number as the tables print it: +1, −1. */
function signed(n: number): string {
  return n < 0 ? `−${-n}` : `+${n}`;
}

/** What an effect changes, one note per stat or quality ("Damage +1", "Pierce +1"). */
export function effectNotes(effect: AttachmentEffect): RuleNote[] {
  const out: RuleNote[] = STATS.filter((s) => effect[s] !== 0)
    .map((s) => ({ key: `EOTE.Gear.Attachment.Change.${s}`, data: { value: signed(effect[s]) } }));
  for (const q of effect.qualities) {
    const label = (QUALITY_KEYS as readonly string[]).includes(q.key) ? `EOTE.Quality.${q.key}` : q.key;
    out.push(q.rating === null
      ? { key: "EOTE.Gear.Attachment.Change.quality", data: { quality: label } }
      : { key: "EOTE.Gear.Attachment.Change.qualityRating", data: { quality: label, value: signed(q.rating) } });
  }
  return out;
}

export interface InstalledRow {
  index: number;
  name: string;
  hardPoints: number;
  changes: RuleNote[];
  /** The modification options made on it, by their summaries. */
  modifications: string[];
}

export interface AttachmentsContext {
  used: number;
  total: number;
  rows: InstalledRow[];
  /** Everything the attachments change together, for the list's footer. */
  totalChanges: RuleNote[];
}

export function attachmentsContext(installed: readonly InstalledAttachment[], total: number): AttachmentsContext {
  return {
    used: hardPointsUsed(installed), total,
    rows: installed.map((a, index) => ({
      index, name: a.name, hardPoints: a.hardPoints, changes: effectNotes(a),
      modifications: a.modifications.filter((m) => m.installed).map((m) => m.effect || m.key),
    })),
    totalChanges: effectNotes(attachmentsEffect(installed)),
  };
}

/** The modification list with one blank option added, its key unique in the list. */
export function addModification(current: readonly AttachmentModification[]): AttachmentModification[] {
  let n = current.length + 1;
  while (current.some((m) => m.key === `modification${n}`)) n += 1;
  return [...current.map((m) => ({ ...m })), { key: `modification${n}`, effect: "", installed: false, damage: 0, crit: 0, soak: 0, defence: 0, encumbrance: 0, qualities: [] }];
}

/** The list without the option at `index` (unchanged when there is none). */
export function removeModification(current: readonly AttachmentModification[], index: number): AttachmentModification[] {
  return current.filter((_, i) => i !== index).map((m) => ({ ...m }));
}
