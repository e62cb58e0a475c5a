/**
 * The dice dialog's kinds of check (pure: no Foundry global): assistants, an opposing actor and a
 * competitive contest. The dialog keeps the pool the user edits; the pool rolled is that pool with
 * the assistance applied (module/rules/checks/assist.ts), so adding and removing a helper is exact whatever
 * else was edited. An opponent replaces the edited pool's difficulty when chosen (as picking a
 * difficulty does), so the user may still upgrade or add to it.
 */
import type { Pool } from "../../dice/types.ts";
import { dialogView } from "./state.ts";
import { noDestiny, withDestiny } from "./destiny-state.ts";
import type { DestinySpendState } from "../../rules/checks/destiny.ts";
import { assistedPool, defaultAssistMode, type AssistMode, type CheckRatings } from "../../rules/checks/assist.ts";
import { checkInputs } from "../../rules/checks/check-inputs.ts";
import type { CharacteristicId } from "../../rules/character/characteristics.ts";
import type { CombatantDerived } from "../../rules/character/derived-types.ts";
import { defaultOpposingSkill, withOpposedDifficulty } from "../../rules/checks/opposed.ts";
import { getSkill, SKILL_IDS } from "../../rules/checks/skills.ts";
import type { ActorDataByType, ActorType } from "../../rules/types.ts";

/** The check being made: which skill, on which characteristic, and the active character's ratings. */
export interface CheckSubject extends CheckRatings {
  skillId: string;
  characteristicId: CharacteristicId;
}

/** Someone who may help or oppose: the actor's uuid and the name to show (its token's). */
export interface Participant {
  uuid: string;
  name: string;
}

export interface AssistantEntry extends Participant, CheckRatings {
  mode: AssistMode;
}

export interface OpponentEntry extends Participant, CheckRatings {
  skillId: string;
  characteristicId: CharacteristicId;
}

/** "" not competitive, "new" opens a contest, else the id of an open contest to join. */
export type ContestChoice = string;

export interface CheckState {
  subject: CheckSubject | null;
  assistants: AssistantEntry[];
  opponent: OpponentEntry | null;
  contest: ContestChoice;
}

export function emptyCheckState(subject: CheckSubject | null = null): CheckState {
  return { subject, assistants: [], opponent: null, contest: "" };
}

/** An actor's plain data as the rules read it (module/rules/types.ts, derived-types.ts). */
export interface RatedActor {
  type: ActorType;
  system: unknown;
  derived: unknown;
}

/**
 * An actor's characteristic and rank for `skillId`; a skill it does not have (another character's
 * custom skill) is rolled on `fallback` with no rank. Vehicles make no such checks: null.
 */
export function ratingsOf(actor: RatedActor, skillId: string, fallback: CharacteristicId): (CheckRatings & { characteristicId: CharacteristicId }) | null {
  if (actor.type === "vehicle") return null;
  const type = actor.type;
  const system = actor.system as ActorDataByType[typeof type];
  try {
    const inputs = checkInputs(type, system, actor.derived as CombatantDerived, skillId);
    return { characteristicId: inputs.characteristicId, characteristic: inputs.characteristic, rank: inputs.rank };
  } catch {
    return { characteristicId: fallback, characteristic: system.characteristics[fallback], rank: 0 };
  }
}

/** Adds a helper (skilled when it has ranks in the skill); the active character and repeats are ignored. */
export function addAssistant(state: CheckState, helper: Participant & CheckRatings, activeUuid: string | null): CheckState {
  if (helper.uuid === activeUuid || state.assistants.some((a) => a.uuid === helper.uuid)) return state;
  const entry: AssistantEntry = { ...helper, mode: defaultAssistMode(helper) };
  return { ...state, assistants: [...state.assistants, entry] };
}

export function removeAssistant(state: CheckState, uuid: string): CheckState {
  return { ...state, assistants: state.assistants.filter((a) => a.uuid !== uuid) };
}

/** Switches a helper between skilled and unskilled assistance. */
export function toggleAssistMode(state: CheckState, uuid: string): CheckState {
  return {
    ...state,
    assistants: state.assistants.map((a) => (a.uuid === uuid ? { ...a, mode: a.mode === "skilled" ? "unskilled" : "skilled" } : a)),
  };
}

/** The skill an opponent opposes this check with by default. */
export function opposingSkillFor(subject: CheckSubject | null): string {
  return subject ? defaultOpposingSkill(subject.skillId) : "vigilance";
}

/** Sets the opponent and puts its difficulty into the edited pool. */
export function setOpponent(state: CheckState, pool: Pool, opponent: OpponentEntry): { state: CheckState; pool: Pool } {
  return { state: { ...state, opponent }, pool: withOpposedDifficulty(pool, opponent) };
}

/** The pool rolled: the edited pool with the assistance applied. */
export function effectivePool(pool: Pool, state: CheckState): Pool {
  if (!state.subject || state.assistants.length === 0) return pool;
  return assistedPool(pool, state.subject, state.assistants);
}

/**
 * The dialog's pool view for what is rolled: the assisted pool, and no difficulty level marked while
 * an opponent sets the difficulty (its dice may add up to a level's count without being that level).
 */
export function checkDialogView(
  pool: Pool, state: CheckState, lang = "en", destiny: DestinySpendState = noDestiny(), modify: (pool: Pool) => Pool = (p) => p,
) {
  // `modify` applies the talents' and effects' modifiers after the assistance (modifier-state.ts).
  const view = dialogView(withDestiny(modify(effectivePool(pool, state)), destiny), lang);
  // An opponent's or an Impossible check's dice may add up to a level's count without being that level.
  if (!state.opponent && !destiny.impossible) return view;
  return { ...view, difficulties: view.difficulties.map((d) => ({ ...d, selected: false })) };
}

/** A skill's label key, or null for a custom skill (shown by its id's label elsewhere). */
export function skillLabelKey(skillId: string): string | null {
  return getSkill(skillId) ? `EOTE.Skill.${skillId}` : null;
}

/** The explanation lines, as i18n keys and data (the shell localises): one per helper, one for the opponent. */
export function checkNotes(state: CheckState): { key: string; data: Record<string, string | number> }[] {
  const notes: { key: string; data: Record<string, string | number> }[] = [];
  for (const a of state.assistants) {
    notes.push(a.mode === "skilled"
      ? { key: "EOTE.Check.Note.Skilled", data: { name: a.name, characteristic: a.characteristic, rank: a.rank } }
      : { key: "EOTE.Check.Note.Unskilled", data: { name: a.name } });
  }
  if (state.opponent) {
    const o = state.opponent;
    notes.push({
      key: "EOTE.Check.Note.Opposed",
      data: { name: o.name, skill: skillLabelKey(o.skillId) ?? o.skillId, characteristicLabel: `EOTE.Characteristic.${o.characteristicId}`, characteristic: o.characteristic, rank: o.rank },
    });
  }
  return notes;
}

/** The skills an opponent may oppose with, for the dialog's select. */
export function opposingSkillOptions(selected: string) {
  return SKILL_IDS.map((id) => ({ id, labelKey: `EOTE.Skill.${id}`, selected: id === selected }));
}

/** The template's view of the kinds of check; null (no section) when the check has no subject. */
export function checkSection(
  state: CheckState,
  candidates: readonly { uuid: string; name: string; targeted: boolean }[],
  hasTargets: boolean,
  contests: readonly { id: string; label: string }[],
) {
  if (!state.subject) return null;
  const taken = new Set(state.assistants.map((a) => a.uuid));
  const opponent = state.opponent;
  return {
    assistants: state.assistants.map((a) => ({
      uuid: a.uuid, name: a.name, skilled: a.mode === "skilled",
      modeKey: a.mode === "skilled" ? "EOTE.Check.Assist.Skilled" : "EOTE.Check.Assist.Unskilled",
    })),
    candidates: candidates.filter((c) => !taken.has(c.uuid)),
    hasTargets,
    opponent: opponent ? { name: opponent.name, skills: opposingSkillOptions(opponent.skillId) } : null,
    contests: [
      { value: "", labelKey: "EOTE.Check.Contest.None", label: "", selected: state.contest === "" },
      { value: "new", labelKey: "EOTE.Check.Contest.New", label: "", selected: state.contest === "new" },
      ...contests.map((c) => ({ value: c.id, labelKey: "EOTE.Check.Contest.Join", label: c.label, selected: state.contest === c.id })),
    ],
  };
}
