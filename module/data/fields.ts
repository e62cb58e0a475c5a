/**
 * Turns a spec (module/data/spec) into Foundry data fields. Thin on purpose: every option maps
 * one to one, so the schema Foundry enforces is the one validateSystemData checks. Takes the
 * fields namespace as a parameter so tests can pass a double; the models pass foundry.data.fields.
 */
import type { AnySpec, ObjSpec } from "./spec/builders.ts";

type Ctor<A extends unknown[]> = new (...args: A) => unknown;

/** The part of foundry.data.fields this adapter uses. */
export interface FieldsNamespace {
  NumberField: Ctor<[options: object]>;
  StringField: Ctor<[options: object]>;
  HTMLField: Ctor<[options: object]>;
  BooleanField: Ctor<[options: object]>;
  SchemaField: Ctor<[fields: Record<string, never>, options: object]>;
  ArrayField: Ctor<[element: never, options: object]>;
}

/** One Foundry field for one spec. `required` everywhere: every stored field always has a value. */
export function toField(spec: AnySpec, fields: FieldsNamespace): unknown {
  const base = { required: true, nullable: spec.nullable };
  switch (spec.kind) {
    case "int":
    case "num": {
      const options: Record<string, unknown> = { ...base, integer: spec.kind === "int", initial: spec.initial };
      if (spec.min !== undefined) options["min"] = spec.min;
      if (spec.max !== undefined) options["max"] = spec.max;
      return new fields.NumberField(options);
    }
    case "str":
      return new fields.StringField({ ...base, blank: true, initial: spec.initial });
    case "html":
      return new fields.HTMLField({ ...base, blank: true, initial: spec.initial });
    case "bool":
      return new fields.BooleanField({ initial: spec.initial });
    case "choice":
      return new fields.StringField({ ...base, blank: false, choices: [...spec.choices], initial: spec.initial });
    case "arr":
      return new fields.ArrayField(toField(spec.element, fields) as never, base);
    case "obj":
      return new fields.SchemaField(toSchema(spec, fields) as Record<string, never>, base);
  }
}

/** The fields of an object spec: what defineSchema returns. */
export function toSchema(spec: ObjSpec | AnySpec, fields: FieldsNamespace): Record<string, unknown> {
  if (spec.kind !== "obj") throw new TypeError("A schema is built from an object spec");
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(spec.fields)) out[key] = toField(field, fields);
  return out;
}
