/**
 * A small declarative description of stored `system` fields, written once and used twice: turned
 * into `foundry.data.fields.*` by the data models (module/data/models), and checked against plain
 * data by validateSystemData (module/data/validate.ts) for tests and the pack build.
 * No Foundry global here. Each spec carries its plain TypeScript type as a phantom `_t`, so the
 * specs are checked against the contract shapes in module/rules/types.ts at compile time.
 */

// The type parameter documents what each node describes; the phantom itself lives on Spec<T>.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
interface Base<_T> {
  readonly nullable: boolean;
}

export interface IntSpec extends Base<number> {
  readonly kind: "int";
  readonly min?: number;
  readonly max?: number;
  readonly initial: number | null;
}
export interface NumSpec extends Base<number> {
  readonly kind: "num";
  readonly min?: number;
  readonly max?: number;
  readonly initial: number | null;
}
export interface StrSpec extends Base<string> {
  readonly kind: "str" | "html";
  readonly initial: string | null;
}
export interface BoolSpec extends Base<boolean> {
  readonly kind: "bool";
  readonly initial: boolean;
}
export interface ChoiceSpec extends Base<string> {
  readonly kind: "choice";
  readonly choices: readonly string[];
  readonly initial: string | null;
  /** i18n key reported when the value is not one of the choices (default EOTE.Error.Validation.NotChoice). */
  readonly errorKey?: string;
}
export interface ObjSpec extends Base<object> {
  readonly kind: "obj";
  readonly fields: Readonly<Record<string, AnySpec>>;
  /** i18n key reported for a key that is not one of `fields` (default EOTE.Error.Validation.UnknownField). */
  readonly unknownKey?: string;
}
export interface ArrSpec extends Base<unknown[]> {
  readonly kind: "arr";
  readonly element: AnySpec;
}

export type AnySpec = IntSpec | NumSpec | StrSpec | BoolSpec | ChoiceSpec | ObjSpec | ArrSpec;

/** A spec describing plain values of type T; `_t` is a phantom, never set at runtime. */
export type Spec<T> = AnySpec & { readonly _t?: T };

/** The plain type a spec describes. */
export type Infer<S> = S extends { readonly _t?: infer T } ? T : never;

interface Range { min?: number; max?: number }

function range(opts: Range): Range {
  const out: { min?: number; max?: number } = {};
  if (opts.min !== undefined) out.min = opts.min;
  if (opts.max !== undefined) out.max = opts.max;
  return out;
}

export function int(opts: Range & { initial?: number } = {}): Spec<number> {
  return { kind: "int", nullable: false, initial: opts.initial ?? opts.min ?? 0, ...range(opts) };
}

export function num(opts: Range & { initial?: number } = {}): Spec<number> {
  return { kind: "num", nullable: false, initial: opts.initial ?? opts.min ?? 0, ...range(opts) };
}

export function str(initial = ""): Spec<string> {
  return { kind: "str", nullable: false, initial };
}

/** Rich text, edited with the HTML editor and enriched for display. */
export function html(initial = ""): Spec<string> {
  return { kind: "html", nullable: false, initial };
}

export function bool(initial = false): Spec<boolean> {
  return { kind: "bool", nullable: false, initial };
}

export function choice<C extends string>(
  choices: readonly C[],
  opts: { initial?: C; errorKey?: string } = {},
): Spec<C> {
  const initial = opts.initial ?? choices[0] ?? null;
  const spec: ChoiceSpec = { kind: "choice", nullable: false, choices, initial };
  return opts.errorKey === undefined ? spec : { ...spec, errorKey: opts.errorKey };
}

type Shape<F> = { -readonly [K in keyof F]: Infer<F[K]> };

export function obj<F extends Record<string, AnySpec>>(fields: F, opts: { unknownKey?: string } = {}): Spec<Shape<F>> {
  const spec: ObjSpec = { kind: "obj", nullable: false, fields };
  return opts.unknownKey === undefined ? spec : { ...spec, unknownKey: opts.unknownKey };
}

/** A record with a fixed key set (skills by id): an object spec with one field per key. */
export function record<K extends string, T>(
  keys: readonly K[],
  value: Spec<T>,
  opts: { unknownKey?: string } = {},
): Spec<Record<K, T>> {
  const fields: Record<string, AnySpec> = {};
  for (const key of keys) fields[key] = value;
  const spec: ObjSpec = { kind: "obj", nullable: false, fields };
  return opts.unknownKey === undefined ? spec : { ...spec, unknownKey: opts.unknownKey };
}

export function arr<T>(element: Spec<T>): Spec<T[]> {
  return { kind: "arr", nullable: false, element };
}

/**
 * The same spec, also accepting null, which becomes its initial value; with `keepInitial`, null is
 * allowed but a new document still starts at the spec's own initial (a weapon's price: a new weapon
 * is priced at 0 until the GM types one, null is only what a source that prints none says).
 */
export function nullable<T>(spec: Spec<T>, opts: { keepInitial?: boolean } = {}): Spec<T | null> {
  if (spec.kind === "obj" || spec.kind === "arr" || spec.kind === "bool" || opts.keepInitial) return { ...spec, nullable: true };
  return { ...spec, nullable: true, initial: null };
}

/** The initial plain value a spec describes: what a new document starts with. */
export function initialValue(spec: AnySpec): unknown {
  switch (spec.kind) {
    case "obj": {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(spec.fields)) out[key] = initialValue(field);
      return out;
    }
    case "arr":
      return [];
    default:
      return spec.initial;
  }
}
