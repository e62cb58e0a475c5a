/**
 * The GM's party view: a token-controls button beside the GM's other table tools (v13
 * getSceneControlButtons, GM only), `game.system.api.party.{open, grantXp, undoGrant}` for macros (each
 * refuses a player with a notice), and redraws when a character or its items change.
 */
import { openPartyView, refreshPartyView } from "./form.ts";
import { grantPartyXp, undoPartyGrant } from "./actions.ts";
import { exposeApi } from "../../foundry/api.ts";
import { addTokenTool, onSceneControls, type SceneControls } from "../../foundry/scene-tools.ts";

/** What macros and the tours call (game.system.api.party). */
export const api = { open: openPartyView, grantXp: grantPartyXp, undoGrant: undoPartyGrant };

/** Adds the GM's Party button to the token controls (the v13 getSceneControlButtons record). */
function addPartyTool(controls: SceneControls): void {
  addTokenTool(controls, { name: "eoteParty", title: "EOTE.Party.Tool", icon: "fa-solid fa-users", visible: game.user?.isGM === true, onChange: () => void openPartyView() });
}

/** Document changes that alter what the view shows: a character's data, its talents (the audit). */
const REDRAW_ON = ["updateActor", "createActor", "deleteActor", "createItem", "updateItem", "deleteItem"] as const;

export function register(): void {
  onSceneControls(addPartyTool);
  for (const hook of REDRAW_ON) (Hooks.on as (name: string, fn: () => void) => number)(hook, refreshPartyView);
  exposeApi("party", api);
}
