/**
 * The turns tests' world: the Combat double installed as v13's Combat with the system's classes registered on
 * it, and the loaders of the initiative and slot modules, which register their hooks as eote.ts does.
 */
import { CombatDouble, installCombat } from "../../doubles/combat.ts";

/** The globals a turns test sets and reads, as the doubles make them. */
const g = globalThis as unknown as {
  Combat: unknown;
  CONFIG: { Combat: object; Combatant: object };
  foundry: { documents: { Combatant: unknown }; applications: { handlebars: { renderTemplate(path: string, data: object): Promise<string> } } };
  game: { combat: unknown; settings: { register(...args: unknown[]): void; set(scope: string, key: string, value: unknown): Promise<unknown> } };
};

/** shellSuite's `install` for a combat: the Combat double as core's Combat, and room for the system's classes. */
export function installCombatWorld(): void {
  installCombat();
  g.Combat = CombatDouble;
  g.foundry.documents = { Combatant: class {} };
  g.CONFIG.Combat = {};
  g.CONFIG.Combatant = {};
  g.game.settings.register = () => {};
}

/** The initiative module, its Combat and Combatant classes registered. */
export async function loadInitiative() {
  const initiative = await import("../../../module/features/turns/actions/initiative.ts");
  initiative.registerInitiative();
  return initiative;
}

/** The slots module, its hooks registered. */
export async function loadSlots() {
  const slots = await import("../../../module/features/turns/actions/slots.ts");
  slots.registerSlots();
  return slots;
}
