/**
 * OggDude's Careers/*.xml, Species/*.xml and Specializations/*.xml as career, species and
 * specialisation items (module/rules/character/identity-types.ts). A specialisation arrives with its whole talent
 * tree: 4 columns × 5 rows, row-major, each cell the talent's key (as the imported talents carry it)
 * and name, and the Directions' connections as our `right`/`down` lines, so the Advancement tab buys
 * from it as from any tree. Pure: no Foundry global.
 */
import { CHARACTERISTIC_MAX, CHARACTERISTIC_MIN, CHARACTERISTICS, type CharacteristicId } from "../../../../rules/character/characteristics.ts";
import { talentCost, TREE_COLUMNS, TREE_ROWS } from "../../../../rules/character/identity.ts";
import type { SkillId } from "../../../../rules/checks/skills.ts";
import type { TalentCell } from "../../../../rules/types.ts";
import { escapeHtml, oggdudeText } from "../markup.ts";
import type { ImportedDocument } from "../result.ts";
import { flag, int, keys, list, nodes, text, type XmlNode } from "../xml.ts";
import { identify, itemDoc, type OggContext } from "./context.ts";
import { CHARACTERISTIC_NAMES, SKILL_KEYS } from "./keys.ts";

/** Our skill ids for OggDude's keys; unknown keys warned about and kept aside. */
function skillIds(ctx: OggContext, file: string, owner: string, sourceKeys: readonly string[]): { ids: SkillId[]; unknown: string[] } {
  const ids: SkillId[] = [];
  const unknown: string[] = [];
  for (const k of sourceKeys) {
    const id = SKILL_KEYS[k];
    if (id) {
      if (!ids.includes(id)) ids.push(id);
    } else unknown.push(ctx.extraSkills.get(k) ?? k);
  }
  if (unknown.length) {
    ctx.out.warn(file, owner, "UnknownSkills", `${owner}: skills ${unknown.join(", ")} are not among this system's skills.`, { skills: unknown.join(", ") });
  }
  return { ids, unknown };
}

function missingKey(ctx: OggContext, file: string, entry: XmlNode): string | null {
  const { key, name } = identify(entry);
  if (key !== "") return key;
  ctx.out.skip(file, name, "MissingKey", `${name || "An entry"} has no <Key>.`, { name: name || "?" });
  return null;
}

export function career(ctx: OggContext, file: string, entry: XmlNode): ImportedDocument | null {
  const key = missingKey(ctx, file, entry);
  if (key === null) return null;
  const { ids, unknown } = skillIds(ctx, file, key, keys(entry["CareerSkills"]));
  const extra: Record<string, unknown> = { specialisations: keys(entry["Specializations"]) };
  if (unknown.length) extra["unmappedSkills"] = unknown;
  // The published careers give 4 free ranks (EotE core rules, Step 4) when the file does not say.
  return itemDoc(entry, "career", { key, careerSkills: ids, freeRanks: Math.max(0, int(entry["FreeRanks"], 4)) }, extra);
}

/** Special abilities and choices a species lists (`<OptionChoices>`), as paragraphs after its text. */
function abilityText(entry: XmlNode): string {
  const options = nodes(entry["OptionChoices"], "OptionChoice").flatMap((c) => nodes(c["Options"], "Option"));
  return options.map((o) => {
    const name = escapeHtml(text(o["Name"]).trim());
    const body = escapeHtml(oggdudeText(text(o["Description"])));
    return `<p>${name ? `<strong>${name}</strong>${body ? ": " : ""}` : ""}${body}</p>`;
  }).join("");
}

/** Skills a modifier list gives free ranks in (RankStart or RankAdd above 0), as OggDude keys. */
function rankedKeys(container: unknown): string[] {
  return nodes(container, "SkillModifier")
    .filter((m) => int(m["RankStart"]) + int(m["RankAdd"]) > 0)
    .map((m) => text(m["Key"]).trim());
}

/** Talents a modifier list gives (RankAdd above 0, or a bare key), as OggDude keys. */
function talentKeys(container: unknown): string[] {
  return nodes(container, "TalentModifier")
    .filter((m) => m["RankAdd"] === undefined || int(m["RankAdd"]) > 0)
    .map((m) => text(m["Key"]).trim()).filter((k) => k !== "");
}

/**
 * What the species gives at creation besides its profile (module/rules/character/species.ts): its starting
 * talents (`<TalentModifiers>`, kept when the data set has the talent) and the choices among skills (an
 * `<OptionChoice>` whose every option gives one rank in one skill: Charm or Deception). A choice whose options
 * give anything else (a talent, a die modifier) stays text only, and is reported, as is a talent the data set
 * lacks; no data set field says "non-career", so such a choice (Human's) is the GM's to set.
 */
function speciesExtras(ctx: OggContext, file: string, key: string, entry: XmlNode) {
  const startingTalents: string[] = [];
  const missing: string[] = [];
  for (const t of talentKeys(entry["TalentModifiers"])) {
    if (!ctx.talentNames.has(t)) missing.push(t);
    else if (!startingTalents.includes(t)) startingTalents.push(t);
  }
  if (missing.length) ctx.out.warn(file, key, "SpeciesTalents", `${key}: talents ${missing.join(", ")} are not in the data set.`, { talents: missing.join(", ") });
  const skillChoices: { skills: SkillId[]; count: number; nonCareer: boolean }[] = [];
  const textOnly: string[] = [];
  for (const choice of nodes(entry["OptionChoices"], "OptionChoice")) {
    const options = nodes(choice["Options"], "Option");
    const gives = options.map((o) => ({ skills: rankedKeys(o["SkillModifiers"]), talents: talentKeys(o["TalentModifiers"]), other: o["DieModifiers"] !== undefined }));
    if (gives.every((g) => g.skills.length === 0 && g.talents.length === 0 && !g.other)) continue; // an ability in words only
    const skills = gives.map((g) => (g.skills.length === 1 && g.talents.length === 0 && !g.other ? SKILL_KEYS[g.skills[0]!] : undefined));
    if (options.length > 1 && skills.every((id) => id !== undefined)) {
      skillChoices.push({ skills: [...new Set(skills as SkillId[])], count: 1, nonCareer: false });
    } else textOnly.push(text(choice["Name"]).trim() || options.map((o) => text(o["Name"]).trim()).join(" / "));
  }
  if (textOnly.length) {
    ctx.out.warn(file, key, "SpeciesChoices", `${key}: the choices ${textOnly.join(", ")} are kept as text only.`, { choices: textOnly.join(", ") });
  }
  return { startingTalents, skillChoices, rules: [], careerFreeRanks: null, specialisationFreeRanks: null };
}

export function species(ctx: OggContext, file: string, entry: XmlNode): ImportedDocument | null {
  const key = missingKey(ctx, file, entry);
  if (key === null) return null;
  const chars = (entry["StartingChars"] ?? {}) as XmlNode;
  const characteristics = {} as Record<CharacteristicId, number>;
  for (const id of CHARACTERISTICS) characteristics[id] = 2;
  const clamped: string[] = [];
  for (const [name, value] of Object.entries(typeof chars === "object" ? chars : {})) {
    const id = CHARACTERISTIC_NAMES[name];
    if (!id) continue;
    const n = int(value, 2);
    characteristics[id] = Math.min(CHARACTERISTIC_MAX, Math.max(CHARACTERISTIC_MIN, n));
    if (characteristics[id] !== n) clamped.push(`${name} ${n}`);
  }
  if (clamped.length) ctx.out.warn(file, key, "OutOfRange", `${key}: ${clamped.join(", ")} kept within 1–6.`, { values: clamped.join(", ") });
  const attrs = (entry["StartingAttrs"] ?? {}) as XmlNode;
  const { ids, unknown } = skillIds(ctx, file, key, rankedKeys(entry["SkillModifiers"]));
  const doc = itemDoc(entry, "species", {
    characteristics,
    woundBase: Math.max(0, int(attrs["WoundThreshold"], 10)),
    strainBase: Math.max(0, int(attrs["StrainThreshold"], 10)),
    startingXp: Math.max(0, int(attrs["Experience"], 100)),
    freeRanks: ids,
    ...speciesExtras(ctx, file, key, entry),
  }, unknown.length ? { unmappedSkills: unknown } : {});
  doc.system["description"] = `${String(doc.system["description"])}${abilityText(entry)}`;
  return doc;
}

/** A row's four talent keys and their Directions, by column: an empty `<Direction />` keeps its place. */
function rowCells(row: XmlNode): { keys: string[]; dirs: XmlNode[] } {
  const at = (container: unknown, name: string) => list((container as XmlNode | undefined)?.[name]);
  return {
    keys: at(row["Talents"], "Key").map((k) => text(k).trim()),
    dirs: at(row["Directions"], "Direction").map((d) => (typeof d === "object" && d !== null ? d as XmlNode : {})),
  };
}

/**
 * The 20 cells of a tree. OggDude gives each cell its four directions; a line is ours when either end
 * draws it (a cell's Right or its right neighbour's Left; its Down or the cell below's Up). Rows are
 * read in file order: some files number every row 0.
 */
export function talentTree(ctx: OggContext, rows: readonly XmlNode[]): TalentCell[] {
  const grid = rows.slice(0, TREE_ROWS).map(rowCells);
  const cells: TalentCell[] = [];
  for (let r = 0; r < TREE_ROWS; r++) {
    for (let c = 0; c < TREE_COLUMNS; c++) {
      const key = grid[r]?.keys[c] ?? "";
      const dir = grid[r]?.dirs[c] ?? {};
      const rightOf = grid[r]?.dirs[c + 1];
      const below = grid[r + 1]?.dirs[c];
      cells.push({
        key,
        name: key === "" ? "" : ctx.talentNames.get(key) ?? key,
        right: c < TREE_COLUMNS - 1 && key !== "" && (flag(dir["Right"]) || (rightOf !== undefined && flag(rightOf["Left"]))),
        down: r < TREE_ROWS - 1 && key !== "" && (flag(dir["Down"]) || (below !== undefined && flag(below["Up"]))),
        bought: false,
      });
    }
  }
  return cells;
}

/** The rows of a specialisation file, in order. */
export function treeRows(entry: XmlNode): XmlNode[] {
  return nodes(entry["TalentRows"], "TalentRow");
}

export function specialisation(ctx: OggContext, file: string, entry: XmlNode): ImportedDocument | null {
  const key = missingKey(ctx, file, entry);
  if (key === null) return null;
  const rows = treeRows(entry);
  const tree = talentTree(ctx, rows);
  const extra: Record<string, unknown> = {};
  if (rows.length !== TREE_ROWS) {
    ctx.out.warn(file, key, "TreeRows", `${key}: the tree has ${rows.length} rows, read as ${TREE_ROWS}.`, { rows: rows.length });
    if (rows.length > TREE_ROWS) extra["extraRows"] = rows.slice(TREE_ROWS).map((r) => keys(r["Talents"]));
  }
  // Our trees cost 5 × the row (module/rules/character/identity.ts talentCost); another cost is kept aside.
  const costs = rows.slice(0, TREE_ROWS).map((r) => int(r["Cost"], 0));
  if (costs.some((cost, r) => cost !== 0 && cost !== talentCost(r * TREE_COLUMNS))) {
    extra["rowCosts"] = costs;
    ctx.out.warn(file, key, "RowCosts", `${key}: row costs ${costs.join(", ")} differ from 5, 10, 15, 20, 25.`, { costs: costs.join(", ") });
  }
  if (ctx.talentNames.size > 0) {
    const unknown = [...new Set(tree.map((c) => c.key).filter((k) => k !== "" && !ctx.talentNames.has(k)))];
    if (unknown.length) {
      ctx.out.warn(file, key, "UnknownTalents", `${key}: talents ${unknown.join(", ")} are not in Talents.xml.`, { talents: unknown.join(", ") });
    }
  }
  const { ids, unknown } = skillIds(ctx, file, key, keys(entry["CareerSkills"]));
  if (unknown.length) extra["unmappedSkills"] = unknown;
  // Every career whose file lists it, in file order: the first is its own, the rest list it too.
  const careers = ctx.careersOfSpecialisation.get(key) ?? [];
  return itemDoc(entry, "specialisation", {
    key, career: careers[0] ?? "", otherCareers: careers.slice(1), careerSkills: ids, tree,
  }, extra);
}

/** Registers each tree's talents' top-most row (their tier); learnCareer, each career's specialisations. */
export function learnTrees(ctx: OggContext, entry: XmlNode): void {
  treeRows(entry).slice(0, TREE_ROWS).forEach((row, r) => {
    for (const k of keys(row["Talents"])) ctx.talentRow.set(k, Math.min(r, ctx.talentRow.get(k) ?? r));
  });
}

export function learnCareer(ctx: OggContext, entry: XmlNode): void {
  const { key } = identify(entry);
  for (const spec of keys(entry["Specializations"])) {
    const careers = ctx.careersOfSpecialisation.get(spec) ?? [];
    if (!careers.includes(key)) ctx.careersOfSpecialisation.set(spec, [...careers, key]);
  }
}
