import { FIRING_ARCS, type FiringArc, type TalentCell } from "../../../rules/types.ts";
import { SKILL_IDS, type SkillId } from "../../../rules/checks/skills.ts";
import { treeCells } from "../../../rules/character/identity.ts";
import { SPECIES_RULE_IDS } from "../../../rules/character/species-rules.ts";

/** The most starting talents a species' text field keeps, and the longest key (a talents-pack key is short). */
const MAX_STARTING_TALENTS = 8;
const MAX_TALENT_KEY = 64;
import type { PackChoice } from "./inputs.ts";

/**
 * A tree cell whose talent was picked anew (its key changed) takes the talent's name from the pack; cleared, it
 * has none. A cell whose key is unchanged keeps its stored name (a renamed or homebrew talent).
 */
function namedPick(stored: TalentCell, cell: TalentCell, talents: readonly PackChoice[]): TalentCell {
  if (cell.key === stored.key) return cell;
  if (cell.key === "") return { ...cell, name: "" };
  const picked = talents.find((t) => t.key === cell.key);
  return picked ? { ...cell, name: picked.name } : cell;
}

/**
 * Form helpers. A sheet names array entries by index ("system.customSkills.0.rank"); expanded, that
 * is an object keyed by index, which would replace the whole stored array with a partial one. This
 * folds such a patch into the stored array so untouched entries and fields survive.
 */
export function foldIndexedPatch<T extends object>(current: readonly T[], patch: unknown): T[] {
  if (Array.isArray(patch) || patch === null || typeof patch !== "object") return current.map((e) => ({ ...e }));
  const changes = patch as Record<string, unknown>;
  return current.map((entry, index) => {
    const change = changes[String(index)];
    return change && typeof change === "object" ? { ...entry, ...(change as Partial<T>) } : { ...entry };
  });
}

/**
 * Firing arcs are one checkbox each, named by arc ("system.firingArcs.fore"); expanded, that is an
 * object of checked states. This gives the stored list (in FIRING_ARCS order, only known arcs), or
 * null when the form had no arc checkboxes (a personal weapon's sheet shows none).
 */
export function foldArcChecks(patch: unknown): FiringArc[] | null {
  if (Array.isArray(patch) || patch === null || typeof patch !== "object") return null;
  const checks = patch as Record<string, unknown>;
  return FIRING_ARCS.filter((arc) => checks[arc] === true || checks[arc] === "on" || checks[arc] === arc);
}

/** Skill checkboxes named by id ("system.careerSkills.cool") back into the stored list, or null. */
export function foldSkillChecks(patch: unknown): SkillId[] | null {
  if (Array.isArray(patch) || patch === null || typeof patch !== "object") return null;
  const checks = patch as Record<string, unknown>;
  return SKILL_IDS.filter((id) => checks[id] === true || checks[id] === "on");
}

/**
 * The identity fields of a submitted item form, in place: skill checkboxes into lists, the tree's
 * indexed cell fields ("system.tree.5.name") folded into the stored 20 cells (bought marks kept).
 */
export function foldIdentityForm(current: unknown, system: Record<string, unknown>, talents: readonly PackChoice[] = []): void {
  for (const key of ["careerSkills", "freeRanks"] as const) {
    // A career's freeRanks is a number, not checkboxes: only an object of checks is folded.
    const list = key in system ? foldSkillChecks(system[key]) : null;
    if (list) system[key] = list;
  }
  // A species' starting talents are typed as comma-separated keys; its rules are one checkbox per known rule.
  if (typeof system["startingTalents"] === "string") {
    const keys = system["startingTalents"].split(",").map((k) => k.trim()).filter((k) => k !== "" && k.length <= MAX_TALENT_KEY);
    system["startingTalents"] = [...new Set(keys)].slice(0, MAX_STARTING_TALENTS);
  }
  const rules = system["rules"];
  if (rules !== null && typeof rules === "object" && !Array.isArray(rules)) {
    const checks = rules as Record<string, unknown>;
    system["rules"] = SPECIES_RULE_IDS.filter((id) => checks[id] === true || checks[id] === "on");
  }
  if ("tree" in system) {
    const stored = treeCells((current as { tree?: TalentCell[] }).tree ?? []);
    system["tree"] = foldIndexedPatch(stored, system["tree"]).map((cell, i) => namedPick(stored[i]!, cell, talents));
  }
}
