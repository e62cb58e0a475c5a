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
