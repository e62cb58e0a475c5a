/** Context builders for actor sheets: plain input in, the plain object the templates render out. */
import { navigationView, type NavigationView } from "./navigation.ts";
import { forcePowerRows, type ForcePowerRow } from "./force-power.ts";
import { forceLearnView, forcePurchasesView, withPowerTrees, type ForceLearnView, type ForcePurchasesView, type PowerTreeView } from "./force-tree.ts";
import { moralityBlock, type MoralityContext } from "./morality.ts";
import { stakesBlock, type StakesContext } from "./stakes.ts";
import { withRulesText } from "./rules-text.ts";
import type { CombatantDerived } from "../../../rules/character/derived-types.ts";
import { FIRING_ARCS, VEHICLE_DOMAINS, type ActorType, type FiringArc } from "../../../rules/types.ts";
import { CHARACTERISTICS } from "../../../rules/character/characteristics.ts";
import { critModifier } from "../../../rules/combat/critical.ts";
import { critsInForce, type CritInForceRow } from "./vehicle-crits.ts";
import { groupSkillRank } from "../../../rules/combat/minion.ts";
import { immersionKindFor, type ImmersionKind } from "../../../rules/combat/immersion.ts";
import {
  characteristicEntries, characteristicLabelKey, percent, tabEntries, trackEntry,
  type CharacteristicEntry, type TabEntry, type TrackEntry,
} from "./common.ts";
import {
  abilityRows, armourRows, criticalHitRows, encumbranceBar, gearRows, injuryRows, talentRows, weaponRows,
  type ArmourRow, type EncumbranceBar, type GearRow, type InjuryRow, type TalentRow, type WeaponRow, type AbilityRow,
} from "./gear.ts";
import { itemsOfType, type ActorInput, type SheetFlags } from "./inputs.ts";
import { forceControl, type ForceControl } from "./force.ts";
import { advancementBlock, type AdvancementContext } from "./advancement.ts";
import { crewAt } from "../../../rules/vehicles/crew.ts";
import { crewRows, damageStateView, type CrewLookup, type CrewRow, type DamageStateView } from "./crew.ts";
import { actionEntries, actionRows, actionsByStation, deflectorZones, maneuverButtons, maneuversDisabledKey, type DeflectorZone, type StationActions, type ManeuverButton } from "./maneuvers.ts";
import { vehicleTabs, weaponsWithGunners, type VehicleTabs, type WeaponGunner } from "./vehicle-tabs.ts";
import { vehicleRangeOf } from "../../../rules/vehicles/vehicle-attack.ts";
import { cargoLoad, effectiveSpeed, type CargoLoad } from "../../../rules/vehicles/vehicle.ts";
import { CHARACTER_TABS, type CharacterTab } from "./layout.ts";
import { careerMarks, identityHeader, profileOf, type IdentityHeader } from "./identity-header.ts";
import type { OwnedItem } from "../../../rules/character/owned-items.ts";
import { glanceRow, type GlanceEntry } from "./glance.ts";
import { groupRows, minionEditRows, skillColumnRows, skillGroups, trainedFirst, type SkillGroup, type SkillRow } from "./skills.ts";

interface SheetBase {
  name: string;
  img: string;
  type: ActorType;
  typeLabelKey: string;
  flags: SheetFlags;
  cssClass: string;
}

function base(input: ActorInput<ActorType>): SheetBase {
  return {
    name: input.name, img: input.img, type: input.type, typeLabelKey: `TYPES.Actor.${input.type}`,
    flags: input.flags, cssClass: input.flags.editMode ? "edit-mode" : "play-mode",
  };
}

export interface CombatStats {
  soak: number;
  defence: { melee: number; ranged: number };
  criticalInjuries: number;
  /** +10 per critical injury to the next critical roll (seed 001 Critical Injuries). */
  critModifier: number;
}

function combatStats(derived: CombatantDerived): CombatStats {
  return {
    soak: derived.soak, defence: { ...derived.defence }, criticalInjuries: derived.criticalInjuries,
    critModifier: critModifier(derived.criticalInjuries),
  };
}

/**
 * The bacta tank or oil bath control: the kind that suits the patient (or of the session already open)
 * and whether a session is open, so the sheet offers "in" or "out" (module/features/medicine/card/immersion.ts).
 */
export interface ImmersionControl {
  kind: ImmersionKind;
  open: boolean;
  labelKey: string;
}

function immersionControl(input: ActorInput<ActorType>, droid: boolean): ImmersionControl {
  const open = input.immersion ?? null;
  const kind = open ?? immersionKindFor(droid);
  return { kind, open: open !== null, labelKey: `EOTE.Immersion.Sheet.${open ? "End" : "Start"}.${kind}` };
}

export { CHARACTER_TABS, type CharacterTab };

export interface CharacterContext extends SheetBase {
  system: ActorInput<"character">["system"];
  /**
   * Species, career and specialisations for the header's profile line: the owned items' names, or the
   * text typed in older worlds while no such item is owned; the empty ones left out.
   */
  profile: string[];
  /** The header's species, career and specialisation chips, and older worlds' typed text. */
  identity: IdentityHeader;
  /** The header's glance row (encumbrance, Force rating, Obligation, Duty, Morality), each opening its block. */
  glance: GlanceEntry[];
  tabList: TabEntry[];
  /** "active" for the shown tab, "" for the others: each tab part's root carries its own. */
  tabClass: Record<string, string>;
  /**
   * Whether each tab's content is rendered. Only the shown tab's is: the others render as empty
   * shells (their rows are most of a long sheet's markup), and the sheet renders a tab's part again
   * when it is opened (CharacterSheet#changeTab). Rows of closed tabs are left empty here too.
   */
  tabOpen: Record<CharacterTab, boolean>;
  characteristics: CharacteristicEntry[];
  tracks: TrackEntry[];
  stats: CombatStats;
  skillGroups: SkillGroup[];
  /** Rows in the first column of the skill table (skillColumnRows). */
  skillColumnRows: number;
  weapons: WeaponRow[];
  armour: ArmourRow[];
  gear: GearRow[];
  encumbrance: EncumbranceBar;
  injuries: InjuryRow[];
  talents: TalentRow[];
  enriched: { biography: string; notes: string };
  /** Choices for a custom skill's characteristic. */
  characteristicOptions: { value: string; label: string }[];
  immersion: ImmersionControl;
  force: ForceControl;
  /** The Force tab's powers, built only when that tab is open. */
  forcePowers: (ForcePowerRow & { tree?: PowerTreeView | null })[];
  /** The pack's powers the character may learn with XP (Force tab), or null. */
  forceLearn?: ForceLearnView | null;
  /** The latest Force purchases with Undo (null: none yet, or the tab is closed). */
  forcePurchases?: ForcePurchasesView | null;
  /** The Morality block (notes tab), built only when that tab is open. */
  morality: MoralityContext | null;
  /** The Advancement tab (XP, purchases, talent trees, ledger), built only when that tab is open. */
  advancement: AdvancementContext | null;
  /** Obligation, Duty and Motivations (notes tab), built only when that tab is open. */
  stakes: StakesContext | null;
  /** The two party lists as the block's template walks them. */
  stakeTables: { list: "obligations" | "duties"; heading: string; block: StakesContext["obligations"] }[];
}

export function buildCharacterContext(input: ActorInput<"character">): CharacterContext {
  const s = input.system;
  const force = forceControl(s, input.flags);
  const tabs = tabEntries(CHARACTER_TABS.filter((t) => t !== "force" || force.shown), input.flags.activeTab);
  const open = { ...FORCE_CLOSED, ...Object.fromEntries(tabs.map((t) => [t.id, t.active])) } as Record<CharacterTab, boolean>;
  return {
    ...base(input),
    system: s,
    profile: profileOf(input),
    identity: identityHeader(input),
    glance: glanceRow({
      encumbrance: s.derived.encumbrance, forceRating: s.forceRating, obligations: s.obligations, duties: s.duties,
      morality: s.morality, moralityDerived: s.derived.morality,
    }),
    tabList: tabs,
    tabClass: Object.fromEntries(tabs.map((t) => [t.id, t.cssClass])),
    tabOpen: open,
    characteristics: characteristicEntries(s.characteristics, input.storedCharacteristics),
    tracks: characterTracks(s),
    stats: combatStats(s.derived),
    ...skillTable(open.skills ? careerMarks(skillGroups(s.characteristics, s.skills, s.customSkills), s.derived.careerSkills, input.flags.editMode, input.items.map((i) => ({ type: i.type, system: i.system }) as OwnedItem)) : []),
    weapons: open.combat ? weaponRows(input.items, s.characteristics.brawn) : [],
    armour: open.inventory ? armourRows(input.items) : [],
    gear: open.inventory ? gearRows(input.items) : [],
    encumbrance: encumbranceBar(s.derived.encumbrance),
    injuries: open.combat ? withRulesText(injuryRows(input.items), input.enriched?.rulesText) : [],
    talents: open.talents ? withRulesText(talentRows(input.items), input.enriched?.rulesText) : [],
    enriched: { biography: input.enriched?.biography ?? "", notes: input.enriched?.notes ?? "" },
    characteristicOptions: CHARACTERISTICS.map((c) => ({ value: c, label: characteristicLabelKey(c) })),
    immersion: immersionControl(input, s.droid),
    force,
    forcePowers: open.force ? withPowerTrees(withRulesText(forcePowerRows(input.items, s.forceRating), input.enriched?.rulesText), input.items, s.xp.available, input.flags.editable) : [],
    forcePurchases: open.force ? forcePurchasesView(input, input.advancement) : null,
    forceLearn: open.force ? forceLearnView(input.forceOffers ?? [], itemsOfType(input.items, "forcePower").map((i) => i.name), s.forceRating, s.xp.available, input.flags.editable) : null,
    morality: open.notes ? moralityBlock(s.morality, s.derived.morality, input.flags.owner) : null,
    advancement: open.advancement ? advancementBlock(input, input.advancement) : null,
    ...stakesContext(open.notes ? stakesBlock(s) : null),
  };
}

function stakesContext(stakes: StakesContext | null): Pick<CharacterContext, "stakes" | "stakeTables"> {
  if (!stakes) return { stakes: null, stakeTables: [] };
  return {
    stakes,
    stakeTables: [
      { list: "obligations", heading: "EOTE.Obligation.Sheet.Obligation", block: stakes.obligations },
      { list: "duties", heading: "EOTE.Obligation.Sheet.Duty", block: stakes.duties },
    ],
  };
}

/** A threshold derived from the species (or a house-rule override) is not typed on the track. */
function characterTracks(s: ActorInput<"character">["system"]): TrackEntry[] {
  const source = s.derived.thresholdSource;
  return [
    trackEntry("wounds", s.derived.wounds, source?.wounds === "stored" || !source ? s.wounds : undefined),
    trackEntry("strain", s.derived.strain, source?.strain === "stored" || !source ? s.strain : undefined),
  ];
}

const FORCE_CLOSED = { force: false };

export interface MinionStanding {
  standing: number;
  groupSize: number;
  /** One wound threshold of a single minion, as stored. */
  perMinionThreshold: number;
}

export interface AdversaryContext extends SheetBase {
  system: ActorInput<"minion" | "rival" | "nemesis">["system"];
  characteristics: CharacteristicEntry[];
  tracks: TrackEntry[];
  stats: CombatStats;
  /** Every skill, the trained ones (a rank, or a minion group's group skills) first within their category and marked. */
  skills: SkillRow[];
  /** The same rows under their category headings, as the skill grid shows them. */
  skillGroups: SkillGroup[];
  /** Rows in the first column of the skill table (skillColumnRows). */
  skillColumnRows: number;
  weapons: WeaponRow[];
  armour: ArmourRow[];
  gear: GearRow[];
  injuries: InjuryRow[];
  talents: TalentRow[];
  /** Special abilities (ability items), shown on adversary sheets only. */
  abilities: AbilityRow[];
  minion: MinionStanding | null;
  enriched: { notes: string };
  /** Rivals and nemeses only: nobody puts a minion group in a tank. */
  immersion: ImmersionControl | null;
  /** Rivals and nemeses only: their Force rating row. */
  force: ForceControl | null;
}

/**
 * Compact adversary sheets. Every skill is listed with its roll button in both modes; a minion group rolls
 * its group skills at the rank its standing minions give it, rivals and nemeses at their stored ranks.
 */
export function buildAdversaryContext(input: ActorInput<"minion"> | ActorInput<"rival"> | ActorInput<"nemesis">): AdversaryContext {
  const common = {
    ...base(input),
    characteristics: characteristicEntries(input.system.characteristics, input.storedCharacteristics),
    weapons: weaponRows(input.items, input.system.characteristics.brawn),
    armour: armourRows(input.items),
    gear: gearRows(input.items),
    injuries: withRulesText(injuryRows(input.items), input.enriched?.rulesText),
    talents: withRulesText(talentRows(input.items), input.enriched?.rulesText),
    abilities: withRulesText(abilityRows(input.items), input.enriched?.rulesText),
    enriched: { notes: input.enriched?.notes ?? "" },
  };
  if (input.type === "minion") {
    const s = input.system;
    // Adversaries stored before custom skills read none.
    // Every skill, so the GM rolls any of them from play mode (Vigilance for initiative, Perception, Cool): the
    // group skills at the rank the standing minions give, the others on the characteristic alone (seed 001
    // Minions: a minion group has no skill ranks but its group skills). Edit mode adds the group-skill checkbox.
    const skills = trainedFirst(minionEditRows(
      s.characteristics, s.groupSkills, s.derived.skillRanks, s.customSkills ?? [], s.skillCharacteristics ?? [], groupSkillRank(s.derived.standing),
    ).map((r) => ({ ...r, trained: r.custom || r.groupSkill === true })), input.flags.editMode);
    return {
      ...common, system: s,
      tracks: [trackEntry("wounds", s.derived.wounds)],
      stats: combatStats(s.derived),
      skills, ...skillTable(groupRows(skills)),
      minion: { standing: s.derived.standing, groupSize: s.groupSize, perMinionThreshold: s.wounds.threshold },
      immersion: null, force: null,
    };
  }
  const s = input.system;
  const rows = skillGroups(s.characteristics, s.skills, s.customSkills ?? [], s.skillCharacteristics ?? []).flatMap((g) => g.rows);
  const tracks = [trackEntry("wounds", s.derived.wounds, s.wounds)];
  if (input.type === "nemesis") tracks.push(trackEntry("strain", input.system.derived.strain, input.system.strain));
  // Every skill in both modes (play mode rolls any of them), the trained ones marked.
  const skills = trainedFirst(rows.map((r) => ({ ...r, trained: r.rank > 0 })), input.flags.editMode);
  return {
    ...common, system: s, tracks, stats: combatStats(s.derived), skills, ...skillTable(groupRows(skills)),
    minion: null, immersion: immersionControl(input, s.droid), force: forceControl(s, input.flags),
  };
}

/**
 * The speed the vehicle moves at now (0 while its systems are overloaded, seed 002 DAMAGE) beside the
 * stored current speed the sheet edits: play mode shows the one in effect and says when it differs.
 */
function speedNow(s: ActorInput<"vehicle">["system"]): { value: number; overridden: boolean } {
  const value = effectiveSpeed(s.speed.value, s.derived.damage);
  return { value, overridden: value !== s.speed.value };
}

/** The skill table's groups and how many of its rows the first column holds. */
function skillTable(groups: SkillGroup[]): { skillGroups: SkillGroup[]; skillColumnRows: number } {
  return { skillGroups: groups, skillColumnRows: skillColumnRows(groups) };
}

export interface DefenceZone {
  arc: FiringArc;
  labelKey: string;
  /** The stored value (what edit mode edits). */
  value: number;
  /** The value in effect now (derived: 0 while systems are overloaded, less for damaged shields, plus effects). */
  effective: number;
  /** The value in effect is not the stored one (play mode names the stored one beside it). */
  overridden: boolean;
  field: string;
  /**
   * The vehicle has this zone at its silhouette (port and starboard from FOUR_ZONE_SILHOUETTE). A zone
   * it lacks is still shown, dimmed and editable, so its stored value is never hidden.
   */
  active: boolean;
}

export interface VehicleContext extends SheetBase, VehicleTabs {
  system: ActorInput<"vehicle">["system"];
  tracks: TrackEntry[];
  /** Every arc's zone, fore, aft, port, starboard (drawn around the ship). */
  zones: DefenceZone[];
  /** The current speed in effect (rules/vehicles/vehicle.ts effectiveSpeed); `overridden` when it is not the stored one. */
  speedNow: { value: number; overridden: boolean };
  /** The speed rating now (Full Throttle's rise included, rules/vehicles/full-throttle.ts); `raised` while a rise is in force. */
  speedRating: { value: number; raised: boolean };
  /** The weapon rows, each with the gunner seated at it (context/vehicle-tabs.ts); `allArcs`: it fires into every arc. */
  weapons: (WeaponRow & { gunner: WeaponGunner; allArcs: boolean })[];
  criticalHits: InjuryRow[];
  /** What the critical hits change now (context/vehicle-crits.ts). */
  critsInForce: CritInForceRow[];
  gear: GearRow[];
  /** The Cargo tab's load: the gear aboard against the encumbrance capacity, the bar's fill (0–100). */
  cargo: CargoLoad & { pct: number };
  enriched: { notes: string };
  /** Crew stations, gunners one per weapon (context/crew.ts). */
  crew: CrewRow[];
  /** Shut down, systems overloaded, weapons inoperable (seed 002 DAMAGE). */
  damageState: DamageStateView;
  /** Where the vehicle flies (its pilots' Piloting skill), for the edit mode's choice. */
  domains: { value: string; labelKey: string; selected: boolean }[];
  /** Hyperdrive, navicomputer, sensors, consumables and the jump button (context/navigation.ts). */
  navigation: NavigationView;
  /** The pilot's maneuvers and the crew's starship actions (context/maneuvers.ts). */
  maneuvers: ManeuverButton[];
  deflectorZones: DeflectorZone[];
  /** Why no maneuver may be taken (shut down, overloaded), a lang key; "" when they may. */
  maneuversDisabled: string;
  /** The starship actions by the station that takes them, a button per check each may be made with. */
  starshipActions: StationActions[];
  /** A group of ships flown as one minion group (seed 002 VEHICLE MINIONS): ships in it and still flying; null for a lone vehicle. */
  ships: { group: number; standing: number } | null;
}

/**
 * The vehicle sheet's context. `crew` holds what the sheet found at the roster's uuids (context/crew.ts
 * seatedUuids); a uuid missing from it shows as a crew member who cannot be found.
 */
export function buildVehicleContext(input: ActorInput<"vehicle">, crew: CrewLookup = {}, manualRepairsUsed = false): VehicleContext {
  const s = input.system;
  const weapons = weaponRows(input.items, 0).map((w) => {
    // A vehicle's weapon reaches a planetary or space band (seed 002 PLANETARY RANGE BANDS).
    const range = itemsOfType(input.items, "weapon").find((i) => i.id === w.id)?.system.range;
    // A weapon that fires into every arc (a turret) says so in two words rather than four lines of names.
    const allArcs = FIRING_ARCS.every((arc) => w.firingArcs.some((a) => a.id === arc));
    return { ...w, allArcs, ...(range ? { rangeLabelKey: `EOTE.Sheet.VehicleRange.${vehicleRangeOf(range)}` } : {}) };
  });
  const crewList = crewRows(s.stations, s.domain, weapons, crew);
  const gear = gearRows(input.items);
  const cargo = cargoLoad(gear, s.encumbranceCapacity);
  return {
    ...base(input),
    ...vehicleTabs(input.flags.activeTab),
    system: s,
    tracks: [
      trackEntry("hullTrauma", s.derived.hullTrauma, s.hullTrauma),
      trackEntry("systemStrain", s.derived.systemStrain, s.systemStrain),
    ],
    zones: FIRING_ARCS.map((arc) => ({
      arc, labelKey: `EOTE.Sheet.Arc.${arc}`, value: s.defence[arc], effective: s.derived.zoneDefence[arc], overridden: s.derived.zoneDefence[arc] !== s.defence[arc], field: `system.defence.${arc}`,
      active: s.derived.defenceZones.includes(arc),
    })),
    speedNow: speedNow(s),
    speedRating: { value: s.derived.damage.speedRating ?? s.speed.max, raised: (s.derived.damage.speedRating ?? s.speed.max) > s.speed.max },
    // Vehicle weapons have no wielder: damage is flat.
    weapons: weaponsWithGunners(weapons, crewList),
    criticalHits: criticalHitRows(input.items),
    critsInForce: critsInForce(s.derived.crits),
    gear,
    cargo: { ...cargo, pct: percent(cargo.value, cargo.capacity) },
    enriched: { notes: input.enriched?.notes ?? "" },
    crew: crewList,
    damageState: damageStateView(s.derived.damage),
    domains: VEHICLE_DOMAINS.map((d) => ({ value: d, labelKey: `EOTE.Sheet.Vehicle.DomainChoice.${d}`, selected: d === s.domain })),
    navigation: navigationView(s),
    maneuvers: maneuverButtons(s),
    deflectorZones: deflectorZones(s),
    maneuversDisabled: maneuversDisabledKey(s),
    // The pilot's talents open Full Throttle (module/rules/vehicles/full-throttle.ts).
    starshipActions: actionsByStation(actionRows(actionEntries(s, manualRepairsUsed, crew[crewAt(s.stations, "pilot")]?.talents ?? []))),
    ships: (s.derived.ships?.group ?? 1) > 1 ? s.derived.ships : null,
  };
}
