/**
 * The attack card and the attack options prompt (combat area): a seeded roll of an attack pool, the
 * combat area's pure attack card model over an attack flag and target records, rendered with the real
 * templates and appended to the narrative card as the renderChatMessageHTML hook does (module/chat/roll-outcome.ts).
 */
import { choicesView, defaultChoices } from "../../module/features/attack/options-model.ts";
import { critEffectLine } from "../../module/chat/critical-line.ts";
import { buildAttackCard, emptyRecord, type AttackCardContext, type AttackFlag, type TargetInput } from "../../module/features/attack/model.ts";
import type { WeaponData } from "../../module/rules/types.ts";
import { ATTACK_PROMPT_CLASSES, chatMessage, promptForm } from "../frame.ts";
import { packDoc, type Kit } from "../kit.ts";
import type { View } from "../types.ts";
import { parsePool } from "../../module/dice/index.ts";
import { buildCardContext, type Outcome } from "../../module/roll/card-model.ts";
import { renderCard, rollWanted } from "./cards.ts";
import { buildActs, formatActs } from "../../module/features/attack/acts-model.ts";
import { resolveFromFlag } from "../../module/features/attack/model.ts";
import { attackAllowance } from "../../module/rules/combat/attack-spending.ts";
import { isMeleeSkill } from "../../module/rules/combat/range.ts";
import { FRESH_USE, type WeaponUse } from "../../module/rules/gear/weapon-use.ts";
import { SPEND_ATTACKS } from "./attack-spend.ts";

export const ATTACK_TEMPLATE = "templates/chat/attack.hbs";
export const OPTIONS_TEMPLATE = "templates/dialogs/attack-options.hbs";

function flagFor(weaponName: string, weapon: WeaponData, over: Partial<AttackFlag> = {}): AttackFlag {
  return {
    weaponUuid: "Actor.preview.Item.weapon", attackerUuid: "Actor.preview", targetUuids: [], rangeBand: weapon.range,
    weapon: { skill: weapon.skill, damage: weapon.damage, addBrawn: weapon.addBrawn, crit: weapon.crit, qualities: weapon.qualities },
    weaponName, brawn: 3, scale: "personal", autoFire: false, stunSetting: false, targetSilhouette: 1, ...over,
  };
}

export interface AttackSpec {
  id: string;
  label: string;
  weapon: string;
  pool: string;
  wanted: (o: Outcome) => boolean;
  targets: TargetInput[];
  flag?: Partial<AttackFlag>;
  /** The user who posted the roll (default: Kira's player). */
  author?: string;
  /** A trust refusal key: the card is shown as refused. */
  refusal?: string;
  /** Show the spend option lists opened, as after a click on their summary. */
  opened?: boolean;
  /** The weapon's state (module/rules/gear/weapon-use.ts) and whether it is improvised; the GM views the card. */
  use?: WeaponUse;
  improvised?: boolean;
  /** Targets still ensnared by this card (by uuid). */
  ensnared?: string[];
  /** The spending rows' part of the context (preview/views/attack-spend.ts) and the advantage they took. */
  spend?: { costs: number[]; context: (outcome: Outcome, card: AttackCardContext) => Record<string, unknown> };
  /** Changes to the pack weapon's data (a vehicle weapon's qualities). */
  weaponOver?: Partial<WeaponData>;
  /** The targets are vehicles (a tractor beam holds them); those held by this card (by uuid). */
  vehicleTargets?: boolean;
  held?: string[];
}

const AUTHOR = "Kira's player";

/** The narrative card with the attack section inside it, in a chat message. */
export function renderAttack(kit: Kit, spec: AttackSpec): string {
  const doc = packDoc(kit, "weapons", spec.weapon);
  const weapon = { ...(doc.system as unknown as WeaponData), ...spec.weaponOver }; // pack sources are validated at build
  const dice = rollWanted(parsePool(spec.pool), spec.wanted);
  const outcome = buildCardContext({ dice }).outcome;
  const flag = flagFor(doc.name, weapon, { ...spec.flag, targetUuids: spec.targets.map((t) => t.uuid) });
  // The card names who posted it; a refused card (module/chat/trust.ts) shows only why.
  // As the card's shell reads them for the GM: each target's wounds now, and what its criticals do from the pack's own text.
  const targets = spec.targets.map((t) => withCritEffects(kit, t));
  const context = spec.refusal
    ? { messageId: `preview-${spec.id}`, authorName: spec.author ?? AUTHOR, refusal: spec.refusal }
    : { ...withSpend(buildAttackCard(outcome, flag, targets, spec.spend?.costs ?? []), outcome, spec), acts: actsFor(kit, spec, outcome, flag), messageId: `preview-${spec.id}`, authorName: spec.author ?? AUTHOR, refusal: null };
  const rendered = kit.engine.render(ATTACK_TEMPLATE, context);
  const section = spec.opened ? rendered.replace(/<details class="eote-attack__options([^"]*)">/g, '<details class="eote-attack__options$1" open>') : rendered;
  const card = renderCard(kit, { title: doc.name, pool: spec.pool }, dice);
  // The hook appends the section at the end of the card's .eote-roll element (its outermost element).
  const at = card.lastIndexOf("</div>");
  return card.slice(0, at) + section + card.slice(at);
}

/** The card's quality and weapon buttons (module/features/attack/acts-model.ts), as the GM sees them. */
function actsFor(kit: Kit, spec: AttackSpec, outcome: Outcome, flag: AttackFlag) {
  const result = resolveFromFlag(outcome, flag);
  const targets = spec.targets.map((t) => ({
    ...t, ensnared: spec.ensnared?.includes(t.uuid) ?? false, silhouette: spec.vehicleTargets ? 3 : 1,
    type: spec.vehicleTargets ? "vehicle" : "character", tractored: spec.held?.includes(t.uuid) ?? false,
  }));
  return formatActs(buildActs({
    messageId: `preview-${spec.id}`, roll: outcome, result, allow: attackAllowance(outcome, result, spec.targets.map((t) => t.record)), targets,
    viewer: { isGM: true, ownsAttacker: true },
    weapon: { ranged: !isMeleeSkill(flag.weapon.skill), improvised: spec.improvised ?? false, use: spec.use ?? FRESH_USE },
    qualities: flag.weapon.qualities, vehicleTable: (flag.spendScale ?? flag.scale) === "vehicle",
  }), kit.i18n);
}

/**
 * The target with the one-line effect of each of its criticals, read by name from its table's pack: a
 * vehicle's from the vehicle critical hits, anyone else's from the critical injuries.
 */
function withCritEffects(kit: Kit, target: TargetInput): TargetInput {
  const crits = target.record?.crits.filter((c) => c.name) ?? [];
  if (!crits.length) return target;
  const pack = target.vehicle ? "vehicle-critical-hits" : "critical-injuries";
  const effects = Object.fromEntries(crits.map((c) => {
    const system = packDoc(kit, pack, c.name).system as { description?: unknown; severity?: number };
    return [c.total, { severity: system.severity ?? 0, effect: critEffectLine(system.description) }];
  }));
  return { ...target, critEffects: effects };
}

function withSpend(card: AttackCardContext, outcome: Outcome, spec: AttackSpec): AttackCardContext {
  return spec.spend ? { ...card, ...spec.spend.context(outcome, card) } : card;
}

const squad: TargetInput = { uuid: "Actor.squad", name: "Stormtrooper squad", canAct: true, record: null };
/** Hit past soak (Heavy Blaster Pistol 7 + 1 net success − soak 4): the bought critical is now open (Apply critical injury, Undo). */
const wounded: TargetInput = {
  uuid: "Actor.rival", name: "Gamorrean enforcer", canAct: true,
  record: { ...emptyRecord(), previous: { wounds: 0, strain: null }, hits: 1, penetrated: true, last: { dealt: 4, soak: 4, minionsDefeated: 0, incapacitated: false } },
  wounds: { kind: "rival", wounds: { value: 4, threshold: 12 } },
};
/** Hit (Heavy Blaster Rifle 10 + 1 net success − soak 3) and a bought critical both applied: the roll's budget has paid for the crit. */
const critted: TargetInput = {
  uuid: "Actor.hunter", name: "Trandoshan hunter", canAct: true,
  record: {
    ...emptyRecord(), previous: { wounds: 2, strain: null }, hits: 1, penetrated: true,
    last: { dealt: 8, soak: 3, minionsDefeated: 0, incapacitated: false },
    crits: [{ itemId: null, name: "Winded", total: 84, severity: 2, threshold: false }],
  },
  wounds: { kind: "nemesis", wounds: { value: 10, threshold: 14 } },
};
/** Hit past its wound threshold (Heavy Blaster Rifle 10 + 2 − soak 3 = 9 wounds on 5): incapacitated, the owed critical open. */
const downed: TargetInput = {
  uuid: "Actor.thug2", name: "Weequay thug", canAct: true,
  record: {
    ...emptyRecord(), previous: { wounds: 5, strain: null }, hits: 1, penetrated: true, thresholdCritical: true,
    last: { dealt: 9, soak: 3, minionsDefeated: 0, incapacitated: true },
  },
  wounds: { kind: "rival", wounds: { value: 14, threshold: 12 } },
};
/** A target the viewer does not own: shown, without buttons. */
const observed: TargetInput = { uuid: "Actor.nemesis", name: "Inquisitor Vex", canAct: false, record: null };

const ATTACKS: readonly AttackSpec[] = [
  {
    // One hit in all without Auto-fire: the squad, after the enforcer took it, is offered none.
    id: "hit", label: "Attack: hit with damage and a critical", weapon: "Heavy Blaster Pistol", pool: "2p1a2i",
    wanted: (o) => o.netSuccess === 1 && o.netAdvantage >= 3, targets: [wounded, squad, observed],
  },
  {
    // Auto-fire: one budget for the extra hits and the crit (3) the hunter already took.
    id: "autofire", label: "Attack: Auto-fire, one budget across targets", weapon: "Heavy Blaster Rifle", pool: "3p1a2i",
    wanted: (o) => o.netSuccess === 1 && o.netAdvantage >= 5 && o.triumph === 0, targets: [critted, squad], flag: { autoFire: true },
  },
  {
    // The spend options opened: each option on one line, its cost as chips.
    id: "options", label: "Attack: spend options opened, costs as chips", weapon: "Heavy Blaster Pistol", pool: "2p1a2i",
    wanted: (o) => o.succeeded && o.netAdvantage >= 2 && o.triumph >= 1, targets: [squad], opened: true,
  },
  {
    // Past the threshold: the wounds now against it, "Incapacitated", the owed critical (free) offered.
    id: "incapacitated", label: "Attack: a target taken past its wound threshold", weapon: "Heavy Blaster Rifle", pool: "3p1a2i",
    wanted: (o) => o.netSuccess === 2 && o.netAdvantage >= 1 && o.triumph === 0, targets: [downed],
  },
  {
    id: "miss", label: "Attack: miss with threat", weapon: "Vibroknife", pool: "1a1p2i1c",
    wanted: (o) => !o.succeeded && o.netAdvantage < 0, targets: [squad],
  },
  {
    // Flame Projector: the first target hit and burning; Blast offered on the two engaged with it.
    id: "blast-burn", label: "Attack: Blast on the engaged targets, Burn on the one hit", weapon: "Flame Projector", pool: "3p1a2i",
    wanted: (o) => o.succeeded && o.netAdvantage >= 4 && o.triumph === 0,
    targets: [
      { ...wounded, record: { ...wounded.record!, effects: [{ id: "burn1", status: "", source: "burn", rounds: 3 }] } },
      { ...squad, record: { ...emptyRecord(), blast: 1, last: { dealt: 6, soak: 2, minionsDefeated: 1, incapacitated: false } } },
      { uuid: "Actor.thug", name: "Weequay thug", canAct: true, record: null },
    ],
  },
  {
    // Missile Tube missed with 3 advantage: the guided attack; a despair runs it out of ammunition.
    id: "guided", label: "Attack: a miss with Guided, and out of ammunition on a despair", weapon: "Missile Tube", pool: "2p2a3i1c",
    wanted: (o) => !o.succeeded && o.netAdvantage >= 3 && o.despair >= 1, targets: [squad],
  },
  {
    // An improvised weapon's two threat: the GM may break it; the ensnared target may try to escape.
    id: "improvised", label: "Attack: improvised weapon breaking, and an escape check", weapon: "Vibro-ax", pool: "2p1a2i1c",
    wanted: (o) => o.succeeded && o.netAdvantage <= -2, improvised: true, ensnared: ["Actor.rival"],
    targets: [wounded],
  },
  {
    // A ship hit twice and critted twice: each vehicle critical hit says what it does (module/rules/vehicles/critical-hits.ts).
    id: "vehicle-crits", label: "Attack: vehicle critical hits applied, each with what it does", weapon: "Heavy Blaster Rifle", pool: "3p1a2i",
    wanted: (o) => o.netSuccess >= 1 && o.netAdvantage >= 3 && o.triumph === 0, vehicleTargets: true,
    targets: [{
      uuid: "Actor.interceptor", name: "Interceptor", canAct: true, vehicle: true,
      record: {
        ...emptyRecord(), change: { wounds: 4, strain: 2 }, hits: 1, penetrated: true, last: { dealt: 4, soak: 3, minionsDefeated: 0, incapacitated: false },
        crits: [
          { itemId: null, name: "Tailspin", total: 41, severity: 1, vehicleKey: "tailspin" },
          { itemId: null, name: "Fire!", total: 141, severity: 4, vehicleKey: "fire" },
        ],
      },
    }],
  },
  {
    // A player's message whose flag names a weapon their attacker does not own: refused, no numbers, no button.
    id: "refused", label: "Attack: a forged card, refused", weapon: "Heavy Blaster Pistol", pool: "2p1a2i",
    wanted: (o) => o.succeeded, targets: [observed], author: "Other player", refusal: "EOTE.Combat.Trust.WeaponNotOwned",
  },
];

export function attackViews(kit: Kit): View[] {
  const views: View[] = [...ATTACKS, ...SPEND_ATTACKS].map((spec) => ({
    id: `chat-attack-${spec.id}`, title: spec.label, group: "Chat cards", frame: "chat", html: chatMessage("Kira Voss", renderAttack(kit, spec)),
  }));
  const rifle = packDoc(kit, "weapons", "Heavy Blaster Rifle").system as unknown as WeaponData;
  const knife = packDoc(kit, "weapons", "Combat Knife").system as unknown as WeaponData;
  // DialogV2.prompt puts the content in a form with its one button (EOTE.Combat.Options.Continue).
  const prompt = (content: string) => promptForm(content, kit.i18n.localize("EOTE.Combat.Options.Continue"), kit.i18n.localize("EOTE.Combat.Options.Cancel"));
  // The attacker's other weapons may be the second of a two-weapon attack; the target's silhouette comes from its actor.
  const rifleContext = { others: [{ id: "pistol", name: "Blaster Pistol" }], silhouettes: { attacker: 1, target: 1 }, attackerName: "Kira Voss", targetNames: ["Stormtrooper Sergeant", "Stormtrooper squad"] };
  views.push({
    id: "dialog-attack-options", title: "Attack options: Heavy Blaster Rifle", group: "Dialogs", frame: "dialog", classes: ATTACK_PROMPT_CLASSES,
    html: prompt(kit.engine.render(OPTIONS_TEMPLATE, choicesView(rifle, defaultChoices(rifle, rifleContext), rifleContext))),
  });
  const knifeContext = { others: [{ id: "pistol", name: "Blaster Pistol" }], silhouettes: { attacker: 1, target: 3 }, attackerName: "Kira Voss", targetNames: ["Rancor"] };
  views.push({
    id: "dialog-attack-options-melee", title: "Attack options: Combat Knife against a silhouette 3 creature", group: "Dialogs", frame: "dialog", classes: ATTACK_PROMPT_CLASSES,
    html: prompt(kit.engine.render(OPTIONS_TEMPLATE, choicesView(knife, { ...defaultChoices(knife, knifeContext), aim: 1, secondWeaponId: "pistol" }, knifeContext))),
  });
  // Missile Tube: Prepare 1 to confirm, a reload offered after two of its six shots.
  const tube = packDoc(kit, "weapons", "Missile Tube").system as unknown as WeaponData;
  const tubeContext = { silhouettes: { attacker: 1, target: 1 }, use: { canReload: true, shotsLeft: 4 }, attackerName: "Kira Voss", targetNames: [] };
  views.push({
    id: "dialog-attack-options-prepare", title: "Attack options: Missile Tube (Prepare, Limited Ammo)", group: "Dialogs", frame: "dialog", classes: ATTACK_PROMPT_CLASSES,
    html: prompt(kit.engine.render(OPTIONS_TEMPLATE, choicesView(tube, { ...defaultChoices(tube, tubeContext), concealment: 2 }, tubeContext))),
  });
  // A frigate's turbolaser with two more of its kind on the port arc: the gunnery group (seed 002 VEHICLE MINIONS).
  const turbolaser = { ...packDoc(kit, "weapons", "Heavy Repeating Blaster").system as unknown as WeaponData, firingArcs: ["port", "fore"] as WeaponData["firingArcs"] };
  const groupContext = { vehicle: true, firingArcs: turbolaser.firingArcs, targetZones: ["fore", "aft", "port", "starboard"] as const, gunneryGuns: 3, attackerName: "Wayward Star", targetNames: ["Imperial Frigate"] };
  views.push({
    id: "dialog-attack-options-gunnery-group", title: "Attack options: a vehicle weapon with a gunnery group", group: "Dialogs", frame: "dialog", classes: ATTACK_PROMPT_CLASSES,
    html: prompt(kit.engine.render(OPTIONS_TEMPLATE, choicesView(turbolaser, { ...defaultChoices(turbolaser, groupContext), targetSide: "port", gunneryGroup: true }, groupContext))),
  });
  return views;
}
