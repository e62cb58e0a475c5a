/**
 * Entry point of the eote system. It only wires areas together: each area registers itself,
 * and the rules live in module/dice and module/rules.
 */
import { SYSTEM_ID, TEMPLATE_PATHS } from "./config.ts";
import { registerSettings } from "./settings.ts";
import { registerRoll } from "./roll/index.ts";
import { registerDocuments } from "./documents/index.ts";
import { registerApplications } from "./applications/index.ts";
import { registerCombat } from "./combat/index.ts";
import { registerChecks } from "./checks/index.ts";
import { registerForce } from "./force/index.ts";
import { registerMorality } from "./morality/index.ts";
import { registerObligation } from "./obligation/index.ts";
import { registerFear } from "./fear/index.ts";
import { registerTrade } from "./trade/index.ts";
import { registerRulesReference } from "./rules-reference/index.ts";
import { registerGear } from "./gear/index.ts";
import { registerImporters } from "./features/importers/index.ts";
import { runMigrations } from "./migrations/index.ts";

Hooks.once("init", () => {
  console.log(`${SYSTEM_ID} | Initialising the Edge of the Empire system`);
  registerSettings();
  registerRoll();
  registerDocuments();
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
  void foundry.applications.handlebars.loadTemplates([...TEMPLATE_PATHS]);
});

Hooks.once("ready", () => {
  console.log(`${SYSTEM_ID} | Ready`);
  runMigrations();
});
