/**
 * Token Action HUD (pure): the groups the HUD shows and the actions in each, built from a view of the
 * selected token's actor. Every action names what it does by stable ids (a skill id, an item id, a crew
 * station, a maneuver id, a turn spend), never by its label; labels are i18n keys (or an item's own name)
 * and the shell localises them. A click on an action does what the sheet's button does (./actions.ts).
 */
import { formatPool } from "../../dice/notation.ts";
import { SKILLS, type SkillCategory } from "../../rules/checks/skills.ts";
import { CREW_STATIONS, crewAt, type CrewStation } from "../../rules/vehicles/crew.ts";
import { PILOT_MANEUVERS, type PilotManeuverId } from "../../rules/vehicles/starship-maneuvers.ts";
import { type Characteristics, type CrewStations, type CustomSkill } from "../../rules/types.ts";
import { skillCheck, type RankSource } from "../../applications/sheets/context/skills.ts";
import { isActiveTalent } from "../../rules/combat/talent-use.ts";

/** What an action does, the roll handler's switch (actions.ts). */
export type HudActionType = "skill" | "attack" | "forcePower" | "talent" | "recovery" | "turn" | "maneuver" | "crew";

/** The HUD's groups, by id; each sits under one of the top-level tabs of HUD_LAYOUT. */
export const HUD_GROUP_IDS = [
  "skills-general", "skills-combat", "skills-knowledge", "skills-custom",
  "weapons", "turn", "talents", "recoveries", "force-powers", "vehicle-maneuvers", "crew-stations",
] as const;
export type HudGroupId = (typeof HUD_GROUP_IDS)[number];

export interface HudTab {
  id: string;
  labelKey: string;
  groups: readonly HudGroupId[];
}

/** The HUD's default layout: its tabs and the groups under each (what TAH Core calls the defaults' layout). */
export const HUD_LAYOUT: readonly HudTab[] = [
  { id: "skills", labelKey: "EOTE.ActionHud.Tab.skills", groups: ["skills-general", "skills-combat", "skills-knowledge", "skills-custom"] },
  { id: "combat", labelKey: "EOTE.ActionHud.Tab.combat", groups: ["weapons", "turn", "talents", "recoveries"] },
  { id: "force", labelKey: "EOTE.ActionHud.Tab.force", groups: ["force-powers"] },
  { id: "vehicle", labelKey: "EOTE.ActionHud.Tab.vehicle", groups: ["vehicle-maneuvers", "crew-stations"] },
];

/** The i18n key of a group's heading. */
export function groupLabelKey(group: HudGroupId): string {
  return `EOTE.ActionHud.Group.${group}`;
}

export interface HudAction {
  /** Unique within the HUD and stable across rebuilds: the type and its id ("skill-cool", "attack-<itemId>"). */
  id: string;
  type: HudActionType;
  /** What the roll handler acts on: a skill id, item id, recovery id, turn spend, maneuver id or "station:weaponId". */
  actionId: string;
  /** i18n key of the label, or null when `label` is an item's (or custom skill's) own name. */
  labelKey: string | null;
  label: string;
  /** Format data for labelKey (a gunner station's weapon name). */
  labelData?: Record<string, string>;
  /** Text beside the label: a skill's pool in counts notation ("2a1p"). */
  info?: string;
}

export interface HudGroupActions {
  group: HudGroupId;
  actions: HudAction[];
}

export interface HudItemView {
  id: string;
  type: string;
  name: string;
  /** A talent's activation (module/rules/types.ts TalentActivation); absent for other items. */
  activation?: string;
}

/** The selected token's actor as the HUD reads it (actions.ts builds it from the document). */
export interface HudActorView {
  type: string;
  characteristics: Characteristics | null;
  /** Ranks as a skill check reads them (stored ranks, custom skills, a minion group's derived ranks). */
  ranks: RankSource;
  customSkills: readonly CustomSkill[];
  items: readonly HudItemView[];
  /** A vehicle's crew roster; null for anything else. */
  stations: CrewStations | null;
  /** Whether it is this actor's turn in the viewed combat (its action and maneuvers are offered). */
  acting: boolean;
}

/** The Combat tab's recovery buttons (a character's sheet only), by the macros' ids. */
const RECOVERIES = ["recoverCool", "recoverDiscipline", "naturalRest", "useStimpack", "medicine"] as const;
/** The tracker's turn buttons: the spends, then ending the turn. */
const TURN_ACTIONS = ["action", "maneuver", "buyManeuver", "actionManeuver", "end"] as const;
const TURN_LABELS: Record<(typeof TURN_ACTIONS)[number], string> = {
  action: "EOTE.Combat.Turn.Action", maneuver: "EOTE.Combat.Turn.FreeManeuver", buyManeuver: "EOTE.Combat.Turn.BuyManeuver",
  actionManeuver: "EOTE.Combat.Turn.ActionManeuver", end: "EOTE.Combat.Turn.End",
};

function skillActions(view: HudActorView): HudGroupActions[] {
  const values = view.characteristics;
  if (!values) return [];
  const categories: SkillCategory[] = ["general", "combat", "knowledge"];
  const standard = categories.map((category): HudGroupActions => ({
    group: `skills-${category}`,
    actions: SKILLS.filter((s) => s.category === category).flatMap((s) => {
      const check = skillCheck(values, s.id, view.ranks);
      return check ? [{ id: `skill-${s.id}`, type: "skill" as const, actionId: s.id, labelKey: `EOTE.Skill.${s.id}`, label: s.id, info: formatPool(check.pool) }] : [];
    }),
  }));
  const custom = view.customSkills.flatMap((c) => {
    const check = skillCheck(values, c.id, view.ranks);
    return check ? [{ id: `skill-${c.id}`, type: "skill" as const, actionId: c.id, labelKey: null, label: c.label, info: formatPool(check.pool) }] : [];
  });
  return [...standard, { group: "skills-custom", actions: custom }];
}

const itemAction = (type: "attack" | "forcePower" | "talent") => (item: HudItemView): HudAction =>
  ({ id: `${type}-${item.id}`, type, actionId: item.id, labelKey: null, label: item.name });


/** A vehicle's pilot maneuvers (Angle Deflector Screens needs its zones picked on the sheet, so it is left there). */
function maneuverActions(): HudAction[] {
  return PILOT_MANEUVERS.filter((id): id is Exclude<PilotManeuverId, "angleDeflectors"> => id !== "angleDeflectors")
    .map((id) => ({ id: `maneuver-${id}`, type: "maneuver", actionId: id, labelKey: `EOTE.Maneuver.${id}.Name`, label: id }));
}

/** A check for each seated crew member: single stations in the sheet's order, then each weapon's gunner. */
function crewActions(stations: CrewStations, weapons: readonly HudItemView[]): HudAction[] {
  const seats: { station: CrewStation; weapon: HudItemView | null }[] = [
    ...CREW_STATIONS.filter((s) => s !== "gunner").map((station) => ({ station, weapon: null })),
    ...weapons.map((weapon) => ({ station: "gunner" as const, weapon })),
  ];
  return seats.filter(({ station, weapon }) => crewAt(stations, station, weapon?.id ?? "") !== "").map(({ station, weapon }) => ({
    id: weapon ? `crew-gunner-${weapon.id}` : `crew-${station}`, type: "crew", actionId: weapon ? `gunner:${weapon.id}` : `${station}:`,
    labelKey: weapon ? "EOTE.Crew.GunnerOf" : `EOTE.Crew.Station.${station}`, label: station,
    ...(weapon ? { labelData: { weapon: weapon.name } } : {}),
  }));
}

/**
 * The HUD's actions for one actor, by group (empty groups left out). A character: skills by group with their
 * pools, weapons (Attack), its turn while it acts, its active talents, the recovery buttons, Force powers. An adversary: the same
 * without the recoveries (its sheet has none). A vehicle: its weapons, the pilot's maneuvers and a check for
 * each seated crew member; skills are its crew's, not its own.
 */
export function hudActions(view: HudActorView): HudGroupActions[] {
  const weapons = view.items.filter((i) => i.type === "weapon");
  const groups: HudGroupActions[] = [];
  if (view.type === "vehicle") {
    groups.push({ group: "weapons", actions: weapons.map(itemAction("attack")) });
    groups.push({ group: "vehicle-maneuvers", actions: maneuverActions() });
    groups.push({ group: "crew-stations", actions: view.stations ? crewActions(view.stations, weapons) : [] });
  } else {
    groups.push(...skillActions(view));
    groups.push({ group: "weapons", actions: weapons.map(itemAction("attack")) });
    if (view.acting) {
      groups.push({ group: "turn", actions: TURN_ACTIONS.map((id) => ({ id: `turn-${id}`, type: "turn", actionId: id, labelKey: TURN_LABELS[id], label: id })) });
    }
    if (view.type === "character") {
      groups.push({ group: "recoveries", actions: RECOVERIES.map((id) => ({ id: `recovery-${id}`, type: "recovery", actionId: id, labelKey: `EOTE.Macro.Recovery.${id}`, label: id })) });
    }
    // Active talents, used as on the sheet: in a running combat they spend the turn or say why not (the turns feature).
    groups.push({ group: "talents", actions: view.items.filter((i) => i.type === "talent" && isActiveTalent(i.activation)).map(itemAction("talent")) });
    groups.push({ group: "force-powers", actions: view.items.filter((i) => i.type === "forcePower").map(itemAction("forcePower")) });
  }
  return groups.filter((g) => g.actions.length > 0);
}
