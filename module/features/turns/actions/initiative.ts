/**
 * Initiative in Foundry (seed 001 Step 1, seed 002 INITIATIVE): each combatant rolls a Simple
 * Cool check (prepared) or Vigilance check (surprised) as a NarrativeRoll — chosen per combatant, by its
 * owner or the GM, with the world setting as the default — and its initiative is initiativeScore
 * (module/rules/combat/initiative.ts), so Foundry's numeric sort orders successes, then advantage, then player
 * characters before NPCs. The check's triumph and despair are kept on the combatant for its first turn
 * (seed 002 INITIATIVE; module/rules/combat/turn.ts). The order is then a list of PC and NPC slots
 * (module/features/turns/actions/slots.ts).
 */
import { SYSTEM_ID } from "../../../system/config.ts";
import { formatPool, poolSize } from "../../../dice/index.ts";
import type { Pool } from "../../../dice/types.ts";
import { initiativeScore, type InitiativeSkill } from "../../../rules/combat/initiative.ts";
import { hasNarrativeTerms } from "../../../roll/formula.ts";
import { NarrativeRoll, type NarrativeRollOptions } from "../../../roll/narrative-roll.ts";
import { format, localize } from "../../../foundry/localize.ts";
import { asCombat } from "./combat-view.ts";
import { roundIsOver } from "./slots.ts";

declare global {
  interface SettingConfig {
    "eote.initiativeSkill": InitiativeSkill;
  }
}

export function initiativeSkillSetting(): InitiativeSkill {
  const value = game.settings?.get(SYSTEM_ID, "initiativeSkill");
  return value === "vigilance" ? "vigilance" : "cool";
}

/** The check this combatant rolls: its own choice when one was made, else the world's default. */
export function combatantInitiativeSkill(combatant: { getFlag?(scope: string, key: string): unknown } | null | undefined): InitiativeSkill {
  const chosen = combatant?.getFlag?.(SYSTEM_ID, "initiativeSkill");
  return chosen === "cool" || chosen === "vigilance" ? chosen : initiativeSkillSetting();
}

/**
 * Sets the check `combatant` rolls for initiative. Its owner or the GM may (a combatant's owner may write
 * its flags); false with a notice otherwise.
 */
export async function chooseInitiativeSkill(
  combatant: { isOwner: boolean; update(changes: Record<string, unknown>): Promise<unknown> },
  skill: string,
): Promise<boolean> {
  if (skill !== "cool" && skill !== "vigilance") return false;
  if (!combatant.isOwner && game.user?.isGM !== true) {
    ui.notifications?.warn(localize("EOTE.Combat.Initiative.Refused.notOwner"));
    return false;
  }
  await combatant.update({ [`flags.${SYSTEM_ID}.initiativeSkill`]: skill });
  return true;
}

interface RollingActor {
  type: string;
  checkPool?(skill: string): Pool;
}

/** Roll options an initiative check keeps (they survive the roll's JSON). */
interface InitiativeRollOptions extends NarrativeRollOptions {
  /** Player characters win a full tie (seed 002 INITIATIVE). */
  playerCharacter?: boolean;
}

/**
 * The initiative check as a roll whose total is the tracker value (initiativeScore): core's
 * Combatant#rollInitiative and Combat#rollInitiative, and modules or macros that read
 * `getInitiativeRoll().total`, then order by successes, advantage, then PCs. Narrative dice alone
 * total 0, so a plain NarrativeRoll would tie everyone. Built on first use (it extends Foundry's Roll).
 */
function defineInitiativeRoll() {
  return class InitiativeRoll extends NarrativeRoll {
    override get total(): number | undefined {
      const outcome = this.outcome;
      if (!outcome) return undefined;
      const playerCharacter = (this.options as InitiativeRollOptions).playerCharacter === true;
      return initiativeScore({ netSuccess: outcome.netSuccess, netAdvantage: outcome.netAdvantage, playerCharacter });
    }
  };
}

let rollClass: ReturnType<typeof defineInitiativeRoll> | null = null;

export function initiativeRollClass(): ReturnType<typeof defineInitiativeRoll> {
  return (rollClass ??= defineInitiativeRoll());
}

/**
 * One combatant's initiative check, not yet evaluated: the actor's Cool or Vigilance pool, or
 * `formula` when one with narrative dice is given. Null when there are no dice to roll (a vehicle).
 */
export function initiativeRoll(actor: RollingActor | null | undefined, skill: InitiativeSkill, formula?: string): NarrativeRoll | null {
  const pool = formula ? null : actor?.checkPool?.(skill);
  const text = formula || (pool && poolSize(pool) > 0 ? formatPool(pool, "formula") : "");
  if (!text || !hasNarrativeTerms(text)) return null;
  const options: InitiativeRollOptions = {
    title: format("EOTE.Combat.Initiative.Title", { skill: localize(`EOTE.Skill.${skill}`) }),
    ...(pool?.symbols ? { symbols: pool.symbols } : {}),
    playerCharacter: actor?.type === "character",
  };
  return new (initiativeRollClass())(text, {}, options as Roll.Options);
}

/** One combatant's check, evaluated, and the score it gives; null when it has no pool (vehicles). */
export async function rollInitiativeFor(actor: RollingActor, skill: InitiativeSkill): Promise<{ roll: NarrativeRoll; score: number } | null> {
  const roll = initiativeRoll(actor, skill);
  if (!roll) return null;
  await roll.evaluate();
  return roll.total === undefined ? null : { roll, score: roll.total };
}

/**
 * Combatant (foundry.documents.Combatant, what CONFIG.Combatant.documentClass defaults to) with the
 * narrative initiative check. Core builds the roll from
 * `CONFIG.Combat.initiative.formula || game.system.initiative`, which a pool cannot be written as:
 * with neither set, `getInitiativeRoll` and `rollInitiative` parse the string "undefined" and fail.
 * A core (non-narrative) formula passed in explicitly still rolls as core does.
 */
function defineCombatant() {
  return class EoteCombatant extends foundry.documents.Combatant {
    /** The actor's pool for the world's initiative skill as a formula; "0" when it has none (a vehicle). */
    override _getInitiativeFormula(): string {
      const roll = initiativeRoll(this.actor as unknown as RollingActor | null, combatantInitiativeSkill(this as never));
      return roll?.formula ?? "0";
    }

    override getInitiativeRoll(formula?: string): Roll {
      if (formula && !hasNarrativeTerms(formula)) return super.getInitiativeRoll(formula);
      const roll = initiativeRoll(this.actor as unknown as RollingActor | null, combatantInitiativeSkill(this as never), formula);
      return (roll as unknown as Roll | null) ?? super.getInitiativeRoll("0");
    }
  };
}

let combatantClass: ReturnType<typeof defineCombatant> | null = null;

export function eoteCombatantClass(): ReturnType<typeof defineCombatant> {
  return (combatantClass ??= defineCombatant());
}

type RollInitiativeOptions = { formula?: string | null; updateTurn?: boolean; messageOptions?: Record<string, unknown> };

/** Combat with narrative initiative; built on first use so importing this file needs no Foundry class. */
function defineCombat() {
  return class EoteCombat extends Combat {
    override async rollInitiative(ids: string | string[], options: RollInitiativeOptions = {}): Promise<this> {
      const current = this.combatant?.id ?? null;
      const updates: Record<string, unknown>[] = [];
      for (const id of typeof ids === "string" ? [ids] : ids) {
        const combatant = this.combatants.get(id);
        const actor = combatant?.actor as unknown as RollingActor | null | undefined;
        if (!combatant || !actor) continue;
        const skill = combatantInitiativeSkill(combatant as never);
        const formula = options.formula ?? undefined;
        // A core formula passed in rolls as core does; otherwise the narrative check.
        const roll = formula && !hasNarrativeTerms(formula)
          ? combatant.getInitiativeRoll(formula)
          : initiativeRoll(actor, skill, formula) as unknown as Roll | null;
        if (!roll) continue;
        await roll.evaluate();
        if (roll.total === undefined) continue;
        const outcome = (roll as unknown as Partial<NarrativeRoll>).outcome;
        updates.push({
          _id: id, initiative: roll.total,
          // Triumph and despair change the first round's maneuvers (seed 002 INITIATIVE).
          [`flags.${SYSTEM_ID}.initiativeRoll`]: { skill, triumph: outcome?.triumph ?? 0, despair: outcome?.despair ?? 0 },
        });
        const speaker = ChatMessage.getSpeaker({ actor: combatant.actor, token: combatant.token } as never);
        // Hidden combatants roll privately, as core does.
        const rollMode = combatant.hidden ? "gmroll" : undefined;
        await roll.toMessage(
          { speaker, flags: { eote: { check: { initiative: skill } } }, ...options.messageOptions } as never,
          (rollMode ? { rollMode } : {}) as never,
        );
      }
      if (updates.length) await this.updateEmbeddedDocuments("Combatant", updates as never);
      // As core: the combatant whose turn it was keeps the turn after the order changes.
      if (options.updateTurn !== false && current) {
        const turn = this.turns.findIndex((c) => c.id === current);
        if (turn >= 0 && turn !== this.turn) await this.update({ turn } as never);
      }
      return this;
    }

    /** Past the last slot anyone can still fill, the next turn is the next round (seed 001 Step 3). */
    override async nextTurn(): Promise<this> {
      if (roundIsOver(asCombat(this))) return this.nextRound();
      return super.nextTurn();
    }
  };
}

let combatClass: ReturnType<typeof defineCombat> | null = null;

export function eoteCombatClass(): ReturnType<typeof defineCombat> {
  return (combatClass ??= defineCombat());
}

export function registerInitiative(): void {
  game.settings.register(SYSTEM_ID, "initiativeSkill", {
    name: "EOTE.Combat.Initiative.Setting",
    hint: "EOTE.Combat.Initiative.SettingHint",
    scope: "world",
    config: true,
    type: String,
    choices: { cool: "EOTE.Skill.cool", vigilance: "EOTE.Skill.vigilance" },
    default: "cool",
  } as never); // The League types cannot narrow a String setting to our two choices.
  CONFIG.Combat.documentClass = eoteCombatClass() as unknown as typeof CONFIG.Combat.documentClass;
  CONFIG.Combatant.documentClass = eoteCombatantClass() as unknown as typeof CONFIG.Combatant.documentClass;
  // Found again by class name when a roll is rebuilt from its data.
  CONFIG.Dice.rolls.push(initiativeRollClass() as unknown as typeof Roll);
  // Shown with three decimals: "3.021" is 3 successes, 02 advantage, 1 for a player character.
  // No formula: a pool depends on the actor, so EoteCombatant builds each roll (its
  // _getInitiativeFormula gives the actor's pool) and EoteCombat rolls them.
  CONFIG.Combat.initiative = { formula: null, decimals: 3 } as unknown as typeof CONFIG.Combat.initiative;
}
