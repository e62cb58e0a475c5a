/**
 * What the attack card offers beyond hits, crits and statuses (pure): Blast on the targets engaged with
 * the one attacked, Burn, Sunder, the Guided follow-up on a miss, an ensnared target's escape check, and
 * the GM's threat and despair on the weapon (out of ammunition, an improvised weapon breaking). Built
 * from the same roll, trusted flag and target records as the rest of the card (card-model.ts); what the
 * roll pays for comes from the shared budget (module/rules/combat/attack-spending.ts). Texts are keys and data,
 * formatted by formatActs for Foundry and the preview alike.
 */
import { DIFFICULTY_LEVELS } from "../../dice/pool.ts";
import type { AttackResult, AttackRoll } from "../../rules/combat/attack-result.ts";
import type { AttackAllowance } from "../../rules/combat/attack-spending.ts";
import { blastVictims } from "../../rules/combat/blast.ts";
import { guidedPool } from "../../rules/combat/guided.ts";
import { sunderedTo, sunderStepsLeft } from "../../rules/combat/sunder.ts";
import { canRunOutOfAmmo, improvisedBreaks, type WeaponUse } from "../../rules/gear/weapon-use.ts";
import { pluralText, type PluralI18n } from "../../system/i18n.ts";
import { tractorEscapeDifficulty, tractorHold } from "../../rules/vehicles/tractor.ts";
import type { QualityRef } from "../../rules/types.ts";
import { statusApplied, type DamageRecord } from "./model.ts";

/** A text to show: an i18n key (a count string when `count` is given) and its data; data that are keys are localised. */
export interface ActText {
  key: string;
  data: Record<string, string | number>;
  count?: number;
}

export interface ActButton {
  action: string;
  /** The target it acts on ("" for the weapon). */
  uuid: string;
  label: ActText;
}

export interface ActItem {
  uuid: string;
  done: ActText | null;
  buttons: ActButton[];
}

export interface QualityAct {
  key: string;
  text: ActText;
  items: ActItem[];
  /** Why nothing can be done, or null. */
  why: ActText | null;
}

/** A card target as the acts need it: who, whether the viewer may act for it, its record, and its ensnaring effect still on it. */
export interface ActTarget {
  uuid: string;
  name: string;
  canAct: boolean;
  record: DamageRecord | null;
  /** The Ensnare effect this card put on the target is still there. */
  ensnared: boolean;
  silhouette: number;
  /** The target's actor type (a tractor beam holds vehicles). Absent: not a vehicle. */
  type?: string;
  /** The tractor hold this card put on the target is still there. */
  tractored?: boolean;
}

export interface ActContext {
  messageId: string;
  roll: AttackRoll;
  result: AttackResult;
  allow: AttackAllowance;
  targets: readonly ActTarget[];
  viewer: { isGM: boolean; ownsAttacker: boolean };
  weapon: { ranged: boolean; improvised: boolean; use: WeaponUse };
  /** The card's guided attack was rolled already (once per card). */
  guidedRolled?: boolean;
  /** The weapon's qualities as the card read them now (passive ones, as Tractor, act without activation). */
  qualities?: readonly QualityRef[];
  /** The card spends from the vehicle table (rules/vehicles/vehicle-spend-options.ts), whose despair has no "out of ammunition". */
  vehicleTable?: boolean;
}

export const ACT_ACTIONS = [
  "eoteBlast", "eoteBurn", "eoteSunder", "eoteGuided", "eoteEscape", "eoteOutOfAmmo", "eoteBreakWeapon", "eoteWeaponUndo", "eoteTractor", "eoteTractorEscape",
] as const;
export type ActAction = (typeof ACT_ACTIONS)[number];

export function isActAction(action: string): action is ActAction {
  return (ACT_ACTIONS as readonly string[]).includes(action);
}

const text = (key: string, data: Record<string, string | number> = {}, count?: number): ActText =>
  (count === undefined ? { key, data } : { key, data, count });
const K = "EOTE.Combat.Act.";

/** The quality's rating among the triggered ones, or 0. */
function triggered(result: AttackResult, key: string): number {
  return result.qualities.find((q) => q.key === key)?.rating ?? 0;
}

const times = (allow: AttackAllowance, key: string): number => allow.qualityTimes[key as keyof AttackAllowance["qualityTimes"]] ?? 0;

/** Blast: one activation, then each character in the blast once. */
export function blastRights(c: Pick<ActContext, "result" | "allow" | "targets">): boolean[] {
  const victims = new Set(blastVictims(c.result.hit, c.targets.length));
  const paid = c.targets.some((t) => (t.record?.blast ?? 0) > 0);
  const affordable = paid || times(c.allow, "blast") > 0;
  return c.targets.map((t, i) => triggered(c.result, "blast") > 0 && victims.has(i) && (t.record?.blast ?? 0) === 0 && affordable);
}

/** Burn: on a target this attack hit, once, while the budget pays. */
export function burnRights(c: Pick<ActContext, "result" | "allow" | "targets">): boolean[] {
  return c.targets.map((t) => triggered(c.result, "burn") > 0 && (t.record?.hits ?? 0) > 0 && !statusApplied(t.record, "burn") && times(c.allow, "burn") > 0);
}

/** Sunder: on a target this attack hit, one step per activation, until its weapon is destroyed. */
export function sunderRights(c: Pick<ActContext, "result" | "allow" | "targets">): boolean[] {
  return c.targets.map((t) => triggered(c.result, "sunder") > 0 && (t.record?.hits ?? 0) > 0 && sunderStepsLeft(t.record?.sunder ?? 0) > 0 && times(c.allow, "sunder") > 0);
}

/** Tractor: each vehicle target of a hit may be held once by this card (passive: no advantage). */
export function tractorRights(c: Pick<ActContext, "result" | "targets" | "qualities">): boolean[] {
  return c.targets.map((t) => tractorHold(c.result.hit, c.qualities ?? [], t.type ?? "") > 0 && !statusApplied(t.record, "tractor"));
}

/** Guided: on a miss that pays for it, the attacker rolls the guided attack against the first target. */
export function guidedRight(c: Pick<ActContext, "result" | "allow" | "targets" | "guidedRolled">): boolean {
  return !c.guidedRolled && !c.result.hit && triggered(c.result, "guided") > 0 && times(c.allow, "guided") > 0 && c.targets.length > 0;
}

export function buildActs(c: ActContext): QualityAct[] {
  const acts: QualityAct[] = [];
  const { result, targets } = c;
  const blast = triggered(result, "blast");
  if (blast > 0) {
    const rights = blastRights(c);
    const victims = new Set(blastVictims(result.hit, targets.length));
    const items = targets.flatMap((t, i): ActItem[] => (victims.has(i) ? [{
      uuid: t.uuid,
      done: (t.record?.blast ?? 0) > 0 ? text(`${K}BlastDone`, { name: t.name }) : null,
      buttons: t.canAct && rights[i] ? [{ action: "eoteBlast", uuid: t.uuid, label: text(`${K}BlastOn`, { name: t.name }) }] : [],
    }] : []));
    acts.push({
      key: "blast", items,
      text: text(result.hit ? `${K}Blast` : `${K}BlastMiss`, { rating: blast, target: targets[0]?.name ?? "" }),
      why: items.length === 0 ? text(`${K}BlastNoOthers`) : null,
    });
  }
  const burn = triggered(result, "burn");
  if (burn > 0) {
    const rights = burnRights(c);
    acts.push({
      key: "burn", why: null,
      text: text(`${K}Burn`, { rating: burn, damage: result.baseDamage }, burn),
      items: targets.flatMap((t, i): ActItem[] => ((t.record?.hits ?? 0) > 0 ? [{
        uuid: t.uuid,
        done: statusApplied(t.record, "burn") ? text(`${K}BurnDone`, { name: t.name }) : null,
        buttons: t.canAct && rights[i] ? [{ action: "eoteBurn", uuid: t.uuid, label: text(`${K}BurnOn`, { name: t.name }) }] : [],
      }] : [])),
    });
  }
  if (triggered(result, "sunder") > 0) {
    const rights = sunderRights(c);
    acts.push({
      key: "sunder", why: null, text: text(`${K}Sunder`),
      items: targets.flatMap((t, i): ActItem[] => ((t.record?.hits ?? 0) > 0 ? [{
        uuid: t.uuid,
        done: (t.record?.sunder ?? 0) > 0 ? text(`${K}SunderDone`, { name: t.name, step: `${K}Step.${t.record?.sunderWeapon?.after ?? sunderedTo(t.record?.sunder ?? 0)}` }) : null,
        buttons: t.canAct && rights[i] ? [{ action: "eoteSunder", uuid: t.uuid, label: text(`${K}SunderOn`, { name: t.name }) }] : [],
      }] : [])),
    });
  }
  const guided = triggered(result, "guided");
  if (guided > 0 && !result.hit && targets[0]) {
    const first = targets[0];
    const { difficulty } = guidedPool(guided, first.silhouette);
    acts.push({
      key: "guided", why: null,
      text: text(`${K}Guided`, { rating: guided, difficulty: `EOTE.Dice.Difficulty.${DIFFICULTY_LEVELS[difficulty] ?? "formidable"}`, name: first.name }),
      items: [{
        uuid: first.uuid, done: c.guidedRolled ? text(`${K}GuidedDone`) : null,
        buttons: c.viewer.ownsAttacker && guidedRight(c) ? [{ action: "eoteGuided", uuid: first.uuid, label: text(`${K}GuidedRoll`) }] : [],
      }],
    });
  }
  const ensnared = targets.filter((t) => t.ensnared);
  if (ensnared.length > 0) {
    acts.push({
      key: "ensnare", why: null, text: text(`${K}Escape`),
      items: ensnared.map((t) => ({
        uuid: t.uuid, done: null,
        buttons: t.canAct ? [{ action: "eoteEscape", uuid: t.uuid, label: text(`${K}EscapeRoll`, { name: t.name }) }] : [],
      })),
    });
  }
  const tractor = tractorAct(c);
  if (tractor) acts.push(tractor);
  acts.push(...weaponActs(c));
  return acts;
}

/** Tractor: hold each vehicle hit; a held vessel's pilot may roll to break free (seed 002 TRACTOR). */
function tractorAct(c: ActContext): QualityAct | null {
  const held = c.targets.filter((t) => tractorHold(c.result.hit, c.qualities ?? [], t.type ?? "") > 0);
  const rating = tractorHold(c.result.hit, c.qualities ?? [], "vehicle");
  if (rating === 0) return null;
  const rights = tractorRights(c);
  const difficulty = `EOTE.Dice.Difficulty.${DIFFICULTY_LEVELS[tractorEscapeDifficulty(rating)] ?? "formidable"}`;
  return {
    key: "tractor", text: text(`${K}Tractor`, { rating, difficulty }),
    why: held.length === 0 ? text(`${K}TractorNoVehicle`) : null,
    items: held.map((t) => {
      const i = c.targets.indexOf(t);
      const buttons: ActButton[] = [];
      if (t.canAct && rights[i]) buttons.push({ action: "eoteTractor", uuid: t.uuid, label: text(`${K}TractorHold`, { name: t.name }) });
      if (t.canAct && t.tractored) buttons.push({ action: "eoteTractorEscape", uuid: t.uuid, label: text(`${K}TractorEscape`, { name: t.name }) });
      return { uuid: t.uuid, done: t.tractored ? text(`${K}TractorHeld`, { name: t.name }) : null, buttons };
    }),
  };
}

/** The GM's threat and despair on the weapon: out of ammunition (ranged), an improvised weapon broken. */
function weaponActs(c: ActContext): QualityAct[] {
  const acts: QualityAct[] = [];
  const { use } = c.weapon;
  const gm = c.viewer.isGM;
  const mine = (id: string | null) => id === c.messageId;
  const undo = (kind: string): ActButton => ({ action: "eoteWeaponUndo", uuid: "", label: text(`${K}Undo${kind}`) });
  if (canRunOutOfAmmo(c.weapon.ranged, c.roll) && !c.vehicleTable) {
    acts.push({
      key: "outOfAmmo", why: null, text: text(`${K}OutOfAmmo`),
      items: [{
        uuid: "", done: mine(use.outOfAmmo) ? text(`${K}OutOfAmmoDone`) : null,
        buttons: !gm ? [] : mine(use.outOfAmmo) ? [undo("OutOfAmmo")]
          : use.outOfAmmo ? [] : [{ action: "eoteOutOfAmmo", uuid: "", label: text(`${K}OutOfAmmoApply`) }],
      }],
    });
  }
  if (c.weapon.improvised && improvisedBreaks(c.roll)) {
    acts.push({
      key: "improvised", why: null, text: text(`${K}Improvised`),
      items: [{
        uuid: "", done: mine(use.broken) ? text(`${K}BrokenDone`) : null,
        buttons: !gm ? [] : mine(use.broken) ? [undo("Broken")]
          : use.broken ? [] : [{ action: "eoteBreakWeapon", uuid: "", label: text(`${K}BreakApply`) }],
      }],
    });
  }
  return acts;
}

type ActI18n = PluralI18n & { localize(key: string): string };

/** One text, localised: data values that are keys are localised first (as rule notes are). */
export function formatActText(t: ActText, i18n: ActI18n): string {
  const data: Record<string, string> = {};
  for (const [k, v] of Object.entries(t.data)) data[k] = typeof v === "string" && v.startsWith("EOTE.") ? i18n.localize(v) : String(v);
  return t.count === undefined ? i18n.format(t.key, data) : pluralText(i18n, t.key, t.count, data);
}

/** The acts with every text formatted, for the template (Handlebars escapes them). */
export function formatActs(acts: readonly QualityAct[], i18n: ActI18n) {
  return acts.map((a) => ({
    key: a.key, text: formatActText(a.text, i18n), why: a.why ? formatActText(a.why, i18n) : null,
    items: a.items.map((item) => ({
      uuid: item.uuid, done: item.done ? formatActText(item.done, i18n) : null,
      buttons: item.buttons.map((b) => ({ action: b.action, uuid: b.uuid, label: formatActText(b.label, i18n) })),
    })),
  }));
}
