/**
 * A record the data models refuse, said in the table's words on the import report: "Brawn 14 is above the most a
 * Nemesis can have, 12: the record was skipped", not "characteristics.brawn must be at most 12". Pure.
 * At import (result.ts) the first problem is kept as data: its field path, the value and the limit, the record's
 * type and what became of it. At render (model.ts reportContext) the path is named by the label keys the sheets
 * already use (fieldWords): a characteristic, a skill, a track, a stat, or this area's own field names. Any field a
 * spec caps gets its words from its label key, with no wording of its own; a field with none reads as its path.
 */
import type { ValidationIssue } from "../../data/validate.ts";

/** The validation problems said in words (each a reason key under EOTE.Import.Reason, with the same name). */
const WORDED: Readonly<Record<string, string>> = {
  "EOTE.Error.Validation.AboveMax": "AboveMax",
  "EOTE.Error.Validation.BelowMin": "BelowMin",
  "EOTE.Error.Validation.NotInteger": "NotWhole",
  "EOTE.Error.Validation.NotNumber": "NotNumber",
};

export interface Refusal {
  /** Short reason key (importIssue prefixes EOTE.Import.Reason.). */
  reasonKey: string;
  /** English, for logs and tests. */
  reason: string;
  data: Record<string, string | number>;
}

/**
 * Why a record (an actor or item, or an item on an imported actor: `embedded`) is refused, from its validation
 * problems: the first one in words when it is a number out of bounds or not a number, else the English list under
 * "Invalid" as before. Data entries ending in "Key" are lang keys the report localises (reportContext).
 */
export function refusalOf(
  doc: { documentName: "Actor" | "Item"; name: string; type: string }, issues: readonly ValidationIssue[], embedded = false,
): Refusal {
  const problems = issues.slice(0, 3).map((i) => i.message).join(" ");
  const reason = `${doc.name}: ${problems}`;
  // Every field refused, for the report to list beside the first one said in words.
  const fields = [...new Set(issues.map((i) => i.path).filter((p) => p !== ""))].slice(0, 8).join(", ");
  const first = issues[0];
  const worded = first ? WORDED[first.key] : undefined;
  if (!first || !worded) return { reasonKey: "Invalid", reason, data: { name: doc.name, problems, fields } };
  const limit = first.data["max"] ?? first.data["min"];
  return {
    reasonKey: worded, reason,
    data: {
      name: doc.name, path: first.path, value: first.data["value"] ?? "",
      ...(limit === undefined ? {} : { limit }),
      typeKey: `TYPES.${doc.documentName}.${doc.type}`,
      outcomeKey: embedded ? "EOTE.Import.Outcome.LeftOut" : "EOTE.Import.Outcome.Skipped",
      fields,
    },
  };
}

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Where a field segment's label may already be, in the order tried: the sheets' words first, then this area's. */
const LABELS: readonly ((segment: string, next?: string) => string | null)[] = [
  (s) => `EOTE.Characteristic.${s}`,
  (s) => `EOTE.Skill.${s}`,
  (s) => `EOTE.Sheet.Track.${s}`,
  (s, next) => (next ? `EOTE.Sheet.Stat.${pascal(s)}${pascal(next)}` : null),
  (s) => `EOTE.Sheet.Stat.${pascal(s)}`,
  (s) => `EOTE.Import.Field.${s}`,
];

/** A field's label as lang keys: the first segment with a label (a skill, not the "skills" group), and what follows it (a rank, a threshold) as its part. */
export interface FieldLabel {
  key: string | null;
  partKey: string | null;
  /** The path itself, for a field with no label anywhere. */
  path: string;
}

/** Names a stored field by its path (characteristics.brawn, skills.astrogation.rank, wounds.threshold), given which lang keys exist. */
export function fieldLabel(path: string, has: (key: string) => boolean): FieldLabel {
  const segments = path.split(".").filter((s) => s !== "" && !/^\d+$/.test(s));
  for (let i = 0; i < segments.length; i++) {
    for (const label of LABELS) {
      const key = label(segments[i]!, segments[i + 1]);
      if (!key || !has(key)) continue;
      const used = key.endsWith(`${pascal(segments[i]!)}${pascal(segments[i + 1] ?? "")}`) && segments[i + 1] ? 2 : 1;
      const rest = segments.slice(i + used).join("_");
      const partKey = rest && has(`EOTE.Import.Field.Part.${rest}`) ? `EOTE.Import.Field.Part.${rest}` : null;
      return { key, partKey, path };
    }
  }
  return { key: null, partKey: null, path };
}

/** The field's words in the reader's language: "Brawn", "Astrogation rank", or the path when nothing names it. */
export function fieldWords(path: string, has: (key: string) => boolean, text: (key: string, data: Record<string, string | number>) => string): string {
  const label = fieldLabel(path, has);
  if (!label.key) return path;
  const field = text(label.key, {});
  const part = label.partKey ? text(label.partKey, {}) : "";
  return part ? text("EOTE.Import.Field.WithPart", { field, part }) : field;
}

/** A stored reason's data in words: each "…Key" entry that is a lang key localised under its name without "Key", and a path named. */
export function reasonWords(
  data: Readonly<Record<string, string | number>>, has: (key: string) => boolean, text: (key: string, data: Record<string, string | number>) => string,
): Record<string, string | number> {
  const out: Record<string, string | number> = { ...data };
  for (const [name, value] of Object.entries(data)) {
    if (name.endsWith("Key") && name.length > 3 && typeof value === "string" && /^(EOTE|TYPES)\.[A-Za-z0-9_.]+$/.test(value) && has(value)) {
      out[name.slice(0, -3)] = text(value, {});
    }
  }
  if (typeof data["path"] === "string") out["field"] = fieldWords(data["path"], has, text);
  return out;
}
