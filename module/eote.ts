/**
 * Entry point of the eote system. It only wires areas together: each area registers itself,
 * and the rules live in module/dice and module/rules.
 */
import { SYSTEM_ID, TEMPLATE_PATHS } from "./system/config.ts";
import { registerSettings } from "./system/settings.ts";
import { registerGmRecords } from "./foundry/gm-records.ts";
import { registerRoll } from "./roll/index.ts";
import { registerDocuments } from "./documents/index.ts";
import { registerChatMessage } from "./chat/message.ts";
import { registerApplications } from "./applications/index.ts";
import { registerStatusEffects } from "./foundry/statuses.ts";
import { registerEffectExpiry } from "./foundry/effects.ts";
import { register as registerTurns } from "./features/turns/index.ts";
import * as attack from "./features/attack/index.ts";
import * as medicine from "./features/medicine/index.ts";
import * as critical from "./features/critical/index.ts";
import * as vehicleRepair from "./features/vehicle-repair/index.ts";
import { register as registerTravel } from "./features/travel/index.ts";
import { register as registerCrew } from "./features/crew/index.ts";
import * as hazards from "./features/hazards/index.ts";
import { register as registerChase } from "./features/chase/index.ts";
import { register as registerChecks } from "./features/contests/index.ts";
import { register as registerForce } from "./features/force/index.ts";
import { register as registerMorality } from "./features/morality/index.ts";
import { register as registerObligation } from "./features/obligation/index.ts";
import { register as registerFear } from "./features/fear/index.ts";
import { register as registerTrade } from "./features/trade/index.ts";
import { register as registerRulesReference } from "./features/rules-reference/index.ts";
import { register as registerGear } from "./features/gear-repair/index.ts";
import { register as registerImporters } from "./features/importers/index.ts";
import { register as registerSelfTest } from "./features/self-test/index.ts";
import { register as registerDestiny } from "./features/destiny/index.ts";
import { register as registerParty } from "./features/party/index.ts";
import { register as registerCreation } from "./features/creation/index.ts";
import { register as registerTours } from "./features/tours/index.ts";
import { register as registerCompendiumBrowser } from "./features/compendium-browser/index.ts";
import { register as registerMacros } from "./features/macros/index.ts";
import { register as registerAdvancement } from "./features/advancement/index.ts";
import { register as registerItemPiles } from "./features/item-piles/index.ts";
import { register as registerActionHud } from "./features/action-hud/index.ts";
import { register as registerRangeRuler } from "./features/range-ruler/index.ts";
import { register as registerBabele } from "./features/babele/index.ts";
import { runMigrations } from "./migrations/index.ts";
import { registerCombatApi } from "./foundry/api.ts";

/** Every area's register, in the order init runs them: the shell's kits, then each feature (hooks, cards, tools, its API). */
const REGISTERS: readonly (() => void)[] = [
  registerSettings, registerGmRecords, registerRoll, registerDestiny, registerDocuments, registerChatMessage, registerApplications,
  // Combat: statuses, turns, the cards (attack, medicine, critical treatment, repairs, travel, starship actions), tools, game.system.api.combat.
  registerStatusEffects, registerTurns, attack.register, medicine.register,
  critical.register, vehicleRepair.register, registerTravel, registerCrew, registerEffectExpiry, hazards.register,
  registerChase, registerCombatApi,
  registerChecks, registerForce, registerMorality, registerObligation, registerFear, registerTrade, registerRulesReference, registerGear,
  registerImporters, registerSelfTest, registerParty, registerAdvancement, registerCreation, registerTours,
  registerCompendiumBrowser, registerMacros,
  // Modules the system knows, each only when it is active (Item Piles, Token Action HUD, Babele); range bands on the ruler.
  registerItemPiles, registerActionHud, registerRangeRuler, registerBabele,
];

Hooks.once("init", () => {
  console.log(`${SYSTEM_ID} | Initialising the Edge of the Empire system`);
  for (const register of REGISTERS) register();
  void foundry.applications.handlebars.loadTemplates([...TEMPLATE_PATHS]);
});

Hooks.once("ready", () => {
  console.log(`${SYSTEM_ID} | Ready`);
  runMigrations();
});
