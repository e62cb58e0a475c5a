/**
 * Character identity and advancement: the species, career and specialisation item sheets (play and
 * edit), and the character's Advancement tab (XP, purchases, the talent tree with bought, available and
 * locked cells, the ledger with a refunded purchase), in play, edit and creation mode. From the pure
 * context builders over fixture items; derived data from the real rules.
 */
import { buildCharacterContext, SHEET_SIZES } from "../../module/applications/sheets/context/index.ts";
import type { SheetFlags } from "../../module/applications/sheets/context/inputs.ts";
import { characterDerived } from "../../module/rules/character/actor-derived.ts";
import type { LedgerEntry, SpecialisationData, SpeciesData, CareerData, TalentCell } from "../../module/rules/types.ts";
import { characterInput, characterItems, EDIT, fixtureItem, PLAY } from "../data/actors.ts";
import { packDoc, type Kit } from "../kit.ts";
import type { View } from "../types.ts";
import { itemView, renderSheet } from "./sheets.ts";

/**
 * The pack's Pilot tree (packs/_source/specialisations/pilot.yml, the one source of the tree), the
 * given cells bought.
 */
export function pilotTree(kit: Kit, bought: readonly number[] = []): TalentCell[] {
  const cells = packDoc(kit, "specialisations", "Pilot").system["tree"] as TalentCell[];
  return cells.map((cell, i) => ({ ...cell, bought: bought.includes(i) }));
}

const human: SpeciesData = {
  description: "<p><strong>Ready for Anything:</strong> one rank in each of two different non-career skills at creation.</p>",
  characteristics: { brawn: 2, agility: 2, intellect: 2, cunning: 2, willpower: 2, presence: 2 },
  woundBase: 10, strainBase: 10, startingXp: 110, freeRanks: ["cool", "perception"],
};
const smuggler: CareerData = {
  description: "<p>Scoundrels, pilots and gamblers.</p>", key: "smuggler", freeRanks: 4,
  careerSkills: ["coordination", "deception", "underworld", "perception", "pilotingSpace", "skulduggery", "streetwise", "vigilance"],
};
/** The pack's Pilot specialisation, the given cells of its tree bought. */
const pilot = (kit: Kit, bought: readonly number[] = []): SpecialisationData => ({
  ...(packDoc(kit, "specialisations", "Pilot").system as unknown as SpecialisationData), tree: pilotTree(kit, bought),
});

const T0 = Date.UTC(2026, 10, 20, 19, 30);
const entry = (kind: LedgerEntry["kind"], target: string, cost: number, minutes: number, extra: Partial<LedgerEntry> = {}): LedgerEntry => ({
  kind, target, cost, time: T0 + minutes * 60_000, user: "player0000000001", from: 0, to: 1, item: "", created: false, source: "", cell: -1, refunded: false, ...extra,
});

/**
 * Kira with purchases in her ledger, seen by her player; `gm`: seen by the GM, with what her player wrote
 * directly (50 XP more available, Piloting (Space) to rank 3) for the XP audit to list, beside the ranks and
 * talents the fixture sets by hand.
 */
export function advancedKira(kit: Kit, flags: SheetFlags, creation = false, tree = true, gm = false) {
  const items = [
    fixtureItem("species", "Human", human), fixtureItem("career", "Smuggler", smuggler),
    ...(tree ? [{ ...fixtureItem("specialisation", "Pilot", pilot(kit, [0, 1, 5])), id: "previewPilot" }] : []),
    // The kit's own species and career give way to these: a character owns one of each.
    ...characterItems(kit).filter((i) => i.type !== "species" && i.type !== "career"),
  ];
  const input = characterInput(kit, { ...flags, activeTab: "advancement" }, items);
  const ledger = [
    entry("characteristic", "agility", 30, 0, { from: 2, to: 3 }),
    entry("skill", "pilotingSpace", 5, 2),
    entry("talent", "fullThrottle", 5, 4, { item: "talentFullThrottle", source: "previewPilot", cell: 0 }),
    entry("talent", "skilledJockey", 5, 5, { item: "talentSkilledJockey", source: "previewPilot", cell: 1 }),
    entry("skill", "cool", 10, 6, { refunded: true }),
    entry("talent", "deadToRights", 10, 8, { item: "talentDeadToRights", source: "previewPilot", cell: 5 }),
  ];
  const data = { ...input.system, creation, xp: { total: 175, available: gm ? 95 : 45, ledger } };
  if (gm) data.skills = { ...data.skills, pilotingSpace: { ...data.skills.pilotingSpace, rank: 3 } };
  input.system = { ...data, derived: characterDerived(data, items) };
  input.advancement = { gm, userNames: { player0000000001: "Kira's player" }, lang: "en" };
  return input;
}

/**
 * Kira with her species, career and two specialisations as header chips, on the skills tab: play mode opens them,
 * edit mode adds each one's remove control and keeps the career marks the items give in place of the hand-mark boxes.
 */
export function identityKira(kit: Kit, flags: SheetFlags) {
  const scoundrel: SpecialisationData = {
    description: "<p>Talks fast, shoots first.</p>", key: "scoundrel", career: "smuggler", otherCareers: [], careerSkills: ["charm", "cool", "deception", "rangedLight"], tree: pilotTree(kit),
  };
  const items = [
    ...characterItems(kit),
    { ...fixtureItem("specialisation", "Pilot", pilot(kit, [0, 1])), id: "previewPilot" },
    fixtureItem("specialisation", "Scoundrel", scoundrel),
  ];
  return characterInput(kit, { ...flags, activeTab: "skills" }, items);
}

export function advancementViews(kit: Kit): View[] {
  const sheet = (id: string, title: string, flags: SheetFlags, creation = false, tree = true, gm = false): View => ({
    id: `actor-character-${id}`, title, group: "Actor sheets", frame: "sheet", classes: "eote sheet actor character",
    size: SHEET_SIZES.CharacterSheet, html: renderSheet(kit, "CharacterSheet", buildCharacterContext(advancedKira(kit, flags, creation, tree, gm))),
  });
  const doc = (type: string, name: string, system: object) => ({ name, type, system: system as Record<string, unknown> });
  const identity = (id: string, title: string, flags: SheetFlags): View => ({
    id: `actor-character-${id}`, title, group: "Actor sheets", frame: "sheet", classes: "eote sheet actor character",
    size: SHEET_SIZES.CharacterSheet, html: renderSheet(kit, "CharacterSheet", buildCharacterContext(identityKira(kit, flags))),
  });
  return [
    identity("identity", "Character: species, career and specialisations as chips that open their sheets", PLAY),
    identity("identity-edit", "Character: edit mode (identity chips with remove controls; the skills keep their career marks)", EDIT),
    sheet("advancement-tree", "Character: advancement (talent tree, ledger)", PLAY),
    sheet("advancement-ledger", "Character: advancement, the XP ledger (one purchase refunded)", PLAY, false, false),
    sheet("advancement-creation", "Character: advancement in creation mode", PLAY, true),
    sheet("advancement-edit", "Character: advancement, edit mode (threshold override)", EDIT),
    sheet("advancement-audit", "Character: advancement as the GM sees it (XP audit: direct writes the ledger does not explain)", PLAY, false, true, true),
    itemView(kit, "species", "Species", doc("species", "Human", human)),
    itemView(kit, "species-edit", "Species: edit mode", doc("species", "Human", human), EDIT),
    itemView(kit, "career", "Career", doc("career", "Smuggler", smuggler)),
    itemView(kit, "specialisation", "Specialisation", doc("specialisation", "Pilot", pilot(kit))),
    itemView(kit, "specialisation-edit", "Specialisation: edit mode (talent tree)", doc("specialisation", "Pilot", pilot(kit)), EDIT),
  ];
}
