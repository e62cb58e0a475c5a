/**
 * Plain-object helpers for migrating an unlinked token's ActorDelta, whose `system` holds only the
 * keys that token changes: the synthetic actor reads the base actor's system with those keys laid
 * over it (objects merge, anything else replaces), as Foundry builds it.
 */
export type Plain = Record<string, unknown>;

const isPlain = (v: unknown): v is Plain => typeof v === "object" && v !== null && !Array.isArray(v);

/** `own` laid over `base`, in place on `base`; values are cloned. */
export function overlay(base: Plain, own: Plain): Plain {
  for (const [key, value] of Object.entries(own)) {
    const current = base[key];
    if (isPlain(value) && isPlain(current)) overlay(current, value);
    else base[key] = structuredClone(value);
  }
  return base;
}

/** The keys whose values differ in `after` (added or changed), as a nested partial of `after`. */
export function changesFrom(before: Plain, after: Plain): Plain {
  const out: Plain = {};
  for (const [key, value] of Object.entries(after)) {
    const old = before[key];
    if (isPlain(value) && isPlain(old)) {
      const inner = changesFrom(old, value);
      if (Object.keys(inner).length > 0) out[key] = inner;
    } else if (JSON.stringify(value) !== JSON.stringify(old)) {
      out[key] = structuredClone(value);
    }
  }
  return out;
}
