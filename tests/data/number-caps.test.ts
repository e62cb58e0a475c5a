// Every stored number has an upper bound (the published range or a generous cap), so 1e308 from an
// import, a sheet or a macro is refused by name; and an array element's number as much as a top-level one.
import { describe, expect, it } from "vitest";
import { ACTOR_SPECS, ITEM_SPECS, defaultSystemData, validateSystemData, type AnySpec } from "../../module/data/spec/index.ts";

/** Every numeric field of a spec: its dotted path (arrays as `.0`) and spec. */
function numericPaths(spec: AnySpec, path = ""): { path: string; spec: AnySpec & { kind: "int" | "num" } }[] {
  const join = (k: string) => (path === "" ? k : `${path}.${k}`);
  if (spec.kind === "int" || spec.kind === "num") return [{ path, spec }];
  if (spec.kind === "obj") return Object.entries(spec.fields).flatMap(([k, f]) => numericPaths(f, join(k)));
  if (spec.kind === "arr") return numericPaths(spec.element, join("0"));
  return [];
}

/** `data` with the value at `path` set, creating array elements and objects from the specs' initial values. */
function withValue(root: AnySpec, data: Record<string, unknown>, path: string, value: number): Record<string, unknown> {
  const out = structuredClone(data);
  let node: unknown = out;
  let spec: AnySpec = root;
  const parts = path.split(".");
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    if (spec.kind === "arr") {
      if (!Array.isArray(node)) throw new Error(`${path}: not an array`);
      spec = spec.element;
      node[0] = last ? value : node[0] ?? initial(spec);
      node = node[0];
      return;
    }
    if (spec.kind !== "obj" || typeof node !== "object" || node === null) throw new Error(`${path}: not an object`);
    const record = node as Record<string, unknown>;
    spec = spec.fields[part]!;
    record[part] = last ? value : record[part] ?? initial(spec);
    node = record[part];
  });
  return out;
}

function initial(spec: AnySpec): unknown {
  if (spec.kind === "obj") return Object.fromEntries(Object.entries(spec.fields).map(([k, f]) => [k, initial(f)]));
  if (spec.kind === "arr") return [];
  if (spec.kind === "choice") return spec.choices[0] ?? "";
  if (spec.kind === "int" || spec.kind === "num") return spec.initial ?? spec.min ?? 0;
  return spec.initial ?? "";
}

const all = [
  ...Object.entries(ACTOR_SPECS).map(([type, spec]) => ({ documentName: "Actor" as const, type, spec: spec as AnySpec })),
  ...Object.entries(ITEM_SPECS).map(([type, spec]) => ({ documentName: "Item" as const, type, spec: spec as AnySpec })),
];

describe("number caps", () => {
  it("every numeric field of every type has a maximum, and a minimum", () => {
    const unbounded = all.flatMap(({ type, spec }) => numericPaths(spec).filter((n) => n.spec.max === undefined || n.spec.min === undefined).map((n) => `${type}.${n.path}`));
    expect(unbounded).toEqual([]);
  });

  it("1e308 (and -1e308) is refused at every numeric path, by the field's path, where the value lies outside the range", () => {
    for (const { documentName, type, spec } of all) {
      const base = (defaultSystemData as (d: "Actor" | "Item", t: string) => unknown)(documentName, type) as Record<string, unknown>;
      for (const { path } of numericPaths(spec)) {
        for (const value of [1e308, -1e308]) {
          const issues = validateSystemData(documentName, type, withValue(spec, base, path, value));
          expect(issues.map((i) => [i.path, i.key]), `${type}.${path} = ${value}`)
            .toContainEqual([path, value > 0 ? "EOTE.Error.Validation.AboveMax" : "EOTE.Error.Validation.BelowMin"]);
        }
      }
    }
  });

  it("the default of every field lies within its range", () => {
    for (const { type, spec } of all) {
      for (const { path, spec: field } of numericPaths(spec)) {
        if (field.initial === null) continue;
        expect(field.initial, `${type}.${path}`).toBeGreaterThanOrEqual(field.min!);
        expect(field.initial, `${type}.${path}`).toBeLessThanOrEqual(field.max!);
      }
    }
  });
});
