/**
 * The attack card's spending rows in Foundry: the buttons' context for this viewer, buying a row
 * (module/rules/combat/attack-spend-options.ts decides cost, side and refusals) and undoing one purchase.
 *
 * Who: advantage and triumph are spent by the GM or the attacker's owner, threat and despair by the GM
 * alone; the card must be trusted (module/chat/trust.ts), and the viewer must be allowed to write to what the
 * row acts on (the GM or its owner). Each click re-reads the records: a stale card's button is refused.
 * Exact undo: the purchase is recorded on the attacker with the ids it will create, BEFORE creating
 * them (a failed creation leaves a record naming nothing, never an effect undo does not know); strain
 * uses the track ledger (module/chat/track-change.ts), the others take back only what they set.
 */
import { spentActivations } from "../../../rules/combat/attack-spending.ts";
import type { AttackRoll } from "../../../rules/combat/attack-result.ts";
import {
  lastSlotInitiative, spendAction, spendRefusal, subjectRefusal, threatLeft, type SpendAction, type SpendMarker, type SpendSubject, type SubjectFacts,
} from "../../../rules/combat/attack-spend-options.ts";
import { improveCondition, worsenCondition } from "../../../rules/gear/weapon-condition.ts";
import { strainCap } from "../../../rules/combat/damage.ts";
import { isMeleeSkill } from "../../../rules/combat/range.ts";
import { guidedCosts } from "../../../rules/combat/guided.ts";
import { cardButton, type Click } from "../../../chat/button.ts";
import { resolveFromFlag, spendScaleOf, type AttackFlag, type DamageRecord } from "../model.ts";
import { addComponentHit, speedOf, speedSpend, undoVehicleSpend } from "./vehicle-spend.ts";
import { cardActor, cardRecords, readAttackCard, spendLogOf, type AttackCardRead, type AttackOutcome } from "../card/state.ts";
import {
  candidates, positiveCosts, spendLogPath, SPEND_LOG, spendingView, spentOptions, withEntry, withoutEntry,
  type SpendCandidate, type SpendEntry, type SpendInput, type SpendLog,
} from "../spend-model.ts";
import type { OptionList } from "../model.ts";
import { moveTrack, undoChange, undoPaths, trackPaths } from "../../../chat/track-change.ts";
import { undoContext } from "../../../chat/ledger.ts";
import { eoteFlagsOf } from "../../../chat/section.ts";
import { tokenName } from "../../../chat/token-name.ts";
import { addStatusEffect, removeEffects, shapeStatusEffect } from "../../../foundry/effects.ts";
import { localize } from "../../../foundry/localize.ts";
import { warnKey } from "../../../foundry/notify.ts";
import { actorFromUuid, actorFromUuidSync, actorView, canActOn, updatePaths } from "../../../foundry/documents.ts";
import { conditionOf, weaponUseOf } from "./weapon-use.ts";
import { damageTargetOf } from "../../../foundry/inputs.ts";
import { pendingFromCard, type PendingEntry } from "../../../rules/checks/pending-dice.ts";
import { MODE_ADD } from "../../../rules/checks/modifiers.ts";
import { cardActionId, derivedId } from "../../../chat/card-action.ts";

type Message = ChatMessage.Implementation;
type Outcome = AttackOutcome;

export { spendLogOf } from "../card/state.ts";

const candidate = (actor: Actor.Implementation, tokenUuid?: string): SpendCandidate =>
  ({ uuid: actor.uuid, name: tokenName(actor, tokenUuid), canAct: canActOn(actor) });

/** The current combat's combatants (none without a combat). */
function combatantsNow(): Iterable<unknown> {
  return (game.combat as unknown as { combatants?: Iterable<unknown> } | null | undefined)?.combatants ?? [];
}

/** The combatants of the current combat who are neither the attacker nor a target: the card's allies. */
function allies(flag: AttackFlag): SpendCandidate[] {
  const combatants = combatantsNow() as Iterable<{ actor?: Actor.Implementation | null }>;
  const seen = new Set([flag.attackerUuid, ...flag.targetUuids]);
  const out: SpendCandidate[] = [];
  for (const c of combatants) {
    if (!c.actor || seen.has(c.actor.uuid)) continue;
    seen.add(c.actor.uuid);
    out.push(candidate(c.actor));
  }
  return out;
}

/** What the rows need of the card as read (readAttackCard), for this viewer. */
function spendInput(card: AttackCardRead, flag: AttackFlag, outcome: Outcome): SpendInput | null {
  const attacker = card.attacker;
  if (!attacker) return null;
  const targets = card.targets.flatMap((t) => t.actor ? [{ uuid: t.uuid, name: t.name, canAct: canActOn(t.actor) }] : []);
  const self = candidate(attacker);
  const result = resolveFromFlag(outcome, flag);
  const log = card.spendLog;
  const scale = spendScaleOf(flag);
  return {
    roll: outcome, log, scale,
    otherCosts: [...spentActivations(result, cardRecords(card)).map((s) => s.cost), ...guidedCosts(log?.guided === true)],
    otherThreatCosts: weaponThreatCosts(card),
    viewer: { isGM: game.user?.isGM === true, ownsAttacker: attacker.isOwner },
    attacker: self, targets, allies: allies(flag),
    weapon: { uuid: attacker.uuid, name: flag.weaponName, canAct: self.canAct },
  };
}

/**
 * The despair this card's weapon button took (out of ammunition names the card that caused it, acts.ts):
 * one despair-only cost, so the GM cannot spend the same despair on a spending row as well.
 */
export function weaponThreatCosts(card: Pick<AttackCardRead, "weapon" | "messageId">): number[] {
  const use = weaponUseOf(card.weapon);
  return card.messageId !== "" && use.outOfAmmo === card.messageId ? [Infinity] : [];
}

/** The despair still free for the card's weapon button after the GM's spending rows (the attacker's log for this card). */
export function despairLeftFor(flag: AttackFlag, outcome: AttackRoll, log: SpendLog | null): number {
  return threatLeft(outcome, spentOptions(log), [], spendScaleOf(flag)).triumph;
}

/** The advantage this card's rows and its guided attack already took (the attacker's log for this card), for the card's one budget. */
export function spendCostsOf(flag: AttackFlag, log: SpendLog | null): number[] {
  return [...positiveCosts(log, spendScaleOf(flag)), ...guidedCosts(log?.guided === true)];
}

/**
 * The spending part of the card's context: the option lists with buttons (the vehicle table's when a
 * vehicle fires or is the target), the bought lines with Undo, and the threat left.
 */
export function spendContext(card: AttackCardRead, flag: AttackFlag, outcome: Outcome, lists: { positive: OptionList; negative: OptionList }) {
  const input = spendInput(card, flag, outcome);
  if (!input) return { ...lists, spent: [], threatBudget: null };
  // A bought line's subject the card did not read (an ally): looked up for its Undo button alone.
  return spendingView(lists, input, (uuid) => canActOn(subjectOf(card, uuid)));
}

/** The actor a spend line names: the attacker or a target as the card read them, or an ally looked up now. */
function subjectOf(card: AttackCardRead, uuid: string): Actor.Implementation | null {
  const read = cardActor(card, uuid);
  return read === undefined ? actorFromUuidSync(uuid) : read;
}

type SpendClick = Click & { dataset: DOMStringMap };

/** A card's spend button: `eoteSpend` with an option and subject, or `eoteUndoSpend` with an entry id; only while the card's trust allows. */
const spendButton = cardButton<SpendClick, { card: AttackCardRead; outcome: Outcome; act: string }>({
  read: (message, { dataset }) => {
    const card = readAttackCard(message);
    // The row this click buys, named by the log as the click found it (module/chat/card-action.ts): two GMs
    // buying the same row at once name one purchase, and its line's id comes from that name.
    const bought = card?.now.flag ? card.spendLog?.entries.length ?? 0 : 0;
    const act = cardActionId(`spend:${dataset.option ?? ""}:${dataset.subjectUuid ?? ""}`, bought);
    return card?.outcome ? { card, outcome: card.outcome, act } : null;
  },
  trust: (_message, { card }) => card.now.standing.refusal,
  act: async ({ click: { dataset }, state: { card, outcome, act } }) => {
    const flag = card.now.flag;
    if (!flag) return;
    if (dataset.action === "eoteUndoSpend") await undoSpend(card, flag, dataset.spendId ?? "");
    else await buy(card, flag, outcome, dataset.option ?? "", dataset.subjectUuid ?? "", act);
  },
});

export function runSpendAction(message: Message, dataset: DOMStringMap): Promise<void> {
  return spendButton(message, { action: dataset.action ?? "", dataset });
}

async function buy(card: AttackCardRead, flag: AttackFlag, outcome: Outcome, optionId: string, subjectUuid: string, actId: string): Promise<void> {
  const messageId = card.messageId;
  const records = cardRecords(card);
  const input = spendInput(card, flag, outcome);
  const scale = spendScaleOf(flag);
  const action = spendAction(optionId, scale);
  if (!input || !action) return warnKey("EOTE.Combat.Spend.Refused.NotActing");
  const refused = spendRefusal({ roll: outcome, optionId, spent: spentOptions(input.log), otherCosts: input.otherCosts, otherThreatCosts: input.otherThreatCosts, viewer: input.viewer, scale,
    attack: isMeleeSkill(flag.weapon.skill) ? "melee" : "ranged" });
  if (refused) return warnKey(refused);
  const chosen = candidates(action.subject, input).find((c) => c.uuid === subjectUuid);
  if (!chosen) return warnKey("EOTE.Combat.Spend.Refused.NoSubject");
  if (!chosen.canAct) return warnKey("EOTE.Combat.Spend.Refused.NotSubjectOwner");
  const attacker = card.attacker!;
  // The attacker or a target as the card read them; an ally (a combatant) is looked up now.
  const read = cardActor(card, subjectUuid);
  const subject = (read === undefined ? await actorFromUuid(subjectUuid) : read)!;
  const weapon = action.subject === "weapon" ? attacker.items.get(flag.weaponUuid.split(".").pop() ?? "") ?? null : null;
  const facts = subjectFacts(action, attacker, subject, weapon, records[flag.targetUuids.indexOf(subjectUuid)] ?? null);
  const forbidden = subjectRefusal(action.effect, facts);
  if (forbidden) return warnKey(forbidden);
  const entry: SpendEntry = { id: derivedId(`${messageId}:${actId}`), option: optionId, subjectUuid, subjectName: chosen.name };
  await act(action, entry, { attacker, subject, weapon, log: input.log, messageId, ranged: !isMeleeSkill(flag.weapon.skill) });
}

function attackerCombatant(attacker: Actor.Implementation) {
  const combatants = [...combatantsNow()] as unknown as { id: string; initiative: number | null; actor?: Actor.Implementation | null; update(d: object): Promise<unknown> }[];
  return { mine: combatants.find((c) => c.actor?.uuid === attacker.uuid) ?? null, all: combatants };
}

/** The weapon the actor holds ready (the first equipped one), or null. */
export function equippedWeapon(actor: Actor.Implementation): Item.Implementation | null {
  return actor.items.find((i) => (i.type as string) === "weapon" && (i.system as { equipped?: boolean }).equipped === true) ?? null;
}

function subjectFacts(action: SpendAction, attacker: Actor.Implementation, subject: Actor.Implementation, weapon: Item.Implementation | null,
  record: DamageRecord | null): SubjectFacts {
  const strain = damageTargetOf(actorView(attacker)).strain?.value ?? null;
  return {
    strain, hasWeapon: equippedWeapon(subject) !== null, damaged: (record?.hits ?? 0) > 0 || (record?.stun ?? 0) > 0,
    condition: conditionOf(weapon), inCombat: attackerCombatant(attacker).mine !== null, prone: subject.statuses?.has("prone") ?? false,
    vehicle: attacker.type === "vehicle", speed: speedOf(attacker),
  };
}

interface Acting {
  attacker: Actor.Implementation;
  subject: Actor.Implementation;
  weapon: Item.Implementation | null;
  log: SpendLog | null;
  messageId: string;
  /** The card's attack was ranged: +1 defence is ranged defence then, melee otherwise. */
  ranged: boolean;
}

/**
 * Writes the purchase's line into the log as it is now (read just before, no await between): false, and
 * nothing written, when a line with its id is there already (another GM's click bought this very row).
 */
async function record(a: Acting, entry: SpendEntry, extra: Record<string, unknown> = {}): Promise<boolean> {
  const log = spendLogOf(a.attacker, a.messageId);
  if (log?.entries.some((e) => e.id === entry.id)) return false;
  await updatePaths(a.attacker, { ...extra, [spendLogPath(a.messageId)]: withEntry(log, entry) });
  return true;
}

/** The id of the document a purchase creates, from its line's id: two clients buying one row name one document. */
const madeId = (entry: SpendEntry, what: string): string => derivedId(`${entry.id}:${what}`);

/** Creates the marker effect on the subject with the id the record already names. */
async function addMarker(a: Acting, marker: SpendMarker, id: string, ranged: boolean): Promise<void> {
  const defence = marker === "gainDefence"
    ? [{ key: `system.defenceBonus.${ranged ? "ranged" : "melee"}`, mode: MODE_ADD, value: "1" }] : [];
  // Until the end of the round / the attacker's next turn (seed 000), "for one turn" (seed 002): one round from this slot.
  const rounds = marker === "gainDefence" || marker === "negateDefence" || marker === "easierToHit" ? 1 : null;
  const combat = game.combat as unknown as { id: string | null; round: number | null; turn: number | null } | null;
  const clock = combat?.id ? { id: combat.id, round: combat.round ?? 0, turn: combat.turn ?? 0 } : null;
  const data = shapeStatusEffect({
    _id: id, name: localize(`EOTE.Combat.Spend.Marker.${marker}`), img: "icons/svg/aura.svg", changes: defence,
    origin: `ChatMessage.${a.messageId}`, flags: { eote: { spend: marker } },
  }, { rounds }, clock);
  await a.subject.createEmbeddedDocuments("ActiveEffect", [data as never], { keepId: true });
}

// Read from the effect's stored flags as addMarker wrote them (spend-markers.ts).
export { hasSpendMarker, spendMarkerId } from "../../../foundry/spend-markers.ts";

async function act(action: SpendAction, entry: SpendEntry, a: Acting): Promise<void> {
  const effect = action.effect;
  // Each branch writes its line first (record: nothing more when another click bought this row), then what it names.
  if (effect.kind === "strain" || effect.kind === "systemStrain") {
    // A vehicle's strain track is its system strain (inputs.ts damageTargetOf).
    const target = damageTargetOf(actorView(a.attacker));
    const moved = moveTrack(target.strain!.value, effect.amount, strainCap(target.strain!.threshold));
    const path = trackPaths(a.attacker.type as never).strain!;
    await record(a, { ...entry, strain: moved.applied }, { [path]: moved.value });
  } else if (effect.kind === "dice") {
    const pendingId = madeId(entry, "die");
    if (!(await record(a, { ...entry, pendingId }))) return;
    // The die names this card: its Undo takes back only a die this card gave (pendingFromCard).
    const die: PendingEntry = { die: effect.die, from: tokenName(a.attacker), card: a.messageId };
    await updatePaths(a.subject, { [`flags.eote.pendingDice.${pendingId}`]: die });
  } else if (effect.kind === "marker") {
    const effectId = madeId(entry, "effect");
    if (await record(a, { ...entry, effectId })) await addMarker(a, effect.marker, effectId, a.ranged);
  } else if (effect.kind === "prone") {
    const effectId = madeId(entry, "effect");
    if (!(await record(a, { ...entry, effectId }))) return;
    await addStatusEffect(a.subject, "prone", { rounds: null, origin: `ChatMessage.${a.messageId}`, id: effectId });
  } else if (effect.kind === "disarm") {
    const item = equippedWeapon(a.subject)!;
    if (!(await record(a, { ...entry, itemId: item.id ?? "" }))) return;
    // The weapon names the card that knocked it away, in the same write: only that card's Undo puts it back in hand.
    await item.update({ "system.equipped": false, [DISARMED_BY]: a.messageId } as never);
  } else if (effect.kind === "weaponDamaged") {
    const to = worsenCondition(conditionOf(a.weapon))!;
    if (await record(a, { ...entry, itemId: a.weapon!.id ?? "" })) await a.weapon!.update({ "system.condition": to } as never);
  } else if (effect.kind === "speed") {
    const done = speedSpend(a.attacker, entry, effect.amount);
    await record(a, done.entry, done.update);
  } else if (effect.kind === "componentHit") {
    const itemId = madeId(entry, "component");
    if (await record(a, { ...entry, itemId })) await addComponentHit(a.attacker, itemId);
  } else if (effect.kind === "lastInitiative") {
    const { mine, all } = attackerCombatant(a.attacker);
    const after = lastSlotInitiative(all.filter((c) => c !== mine).map((c) => c.initiative));
    if (await record(a, { ...entry, initiative: { combatantId: mine!.id, before: mine!.initiative, after } })) await mine!.update({ initiative: after });
  }
}

/** The flag on a disarmed weapon naming the card (its message id) that knocked it away. */
const DISARMED_FLAG = "disarmedBy";
const DISARMED_BY = `flags.eote.${DISARMED_FLAG}`;

/** The card that disarmed this weapon, or "" (written by the subject's owner or a GM, never by the attacker's player). */
function disarmedBy(item: Item.Implementation): string {
  const by = (item.flags as { eote?: Record<string, unknown> } | undefined)?.eote?.[DISARMED_FLAG];
  return typeof by === "string" ? by : "";
}

/**
 * Whether a spend log's line names a subject its row could have named: the attacker for the attacker's own
 * rows and its weapon's, one of the card's targets for a target's row; an ally's row, any actor (its Undo
 * then takes back only what this card made there: its marker by the card's origin, its die by the card it names).
 * The log sits on the attacker, so its owner may rewrite it, while the Undo may be the GM's click: a line
 * naming the GM's nemesis for an attacker's row would have the GM's Undo act on that nemesis.
 */
function subjectFits(kind: SpendSubject, subjectUuid: string, attacker: Actor.Implementation, flag: AttackFlag): boolean {
  if (kind === "attacker" || kind === "weapon") return subjectUuid === attacker.uuid;
  if (kind === "target") return flag.targetUuids.includes(subjectUuid);
  return true;
}

/** Whether the effect `id` on `subject` is one this card made: its origin is the card's message (read from the stored source, as the card wrote it). */
function madeByCard(subject: Actor.Implementation, id: string, messageId: string): boolean {
  const effect = subject.effects.get(id) as unknown as { _source?: { origin?: unknown } } | undefined;
  return effect?._source?.origin === `ChatMessage.${messageId}`;
}

/**
 * Takes back one purchase: who may spend its side and act on its subject; the rest of the log stays. Only
 * what the row could have done (subjectFits) and this card made: an effect whose origin is the card, the
 * attacker's own initiative slot.
 */
async function undoSpend(card: AttackCardRead, flag: AttackFlag, entryId: string): Promise<void> {
  const messageId = card.messageId;
  const attacker = card.attacker;
  const log = card.spendLog;
  const entry = log?.entries.find((e) => e.id === entryId);
  const action = entry ? spendAction(entry.option, spendScaleOf(flag)) : null;
  if (!attacker || !log || !entry || !action) return;
  if (!subjectFits(action.subject, entry.subjectUuid, attacker, flag)) return warnKey("EOTE.CardBounds.SpendNotThisCard");
  const read = cardActor(card, entry.subjectUuid);
  const subject = read === undefined ? await actorFromUuid(entry.subjectUuid) : read;
  const isGM = game.user?.isGM === true;
  if (action.option.side === "negative" && !isGM) return warnKey("EOTE.Combat.Spend.Refused.GmOnly");
  if (!isGM && !attacker.isOwner) return warnKey("EOTE.Combat.Spend.Refused.NotAttacker");
  if (!subject || !canActOn(subject)) return warnKey("EOTE.Combat.Spend.Refused.NotSubjectOwner");
  const path = spendLogPath(messageId);
  const rest = withoutEntry(log, entryId);
  const logUpdate = rest ? { [path]: rest } : { [`flags.eote.${SPEND_LOG}.-=${messageId}`]: null };
  if (entry.strain) {
    // The strain this purchase moved, taken off the track as it is now (other cards absorbing a clamp).
    const now = undoContext(actorView(attacker), eoteFlagsOf(attacker), path);
    const undone = undoChange(now.tracks, { wounds: 0, strain: entry.strain }, now.caps, now.ledger);
    await updatePaths(attacker, { ...undoPaths(trackPaths(attacker.type as never), now.tracks, undone), ...logUpdate });
    return;
  }
  await updatePaths(attacker, logUpdate);
  // A vehicle row's own change (its speed, its Component Hit): only for the row that made it (on the attacker).
  if (action.effect.kind === "speed" || action.effect.kind === "componentHit") await undoVehicleSpend(subject, entry);
  if (entry.effectId && madeByCard(subject, entry.effectId, messageId)) await removeEffects(subject, [entry.effectId]);
  const pending = (subject.flags as { eote?: { pendingDice?: unknown } }).eote?.pendingDice;
  // Only a die this card gave (it names the card); one already used by the subject's next check is gone.
  if (entry.pendingId && pendingFromCard(pending, entry.pendingId, messageId)) {
    await updatePaths(subject, { [`flags.eote.pendingDice.-=${entry.pendingId}`]: null });
  }
  const item = entry.itemId ? subject.items.get(entry.itemId) ?? null : null;
  // Only a weapon this card knocked away (it names the card), and still stowed.
  if (item && entry.option === "disarmTarget" && disarmedBy(item) === messageId && (item.system as { equipped?: boolean }).equipped === false) {
    await item.update({ "system.equipped": true, [`flags.eote.-=${DISARMED_FLAG}`]: null } as never);
  }
  if (item && entry.option === "gearDamaged") await item.update({ "system.condition": improveCondition(conditionOf(item)) } as never);
  if (entry.initiative) {
    // The attacker's own slot (the row moves no other), and only while it is still where this purchase put
    // it: a later move by the GM stays.
    const c = attackerCombatant(attacker).mine;
    if (c && c.id === entry.initiative.combatantId && c.initiative === entry.initiative.after) await c.update({ initiative: entry.initiative.before });
  }
}
