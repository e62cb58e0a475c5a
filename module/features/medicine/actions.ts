/**
 * Recovery in Foundry (rules in module/rules/combat/recovery.ts, seed 002 RECOVERY, STIMPACKS,
 * MEDICINE): end-of-encounter strain recovery, a night's natural rest, stimpacks (uses since the last
 * rest kept in flags.eote.stimpacks; droids get emergency repair patches instead) and the Medicine
 * check (Mechanics for a droid patient), whose card heals (module/features/medicine/card.ts).
 * Macro-callable through game.system.api.combat and the character sheet's buttons.
 */
import { formatPool, poolSize } from "../../dice/index.ts";
import { EoteError } from "../../dice/errors.ts";
import { openDicePoolDialog } from "../../applications/dice-dialog/index.ts";
import { DIFFICULTY_LEVELS } from "../../dice/index.ts";
import {
  heal, medicalDifficulty, naturalRest as restRule, SELF_TREATMENT_PENALTY, strainRecovered,
  STRAIN_RECOVERY_SKILLS, treatmentSkill, woundAid,
} from "../../rules/combat/recovery.ts";
import type { SkillId } from "../../rules/checks/skills.ts";
import type { NarrativeRoll, NarrativeRollOptions } from "../../roll/narrative-roll.ts";
import { notifyError } from "../../foundry/notify.ts";
import { format, localize, plural } from "../../foundry/localize.ts";
import { actorView, escapeText, updatePaths } from "../../foundry/documents.ts";
import { heldStrain } from "../../rules/combat/damage.ts";
import { checkStatusModifiers, isDroidView } from "../../foundry/inputs.ts";
import { createFollowUp, type FollowedMessage } from "../../chat/follow-up.ts";
import { speakerFor, tokenName, tokenUuidField } from "../../chat/token-name.ts";

interface Tracked {
  wounds: { value: number; threshold: number };
  strain?: { value: number; threshold: number };
}

function tracks(actor: Actor.Implementation): Tracked {
  const view = actorView(actor);
  if (view.type === "vehicle") throw new EoteError("EOTE.Combat.Recovery.NotPersonal", "Vehicles are repaired, not healed");
  const system = view.system as Tracked;
  const derived = view.derived as { wounds: { threshold: number }; strain?: { threshold: number } };
  return {
    wounds: { value: system.wounds.value, threshold: derived.wounds.threshold },
    ...(system.strain && derived.strain
      ? { strain: { value: heldStrain(system.strain.value, derived.strain.threshold), threshold: derived.strain.threshold } }
      : {}),
  };
}

/** A recovery line, seen by those who saw the roll it follows; tied to no roll, as the user's roll mode says. */
async function announce(actor: Actor.Implementation, key: string, data: Record<string, string | number>, follows: FollowedMessage = null): Promise<void> {
  await createFollowUp({
    content: `<p class="eote-recovery">${format(key, { actor: escapeText(tokenName(actor)), ...data })}</p>`,
    speaker: speakerFor(actor),
  }, follows);
}

/** End of an encounter: a Simple Cool or Discipline check, one strain back per net success. */
export async function recoverStrain(actor: Actor.Implementation, skill: SkillId = "cool"): Promise<number> {
  try {
    if (!STRAIN_RECOVERY_SKILLS.includes(skill)) throw new EoteError("EOTE.Combat.Recovery.BadSkill", `${skill} cannot recover strain`, { skill });
    const { strain } = tracks(actor);
    if (!strain) throw new EoteError("EOTE.Combat.Recovery.NoStrain", "This actor suffers no strain");
    const pool = actor.checkPool(skill);
    if (poolSize(pool) === 0) return 0;
    const options: NarrativeRollOptions = {
      title: format("EOTE.Combat.Recovery.StrainTitle", { skill: localize(`EOTE.Skill.${skill}`) }),
      ...(pool.symbols ? { symbols: pool.symbols } : {}),
    };
    const roll = foundry.dice.Roll.create(formatPool(pool, "formula"), {}, options as Roll.Options) as unknown as NarrativeRoll;
    await roll.evaluate();
    const message = await roll.toMessage({ speaker: speakerFor(actor), flags: { eote: { check: { recovery: skill } } } } as never) as FollowedMessage;
    const recovered = strainRecovered(roll.outcome?.netSuccess ?? 0, strain.value);
    await updatePaths(actor, { "system.strain.value": strain.value - recovered });
    await announce(actor, "EOTE.Combat.Recovery.StrainRecovered", { strain: recovered }, message);
    return recovered;
  } catch (err) {
    notifyError(err);
    return 0;
  }
}

/** A full night's rest: 1 wound and all strain back; the stimpack count starts again. */
export async function naturalRest(actor: Actor.Implementation): Promise<void> {
  try {
    const t = tracks(actor);
    const after = restRule({ wounds: t.wounds.value, strain: t.strain?.value ?? 0 });
    await updatePaths(actor, {
      "system.wounds.value": after.wounds,
      ...(t.strain ? { "system.strain.value": after.strain } : {}),
      "flags.eote.stimpacks": 0,
    });
    await announce(actor, "EOTE.Combat.Recovery.Rested", { wounds: plural("EOTE.Count.wound", t.wounds.value - after.wounds) });
  } catch (err) {
    notifyError(err);
  }
}

/**
 * A stimpack: 5 wounds, one fewer for each used since the last rest (seed 002 STIMPACKS). Stimpacks do
 * not work on droids (published rule): a droid uses an emergency repair patch instead, 3 wounds, with
 * no count kept (seed 002 EMERGENCY REPAIR PATCH gives none).
 */
export async function useStimpack(actor: Actor.Implementation): Promise<number> {
  try {
    const t = tracks(actor);
    const used = Number(actor.getFlag("eote" as never, "stimpacks" as never) ?? 0) || 0;
    const aid = woundAid(isDroidView(actorView(actor)), used);
    if (aid.wounds === 0) throw new EoteError("EOTE.Combat.Recovery.StimpacksSpent", "Stimpacks heal nothing more until a rest");
    const wounds = heal(t.wounds.value, aid.wounds);
    const stimpack = aid.kind === "stimpack";
    await updatePaths(actor, { "system.wounds.value": wounds, ...(stimpack ? { "flags.eote.stimpacks": used + 1 } : {}) });
    await announce(actor, stimpack ? "EOTE.Combat.Recovery.Stimpack" : "EOTE.Combat.Recovery.RepairPatch", { wounds: plural("EOTE.Count.wound", t.wounds.value - wounds) });
    return t.wounds.value - wounds;
  } catch (err) {
    notifyError(err);
    return 0;
  }
}

/**
 * Opens the dice dialog for `healer`'s Medicine check on `patient` (Mechanics on a droid, seed 002
 * MEDICINE / MECHANICS SKILL): difficulty from the patient's wounds (seed 000 MEDICAL CHECK
 * DIFFICULTY), two harder on oneself (seed 002 MEDICINE). The roll carries the patient's uuid
 * (flags.eote.check.medicine), from which its card offers Heal.
 */
export async function medicineCheck(healer: Actor.Implementation, patient: Actor.Implementation = healer): Promise<void> {
  try {
    const { wounds } = tracks(patient);
    const level = medicalDifficulty(wounds.value, Math.max(1, wounds.threshold));
    const self = healer === patient || healer.uuid === patient.uuid;
    const skill = treatmentSkill(isDroidView(actorView(patient)));
    const names = { healer: tokenName(healer), patient: tokenName(patient) };
    const pool = healer.checkPool(skill);
    pool.difficulty += level + (self ? SELF_TREATMENT_PENALTY : 0);
    const notes = [format("EOTE.Combat.Recovery.MedicineNote", {
      wounds: wounds.value, threshold: wounds.threshold, difficulty: localize(`EOTE.Dice.Difficulty.${DIFFICULTY_LEVELS[level]}`),
    })];
    // Who treats whom, so a healer picked from the user's character or token is never a surprise.
    if (self) {
      notes.push(format("EOTE.Combat.Recovery.SelfHealerNote", { patient: names.patient }));
      notes.push(format("EOTE.Combat.Recovery.SelfNote", { modifier: SELF_TREATMENT_PENALTY }));
    } else notes.push(format("EOTE.Combat.Recovery.HealerNote", names));
    for (const m of checkStatusModifiers(actorView(healer))) notes.push(format(`EOTE.Combat.Note.Own.${m.status}`, { modifier: m.count }));
    await openDicePoolDialog({
      title: format(skill === "mechanics" ? "EOTE.Combat.Recovery.MechanicsTitle" : "EOTE.Combat.Recovery.MedicineTitle", { patient: names.patient }),
      privateTitle: localize(`EOTE.Skill.${skill}`),
      pool, actor: healer, notes, flags: { medicine: { patientUuid: patient.uuid, healerUuid: healer.uuid, ...tokenUuidField("patientTokenUuid", patient) } },
    });
  } catch (err) {
    notifyError(err);
  }
}
