// Every i18n key the system names exists in lang/en.json: whole keys written in the code, keys in the
// dice shell and the templates, the data checker's short validation keys, and the keys the code composes
// from ids at run time (dice, symbols, sheets, combat options, statuses, qualities, the importers' reasons).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CHARACTERISTICS } from "../../module/rules/character/characteristics.ts";
import { COMBAT_OPTIONS, optionLabel } from "../../module/rules/combat/combat-options.ts";
import { STATUSES } from "../../module/rules/combat/status.ts";
import { QUALITY_KEYS } from "../../module/rules/gear/qualities.ts";
import { FIRING_ARCS, RANGE_BANDS } from "../../module/rules/types.ts";
import { DIE_TYPES, SYMBOL_KEYS } from "../../module/dice/types.ts";
import { ACTOR_SPECS, ITEM_SPECS } from "../../module/data/spec/index.ts";
import type { AnySpec } from "../../module/data/spec/builders.ts";

const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;
const node = (key: string): unknown => key.split(".").reduce<unknown>((n, part) => (n as Record<string, unknown> | undefined)?.[part], lang);
/** A string. */
const isString = (key: string): boolean => typeof node(key) === "string";
/** A string, or a count string's group of plural forms (read through the plural helper). */
const has = (key: string): boolean => isString(key) || typeof (node(key) as { other?: unknown } | undefined)?.other === "string";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)]));
}

/** Prefix constants the code completes with an id at run time; the composed keys are checked below. */
const PREFIX_CONSTANTS = ["EOTE.Sheet", "EOTE.Error.Validation"];

describe("keys written in the code", () => {
  it("every whole key a string literal in module/ names exists", () => {
    // These areas name only plain strings; elsewhere a key may also name a count string's plural group.
    const stringsOnly = ["module/data/", "module/documents/", "module/migrations/", "module/rules/", "module/applications/"];
    const missing: string[] = [];
    let count = 0;
    for (const file of files("module").filter((f) => f.endsWith(".ts"))) {
      const exists = stringsOnly.some((dir) => file.startsWith(dir)) ? isString : has;
      for (const [, key] of readFileSync(file, "utf8").matchAll(/"((?:EOTE|TYPES)\.[A-Za-z0-9.]*[A-Za-z0-9])"/g)) {
        count++;
        if (!PREFIX_CONSTANTS.includes(key!) && !exists(key!)) missing.push(`${file}: ${key}`);
      }
    }
    expect(count).toBeGreaterThan(500);
    expect(missing).toEqual([]);
  });

  it("every key the dice shell and the templates name exists", () => {
    const sources = [
      ...files("module/roll"), ...files("module/applications/dice-dialog"), ...files("module/features/destiny"),
      "module/foundry/notify.ts", ...files("templates"),
    ];
    // Prefixes completed at run time (`EOTE.Dice.Symbol.${id}`) are checked below, not here.
    const prefixes = ["EOTE.Dice.Symbol", "EOTE.Dice.Die", "EOTE.Dice.Odds", "EOTE.Dice.Difficulty", "EOTE.Dice.Dialog.RollMode", "EOTE.Dice.Destiny.Error.No", "EOTE.Skill", "EOTE.Characteristic", "EOTE.Count", "EOTE.DestinyTracker.Spend", "EOTE.DestinyTracker", "EOTE.DestinyCaption"];
    const missing: string[] = [];
    for (const file of sources) {
      for (const [key] of readFileSync(file, "utf8").matchAll(/EOTE(?:\.[A-Za-z0-9]+)+/g)) {
        if (!has(key)) missing.push(`${file}: ${key}`);
      }
    }
    expect(sources.filter((f) => f.endsWith(".hbs")).length).toBeGreaterThan(50);
    expect(missing.filter((m) => !prefixes.some((p) => m.endsWith(p)))).toEqual([]);
  });

  it("every short validation key the data checker emits exists", () => {
    const short = readFileSync("module/data/validate.ts", "utf8") + readFileSync("module/data/cross-checks.ts", "utf8");
    const used = [...short.matchAll(/issue\([^,]+, "([A-Za-z]+)"/g)].map((m) => `EOTE.Error.Validation.${m[1]}`);
    const fromSpecs: string[] = [];
    const walk = (s: AnySpec): void => {
      if (s.kind === "choice" && s.errorKey) fromSpecs.push(s.errorKey);
      if (s.kind === "obj") { if (s.unknownKey) fromSpecs.push(s.unknownKey); Object.values(s.fields).forEach(walk); }
      if (s.kind === "arr") walk(s.element);
    };
    [...Object.values(ACTOR_SPECS), ...Object.values(ITEM_SPECS)].forEach(walk);
    expect(used.length).toBeGreaterThan(10);
    expect([...used, ...fromSpecs].filter((k) => !isString(k))).toEqual([]);
  });
});

describe("keys composed from ids", () => {
  it("every symbol, die, difficulty, odds and roll mode label of the dice shell", () => {
    for (const s of [...SYMBOL_KEYS, "blank"]) expect(has(`EOTE.Dice.Symbol.${s}`), s).toBe(true);
    for (const d of DIE_TYPES) expect(has(`EOTE.Dice.Die.${d}`), d).toBe(true);
    for (const d of ["simple", "easy", "average", "hard", "daunting", "formidable"]) expect(has(`EOTE.Dice.Difficulty.${d}`)).toBe(true);
    for (const o of ["success", "advantage", "threat", "triumph", "despair"]) expect(has(`EOTE.Dice.Odds.${o}`)).toBe(true);
    for (const m of ["publicroll", "gmroll", "blindroll", "selfroll"]) expect(has(`EOTE.Dice.Dialog.RollMode.${m}`), m).toBe(true);
    expect(has("EOTE.Dice.Destiny.Error.NoLight") && has("EOTE.Dice.Destiny.Error.NoDark")).toBe(true);
  });

  it("every key the sheet builders compose", () => {
    const composed = [
      ...QUALITY_KEYS.map((k) => `EOTE.Quality.${k}`),
      ...CHARACTERISTICS.map((c) => `EOTE.Sheet.Abbr.${c}`),
      ...RANGE_BANDS.map((r) => `EOTE.Sheet.Range.${r}`),
      ...FIRING_ARCS.map((a) => `EOTE.Sheet.Arc.${a}`),
      ...DIE_TYPES.map((d) => `EOTE.Sheet.Die.${d}`),
      ...["None", "Easy", "Average", "Hard", "Daunting"].map((s) => `EOTE.Sheet.Severity.${s}`),
      ...["wounds", "strain", "hullTrauma", "systemStrain"].map((t) => `EOTE.Sheet.Track.${t}`),
    ];
    expect(composed.filter((k) => !isString(k))).toEqual([]);
  });

  it("every combat option, status (label, hint, restrictions), severity and quality has a label", () => {
    for (const o of COMBAT_OPTIONS) expect(isString(optionLabel(o)), o.id).toBe(true);
    for (const s of STATUSES) {
      expect(isString(s.label), s.label).toBe(true);
      expect(isString(s.hint), s.hint).toBe(true);
      for (const r of s.restrictions) expect(isString(`EOTE.Combat.Restriction.${r}`), r).toBe(true);
    }
    for (const sev of ["none", "easy", "average", "hard", "daunting"]) expect(isString(`EOTE.Combat.Severity.${sev}`)).toBe(true);
    for (const q of QUALITY_KEYS) expect(isString(`EOTE.Quality.${q}`), q).toBe(true);
  });

  it("every reason the importers leave an entry out or change it for has its sentence", () => {
    const sources = files("module/features/importers").filter((f) => f.endsWith(".ts")).map((f) => readFileSync(f, "utf8"));
    // skip(file, key, "Reason", …), warn(…) and importIssue(…): the first capitalised literal after the call.
    const reasons = new Set(sources.flatMap((s) => [...s.matchAll(/(?:\.skip|\.warn|importIssue)\([^;]{0,200}?"([A-Z][A-Za-z]+)"/g)].map((m) => m[1]!)));
    const made = new Set(sources.flatMap((s) => [...s.matchAll(/reason: "([A-Z][A-Za-z]+)"/g)].map((m) => m[1]!)));
    const all = [...reasons, ...made];
    expect(all.length).toBeGreaterThan(20);
    expect(all.filter((r) => !isString(`EOTE.Import.Reason.${r}`))).toEqual([]);
  });
});
