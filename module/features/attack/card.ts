/**
 * The attack card in Foundry: its registered card (module/chat/register.ts) adds the attack section to a
 * NarrativeRoll message that carries flags.eote.check.attack, computed from the stored roll, the flag
 * and each target's record at every render (nothing frozen in the message). Its buttons apply damage,
 * the Stun quality, a quality's status, a critical injury, or undo, to one target. A hit that
 * incapacitates the target also marks it (unconscious or defeated); undo removes that too.
 *
 * Budget: the roll's advantage and triumphs pay once for the whole card, over every target
 * (module/rules/combat/attack-spending.ts); buttons show only while what is left pays for them, and each
 * handler re-checks from the targets' current records, since the card clicked may be stale.
 *
 * Read once: each render and each click reads the card once (card/state.ts readAttackCard: the attacker,
 * weapon, targets, their records, the spend log and the roll's outcome), and the rows, refusals and
 * buttons are worked out from that snapshot; the writes re-read only a target's own record right before
 * writing it (an action another click applied meanwhile is not applied twice).
 *
 * Trust: the card acts only when its author is a GM or owns the attacker, with a weapon the attacker
 * owns, whose damage, qualities and crit (and the attacker's Brawn) are read now (readAttackCard); a card
 * failing that shows why, with no button but Undo (which reads only the target's record: module/chat/section.ts
 * mayUndo). Flags are the author's data and may be edited after posting.
 * Permission: only the GM or the target's owner sees the buttons, and the handlers check again.
 * The undo record lives on the target actor (flags.eote.combatLog.<messageId>), written in the same
 * update as the tracks, so an owner who did not post the message can still apply and undo.
 */
import { SYSTEM_PATH } from "../../system/config.ts";
import { hitFor } from "../../rules/combat/attack-result.ts";
import { incapacitationStatus, isMinionGroup } from "../../rules/combat/damage.ts";
import { qualityRating } from "../../rules/gear/qualities.ts";
import { cardButton, type Click } from "../../chat/button.ts";
import { applyToTarget, minionCritUpdate, recordPath, undoUpdate, withCritical, withEffect } from "./apply-model.ts";
import { isComponentHitRow, isMajorSystemFailureRow } from "../../rules/vehicles/vehicle-components.ts";
import { api as vehicleRepairApi } from "../vehicle-repair/index.ts";
import { undoContext } from "../../chat/ledger.ts";
import { actionRefusal, buildAttackCard, critsAllowed, hitsAllowed, resolveFromFlag, type AttackFlag, type CardAction, type DamageRecord, type TargetInput } from "./model.ts";
import { owedCritLeft } from "../../rules/combat/attack-spending.ts";
import { applyQualityStatus, writeWithIncapacitation } from "./actions/status.ts";
import { api as criticalApi } from "../critical/index.ts";
import type { CriticalSource } from "../critical/index.ts";
import { removeEffects } from "../../foundry/effects.ts";
import { localize } from "../../foundry/localize.ts";
import { warnKey } from "../../foundry/notify.ts";
import { actorFromUuid, actorView, canActOn, updatePaths } from "../../foundry/documents.ts";
import { trackPaths } from "../../chat/track-change.ts";
import { cardActionId, derivedId, hasAct, withAct } from "../../chat/card-action.ts";
import { criticalInflicted, damageTargetOf } from "../../foundry/inputs.ts";
import { checkFlagOf, eoteFlagsOf, mayUndo, mountSection } from "../../chat/section.ts";
import { actsContext, runAct } from "./actions/acts.ts";
import { isActAction } from "./acts-model.ts";
import { conditionOf } from "./actions/weapon-use.ts";
import { sunderUndone, type SunderedWeapon } from "../../rules/combat/sunder.ts";
import { runSpendAction, spendContext, spendCostsOf } from "./actions/spend.ts";
import { cardRecords, cardTarget, readAttackCard, recordOf, type AttackCardRead, type AttackOutcome } from "./card/state.ts";
export { attackFlagOf, attackNow, readAttackCard, recordOf, type AttackCardRead, type AttackNowState } from "./card/state.ts";
import { disabledBy } from "./spend-model.ts";
import { applyVehicleHitOnce } from "./actions/vehicle-crit.ts";
import { criticalHitKeyOf } from "../../rules/vehicles/critical-hits.ts";
import type { CriticalHitData } from "../../rules/types.ts";
import { LOG_FLAG } from "../../chat/log-flags.ts";
import { registerCard } from "../../chat/register.ts";

/** The attack section is drawn when an attack's message is shown or a target's record changes. */
export function registerAttackCard(): void {
  registerCard((message) => checkFlagOf(message, "attack") !== undefined, renderAttack, LOG_FLAG);
}

export const ATTACK_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/attack.hbs`;

type Message = ChatMessage.Implementation;

/** The attack section's HTML for this viewer, or null when the message is no visible attack roll. */
export async function attackSection(message: Message): Promise<string | null> {
  const card = readAttackCard(message);
  const outcome = card?.outcome;
  if (!card || !outcome || !message.isContentVisible) return null;
  const { now, messageId: id } = card;
  const { authorName, refusal } = now.standing;
  // A refused card shows who posted it and why, nothing of its claimed numbers, and only Undo, for the
  // targets it already acted on (their record) that this user may act on (mayUndo).
  if (!now.flag) {
    return foundry.applications.handlebars.renderTemplate(ATTACK_CARD_TEMPLATE, { messageId: id, authorName, refusal, undo: undoTargets(card) });
  }
  const flag = now.flag;
  const targets: TargetInput[] = await Promise.all(flag.targetUuids.map(async (uuid, i) => {
    const { actor = null, record = null, name: tokenNamed = "" } = card.targets[i] ?? {};
    const name = actor ? tokenNamed : localize("EOTE.Combat.Card.MissingTarget");
    const canAct = canActOn(actor);
    // What the GM (or the target's owner) asks next: the target's wounds now, what each critical does.
    const wounds = actor && canAct ? woundsOf(actor) : undefined;
    const more = actor && canAct ? { ...(wounds ? { wounds } : {}), critEffects: await criticalApi.critEffectsOf(actor.type, record?.crits.map((c) => c.total) ?? []) } : {};
    return { uuid, name, canAct, record, vehicle: actor?.type === "vehicle", ...more };
  }));
  const view = buildAttackCard(outcome, flag, targets, spendCostsOf(flag, card.spendLog));
  // The spending rows that act get their buttons and bought lines (actions/spend.ts).
  const spending = spendContext(card, flag, outcome, view);
  const context = { ...view, ...spending, acts: actsContext(card, flag, outcome, targets), messageId: id, authorName, refusal: null, autoFireUnpaid: now.autoFireUnpaid };
  return foundry.applications.handlebars.renderTemplate(ATTACK_CARD_TEMPLATE, context);
}

/** The target's wounds (hull trauma) as the damage rules read them; undefined for an actor that takes none. */
function woundsOf(actor: Actor.Implementation): TargetInput["wounds"] {
  try {
    const { kind, wounds, groupSize } = damageTargetOf(actorView(actor));
    return groupSize === undefined ? { kind, wounds } : { kind, wounds, groupSize };
  } catch {
    return undefined;
  }
}

/** The targets a refused card may still undo for this user: named by their tokens, each once. */
function undoTargets(card: AttackCardRead): { uuid: string; name: string }[] {
  const claim = card.claim;
  return card.targets.flatMap(({ uuid, actor, name, record }, i) => {
    if (claim.targetUuids.indexOf(uuid) !== i) return [];
    return actor && mayUndo(actor, record !== null) ? [{ uuid, name }] : [];
  });
}

/** Adds (or redraws) the attack section of a message shown in `html`; nothing for a message that is no attack. */
export async function renderAttack(message: Message, html: HTMLElement): Promise<void> {
  const section = await attackSection(message);
  if (section === null) return;
  mountSection(html, ".eote-attack", section, (button) => button.dataset.spend
    ? runSpendAction(message, button.dataset)
    : runCardAction(message, button.dataset.action ?? "", button.dataset.targetUuid ?? "", button.dataset.quality ?? ""));
}

const SPENDING: Readonly<Record<string, CardAction>> = {
  eoteApplyDamage: "hit", eoteApplyStun: "stun", eoteApplyCritical: "crit", eoteApplyStatus: "status",
};

type Outcome = AttackOutcome;
/** A click on one target's button. */
type AttackClick = Click & { targetUuid: string; quality: string };
/**
 * The card as the click read it (readAttackCard) and its roll, and the action the click applies, named from
 * the target's record as the click found it (module/chat/card-action.ts; "" for Undo and the acts that name none).
 */
type AttackState = { card: AttackCardRead; outcome: Outcome; act: string };

/** The card read once for this click; named synchronously, before anything awaits, so two GMs' clicks name one action. */
function readClick(message: Message, { action, targetUuid, quality }: AttackClick): AttackState | null {
  const card = readAttackCard(message);
  if (!card?.outcome) return null;
  return { card, outcome: card.outcome, act: actionOf(action, quality, cardTarget(card, targetUuid)?.record ?? null) };
}

/** A click acts only when the card's trust allows (readAttackCard). */
const attackRules = {
  read: readClick,
  trust: (_message: Message, { card }: AttackState) => card.now.standing.refusal,
};

/** Blast, Burn, Sunder, Guided, Ensnare's escape and the weapon's threat and despair (acts.ts): each checks its own rights. */
const actButton = cardButton<AttackClick, AttackState>({
  ...attackRules,
  act: async ({ message, click: { action, targetUuid }, state: { card, outcome, act } }) => {
    if (card.now.flag && isActAction(action)) await runAct(message, card, card.now.flag, outcome, action, targetUuid, act);
  },
});

/** Damage, Stun, a critical or a quality's status on one target: the GM or the target's owner, with the roll's budget left. */
const targetButton = cardButton<AttackClick, AttackState>({
  ...attackRules,
  // A button naming no target of this card does nothing.
  who: { owner: ({ card }, { targetUuid }) => card.now.flag?.targetUuids.includes(targetUuid) ? cardTarget(card, targetUuid)?.actor ?? null : undefined, notice: "EOTE.Combat.Notice.NotAllowed" },
  act: async ({ click: { action, targetUuid: uuid, quality }, state: { card, outcome, act }, target: actor }) => {
    const flag = card.now.flag!;
    const id = card.messageId;
    const spending = SPENDING[action];
    if (spending) {
      // Re-checked from the records as they are now: the card clicked may be stale.
      // A target the card disabled instead of damaging takes no wounds or strain from it (seed 002).
      const disabled = (spending === "hit" || spending === "stun") && disabledBy(card.spendLog, uuid);
      const refused = disabled ? "EOTE.Combat.Spend.Refused.Disabled"
        : actionRefusal(outcome, flag, cardRecords(card), flag.targetUuids.indexOf(uuid), spending, quality, spendCostsOf(flag, card.spendLog));
      if (refused) {
        ui.notifications?.warn(localize(refused));
        return;
      }
    }
    if (action === "eoteApplyDamage") await applyHit(actor, flag, outcome, id, "hit", act);
    else if (action === "eoteApplyStun") await applyHit(actor, flag, outcome, id, "stun", act);
    else if (action === "eoteApplyCritical") await applyCardCritical(actor, flag, outcome, id, act, card.attacker);
    else if (action === "eoteApplyStatus") await applyQualityStatus(actor, flag, outcome, id, recordOf(actor, id), quality, act);
  },
});

/** Undo on one target: any attack card, trusted now or not, for the GM or the target's owner, where the card left a record. */
const undoButton = cardButton<AttackClick, AttackCardRead>({
  // Undo reads only the record on the target, not the card's numbers: it does not need the card's trust.
  read: (message) => readAttackCard(message),
  // A target the card read; any other actor the button names is looked up (its record for this card, if any, is undone).
  who: { owner: (card, { targetUuid }) => cardTarget(card, targetUuid)?.actor ?? (cardTarget(card, targetUuid) ? null : actorFromUuid(targetUuid)), notice: "EOTE.Combat.Notice.NotAllowed" },
  act: ({ message, target }) => undo(target, message.id ?? ""),
});

/** One card button: checks the flag, the target, the viewer's right to act and what the roll has left, then applies. */
export async function runCardAction(message: Message, action: string, uuid: string, quality = ""): Promise<void> {
  // The action this click applies is named from the target's record as the click read it (readClick): two
  // GMs clicking the same button at once name the same action, and the second application does nothing.
  const click = { action, targetUuid: uuid, quality };
  if (action === "eoteUndo") await undoButton(message, click);
  else if (isActAction(action)) await actButton(message, click);
  else await targetButton(message, click);
}


/** A target button's action id: the button and the step of the record it was clicked on; "" for any other button. */
function actionOf(action: string, quality: string, record: DamageRecord | null): string {
  const step = action === "eoteApplyDamage" ? record?.hits ?? 0
    : action === "eoteApplyStun" ? record?.stun ?? 0
    : action === "eoteApplyCritical" ? record?.crits.length ?? 0
    : action === "eoteApplyStatus" ? quality
    : action === "eoteBlast" ? record?.blast ?? 0
    : action === "eoteBurn" ? record?.effects.filter((e) => e.source === "burn").length ?? 0
    : action === "eoteSunder" ? record?.sunder ?? 0 : null;
  return step === null ? "" : cardActionId(action, step);
}

export async function applyHit(actor: Actor.Implementation, flag: AttackFlag, outcome: Outcome, messageId: string, kind: "hit" | "stun", act = ""): Promise<void> {
  const result = resolveFromFlag(outcome, flag);
  const record = recordOf(actor, messageId);
  // Applied already (another GM's click on the same button): nothing more. Read here, written below with no await between.
  if (hasAct(record?.acts, act)) return;
  if (kind === "hit" && (record?.hits ?? 0) >= hitsAllowed(result)) {
    ui.notifications?.warn(localize("EOTE.Combat.Notice.NoMoreHits"));
    return;
  }
  if (kind === "stun" && (!result.qualities.some((q) => q.key === "stun") || (record?.stun ?? 0) > 0)) return;
  const view = actorView(actor);
  const options = { scale: flag.scale, stunSetting: flag.stunSetting, stunTriggered: kind === "stun" };
  const hit = hitFor(kind === "stun" ? { damage: 0 } : result, flag.weapon, options);
  const target = damageTargetOf(view);
  const applied = applyToTarget(view.type, target, hit, messageId, record, kind, act);
  const status = incapacitationStatus(target.kind, applied.result);
  await writeWithIncapacitation(actor, messageId, applied.record, status, applied.update);
}

export async function applyCardCritical(
  actor: Actor.Implementation, flag: AttackFlag, outcome: Outcome, messageId: string, act = "", attacker: Actor.Implementation | null = null,
): Promise<void> {
  const result = resolveFromFlag(outcome, flag);
  const first = recordOf(actor, messageId);
  if (hasAct(first?.acts, act)) return;
  if ((first?.crits.length ?? 0) >= critsAllowed(result, first)) {
    ui.notifications?.warn(localize("EOTE.Combat.Notice.NoCritical"));
    return;
  }
  const vicious = qualityRating(flag.weapon.qualities, "vicious");
  const view = actorView(actor);
  const target = damageTargetOf(view);
  // A minion group loses a minion, a group of ships a ship (seed 002 MINIONS, VEHICLE MINIONS).
  if (isMinionGroup(target)) {
    const total = await criticalApi.rollMinionCritical(actor, vicious, criticalSource(flag, actor, messageId));
    // Read again after the roll: another GM's click may have applied this action meanwhile.
    const record = recordOf(actor, messageId);
    if (hasAct(record?.acts, act)) return;
    const crit = minionCritUpdate(target, messageId, record, total, trackPaths(view.type).wounds);
    if (act) crit.update[recordPath(messageId)] = crit.record = { ...crit.record, acts: withAct(record?.acts, act) };
    // The critical can take down the group's last minion (seed 002 MINIONS): defeated. A vehicle gets no marker (damage.ts).
    const out = crit.standing === 0 && view.type === "minion" ? "defeated" : null;
    await writeWithIncapacitation(actor, messageId, crit.record, out, crit.update);
    return;
  }
  // The attacker's Lethal Blows (its effects' criticalInflicted), from the attacker as the click read it.
  const rolled = await criticalApi.rollCritical(actor, { vicious, bonus: criticalInflicted(attacker ? actorView(attacker) : null, view) });
  // Read again after the roll: another GM's click may have applied this action meanwhile.
  const record = recordOf(actor, messageId);
  if (hasAct(record?.acts, act) || (record?.crits.length ?? 0) >= critsAllowed(result, record)) return;
  // The record first, naming the item by the id it will be created with: if creating it fails, undo
  // skips the absent item; no injury is ever on the target without its card knowing it. The id comes
  // from the action's, so two clients applying this action name one injury.
  const itemId = act ? derivedId(`${messageId}:${act}`) : foundry.utils.randomID();
  const key = view.type === "vehicle" ? criticalHitKeyOf(rolled.row.item.system as unknown as CriticalHitData) : null;
  const crit = { itemId, name: rolled.row.item.name ?? "", total: rolled.total, severity: rolled.row.severity, ...(key ? { vehicleKey: key } : {}) };
  // The owed threshold critical is taken first: it is free, so the roll's budget keeps what it would have paid.
  const next = withCritical(record, { ...crit, threshold: owedCritLeft(record) });
  await updatePaths(actor, { [recordPath(messageId)]: act ? { ...next, acts: withAct(record?.acts, act) } : next });
  // A vehicle hit keeps the zone the shot struck, where a shield row lands (module/rules/vehicles/critical-hits.ts).
  await criticalApi.createCritical(actor, rolled, itemId, view.type === "vehicle" && flag.targetZone ? { zone: flag.targetZone } : {});
  await criticalApi.announceCritical(actor, rolled, criticalSource(flag, actor, messageId));
  if (view.type === "vehicle") await applyVehicleHitOnce(actor, rolled.row, messageId);
  if (view.type === "vehicle" && isComponentHitRow(rolled.row)) await damageHitComponent(actor, messageId, "componentHit");
  else if (view.type === "vehicle" && isMajorSystemFailureRow(rolled.row)) await damageHitComponent(actor, messageId, "majorSystemFailure");
}

/**
 * Component Hit and Major System Failure (module/rules/vehicles/vehicle-components.ts isComponentHitRow,
 * isMajorSystemFailureRow): a random component of the vehicle is damaged (out until repaired), its effect
 * named on the card's record first, so the card's Undo removes it with the critical.
 */
async function damageHitComponent(actor: Actor.Implementation, messageId: string, source: "componentHit" | "majorSystemFailure"): Promise<void> {
  const id = foundry.utils.randomID();
  await updatePaths(actor, { [recordPath(messageId)]: withEffect(recordOf(actor, messageId), { id, status: "", source, rounds: null }) });
  await vehicleRepairApi.damageComponent(actor, "random", { effectId: id, follows: messageId });
}

/** The card's message (its viewers see the d100) and the token the target was picked through. */
function criticalSource(flag: AttackFlag, actor: Actor.Implementation, messageId: string): CriticalSource {
  return { follows: messageId, tokenUuid: flag.targetTokenUuids?.[flag.targetUuids.indexOf(actor.uuid)] ?? "" };
}

export async function undo(actor: Actor.Implementation, messageId: string): Promise<void> {
  const record = recordOf(actor, messageId);
  if (!record) return;
  // A vehicle hit that reached crew the user may not act on is taken back whole by the GM, or not at all.
  const outOfReach = actor.type === "vehicle" ? await criticalApi.crewOutOfReach(actor, messageId) : [];
  if (outOfReach.length > 0) return warnKey("EOTE.VehicleCrit.Crew.UndoForGm", { names: outOfReach.join(", ") });
  const now = undoContext(actorView(actor), eoteFlagsOf(actor), recordPath(messageId));
  const { update, deleteItems, deleteEffects } = undoUpdate(actor.type as Parameters<typeof undoUpdate>[0], messageId, record, now);
  const present = deleteItems.filter((itemId) => actor.items.has(itemId));
  if (present.length) await actor.deleteEmbeddedDocuments("Item", present);
  await removeEffects(actor, deleteEffects);
  await restoreSundered(actor, record.sunderWeapon);
  await updatePaths(actor, update);
  // A vehicle hit's part on the crew (Jostled, Tailspin) is kept on each crew member: taken back from them.
  if (actor.type === "vehicle") await criticalApi.undoCrewOnHit(actor, messageId);
}

/** Sunder's Undo: the weapon's condition before the card's first step, while it is still what the card set. */
async function restoreSundered(actor: Actor.Implementation, done: SunderedWeapon | undefined): Promise<void> {
  const item = done ? actor.items.get(done.itemId) ?? null : null;
  const back = item && done ? sunderUndone(conditionOf(item), done) : null;
  if (item && back) await item.update({ "system.condition": back } as never);
}
