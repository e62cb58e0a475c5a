/**
 * The rules reference in Foundry: a "Rules reference" button in the journal sidebar's header and a
 * keybinding that open the compendium, or, when the pointer is over (or focus is on) a quality pill,
 * a spending option, a difficulty button or a skill row, that topic's page (./model/topics.ts decides which).
 * The pages live in the rules-reference pack (packs/_source/rules-reference). What the key press reads
 * (the element looked at) is taken at once; finding and opening the page is ./actions.ts.
 */
import { SYSTEM_ID } from "../../system/config.ts";
import { REFERENCE_SELECTOR } from "./model/selector.ts";
import type { ReferenceData } from "./model/topics.ts";
import { openRulesReference } from "./actions.ts";
import { localize } from "../../foundry/localize.ts";

const KEYBINDING = "rulesReference";

/** KeyboardManager.MODIFIER_KEYS.SHIFT: core's keybindings list modifiers by these values ("Shift"). */
const SHIFT = "Shift" as unknown as "SHIFT";

/**
 * The data attributes of the topic element the user is looking at: the focused element's nearest
 * topic first (keyboard users), else the innermost hovered one's.
 */
function lookedAtData(doc: Document = document): ReferenceData | null {
  const focused = doc.activeElement?.closest<HTMLElement>(REFERENCE_SELECTOR);
  if (focused) return { ...focused.dataset };
  const hovered = [...doc.querySelectorAll<HTMLElement>(":hover")].at(-1)?.closest<HTMLElement>(REFERENCE_SELECTOR);
  return hovered ? { ...hovered.dataset } : null;
}

/** What the reference offers a macro or another area: open the page of the topic the data names (null: the compendium). */
export const api = { open: openRulesReference, lookedAtData };

/** The header button of the journal sidebar (v13 passes the rendered element, no jQuery). */
function addSidebarButton(_app: unknown, html: HTMLElement): void {
  const actions = html.querySelector(".header-actions");
  if (!actions || actions.querySelector("[data-eote-rules-reference]")) return;
  const button = document.createElement("button");
  button.type = "button";
  button.dataset["eoteRulesReference"] = "";
  button.innerHTML = `<i class="fa-solid fa-book-open" inert></i> `;
  button.append(localize("EOTE.RulesReference.Button"));
  button.addEventListener("click", () => void openRulesReference(null));
  actions.append(button);
}

/** Called in init: the keybinding (registered there, as core requires) and the sidebar button. */
export function register(): void {
  game.keybindings!.register(SYSTEM_ID, KEYBINDING, {
    name: "EOTE.RulesReference.Keybinding.Name",
    hint: "EOTE.RulesReference.Keybinding.Hint",
    editable: [{ key: "KeyR", modifiers: [SHIFT] }],
    onDown: () => {
      void openRulesReference(lookedAtData());
      return true;
    },
  });
  Hooks.on("renderJournalDirectory", addSidebarButton as never);
}
