/** Every sheet class, for registration in module/applications/index.ts. */
export { EoteActorSheet } from "./actor-sheet.ts";
export { CharacterSheet } from "./character-sheet.ts";
export { AdversarySheet } from "./adversary-sheet.ts";
export { VehicleSheet } from "./vehicle-sheet.ts";
export { EoteItemSheet } from "./item-sheet.ts";
