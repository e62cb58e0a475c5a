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
import { registerCombat } from "./features/combat-api.ts";
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
import { runMigrations } from "./migrations/index.ts";

Hooks.once("init", () => {
  console.log(`${SYSTEM_ID} | Initialising the Edge of the Empire system`);
  registerSettings();
  registerGmRecords();
  registerRoll();
  registerDocuments();
  registerChatMessage();
  registerApplications();
  registerCombat();
  registerChecks();
  registerForce();
  registerMorality();
  registerObligation();
  registerFear();
  registerTrade();
  registerRulesReference();
  registerGear();
  registerImporters();
  registerSelfTest();
  registerDestinyTracker();
  registerParty();
  registerCreation();
  registerTours();
  registerCompendiumBrowser();
  registerMacros();
  void foundry.applications.handlebars.loadTemplates([...TEMPLATE_PATHS]);
});

Hooks.once("ready", () => {
  console.log(`${SYSTEM_ID} | Ready`);
  runMigrations();
});
