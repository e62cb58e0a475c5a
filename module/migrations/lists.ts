/**
 * 4: a character's single obligation and motivation become lists, and a talent's `active` flag
 * becomes its activation. Reshape only (present keys), so it is safe on update diffs too:
 * - `obligation: { type, value }` becomes one `obligations` entry (magnitude = value, no notes); an
 *   empty one (no type, value 0) becomes an empty list. A diff that writes only part of the old
 *   object (a macro setting `system.obligation.value`) is dropped: it cannot say which entry it meant,
 *   and must not replace the whole list.
 * - `motivation: "text"` becomes one motivation of kind "desire": the older field had no kind, and a
 *   desire is the nearest to the published Edge of the Empire motivations (ambition, cause, relationship).
 * - a talent's `active: true` becomes an active action, `false` passive (the older flag did not say
 *   which activation; the sheet lets the owner refine it).
 * The old key is removed once moved: the schema no longer has it, and nothing of it is lost.
 * Foundry runs this reshape on update diffs too, where it cannot tell a diff from a whole old document: an
 * update that writes the old keys is reshaped first, against the character's lists, by legacyListWrite
 * (module/documents/actor.ts), so only whole documents (stored or created) reach it with those keys.
 */
import type { Migration, Source } from "./migrations.ts";
import { numberFrom } from "./normalise.ts";

const isRecord = (v: unknown): v is Source => typeof v === "object" && v !== null && !Array.isArray(v);

function obligationEntries(old: Source): Source[] {
  const type = typeof old["type"] === "string" ? old["type"] : "";
  const value = numberFrom(old["value"]);
  const magnitude = typeof value === "number" && Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
  return type === "" && magnitude === 0 ? [] : [{ type, magnitude, notes: "" }];
}

export const listsAndActivation: Migration = {
  version: 4,
  summary: "obligation and motivation become lists; a talent's active flag becomes its activation",
  reshape(documentName, type, system) {
    let changed = false;
    if (documentName === "Item" && type === "talent" && typeof system["active"] === "boolean") {
      if (system["activation"] === undefined) system["activation"] = system["active"] ? "activeAction" : "passive";
      delete system["active"];
      changed = true;
    }
    if (documentName !== "Actor" || type !== "character") return changed;
    if (isRecord(system["obligation"])) {
      // A stored obligation always had both keys; only part of it is an update diff (a macro setting
      // `system.obligation.value`), which must not replace the whole list: its legacy key is just dropped.
      const whole = "type" in system["obligation"] && "value" in system["obligation"];
      if (whole && system["obligations"] === undefined) system["obligations"] = obligationEntries(system["obligation"]);
      delete system["obligation"];
      changed = true;
    }
    if (typeof system["motivation"] === "string") {
      const text = system["motivation"].trim();
      if (system["motivations"] === undefined) system["motivations"] = text ? [{ kind: "desire", text }] : [];
      delete system["motivation"];
      changed = true;
    }
    return changed;
  },
};

/** The single fields of before migration 4 whose old-style writes are reshaped (legacyListWrite). */
export type LegacyListField = "obligation" | "motivation";

export interface LegacyListWrite {
  /** The update's `system` changes with every old-style key reshaped or dropped (a copy). */
  system: Source;
  /** Fields whose old-style write became one more entry of the character's list. */
  added: LegacyListField[];
  /** Fields whose old-style write was dropped: it could not say which entry it meant. */
  refused: LegacyListField[];
}

const sameEntry = (a: unknown, b: Source) => isRecord(a) && Object.keys(b).every((k) => a[k] === b[k]);

/** `list` with `entry` added at the end; null when the same entry is already there (a macro run twice). */
function withEntry(list: unknown, entry: Source): unknown[] | null {
  const now = Array.isArray(list) ? list : [];
  return now.some((e) => sameEntry(e, entry)) ? null : [...now, entry];
}

/**
 * An update's `system` changes (paths expanded) that write the single obligation or motivation of
 * before migration 4, from an old macro or module, reshaped against the character's stored lists
 * (`current`; null when the document is unknown). Left to migration 4, such a change would read as a
 * whole old document's and write a one-entry list over the character's whole list. Instead:
 * - a whole obligation (`{ type, value }`) or a motivation's text becomes one more entry of its list
 *   (none when the same entry is there already, as when a macro runs twice);
 * - part of the old obligation (a macro setting `system.obligation.value`), an empty one (nothing to
 *   add), or any such write when the stored lists are unknown, is refused: it cannot say which entry it
 *   meant, and the list is never written over;
 * - when the changes give the list itself too, the list wins and the old key is dropped.
 * Other characters' types and other keys are left as they are.
 */
export function legacyListWrite(changes: Source, current: Source | null): LegacyListWrite {
  const system: Source = { ...changes };
  const added: LegacyListField[] = [];
  const refused: LegacyListField[] = [];
  if ("obligation" in system) {
    const old = system["obligation"];
    delete system["obligation"];
    const whole = isRecord(old) && "type" in old && "value" in old;
    const entries = whole ? obligationEntries(old) : [];
    if (system["obligations"] === undefined) {
      if (current && entries.length === 1) {
        const list = withEntry(current["obligations"], entries[0]!);
        if (list) system["obligations"] = list;
        added.push("obligation");
      } else {
        refused.push("obligation");
      }
    }
  }
  if ("motivation" in system) {
    const old = system["motivation"];
    delete system["motivation"];
    const text = typeof old === "string" ? old.trim() : "";
    if (system["motivations"] === undefined) {
      if (current && text !== "") {
        const list = withEntry(current["motivations"], { kind: "desire", text });
        if (list) system["motivations"] = list;
        added.push("motivation");
      } else {
        refused.push("motivation");
      }
    }
  }
  return { system, added, refused };
}
