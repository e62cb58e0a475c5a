/**
 * Validation of plain `system` data against the specs, without Foundry: used by tests and the
 * pack build. It reports every problem (not just the first), each with an i18n key, an English
 * message, the dotted path and template data, and never changes the data.
 */
import { ACTOR_SPECS } from "./spec/actors.ts";
import type { AnySpec } from "./spec/builders.ts";
import { ITEM_SPECS } from "./spec/items.ts";
import { crossFieldIssues } from "./cross-checks.ts";
import { issue, type DocumentName, type ValidateOptions, type ValidationIssue } from "./issues.ts";

export type { DocumentName, ValidateOptions, ValidationIssue };

const join = (path: string, key: string | number): string => (path === "" ? String(key) : `${path}.${key}`);

const describe = (value: unknown): string =>
  value === null ? "null" : Array.isArray(value) ? "an array" : typeof value === "string" ? JSON.stringify(value) : String(value);

function checkNumber(spec: AnySpec & { kind: "int" | "num" }, value: unknown, path: string, out: ValidationIssue[]): void {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    out.push(issue(path, "NotNumber", `${path} must be a number, not ${describe(value)}.`, { value: describe(value) }));
    return;
  }
  if (spec.kind === "int" && !Number.isInteger(value)) {
    out.push(issue(path, "NotInteger", `${path} must be a whole number, not ${value}.`, { value }));
  }
  if (spec.min !== undefined && value < spec.min) {
    out.push(issue(path, "BelowMin", `${path} must be at least ${spec.min}, not ${value}.`, { value, min: spec.min }));
  }
  if (spec.max !== undefined && value > spec.max) {
    out.push(issue(path, "AboveMax", `${path} must be at most ${spec.max}, not ${value}.`, { value, max: spec.max }));
  }
}

/** Every problem of `value` against `spec`, appended to `out`. */
export function checkValue(spec: AnySpec, value: unknown, path: string, out: ValidationIssue[], options: ValidateOptions = {}): void {
  if (value === null) {
    if (!spec.nullable) out.push(issue(path, "NotNullable", `${path} must have a value.`));
    return;
  }
  switch (spec.kind) {
    case "int":
    case "num":
      checkNumber(spec, value, path, out);
      return;
    case "str":
    case "html":
      if (typeof value !== "string") out.push(issue(path, "NotString", `${path} must be text, not ${describe(value)}.`, { value: describe(value) }));
      return;
    case "bool":
      if (typeof value !== "boolean") out.push(issue(path, "NotBoolean", `${path} must be true or false, not ${describe(value)}.`, { value: describe(value) }));
      return;
    case "choice":
      if (typeof value !== "string" || !spec.choices.includes(value)) {
        out.push(issue(path, spec.errorKey ?? "NotChoice", `${path}: ${describe(value)} is not one of ${spec.choices.join(", ")}.`, {
          value: describe(value), choices: spec.choices.join(", "),
        }));
      }
      return;
    case "arr":
      if (!Array.isArray(value)) {
        out.push(issue(path, "NotArray", `${path} must be a list, not ${describe(value)}.`, { value: describe(value) }));
        return;
      }
      value.forEach((element, i) => checkValue(spec.element, element, join(path, i), out, options));
      return;
    case "obj": {
      if (typeof value !== "object" || Array.isArray(value)) {
        out.push(issue(path, "NotObject", `${path || "system"} must be an object, not ${describe(value)}.`, { value: describe(value) }));
        return;
      }
      const record = value as Record<string, unknown>;
      // Own keys only, on both sides: `in` or a plain lookup would find Object.prototype's
      // `constructor`, `toString` or `__proto__` and take them for schema fields.
      for (const [key, field] of Object.entries(spec.fields)) {
        const own = Object.hasOwn(record, key) ? record[key] : undefined;
        if (own === undefined) {
          if (!options.partial) out.push(issue(join(path, key), "Missing", `${join(path, key)} is missing.`));
        } else {
          checkValue(field, own, join(path, key), out, options);
        }
      }
      for (const key of Object.keys(record)) {
        if (!Object.hasOwn(spec.fields, key)) {
          out.push(issue(join(path, key), spec.unknownKey ?? "UnknownField", `${join(path, key)}: ${key} is not a known field here.`, { field: key }));
        }
      }
      return;
    }
  }
}

/**
 * Every problem of plain `system` data for a document type: wrong types, out-of-range numbers,
 * unknown skill ids, unknown fields, plus rules across fields (critical ranges, custom skills).
 * An empty list means the data is valid.
 */
export function validateSystemData(
  documentName: DocumentName,
  type: string,
  data: unknown,
  options: ValidateOptions = {},
): ValidationIssue[] {
  const specs: Readonly<Record<string, AnySpec>> = documentName === "Actor" ? ACTOR_SPECS : ITEM_SPECS;
  const spec = Object.hasOwn(specs, type) ? specs[type] : undefined;
  if (spec === undefined) {
    return [issue("", "UnknownType", `${type} is not an ${documentName} type of this system.`, { documentName, type })];
  }
  const out: ValidationIssue[] = [];
  checkValue(spec, data, "", out, options);
  if (out.length === 0) out.push(...crossFieldIssues(documentName, type, data));
  return out;
}
