// OggDude's data as the content model now says it: a specialisation listed by two careers names both, a
// Force power's per-column Directions become its lines (a wide cell joined above through some of its
// columns only), and an out-of-turn incidental talent keeps its activation.
import { describe, expect, it } from "vitest";
import { importOggDude } from "../../../module/features/importers/model/converters.ts";
import type { ForceTreeCell } from "../../../module/rules/types.ts";
import { upgradeCellState } from "../../../module/rules/force/force-tree.ts";
import { readFileSync } from "node:fs";
import { byKey, FIXTURES, invalid, readFolder } from "./load.ts";

const DATA = `${FIXTURES}/oggdude/Data`;
const files = () => readFolder(DATA, (name) => name.endsWith(".xml"));

const FLYER = `<?xml version="1.0" encoding="utf-8"?>
<Career><Key>TFLYER</Key><Name>Flyer</Name><Description>Lives in the cockpit.</Description>
  <CareerSkills><Key>PILOTSP</Key><Key>GUNN</Key></CareerSkills>
  <Specializations><Key>TACE</Key></Specializations></Career>`;

/** Nudge with its lines drawn: Range (column 1) joined right; Control, 4 wide, joined up through columns 3 and 4 only. */
const NUDGE = (directions: boolean) => `<?xml version="1.0" encoding="utf-8"?>
<ForcePower><Key>TPUSH</Key><Name>Nudge</Name><MinForceRating>1</MinForceRating><AbilityRows>
  <AbilityRow>
    <Abilities><Key>TPUSHBASIC</Key><Key>TPUSHBASIC</Key><Key>TPUSHBASIC</Key><Key>TPUSHBASIC</Key></Abilities>
    <AbilitySpan><Span>4</Span><Span>0</Span><Span>0</Span><Span>0</Span></AbilitySpan>
    <Costs><Cost>10</Cost><Cost>0</Cost><Cost>0</Cost><Cost>0</Cost></Costs>
  </AbilityRow>
  <AbilityRow>
    <Abilities><Key>TPUSHRANGE</Key><Key>TPUSHRANGE</Key><Key>TPUSHSTR</Key><Key>TPUSHSTR</Key></Abilities>
    <AbilitySpan><Span>1</Span><Span>1</Span><Span>2</Span><Span>0</Span></AbilitySpan>
    <Costs><Cost>5</Cost><Cost>5</Cost><Cost>10</Cost><Cost>0</Cost></Costs>
    ${directions ? "<Directions><Direction><Up>true</Up><Right>true</Right></Direction><Direction><Up>true</Up></Direction><Direction><Up>true</Up></Direction><Direction><Up>true</Up></Direction></Directions>" : ""}
  </AbilityRow>
  <AbilityRow>
    <Abilities><Key>TPUSHCTRL</Key><Key>TPUSHCTRL</Key><Key>TPUSHCTRL</Key><Key>TPUSHCTRL</Key></Abilities>
    <AbilitySpan><Span>4</Span><Span>0</Span><Span>0</Span><Span>0</Span></AbilitySpan>
    <Costs><Cost>15</Cost><Cost>0</Cost><Cost>0</Cost><Cost>0</Cost></Costs>
    ${directions ? "<Directions><Direction /><Direction /><Direction><Up>true</Up></Direction><Direction><Up>true</Up></Direction></Directions>" : ""}
  </AbilityRow>
</AbilityRows></ForcePower>`;

const lines = (tree: ForceTreeCell[]) => tree.map((c) => [c.upgrade, c.up, c.upColumns, c.right]);

describe("OggDude data the content model now carries", () => {
  it("a specialisation two careers list names its own career and the other", () => {
    const docs = importOggDude({ ...files(), "Careers/Flyer.xml": FLYER }).documents;
    expect(byKey(docs, "TACE").system).toMatchObject({ career: "TDRIFTER", otherCareers: ["TFLYER"] });
    expect(byKey(docs, "TROAMER").system).toMatchObject({ otherCareers: [] });
    expect(invalid(docs)).toEqual([]);
  });

  it("a Force power's Directions are its lines: a wide cell runs up only where they say", () => {
    const docs = importOggDude({ ...files(), "Force Powers/Nudge.xml": NUDGE(true) }).documents;
    const tree = byKey(docs, "TPUSH").system["tree"] as ForceTreeCell[];
    expect(lines(tree)).toEqual([
      ["TPUSHRANGE", true, [], true], ["TPUSHRANGE", true, [], false], ["TPUSHSTR", true, [], false], ["TPUSHCTRL", true, [2, 3], false],
    ]);
    // Control is reached from Strength above its columns 3 and 4, not from the Range cells above 1 and 2.
    const withBought = (bought: number[]) => tree.map((c, i) => ({ ...c, bought: bought.includes(i) }));
    expect(upgradeCellState(withBought([0, 1]), 3)).toBe("locked");
    expect(upgradeCellState(withBought([2]), 3)).toBe("buyable");
    expect(invalid(docs)).toEqual([]);
  });

  it("a file with no Directions joins every cell to the cells above it, as before", () => {
    const docs = importOggDude({ ...files(), "Force Powers/Nudge.xml": NUDGE(false) }).documents;
    expect(lines(byKey(docs, "TPUSH").system["tree"] as ForceTreeCell[]).every(([, up, cols, right]) => up === true && (cols as number[]).length === 0 && right === false)).toBe(true);
  });

  it("an out-of-turn incidental talent stays one", () => {
    const docs = importOggDude(files()).documents;
    expect(byKey(docs, "TSIDESTEP").system["activation"]).toBe("activeIncidentalOutOfTurn");
  });

  it("a vehicle keeps its profile's restricted mark with its price and rarity", () => {
    const courier = readFileSync(`${DATA}/Vehicles/Courier.xml`, "utf8").replace("<Name>Test Courier</Name>", "<Name>Test Courier</Name><Restricted>true</Restricted>");
    const docs = importOggDude({ ...files(), "Vehicles/Courier.xml": courier }).documents;
    expect(byKey(docs, "TCOURIER").system).toMatchObject({ restricted: true });
    expect(byKey(docs, "TSKIFF").system).toMatchObject({ restricted: false });
    expect(invalid(docs)).toEqual([]);
  });

  it("a \"(Template)\" armour is listed as a template, not dropped in silence; the rest import", () => {
    const armour = readFileSync(`${DATA}/Armor.xml`, "utf8").replace("<Armor>", "<Armor><Key>TESTTPL</Key><Name>Armor (Template)</Name><Soak>0</Soak></Armor>\n  <Armor>");
    const result = importOggDude({ ...files(), "Armor.xml": armour });
    expect(result.skipped.map((s) => [s.key, s.reasonKey])).toContainEqual(["TESTTPL", "EOTE.Import.Reason.Template"]);
    expect(result.documents.some((d) => d.sourceKey === "TESTTPL")).toBe(false);
    expect(byKey(result.documents, "TESTVEST").type).toBe("armour");
  });
});
