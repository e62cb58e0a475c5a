/**
 * 7: numbers past the ranges the specs gained (module/data/spec/caps.ts: the published range or a
 * generous cap) are brought within them: 1e308 soak from an old import becomes the cap, a value below
 * a new floor becomes the floor. Whole-document only (`complete`), so the world runner alone runs it:
 * as a reshape it would also run on every update diff (FOUNDRY-V13-FACTS.md, Documents and data) and
 * quietly clamp what a sheet or an import writes, where the data models must refuse it by name.
 * Values that are not numbers are left for the other migrations and the schema.
 */
import { ACTOR_SPECS } from "../data/spec/actors.ts";
import type { AnySpec } from "../data/spec/builders.ts";
import { ITEM_SPECS } from "../data/spec/items.ts";
import type { Migration, Source } from "./migrations.ts";

const isRecord = (v: unknown): v is Source => typeof v === "object" && v !== null && !Array.isArray(v);

/** `value` brought within the field's range, or `value` itself. */
function clamped(spec: AnySpec & { kind: "int" | "num" }, value: number): number {
  if (Number.isNaN(value)) return value;
  let out = value;
  if (spec.max !== undefined && out > spec.max) out = spec.max;
  if (spec.min !== undefined && out < spec.min) out = spec.min;
  return out;
}

/** Clamps every present number under `spec` in `value`, at any depth (arrays' elements too); true when one changed. */
export function clampNumbers(spec: AnySpec, value: unknown): boolean {
  if (spec.kind === "arr") {
    if (!Array.isArray(value)) return false;
    let changed = false;
    value.forEach((element, i) => {
      const field = spec.element;
      if ((field.kind === "int" || field.kind === "num") && typeof element === "number") {
        const next = clamped(field, element);
        if (next !== element) { value[i] = next; changed = true; }
      } else changed = clampNumbers(field, element) || changed;
    });
    return changed;
  }
  if (spec.kind !== "obj" || !isRecord(value)) return false;
  let changed = false;
  for (const [key, field] of Object.entries(spec.fields)) {
    if (!Object.hasOwn(value, key)) continue;
    const current = value[key];
    if ((field.kind === "int" || field.kind === "num") && typeof current === "number") {
      const next = clamped(field, current);
      if (next !== current) { value[key] = next; changed = true; }
    } else changed = clampNumbers(field, current) || changed;
  }
  return changed;
}

export const numberCaps: Migration = {
  version: 7,
  summary: "numbers past the new published ranges and generous caps are brought within them",
  complete(documentName, type, system) {
    const specs: Readonly<Record<string, AnySpec>> = documentName === "Actor" ? ACTOR_SPECS : ITEM_SPECS;
    const spec = Object.hasOwn(specs, type) ? specs[type] : undefined;
    return spec ? clampNumbers(spec, system) : false;
  },
};
