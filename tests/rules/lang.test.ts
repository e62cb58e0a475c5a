// Every note the rules emit formats from lang/en.json with all its placeholders filled (that every key the
// code names exists is checked in tests/system/lang.test.ts).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildAttackPool, type AttackInput } from "../../module/rules/combat/attack.ts";
import { formatNote, type Localizer, type RuleNote } from "../../module/rules/checks/notes.ts";
import { rangeDifficulty, silhouetteDifficulty } from "../../module/rules/combat/range.ts";
import { AVERAGE_PC, BLASTER_PISTOL, HEAVY_BLASTER_RIFLE, VIBROKNIFE } from "./fixtures.ts";

const en = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;

function lookup(key: string): string | undefined {
  let node: unknown = en;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** A stand-in for game.i18n over lang/en.json that fails on a missing key or an unfilled placeholder. */
const i18n: Localizer = {
  localize(key) {
    const s = lookup(key);
    if (s === undefined) throw new Error(`missing ${key}`);
    return s;
  },
  format(key, data) {
    const s = this.localize(key).replace(/\{(\w+)\}/g, (_, k: string) => {
      if (!(k in data)) throw new Error(`${key} needs {${k}}`);
      return data[k] as string;
    });
    return s;
  },
};

function allNotes(): RuleNote[] {
  const base: AttackInput = { characteristics: { ...AVERAGE_PC, brawn: 1, agility: 1 }, skillRank: 1, weapon: BLASTER_PISTOL, range: "short", target: { defence: { melee: 1, ranged: 1 }, statuses: ["prone"] } };
  const attacker = { statuses: ["prone", "disoriented"] as const, aim: 1, guardedStance: true, encumbranceSetback: 1 };
  const quals = [{ key: "accurate", rating: 1 }, { key: "inaccurate", rating: 1 }, { key: "superior", rating: null }, { key: "inferior", rating: null }, { key: "unwieldy", rating: 3 }];
  const notes: RuleNote[] = [
    ...buildAttackPool({ ...base, weapon: { ...BLASTER_PISTOL, qualities: quals }, attacker: { ...attacker, statuses: [...attacker.statuses] } }).notes,
    ...buildAttackPool({ ...base, weapon: HEAVY_BLASTER_RIFLE, autoFire: true }).notes,
    ...buildAttackPool({ ...base, stunSetting: true }).notes,
    ...buildAttackPool({ ...base, weapon: VIBROKNIFE, range: "engaged", attacker: { statuses: ["prone"] } }).notes,
  ];
  for (const band of ["engaged", "short", "medium", "long", "extreme"] as const) notes.push(...rangeDifficulty("rangedLight", band, "extreme").notes);
  for (let d = -3; d <= 5; d++) notes.push(...silhouetteDifficulty(4 + d, 4).notes);
  return notes;
}

describe("lang/en.json covers every combat note", () => {
  it("every note the rules emit formats with all its placeholders filled", () => {
    const notes = allNotes();
    expect(new Set(notes.map((n) => n.key)).size).toBeGreaterThanOrEqual(28);
    for (const n of notes) expect(formatNote(n, i18n)).not.toMatch(/[{}]/);
    expect(formatNote(rangeDifficulty("rangedLight", "short", "short").notes[0]!, i18n)).toBe("Short range: Easy");
    const cumbersome = buildAttackPool({ characteristics: AVERAGE_PC, skillRank: 1, weapon: HEAVY_BLASTER_RIFLE, range: "long", target: { defence: { melee: 0, ranged: 0 } } }).notes[2]!;
    expect(formatNote(cumbersome, i18n)).toBe("Cumbersome 3 vs Brawn 2: +1 difficulty");
    const skill = buildAttackPool({ characteristics: AVERAGE_PC, skillRank: 1, weapon: HEAVY_BLASTER_RIFLE, range: "long", target: { defence: { melee: 0, ranged: 0 } } }).notes[0]!;
    expect(formatNote(skill, i18n)).toBe("Ranged (Heavy) (Agility 3, rank 1)");
  });
});
