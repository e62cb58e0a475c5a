/**
 * The attack button, Foundry side: reads the attacker, weapon and the user's targeted tokens once
 * (actions/setup.ts), asks for the range band and maneuvers (form.ts), plans the pool and notes from the
 * rules (plan-model.ts), and opens the dice dialog with them, flagged so the chat card can resolve the
 * attack. No target still opens the dialog, without target modifiers. Errors (out of range, Gunnery while
 * engaged...) become localised notices.
 */
import { openDicePoolDialog } from "../../applications/dice-dialog/index.ts";
import { checkModifiersOf } from "../../applications/dice-dialog/modifier-sources.ts";
import { notifyError } from "../../foundry/notify.ts";
import { format, localize, noteText } from "../../foundry/localize.ts";
import { defaultChoices, type AttackChoices } from "./options-model.ts";
import { planAttack, privateAttackFlag, type AttackPlan } from "./plan-model.ts";
import { readyWeapon } from "./actions/weapon-use.ts";
import { planInput, readAttackSetup, type AttackRequest, type AttackSetup } from "./actions/setup.ts";
import { promptChoices } from "./form.ts";
import { addFearPenalty } from "../../foundry/fear-effects.ts";
import { addDice, upgrade } from "../../dice/index.ts";
import { hasQuality } from "../../rules/gear/qualities.ts";
import { maneuverAttackUpgrades, spoofAgainst } from "../../foundry/vessel-effects.ts";
import { withOnceEffects } from "../../foundry/once-effects.ts";

export type { AttackRequest } from "./actions/setup.ts";

/** Attack with `item` (a weapon owned by `actor`); resolves once the dialog is rolled or closed. */
export async function attackWith(actor: Actor.Implementation, item: Item.Implementation, request: AttackRequest = {}): Promise<void> {
  try {
    if ((item.type as string) !== "weapon") return;
    const setup = await readAttackSetup(actor, item, request);
    const choices = request.prompt === false
      ? { ...defaultChoices(setup.weapon, setup.context), ...request.choices }
      : await promptChoices(setup.weapon, setup.title, setup.context);
    if (!choices) return;
    const plan = planAttack(planInput(setup, choices));
    // Reload if chosen, then refuse a weapon that may not fire (module/rules/gear/weapon-use.ts); after the plan,
    // so an attack the rules refuse (out of range, outside the arcs) spends no reload.
    await readyWeapon(item, choices);
    await rollAttack(setup, plan, choices);
  } catch (err) {
    notifyError(err);
  }
}

/** Opens the dice dialog with the plan's pool and notes, and what the vessels' maneuvers and actions and the roller's fear add. */
async function rollAttack(setup: AttackSetup, plan: AttackPlan, choices: AttackChoices): Promise<void> {
  const { actor, weapon, targets, title } = setup;
  const gunner = setup.crew?.gunner ?? null;
  const notes = plan.notes.map(noteText);
  // Evasive Action and Stay on Target of the firing vessel and of the target's (seed 002 STARSHIP MANEUVERS).
  const maneuvers = maneuverAttackUpgrades(actor, targets[0]?.actor);
  notes.push(...maneuvers.notes.map(noteText));
  // The one rolling's fear penalties count on an attack as on any check (seed 002 FEAR).
  let pool = upgrade(upgrade(plan.pool, "ability", maneuvers.ability), "difficulty", maneuvers.difficulty);
  // Spoof Missiles on the target vehicle: defence against a Guided weapon, as setback dice within the
  // defence cap of the zone struck (seed 002 STARSHIP ACTIONS, GUIDED "Spoofing").
  const spoof = spoofAgainst(hasQuality(weapon.qualities, "guided"), targets[0]?.actor, choices.targetZone ?? "fore");
  pool = addDice(pool, "setback", spoof.setback);
  notes.push(...spoof.notes);
  addFearPenalty(gunner ?? actor, pool, notes, format);
  // A crew member firing also gets the vehicle's check modifiers (Fire Discipline), used up as they say.
  await openDicePoolDialog(withOnceEffects({
    title, pool, actor: gunner ?? actor,
    notes,
    flags: { attack: plan.flag },
    // Talents' and gear's dice on checks of this weapon's skill (or on combat checks).
    modifiers: [...checkModifiersOf(gunner ?? actor, weapon.skill), ...(gunner ? checkModifiersOf(actor, weapon.skill) : [])],
    privateTitle: localize(`EOTE.Skill.${weapon.skill}`),
    // Seen by every client when the roll is not public: ids only, names are read when the card renders.
    privateFlags: { attack: privateAttackFlag(plan.flag) },
  }, gunner ? actor : null, weapon.skill));
}
