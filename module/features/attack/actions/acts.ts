/**
 * The attack card's quality and weapon buttons in Foundry (model: acts-model.ts): Blast, Burn, Sunder,
 * the Guided follow-up, an ensnared target's escape check, and the GM's out of ammunition and broken
 * improvised weapon. The card (card.ts) has already checked that its author may act for the attacker
 * and passes the flag whose numbers were read from the documents now; each handler checks the viewer
 * (the target's owner or the GM; for Guided the attacker's owner; for the weapon the GM) and re-reads
 * what the roll has left from the targets' records, since the card clicked may be stale.
 * Everything written to a target goes on its card record, so Undo takes it back exactly.
 */
import { openDicePoolDialog } from "../../../applications/dice-dialog/index.ts";
import { formatPool } from "../../../dice/index.ts";
import { hitFor, type AttackRoll } from "../../../rules/combat/attack-result.ts";
import { attackAllowance } from "../../../rules/combat/attack-spending.ts";
import { despairLeftFor, equippedWeapon, spendCostsOf } from "./spend.ts";
import { cardRecords, cardTarget, spendLogOf, type AttackCardRead } from "../card/state.ts";
import { spendLogPath } from "../spend-model.ts";
import { worsenCondition } from "../../../rules/gear/weapon-condition.ts";
import { blastHit } from "../../../rules/combat/blast.ts";
import { incapacitationStatus } from "../../../rules/combat/damage.ts";
import { ESCAPE_DIFFICULTY, ESCAPE_SKILL, escapes } from "../../../rules/combat/ensnare.ts";
import { guidedPool } from "../../../rules/combat/guided.ts";
import { isMeleeSkill } from "../../../rules/combat/range.ts";
import { sunderedTo } from "../../../rules/combat/sunder.ts";
import type { NarrativeRoll, NarrativeRollOptions } from "../../../roll/narrative-roll.ts";
import { cardRecordOf } from "../../../chat/section.ts";
import { postFollowUpRoll, createFollowUp, rollModeOf, type VisibleMessage } from "../../../chat/follow-up.ts";
import { speakerFor, tokenName } from "../../../chat/token-name.ts";
import { format, localize, shellI18n } from "../../../foundry/localize.ts";
import { warnKey } from "../../../foundry/notify.ts";
import { actorView, canActOn, escapeText, updatePaths } from "../../../foundry/documents.ts";
import { removeEffects } from "../../../foundry/effects.ts";
import { hasAct, withAct } from "../../../chat/card-action.ts";
import { damageTargetOf, silhouetteOf } from "../../../foundry/inputs.ts";
import { applyToTarget, LOG_FLAG, readRecord, recordPath } from "../apply-model.ts";
import { blastRights, buildActs, burnRights, formatActs, guidedRight, sunderRights, type ActAction, type ActTarget } from "../acts-model.ts";
import { applyBurn } from "./burn.ts";
import { emptyRecord, resolveFromFlag, spendScaleOf, type AttackFlag, type DamageRecord, type TargetInput } from "../model.ts";
import { privateAttackFlag } from "../plan-model.ts";
import { writeWithIncapacitation } from "./status.ts";
import { conditionOf, isImprovised, weaponUseOf, writeUse } from "./weapon-use.ts";
import { heldBy, holdInTractor, tractorEscape } from "./tractor.ts";

type Message = ChatMessage.Implementation;

const recordOf = (actor: Actor.Implementation | null, messageId: string): DamageRecord | null => readRecord(cardRecordOf(actor, LOG_FLAG, messageId));

/** The card's Ensnare effect on the target is still there. */
function ensnaredBy(actor: Actor.Implementation | null, record: DamageRecord | null): boolean {
  return !!actor && (record?.effects ?? []).some((e) => e.source === "ensnare" && actor.effects.has(e.id));
}

/** The acts part of the card's context, formatted for this viewer. */
export function actsContext(card: AttackCardRead, flag: AttackFlag, roll: AttackRoll, targets: readonly TargetInput[]) {
  const id = card.messageId;
  const result = resolveFromFlag(roll, flag);
  const allow = attackAllowance(roll, result, targets.map((t) => t.record), spendCostsOf(flag, card.spendLog));
  const attacker = card.attacker;
  const item = card.weapon;
  const actTargets: ActTarget[] = targets.map((t, i) => {
    const actor = card.targets[i]?.actor ?? null;
    return {
      ...t, ensnared: ensnaredBy(actor, t.record), silhouette: actor ? silhouetteOf(actorView(actor)) : 1,
      type: (actor?.type as string | undefined) ?? "", tractored: heldBy(actor, t.record).length > 0,
    };
  });
  const acts = buildActs({
    messageId: id, roll, result, allow, targets: actTargets,
    viewer: { isGM: game.user?.isGM === true, ownsAttacker: game.user?.isGM === true || attacker?.isOwner === true },
    weapon: { ranged: !isMeleeSkill(flag.weapon.skill), improvised: isImprovised(item), use: weaponUseOf(item) },
    guidedRolled: card.spendLog?.guided === true,
    qualities: flag.weapon.qualities, vehicleTable: spendScaleOf(flag) === "vehicle",
  });
  return formatActs(acts, shellI18n);
}

/** One act button, after the card's own trust checks, on the card as the click read it (readAttackCard). */
export async function runAct(message: Message, card: AttackCardRead, flag: AttackFlag, roll: AttackRoll, action: ActAction, uuid: string, act = ""): Promise<void> {
  const id = card.messageId;
  if (action === "eoteOutOfAmmo" || action === "eoteBreakWeapon" || action === "eoteWeaponUndo") return weaponAct(card, flag, roll, action);
  const index = flag.targetUuids.indexOf(uuid);
  if (index < 0) return;
  const actor = cardTarget(card, uuid)?.actor ?? null;
  if (action === "eoteGuided") return rollGuided(message, card, flag, roll, actor);
  if (!actor || !canActOn(actor)) return warnKey("EOTE.Combat.Notice.NotAllowed");
  const records = cardRecords(card);
  const result = resolveFromFlag(roll, flag);
  const rightsInput = { result, allow: attackAllowance(roll, result, records, spendCostsOf(flag, card.spendLog)), targets: records.map((record) => ({ record })) as never };
  // The target's record now (no await until the write below): an action another GM's click applied
  // meanwhile is not applied again (module/chat/card-action.ts).
  const record = recordOf(actor, id);
  if (hasAct(record?.acts, act)) return;
  if (action === "eoteBlast") {
    if (!blastRights(rightsInput)[index]) return warnKey("EOTE.Combat.Act.Notice.NoBlast");
    const rating = result.qualities.find((q) => q.key === "blast")?.rating ?? 0;
    const view = actorView(actor);
    const target = damageTargetOf(view);
    // The rating as damage with the weapon's own damage rules (Pierce, Breach, Stun Damage), soak as usual.
    const hit = hitFor({ damage: blastHit(rating, flag.scale).damage }, flag.weapon, { scale: flag.scale, stunSetting: flag.stunSetting });
    const applied = applyToTarget(view.type, target, hit, id, record, "quality", act);
    const next: DamageRecord = { ...applied.record, blast: 1 };
    await writeWithIncapacitation(actor, id, next, incapacitationStatus(target.kind, applied.result), { ...applied.update, [recordPath(id)]: next });
    return;
  }
  if (action === "eoteBurn") {
    if (!burnRights(rightsInput)[index]) return warnKey("EOTE.Combat.Act.Notice.NoBurn");
    const rating = result.qualities.find((q) => q.key === "burn")?.rating ?? 0;
    await applyBurn(actor, flag, id, record, result.baseDamage, rating, act);
    return;
  }
  if (action === "eoteSunder") {
    if (!sunderRights(rightsInput)[index]) return warnKey("EOTE.Combat.Act.Notice.NoSunder");
    // The target's equipped weapon takes the step (seed 002 ITEM QUALITIES); without one the card keeps the
    // count only, for the item the table says. Record first, naming the condition set, then the weapon.
    const item = equippedWeapon(actor);
    const from = item ? conditionOf(item) : null;
    const to = from ? worsenCondition(from) : null;
    if (item && !to) return warnKey("EOTE.Combat.Act.Notice.SunderMajor");
    const base = record ?? emptyRecord();
    // One card damages one weapon: its Undo knows one condition to put back.
    if (base.sunderWeapon && base.sunderWeapon.itemId !== item?.id) return warnKey("EOTE.Combat.Act.Notice.NoSunder");
    const steps = (record?.sunder ?? 0) + 1;
    const sundered = item && to ? { sunderWeapon: { itemId: item.id ?? "", before: base.sunderWeapon?.before ?? from!, after: to } } : {};
    await updatePaths(actor, { [recordPath(id)]: { ...base, sunder: steps, ...sundered, ...(act ? { acts: withAct(base.acts, act) } : {}) } });
    if (item && to) await item.update({ "system.condition": to } as never);
    const name = escapeText(tokenName(actor, flag.targetTokenUuids?.[index]));
    await createFollowUp({
      content: `<p class="eote-status">${format("EOTE.Combat.Act.SunderAnnounce", { name, step: localize(`EOTE.Combat.Act.Step.${to ?? sunderedTo(steps)}`) })}</p>`,
      speaker: speakerFor(actor, flag.targetTokenUuids?.[index] ?? ""),
    }, id);
    return;
  }
  if (action === "eoteEscape") return escapeCheck(actor, flag, id, record, index);
  if (action === "eoteTractor") return holdInTractor(actor, flag, id, record, result.hit);
  if (action === "eoteTractorEscape") return tractorEscape(actor, flag, id, record);
}

/** Guided: the attacker's owner rolls the guided attack (its rating in ability dice, silhouette 0 against the target). */
async function rollGuided(message: Message, card: AttackCardRead, flag: AttackFlag, roll: AttackRoll, first: Actor.Implementation | null): Promise<void> {
  const attacker = card.attacker;
  if (!attacker || !(game.user?.isGM === true || attacker.isOwner)) return warnKey("EOTE.Combat.Notice.NotAllowed");
  const result = resolveFromFlag(roll, flag);
  const id = card.messageId;
  const records = cardRecords(card);
  // Read from the attacker again when the dialog's roll lands: the log may have changed meanwhile.
  const rolled = () => spendLogOf(attacker, id)?.guided === true;
  if (!guidedRight({ result, allow: attackAllowance(roll, result, records, spendCostsOf(flag, card.spendLog)), targets: records.map((record) => ({ record })) as never, guidedRolled: rolled() })) {
    return warnKey("EOTE.Combat.Act.Notice.NoGuided");
  }
  const rating = result.qualities.find((q) => q.key === "guided")?.rating ?? 0;
  const silhouette = first ? silhouetteOf(actorView(first)) : 1;
  const { pool } = guidedPool(rating, silhouette);
  // The guided attack is an attack like any other on the first target: its own card deals the damage.
  const guided: AttackFlag = { ...flag, targetUuids: flag.targetUuids.slice(0, 1), targetTokenUuids: (flag.targetTokenUuids ?? []).slice(0, 1), autoFire: false };
  await openDicePoolDialog({
    title: format("EOTE.Combat.Act.GuidedTitle", { weapon: flag.weaponName }),
    pool, actor: attacker,
    notes: [format("EOTE.Combat.Act.GuidedNote", { rating, silhouette })],
    flags: { attack: guided },
    privateFlags: { attack: privateAttackFlag(guided) },
    privateTitle: localize(`EOTE.Skill.${flag.weapon.skill}`),
    // A follow-up keeps the roll mode of the roll it follows: a hidden attack's guided attack is hidden too.
    rollMode: rollModeOf(message as unknown as VisibleMessage),
    // Paid once rolled (a dialog closed without rolling costs nothing), on the attacker beside the card's spends.
    onRolled: async () => {
      if (!rolled()) await updatePaths(attacker, { [spendLogPath(id)]: { ...(spendLogOf(attacker, id) ?? { change: null, entries: [] }), guided: true } });
    },
  });
}

/** Ensnare: the target's Hard Athletics check (seed 002 ENSNARE); a success ends this card's immobilization. */
async function escapeCheck(actor: Actor.Implementation, flag: AttackFlag, messageId: string, record: DamageRecord | null, index: number): Promise<void> {
  const effects = (record?.effects ?? []).filter((e) => e.source === "ensnare" && actor.effects.has(e.id));
  if (effects.length === 0) return warnKey("EOTE.Combat.Act.Notice.NotEnsnared");
  const pool = actor.checkPool(ESCAPE_SKILL);
  pool.difficulty += ESCAPE_DIFFICULTY;
  const options: NarrativeRollOptions = {
    title: localize("EOTE.Combat.Act.EscapeTitle"), ...(pool.symbols ? { symbols: pool.symbols } : {}),
  };
  const check = foundry.dice.Roll.create(formatPool(pool, "formula"), {}, options as Roll.Options) as unknown as NarrativeRoll;
  await check.evaluate();
  const free = escapes({ succeeded: check.outcome?.succeeded === true });
  const tokenUuid = flag.targetTokenUuids?.[index] ?? "";
  const name = escapeText(tokenName(actor, tokenUuid));
  await postFollowUpRoll(check as unknown as Roll, {
    content: `<p class="eote-status">${format(free ? "EOTE.Combat.Act.Escaped" : "EOTE.Combat.Act.StillEnsnared", { name })}</p>`,
    speaker: speakerFor(actor, tokenUuid),
  }, messageId);
  if (free) await removeEffects(actor, effects.map((e) => e.id));
}

/** The GM's threat or despair on the weapon, and its undo: flags on the weapon naming this card. */
async function weaponAct(card: AttackCardRead, flag: AttackFlag, roll: AttackRoll, action: ActAction): Promise<void> {
  if (game.user?.isGM !== true) return warnKey("EOTE.Combat.Act.Notice.GMOnly");
  const item = card.weapon;
  if (!item) return;
  const id = card.messageId;
  const use = weaponUseOf(item);
  const result = resolveFromFlag(roll, flag);
  const attacker = card.attacker;
  const acts = buildActs({
    messageId: id, roll, result, allow: attackAllowance(roll, result, []), targets: [],
    viewer: { isGM: true, ownsAttacker: true },
    weapon: { ranged: !isMeleeSkill(flag.weapon.skill), improvised: isImprovised(item), use }, vehicleTable: spendScaleOf(flag) === "vehicle",
  });
  const offered = new Set(acts.flatMap((a) => a.items.flatMap((i) => i.buttons.map((b) => b.action))));
  if (!offered.has(action)) return warnKey("EOTE.Combat.Act.Notice.NotOffered");
  // Out of ammunition is bought with a despair the GM's spending rows may already have taken.
  if (action === "eoteOutOfAmmo" && despairLeftFor(flag, roll, card.spendLog) < 1) return warnKey("EOTE.Combat.Spend.Refused.ThreatBudget");
  if (action === "eoteWeaponUndo") {
    // Only what this card did, and only while it is still so: a reload since then is left alone.
    await writeUse(item, { ...use, outOfAmmo: use.outOfAmmo === id ? null : use.outOfAmmo, broken: use.broken === id ? null : use.broken });
    return;
  }
  await writeUse(item, action === "eoteOutOfAmmo" ? { ...use, outOfAmmo: id } : { ...use, broken: id });
  const key = action === "eoteOutOfAmmo" ? "EOTE.Combat.Act.OutOfAmmoAnnounce" : "EOTE.Combat.Act.BrokenAnnounce";
  await createFollowUp({
    content: `<p class="eote-status">${format(key, { actor: escapeText(attacker ? tokenName(attacker) : ""), weapon: escapeText(item.name) })}</p>`,
    ...(attacker ? { speaker: speakerFor(attacker) } : {}),
  }, id);
}
