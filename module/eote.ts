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
import { registerInitiative, registerSlots, registerTurnTracker } from "./features/turns/index.ts";
import { registerAttackCard } from "./features/attack/index.ts";
import { registerImmersion, registerMedicineCard } from "./features/medicine/index.ts";
import { registerBreakingUp, registerCriticalTreatment, registerCriticalTreatmentCard } from "./features/critical/index.ts";
import { registerCollisionCard, registerEmergencyCard, registerRepairCard } from "./features/vehicle-repair/index.ts";
import { registerJumpCard, registerPassageCards } from "./features/travel/index.ts";
import { registerManeuverCounter, registerStarshipActionCard } from "./features/crew/index.ts";
import { registerHazards } from "./features/hazards/index.ts";
import { registerChase } from "./features/chase/index.ts";
import { registerCombatApi } from "./features/combat-api.ts";
import { registerChecks } from "./features/contests/index.ts";
import { registerForce } from "./features/force/index.ts";
import { registerMorality } from "./features/morality/index.ts";
import { registerObligation } from "./features/obligation/index.ts";
import { registerFear } from "./features/fear/index.ts";
import { registerTrade } from "./features/trade/index.ts";
import { registerRulesReference } from "./features/rules-reference/index.ts";
import { registerGear } from "./features/gear-repair/index.ts";
import { registerImporters } from "./features/importers/index.ts";
import { registerSelfTest } from "./features/self-test/index.ts";
import { registerDestinyTracker } from "./features/destiny-tracker/index.ts";
import { registerParty } from "./features/party/index.ts";
import { registerCreation } from "./features/creation/index.ts";
import { registerTours } from "./features/tours/index.ts";
import { registerCompendiumBrowser } from "./features/compendium-browser/index.ts";
import { registerMacros } from "./features/macros/index.ts";
import { registerBabele } from "./features/babele/index.ts";
import { runMigrations } from "./migrations/index.ts";

/** Every area's register, in the order init runs them: the shell's kits, then each feature (hooks, cards, tools, its API). */
const REGISTERS: readonly (() => void)[] = [
  registerSettings, registerGmRecords, registerRoll, registerDocuments, registerChatMessage, registerApplications,
  // Combat: statuses, turns, the cards (attack, medicine, critical treatment, repairs, travel, starship actions), tools, game.system.api.combat.
  registerStatusEffects, registerInitiative, registerSlots, registerTurnTracker, registerAttackCard, registerMedicineCard,
  registerCriticalTreatmentCard, registerRepairCard, registerEmergencyCard, registerCollisionCard, registerJumpCard, registerPassageCards,
  registerStarshipActionCard, registerCriticalTreatment, registerEffectExpiry, registerBreakingUp, registerManeuverCounter, registerHazards,
  registerChase, registerImmersion, registerCombatApi,
  registerChecks, registerForce, registerMorality, registerObligation, registerFear, registerTrade, registerRulesReference, registerGear,
  registerImporters, registerSelfTest, registerDestinyTracker, registerParty, registerCreation, registerTours,
  registerCompendiumBrowser, registerMacros, registerBabele,
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
