/** The GM's Obligation roll button in the Actors directory header (beside the morality tools). */
import { addDirectoryTools } from "../../foundry/directory-tools.ts";
import { rollPartyObligation } from "./actions.ts";

/** Adds the GM's button to the Actors directory header (v13 renderActorDirectory passes an HTMLElement). */
export function addObligationButton(html: HTMLElement): void {
  addDirectoryTools(html, {
    className: "eote-obligation-tools", attribute: "eote-obligation",
    tools: [{ action: "roll", label: "EOTE.Obligation.Tool.Roll", icon: "fa-solid fa-scale-unbalanced", run: rollPartyObligation }],
  });
}

