/**
 * Initiative in Foundry (issue 8; seed 001 Step 1, seed 002 INITIATIVE): each combatant rolls a Simple
 * Cool check (Vigilance when the world setting says the party was caught unaware) as a NarrativeRoll,
 * and its initiative is initiativeScore (module/rules/initiative.ts), so Foundry's numeric sort orders
 * successes, then advantage, then player characters before NPCs.
 */
import { SYSTEM_ID } from "../config.ts";
import { formatPool, poolSize } from "../dice/index.ts";
import { initiativeScore, type InitiativeSkill } from "../rules/initiative.ts";
import type { NarrativeRoll, NarrativeRollOptions } from "../roll/narrative-roll.ts";
import { format, localize } from "./documents.ts";

declare global {
  interface SettingConfig {
    "eote.initiativeSkill": InitiativeSkill;
  }
}

export function initiativeSkillSetting(): InitiativeSkill {
  const value = game.settings?.get(SYSTEM_ID, "initiativeSkill");
  return value === "vigilance" ? "vigilance" : "cool";
}

interface RollingActor {
  type: string;
  checkPool?(skill: string): import("../dice/types.ts").Pool;
}

/** One combatant's check: the NarrativeRoll (evaluated) and the score it gives; null when it has no pool (vehicles). */
export async function rollInitiativeFor(actor: RollingActor, skill: InitiativeSkill): Promise<{ roll: NarrativeRoll; score: number } | null> {
  const pool = actor.checkPool?.(skill);
  if (!pool || poolSize(pool) === 0) return null;
  const options: NarrativeRollOptions = {
    title: format("EOTE.Combat.Initiative.Title", { skill: localize(`EOTE.Skill.${skill}`) }),
    ...(pool.symbols ? { symbols: pool.symbols } : {}),
  };
  const roll = foundry.dice.Roll.create(formatPool(pool, "formula"), {}, options as Roll.Options) as unknown as NarrativeRoll;
  await roll.evaluate();
  const outcome = roll.outcome;
  if (!outcome) return null;
  // Player characters act before NPCs on a full tie (seed 002 INITIATIVE).
  const score = initiativeScore({ netSuccess: outcome.netSuccess, netAdvantage: outcome.netAdvantage, playerCharacter: actor.type === "character" });
  return { roll, score };
}

type RollInitiativeOptions = { updateTurn?: boolean; messageOptions?: Record<string, unknown> };

/** Combat with narrative initiative; built on first use so importing this file needs no Foundry class. */
function defineCombat() {
  return class EoteCombat extends Combat {
    override async rollInitiative(ids: string | string[], options: RollInitiativeOptions = {}): Promise<this> {
      const skill = initiativeSkillSetting();
      const current = this.combatant?.id ?? null;
      const updates: { _id: string; initiative: number }[] = [];
      for (const id of typeof ids === "string" ? [ids] : ids) {
        const combatant = this.combatants.get(id);
        const actor = combatant?.actor as unknown as RollingActor | null | undefined;
        if (!combatant || !actor) continue;
        const rolled = await rollInitiativeFor(actor, skill);
        if (!rolled) continue;
        updates.push({ _id: id, initiative: rolled.score });
        const speaker = ChatMessage.getSpeaker({ actor: combatant.actor, token: combatant.token } as never);
        // Hidden combatants roll privately, as core does.
        const rollMode = combatant.hidden ? "gmroll" : undefined;
        await rolled.roll.toMessage(
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
  // Shown with three decimals: "3.021" is 3 successes, 02 advantage, 1 for a player character.
  // No formula: EoteCombat.rollInitiative builds each pool from the actor instead.
  CONFIG.Combat.initiative = { formula: null, decimals: 3 } as unknown as typeof CONFIG.Combat.initiative;
}
