// The `system` shapes pack sources must have: a plain-JS mirror of module/rules/types.ts
// (WeaponData, ArmourData, QualityData, CriticalData), checked before the CLI compiles anything.
// (Node runs it without a TypeScript step.) tests/packs/models.test.ts keeps it in step with the
// data models in module/data/spec/items.ts, and validates every compiled document against them.

const SKILL = "skill";
const RANGE_BANDS = ["engaged", "short", "medium", "long", "extreme"];
const FIRING_ARCS = ["fore", "aft", "port", "starboard"];

/** Field kinds: each returns a problem string, or null when the value fits. */
const KINDS = {
  string: (v) => (typeof v === "string" ? null : "must be a string"),
  boolean: (v) => (typeof v === "boolean" ? null : "must be true or false"),
  count: (v) => (Number.isInteger(v) && v >= 0 ? null : "must be a whole number, 0 or more"),
  rating: (v) => (v === null || (Number.isInteger(v) && v > 0) ? null : "must be null or a whole number above 0"),
  openMax: (v) => (v === null || (Number.isInteger(v) && v > 0) ? null : "must be null (open-ended) or a whole number"),
  [SKILL]: (v) => (typeof v === "string" && /^[a-z][A-Za-z]*$/.test(v) ? null : "must be a skill id such as rangedLight"),
  range: (v) => (RANGE_BANDS.includes(v) ? null : `must be one of ${RANGE_BANDS.join(", ")}`),
  severity: (v) => (Number.isInteger(v) && v >= 0 && v <= 4 ? null : "must be 0 to 4 difficulty dice"),
  firingArcs: (v) => (Array.isArray(v) && v.every((a) => FIRING_ARCS.includes(a)) ? null : "must be a list of firing arcs"),
  qualities: (v) => {
    if (!Array.isArray(v)) return "must be a list of { key, rating }";
    for (const [i, ref] of v.entries()) {
      if (!ref || typeof ref !== "object" || Array.isArray(ref)) return `[${i}] must be { key, rating }`;
      const extra = Object.keys(ref).filter((k) => k !== "key" && k !== "rating");
      if (extra.length) return `[${i}] has unknown field ${extra[0]}`;
      if (typeof ref.key !== "string" || !/^[a-z][A-Za-z]*$/.test(ref.key)) return `[${i}].key must be a quality key such as pierce`;
      if (!("rating" in ref)) return `[${i}].rating is missing (use null for an unrated quality)`;
      const bad = KINDS.rating(ref.rating);
      if (bad) return `[${i}].rating ${bad}`;
    }
    return null;
  },
};

const PURCHASABLE = { price: "count", restricted: "boolean", rarity: "count" };

/** Every field of each item type's `system`, exactly as module/rules/types.ts declares them. */
export const SYSTEM_SHAPES = {
  weapon: {
    description: "string", skill: SKILL, damage: "count", addBrawn: "boolean", crit: "rating",
    range: "range", encumbrance: "count", hardPoints: "count", qualities: "qualities",
    equipped: "boolean", firingArcs: "firingArcs", ...PURCHASABLE,
  },
  armour: {
    description: "string", defence: "count", soak: "count", encumbrance: "count", hardPoints: "count",
    qualities: "qualities", worn: "boolean", ...PURCHASABLE,
  },
  gear: { description: "string", quantity: "count", encumbrance: "count", ...PURCHASABLE },
  quality: { description: "string", key: "string", active: "boolean", activation: "count", ranked: "boolean" },
  criticalInjury: { description: "string", min: "count", max: "openMax", severity: "severity" },
  criticalHit: { description: "string", min: "count", max: "openMax", severity: "severity" },
  talent: { description: "string", ranked: "boolean", rank: "count", active: "boolean" },
};

/**
 * Problems with one item's `system` data against its type's shape: missing, unknown or
 * ill-typed fields, plus the cross-field rules the types only state in comments.
 * @returns {string[]} empty when the data fits
 */
export function systemProblems(type, system) {
  const shape = SYSTEM_SHAPES[type];
  if (!shape) return [`type "${type}" is not an item type (${Object.keys(SYSTEM_SHAPES).join(", ")})`];
  if (!system || typeof system !== "object" || Array.isArray(system)) return ["system must be a mapping"];
  const problems = [];
  for (const [field, kind] of Object.entries(shape)) {
    if (!(field in system)) { problems.push(`system.${field} is missing`); continue; }
    const bad = KINDS[kind](system[field]);
    if (bad) problems.push(`system.${field} ${bad}`);
  }
  for (const field of Object.keys(system)) {
    if (!(field in shape)) problems.push(`system.${field} is not a field of ${type}`);
  }
  if (problems.length) return problems;
  if ((type === "criticalInjury" || type === "criticalHit") && system.max !== null && system.max < system.min) {
    problems.push(`system.max (${system.max}) is below system.min (${system.min})`);
  }
  if (type === "quality" && !system.active && system.activation !== 0) {
    problems.push("system.activation must be 0 for a passive quality");
  }
  if (type === "quality" && system.active && system.activation < 1) {
    problems.push("system.activation must be 1 or more for an active quality");
  }
  return problems;
}
