/**
 * The character header's identity: the owned species, career and specialisations as chips that open their
 * item sheets (and, in edit mode, carry a remove control: module/features/advancement/actions/remove.ts reverses what
 * the item granted), the text typed in older worlds where no such item is owned, and the career-skill marks
 * of the skills table. Pure.
 */
import { itemCareerSkills } from "../../../rules/character/identity.ts";
import type { OwnedItem } from "../../../rules/character/owned-items.ts";
import { itemsOfType, type ActorInput } from "./inputs.ts";
import type { SkillGroup } from "./skills.ts";

export type IdentityItemType = "species" | "career" | "specialisation";

/** One owned identity item in the header. */
export interface IdentityChip {
  id: string;
  name: string;
  type: IdentityItemType;
  typeLabelKey: string;
}

export interface IdentityHeader {
  /** Species, career, then specialisations in the sheet's order. */
  chips: IdentityChip[];
  /** Text typed in an older world's species or career field, where no item of that type is owned. */
  typed: string[];
  /** Edit mode shows the typed species and career fields only while no such item is owned. */
  typedFields: { species: boolean; career: boolean };
}

const TYPES: readonly IdentityItemType[] = ["species", "career", "specialisation"];

export function identityHeader(input: ActorInput<"character">): IdentityHeader {
  const s = input.system;
  const chips = TYPES.flatMap((type) => itemsOfType(input.items, type).map((i) => ({ id: i.id, name: i.name, type, typeLabelKey: `TYPES.Item.${type}` })));
  const has = (type: IdentityItemType) => chips.some((c) => c.type === type);
  const typed = [has("species") ? "" : s.species, has("career") ? "" : s.career].filter((t) => t.trim() !== "");
  return { chips, typed, typedFields: { species: !has("species"), career: !has("career") } };
}

/**
 * Species, career and specialisations for a one-line profile: the owned items' names, or the text typed in
 * older worlds while no such item is owned; the empty ones left out.
 */
export function profileOf(input: ActorInput<"character">): string[] {
  const s = input.system;
  const named = (type: "species" | "career", typed: string) => itemsOfType(input.items, type)[0]?.name ?? typed;
  const specialisations = itemsOfType(input.items, "specialisation").map((i) => i.name);
  return [named("species", s.species), named("career", s.career), ...specialisations].filter((t) => t.trim() !== "");
}

/**
 * Career-skill marks. Play mode marks the derived career skills (career and specialisations, plus hand marks)
 * in `career`. Edit mode's checkboxes stay the stored hand marks in `career`, so saving the form never turns a
 * derived mark into a stored one; the skills the career and specialisations make career skills keep their mark
 * in the checkbox's place (`itemCareer`): a hand mark adds nothing to them.
 */
export function careerMarks(groups: SkillGroup[], derived: readonly string[] | undefined, editMode: boolean, items: readonly OwnedItem[]): SkillGroup[] {
  if (editMode) {
    const fromItems = new Set<string>(itemCareerSkills(items));
    return groups.map((g) => ({ ...g, rows: g.rows.map((r) => (r.custom || !fromItems.has(r.id) ? r : { ...r, itemCareer: true })) }));
  }
  if (!derived) return groups;
  const career = new Set(derived);
  return groups.map((g) => ({ ...g, rows: g.rows.map((r) => (r.custom || !career.has(r.id) ? r : { ...r, career: true })) }));
}
