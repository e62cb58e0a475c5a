/**
 * Foundry side of the narrative dice: dice terms, NarrativeRoll and its chat card, symbols,
 * the text enricher, Dice So Nice presets, and the Destiny pool in the dice API (the pool itself is
 * module/features/destiny, registered there). What users and other areas get:
 * - `/r 2da+1dp+2di+1dc`, `[[2da]]`, `[[/r 3da]]`, `/gmr`, `/br`, `/sr` with letters a p b i c s f
 *   (module/roll/formula.ts), `new Roll("2da")`, `Roll.create`, `Roll.fromData`: all NarrativeRolls
 *   (module/roll/routing.ts); core formulas (`/r 1d20+3`) stay core Rolls; `dc`/`df` now mean
 *   challenge/force, not coin/Fate.
 * - `/pool` or `/pool 2da 1di` opens the dice pool dialog with no actor; macros use
 *   `game.system.api.dice.openDicePoolDialog({ title, pool })`; sheets import openDicePoolDialog.
 * - Handlebars helpers `{{eoteSymbol "success"}}` and `{{eoteDie "ability"}}` anywhere.
 * - Text: `[eote:2success threat ability]` in journals, items and chat (module/roll/enricher.ts).
 */
import { DIE_LETTERS, DIE_TYPES } from "../dice/types.ts";
import { localize, shellI18n } from "../foundry/localize.ts";
import { exposeApi } from "../foundry/api.ts";
import { noteHelper, numberHelper, pluralHelper } from "../system/i18n.ts";
import { NARRATIVE_TERMS } from "./terms.ts";
import { NarrativeRoll } from "./narrative-roll.ts";
import { checkChatFormula, registerRouting } from "./routing.ts";
import { symbolHelpers } from "./symbols.ts";
import { ENRICHER_PATTERN, enrichedHtml, parseEnricherText } from "./enricher.ts";
import type { Dice3D } from "./dsn.ts";
import { api as destinyApi } from "../features/destiny/index.ts";
import { rollPool } from "../applications/dice-dialog/roll-pool.ts";
import { registerDiceSoNice } from "./dsn.ts";
import { chatCommandPool } from "./chat-command.ts";
import { notifyError } from "../foundry/notify.ts";
import { openDicePoolDialog } from "../applications/dice-dialog/index.ts";

export { NarrativeRoll } from "./narrative-roll.ts";


function registerTerms(): void {
  for (const die of DIE_TYPES) CONFIG.Dice.terms[DIE_LETTERS[die]] = NARRATIVE_TERMS[die];
  // Listed (not first) so Roll.fromData finds NarrativeRoll by class name; routing.ts picks it for
  // narrative formulas on every path and leaves core's Roll for the others.
  CONFIG.Dice.rolls.push(NarrativeRoll as unknown as typeof Roll);
  // Every way into a narrative roll builds a NarrativeRoll; a roll with narrative dice that some path
  // built as another class is stored as one (preCreateChatMessage) and loads as one (Roll.fromData).
  registerRouting();
}

function registerHelpers(): void {
  const helpers = symbolHelpers(localize);
  Handlebars.registerHelper("eoteSymbol", (id: unknown) => new Handlebars.SafeString(helpers.eoteSymbol(id)));
  Handlebars.registerHelper("eoteDie", (id: unknown) => new Handlebars.SafeString(helpers.eoteDie(id)));
  // shellI18n reads game.i18n at render time: its translations and language are set after init.
  Handlebars.registerHelper("eotePlural", pluralHelper(shellI18n));
  Handlebars.registerHelper("eoteNote", noteHelper(shellI18n));
  Handlebars.registerHelper("eoteNumber", numberHelper(shellI18n));
}

function registerEnricher(): void {
  CONFIG.TextEditor.enrichers.push({
    pattern: ENRICHER_PATTERN,
    enricher: async (match: RegExpMatchArray) => {
      const tokens = parseEnricherText(match[1] ?? "");
      if (!tokens) return null;
      const span = document.createElement("span");
      span.classList.add("eote-enriched");
      span.innerHTML = enrichedHtml(tokens, symbolHelpers(localize));
      return span;
    },
  });
}

/** For macros and modules: `game.system.api.dice.openDicePoolDialog({ title, pool })`. */
function exposeDiceApi(): void {
  exposeApi("dice", { openDicePoolDialog, rollPool, NarrativeRoll, flipDestiny: destinyApi.requestFlip, formDestinyPool: destinyApi.formDestinyPool, setDestinyPool: destinyApi.setDestinyPool, openDestinyPool: destinyApi.openDestinyPool });
}

export function registerRoll(): void {
  registerTerms();
  exposeDiceApi();
  registerHelpers();
  registerEnricher();
  // Returning false cancels the message: a bad narrative formula only gets a notice, `/pool` opens the dialog.
  Hooks.on("chatMessage", (_log: unknown, message: string) => chatCommandPool(message) && checkChatFormula(message));
  // Dice So Nice is optional and untyped here: its hook name is not in the League's hook table.
  // Its presets are registered in a world that runs it, when it says it is ready.
  (Hooks.once as (hook: string, fn: (dice3d: Dice3D) => void) => number)("diceSoNiceReady", (dice3d) => {
    try {
      registerDiceSoNice(dice3d, localize);
    } catch (error) {
      notifyError(error);
    }
  });
}
