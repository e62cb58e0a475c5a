import { describe, expect, it } from "vitest";
import {
  buildAdversaryContext, buildCharacterContext, buildItemContext, buildVehicleContext, checkPool, cssImageUrl,
  encumbranceBar, percent, adjustTrack, poolDisplay, skillCheck, skillColumnRows, tabEntries,
} from "../../module/applications/sheets/context/index.ts";
import {
  ADVERSARY_ITEMS, CHARACTER, CHARACTER_ITEMS, EDIT, MINION, NEMESIS, PLAY, RIVAL, VEHICLE, VEHICLE_ITEMS,
  critical, criticalHit, gear, weapon,
} from "./fixtures.ts";
import type { AnyPlainItem } from "../../module/applications/sheets/context/inputs.ts";

const character = (flags = PLAY) => buildCharacterContext({
  name: "Kell", img: "k.webp", type: "character", system: CHARACTER, items: CHARACTER_ITEMS, flags,
});
/** The context with one tab open: a closed tab's rows are left out (CharacterContext.tabOpen). */
const onTab = (activeTab: string, flags = PLAY) => character({ ...flags, activeTab });

describe("checkPool (the dice core, guarded for sheets)", () => {
  it("takes the higher of characteristic and rank as dice, the lower as upgrades", () => {
    expect(checkPool(4, 2)).toMatchObject({ proficiency: 2, ability: 2 });
    expect(checkPool(2, 4)).toMatchObject({ proficiency: 2, ability: 2 });
    expect(checkPool(3, 0)).toMatchObject({ proficiency: 0, ability: 3 });
    expect(checkPool(0, 0)).toMatchObject({ proficiency: 0, ability: 0, difficulty: 0 });
  });

  it("reads blank or negative ratings as 0 instead of failing the render", () => {
    expect(checkPool(Number.NaN, 2)).toMatchObject({ proficiency: 0, ability: 2 });
    expect(checkPool(3, -1)).toMatchObject({ proficiency: 0, ability: 3 });
  });
});

describe("character sheet context", () => {
  it("lists the six characteristics with their values and label keys", () => {
    const ctx = character();
    expect(ctx.characteristics.map((c) => [c.id, c.value])).toEqual([
      ["brawn", 3], ["agility", 4], ["intellect", 2], ["cunning", 2], ["willpower", 2], ["presence", 1],
    ]);
    expect(ctx.characteristics[1]).toMatchObject({ labelKey: "EOTE.Characteristic.agility", abbrKey: "EOTE.Sheet.Abbr.agility", field: "system.characteristics.agility" });
  });

  it("builds each skill row's pool from its characteristic and rank", () => {
    const rows = character().skillGroups.flatMap((g) => g.rows);
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    // Ranged (Light): Agility 4, rank 2 → 2 proficiency + 2 ability.
    expect(byId["rangedLight"]).toMatchObject({ rank: 2, career: true, characteristic: "agility" });
    expect(byId["rangedLight"]!.pool).toMatchObject({ proficiency: 2, ability: 2 });
    expect(byId["rangedLight"]!.display.dice).toEqual(["proficiency", "proficiency", "ability", "ability"]);
    // Perception: Cunning 2, rank 3 → 2 proficiency + 1 ability.
    expect(byId["perception"]!.pool).toMatchObject({ proficiency: 2, ability: 1 });
    // Melee untrained: Brawn 3 → 3 ability.
    expect(byId["melee"]!.pool).toMatchObject({ proficiency: 0, ability: 3 });
    // Custom skill: Cunning 2, rank 1.
    expect(byId["sabacc"]).toMatchObject({ custom: true, labelKey: null, label: "Sabacc", rankField: "system.customSkills.0.rank" });
    expect(byId["sabacc"]!.pool).toMatchObject({ proficiency: 1, ability: 1 });
  });

  it("groups skills general, combat, knowledge, custom", () => {
    const groups = character().skillGroups;
    expect(groups.map((g) => [g.id, g.rows.length])).toEqual([["general", 22], ["combat", 6], ["knowledge", 6], ["custom", 1]]);
  });

  it("shows Brawn weapons as Brawn + bonus with the computed total, flat weapons as they are", () => {
    const [pistol, knife] = onTab("combat").weapons;
    expect(pistol).toMatchObject({ damage: 7, damageBonus: null, crit: 3, rangeLabelKey: "EOTE.Sheet.Range.medium" });
    expect(knife).toMatchObject({ damage: 4, damageBonus: 1, crit: 2, rangeLabelKey: "EOTE.Sheet.Range.engaged" });
    expect(knife!.qualities).toEqual([
      { index: 0, key: "pierce", labelKey: "EOTE.Quality.pierce", summaryKey: "EOTE.QualitySummary.pierce", rating: 2, ratingEditable: false },
      { index: 1, key: "vicious", labelKey: "EOTE.Quality.vicious", summaryKey: "EOTE.QualitySummary.vicious", rating: 1, ratingEditable: false },
    ]);
    expect(pistol!.qualities[0]).toMatchObject({ labelKey: "EOTE.Quality.stunSetting", rating: null });
  });

  it("reads soak, defence, thresholds and encumbrance from derived data", () => {
    const ctx = character();
    expect(ctx.stats).toEqual({ soak: 5, defence: { melee: 0, ranged: 0 }, criticalInjuries: 1, critModifier: 10 });
    expect(ctx.tracks.map((t) => [t.id, t.value, t.threshold, t.pct])).toEqual([["wounds", 4, 13, 31], ["strain", 2, 12, 17]]);
    expect(ctx.encumbrance).toMatchObject({ value: 6, threshold: 8, pct: 75, stateKey: "EOTE.Sheet.Encumbrance.Within" });
  });

  it("lists armour, gear with stack encumbrance, injuries with severity, and talents", () => {
    expect(onTab("inventory").armour).toEqual([expect.objectContaining({ id: "a1", soak: 2, defence: 0, worn: true })]);
    expect(onTab("inventory").gear.map((g) => [g.id, g.totalEncumbrance])).toEqual([["g1", 0], ["g2", 1]]);
    expect(onTab("combat").injuries).toEqual([expect.objectContaining({ id: "c1", severity: 1, severityKey: "EOTE.Sheet.Severity.Easy", dice: ["difficulty"], range: "1–5" })]);
    expect(onTab("talents").talents).toEqual([expect.objectContaining({ id: "t1", ranked: true, rank: 2 })]);
  });

  it("marks the requested tab active and falls back to the first", () => {
    expect(onTab("inventory").tabClass).toMatchObject({ inventory: "active", skills: "" });
    expect(onTab("nope").tabClass).toMatchObject({ skills: "active", inventory: "" });
  });

  it("fills only the open tab: the rows of closed tabs are left out", () => {
    const rowsOf = (ctx: ReturnType<typeof character>) => ({
      skills: ctx.skillGroups.length > 0, combat: ctx.weapons.length + ctx.injuries.length > 0,
      inventory: ctx.armour.length + ctx.gear.length > 0, talents: ctx.talents.length > 0,
    });
    expect(rowsOf(onTab("skills"))).toEqual({ skills: true, combat: false, inventory: false, talents: false });
    expect(rowsOf(onTab("combat"))).toEqual({ skills: false, combat: true, inventory: false, talents: false });
    expect(rowsOf(onTab("inventory"))).toEqual({ skills: false, combat: false, inventory: true, talents: false });
    expect(rowsOf(onTab("talents"))).toEqual({ skills: false, combat: false, inventory: false, talents: true });
    expect(onTab("notes").tabOpen).toEqual({ skills: false, combat: false, inventory: false, talents: false, advancement: false, force: false, effects: false, notes: true });
    expect(onTab("notes").advancement).toBeNull();
    expect(onTab("advancement").advancement).not.toBeNull();
    // Header figures do not depend on the tab.
    expect(onTab("notes").stats).toEqual(onTab("combat").stats);
    expect(onTab("notes").encumbrance).toEqual(onTab("inventory").encumbrance);
  });
});

describe("encumbrance bar", () => {
  it("fills against the threshold and caps at full", () => {
    const base = { threshold: 8, setback: 0, over: false, maneuverCostsStrain: false };
    expect(encumbranceBar({ ...base, value: 0 }).pct).toBe(0);
    expect(encumbranceBar({ ...base, value: 4 }).pct).toBe(50);
    const over = encumbranceBar({ ...base, value: 10, over: true, setback: 1 });
    expect(over).toMatchObject({ pct: 100, stateKey: "EOTE.Sheet.Encumbrance.Over" });
    expect(encumbranceBar({ ...base, value: 12, over: true, setback: 1, maneuverCostsStrain: true }).stateKey)
      .toBe("EOTE.Sheet.Encumbrance.FarOver");
  });

  it("percent handles an empty maximum", () => {
    expect(percent(0, 0)).toBe(0);
    expect(percent(2, 0)).toBe(100);
    expect(percent(1, 3)).toBe(33);
  });
});

describe("skillColumnRows (rows in the first of the skill grid's two columns)", () => {
  const group = (id: "general" | "combat" | "knowledge", n: number) => ({
    id, labelKey: `EOTE.Sheet.SkillGroup.${id}`, rows: character().skillGroups[0]!.rows.slice(0, n),
  });

  it("holds half the rows, headings counted, rounded up", () => {
    expect(skillColumnRows(character().skillGroups)).toBe(20); // 35 skills and 4 headings
    expect(skillColumnRows([group("general", 3), group("combat", 2)])).toBe(4); // 7 rows
  });

  it("never ends the column on a heading: the heading goes down with its first skill", () => {
    // heading, skill, heading, skill, skill: the third row is a heading, so the column takes four.
    expect(skillColumnRows([group("general", 1), group("combat", 2)])).toBe(4);
  });

  it("leaves empty groups out (the table draws no heading for them) and never gives zero rows", () => {
    expect(skillColumnRows([group("general", 2), group("combat", 0)])).toBe(2);
    expect(skillColumnRows([])).toBe(1);
  });
});

describe("adversary sheet context", () => {
  it("gives a minion group its group skills at the rank its standing minions give", () => {
    const ctx = buildAdversaryContext({ name: "Thugs", img: "", type: "minion", system: MINION, items: ADVERSARY_ITEMS, flags: PLAY });
    expect(ctx.minion).toEqual({ standing: 2, groupSize: 4, perMinionThreshold: 5 });
    // Every skill, the group skills first at the group's rank, the others on the characteristic alone.
    expect(ctx.skills).toHaveLength(34);
    expect(ctx.skills.slice(0, 2).map((s) => [s.id, s.rank, s.rankField, s.trained])).toEqual([["vigilance", 1, null, true], ["rangedHeavy", 1, null, true]]);
    expect(ctx.skills.find((s) => s.id === "perception")).toMatchObject({ rank: 0, trained: false });
    // Ranged (Heavy): Agility 3, group rank 1 → 1 proficiency + 2 ability.
    expect(ctx.skills.find((s) => s.id === "rangedHeavy")!.pool).toMatchObject({ proficiency: 1, ability: 2 });
    // Under their headings the trained skill stands first: Vigilance heads the general skills.
    expect(ctx.skillGroups.find((g) => g.id === "general")!.rows[0]!.id).toBe("vigilance");
    // The group's wound track is the derived one; its threshold is edited as "one minion's", not here.
    expect(ctx.tracks[0]).toMatchObject({ threshold: 20, thresholdField: null });
  });

  it("follows the group's numbers: more minions down, lower ranks", () => {
    const fewer = { ...MINION, derived: { ...MINION.derived, standing: 1, skillRanks: { rangedHeavy: 0, vigilance: 0 } } };
    const ctx = buildAdversaryContext({ name: "Thugs", img: "", type: "minion", system: fewer, items: [], flags: PLAY });
    expect(ctx.skills.find((s) => s.id === "rangedHeavy")!.pool).toMatchObject({ proficiency: 0, ability: 3 });
  });

  it("shows a rival every skill in both modes, its trained ones first and marked", () => {
    const play = buildAdversaryContext({ name: "Boss", img: "", type: "rival", system: RIVAL, items: ADVERSARY_ITEMS, flags: PLAY });
    expect(play.skills).toHaveLength(34);
    expect(play.skills.filter((s) => s.trained).map((s) => s.id)).toEqual(["coercion", "rangedHeavy"]);
    expect(play.skills.find((s) => s.id === "vigilance")).toMatchObject({ rank: 0, trained: false });
    const edit = buildAdversaryContext({ name: "Boss", img: "", type: "rival", system: RIVAL, items: ADVERSARY_ITEMS, flags: EDIT });
    expect(edit.skills).toHaveLength(34);
    // Play mode puts Coercion at the head of the general skills; edit mode keeps the list's order (a row stays put while edited).
    expect(play.skillGroups.find((g) => g.id === "general")!.rows[0]!.id).toBe("coercion");
    expect(edit.skillGroups.find((g) => g.id === "general")!.rows[0]!.id).toBe("astrogation");
    expect(edit.skills.filter((s) => s.trained).map((s) => s.id)).toEqual(["coercion", "rangedHeavy"]);
    expect(play.tracks.map((t) => t.id)).toEqual(["wounds"]);
    expect(play.minion).toBeNull();
  });

  it("gives a nemesis strain and shows its exceeded wounds", () => {
    const ctx = buildAdversaryContext({ name: "Hunter", img: "", type: "nemesis", system: NEMESIS, items: ADVERSARY_ITEMS, flags: PLAY });
    expect(ctx.tracks.map((t) => [t.id, t.exceeded])).toEqual([["wounds", true], ["strain", false]]);
    expect(ctx.stats.critModifier).toBe(20);
  });
});

describe("vehicle sheet context", () => {
  it("shows every defence zone, marking those its silhouette gives, tracks, weapons with arcs and critical hits", () => {
    const ctx = buildVehicleContext({ name: "Freighter", img: "", type: "vehicle", system: VEHICLE, items: VEHICLE_ITEMS, flags: PLAY });
    expect(ctx.zones.map((z) => [z.arc, z.value, z.field, z.active])).toEqual([
      ["fore", 1, "system.defence.fore", true], ["aft", 1, "system.defence.aft", true],
      ["port", 0, "system.defence.port", false], ["starboard", 0, "system.defence.starboard", false],
    ]);
    expect(ctx.tracks.map((t) => [t.id, t.value, t.threshold])).toEqual([["hullTrauma", 5, 22], ["systemStrain", 0, 15]]);
    expect(ctx.weapons[0]).toMatchObject({ damage: 5, damageBonus: null });
    expect(ctx.weapons[0]!.firingArcs.map((a) => a.id)).toEqual(["fore", "aft"]);
    expect(ctx.criticalHits[0]).toMatchObject({ severity: 2, severityKey: "EOTE.Sheet.Severity.Average", range: "19–27" });
    expect(ctx.weapons[0]!.allArcs).toBe(false);
  });

  it("reads a weapon firing into every arc as all arcs, and the gear aboard against the capacity", () => {
    const turret: AnyPlainItem = { id: "v2", name: "Dorsal turret", img: "", type: "weapon", system: weapon({ skill: "gunnery", firingArcs: ["fore", "aft", "port", "starboard"] }) };
    const crates: AnyPlainItem = { id: "g1", name: "Crates", img: "", type: "gear", system: gear({ quantity: 4, encumbrance: 5 }) };
    const ctx = buildVehicleContext({ name: "Freighter", img: "", type: "vehicle", system: { ...VEHICLE, encumbranceCapacity: 16 }, items: [turret, ...VEHICLE_ITEMS, crates], flags: PLAY });
    expect(ctx.weapons[0]!.allArcs).toBe(true);
    expect(ctx.cargo).toEqual({ value: 20, capacity: 16, over: 4, pct: 100 });
  });
});

describe("item sheet context", () => {
  it("offers weapon options and its qualities", () => {
    const ctx = buildItemContext({ name: "Knife", img: "", type: "weapon", system: weapon({ qualities: [{ key: "pierce", rating: 2 }], firingArcs: ["port"] }), flags: EDIT });
    expect(ctx.is).toEqual({ weapon: true });
    expect(ctx.holdsQualities).toBe(true);
    expect(ctx.qualities).toEqual([{ index: 0, key: "pierce", labelKey: "EOTE.Quality.pierce", summaryKey: "EOTE.QualitySummary.pierce", rating: 2, ratingEditable: true }]);
    expect(ctx.options.skills).toHaveLength(34);
    expect(ctx.options.arcs.filter((a) => a.checked).map((a) => a.value)).toEqual(["port"]);
  });

  it("makes ranked quality ratings editable only where the user may edit, never an unrated one", () => {
    const system = weapon({ qualities: [{ key: "pierce", rating: 2 }, { key: "sunder", rating: null }] });
    const editable = buildItemContext({ name: "Axe", img: "", type: "weapon", system, flags: EDIT });
    expect(editable.qualities.map((q) => q.ratingEditable)).toEqual([true, false]);
    const readOnly = buildItemContext({ name: "Axe", img: "", type: "weapon", system, flags: { ...EDIT, editable: false } });
    expect(readOnly.qualities.map((q) => q.ratingEditable)).toEqual([false, false]);
  });

  it("uses one critical block for injuries and vehicle hits, and shows unknown quality keys raw", () => {
    expect(buildItemContext({ name: "x", img: "", type: "criticalInjury", system: critical(), flags: PLAY }).is).toEqual({ critical: true });
    // A vehicle hit adds its row key and zone (module/rules/vehicles/critical-hits.ts).
    expect(buildItemContext({ name: "x", img: "", type: "criticalHit", system: criticalHit(), flags: PLAY }).is).toEqual({ critical: true, criticalHit: true });
    const custom = buildItemContext({ name: "x", img: "", type: "armour", system: { ...weapon(), qualities: [{ key: "homebrew", rating: null }] }, flags: PLAY });
    expect(custom.qualities[0]).toMatchObject({ key: "homebrew", labelKey: null });
  });
});

describe("skill checks", () => {
  const values = CHARACTER.characteristics;

  it("rolls a stored, custom or minion-group skill at the right rank", () => {
    expect(skillCheck(values, "rangedLight", { skills: CHARACTER.skills })!.pool).toMatchObject({ proficiency: 2, ability: 2 });
    expect(skillCheck(values, "sabacc", { skills: CHARACTER.skills, customSkills: CHARACTER.customSkills }))
      .toMatchObject({ labelKey: null, label: "Sabacc", pool: { proficiency: 1, ability: 1 } });
    expect(skillCheck(MINION.characteristics, "rangedHeavy", { groupRanks: { rangedHeavy: 2 } })!.pool)
      .toMatchObject({ proficiency: 2, ability: 1 });
    expect(skillCheck(values, "podracing", { skills: CHARACTER.skills })).toBeNull();
  });

  it("keeps tracks within 0 and their max", () => {
    expect(adjustTrack(4, 1, 26)).toBe(5);
    expect(adjustTrack(0, -1, 26)).toBe(0);
    expect(adjustTrack(26, 1, 26)).toBe(26);
  });
});

describe("display helpers", () => {
  it("lists dice positive first and counts for screen readers", () => {
    const d = poolDisplay({ ...checkPool(3, 1), difficulty: 2, boost: 1 });
    expect(d.dice).toEqual(["proficiency", "ability", "ability", "boost", "difficulty", "difficulty"]);
    expect(d.parts.map((p) => [p.die, p.count])).toEqual([["proficiency", 1], ["ability", 2], ["boost", 1], ["difficulty", 2]]);
  });

  it("builds tab entries", () => {
    expect(tabEntries(["a", "b"], "b").map((t) => t.active)).toEqual([false, true]);
  });
});

describe("foldIndexedPatch", () => {
  it("merges index-keyed form changes into the stored array, keeping untouched entries and fields", async () => {
    const { foldIndexedPatch } = await import("../../module/applications/sheets/context/form.ts");
    const stored = [
      { id: "a", label: "Sabacc", characteristic: "cunning", rank: 1, career: false },
      { id: "b", label: "Pazaak", characteristic: "cunning", rank: 0, career: false },
    ];
    expect(foldIndexedPatch(stored, { 1: { rank: 2 } })).toEqual([stored[0], { ...stored[1], rank: 2 }]);
    expect(foldIndexedPatch(stored, { 5: { rank: 2 } })).toEqual(stored);
    expect(foldIndexedPatch(stored, "junk")).toEqual(stored);
    expect(stored[1]!.rank).toBe(0);
  });
});

describe("cssImageUrl (item images drawn as a row's name-cell background)", () => {
  it("wraps an ordinary path unchanged, keeps percent-escapes, and gives nothing for no image", () => {
    const drawn: [string, string][] = [
      ["icons/svg/sword.svg", 'url("icons/svg/sword.svg")'],
      ["worlds/w/My%20Art/blaster.webp", 'url("worlds/w/My%20Art/blaster.webp")'],
      ["https://example.org/a.png?x=1&y=2", 'url("https://example.org/a.png?x=1&y=2")'],
      ["", ""],
    ];
    for (const [path, css] of drawn) expect(cssImageUrl(path)).toBe(css);
  });

  it("percent-encodes whatever could end the CSS string or declaration", () => {
    const hostile = 'x.png"); position: fixed; inset: 0; background: red; --a: url(\'y\\\n';
    const css = cssImageUrl(hostile);
    expect(css.startsWith('url("') && css.endsWith('")')).toBe(true);
    const inner = css.slice(5, -2);
    expect(inner).not.toMatch(/["'\\()<>;\s]/);
    expect(decodeURIComponent(inner)).toBe(hostile);
  });

  it("is what the weapon, armour and gear rows carry", () => {
    const rows = [...onTab("combat").weapons, ...onTab("combat").armour, ...onTab("inventory").gear];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) expect(row.imgCss).toBe(cssImageUrl(row.img));
  });
});
