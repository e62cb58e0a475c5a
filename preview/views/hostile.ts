/**
 * Views built from documents whose names, descriptions and flavour carry live HTML. Each payload
 * calls alert() and sets window.__eoteXss if it ever runs; the browser tests assert it never does
 * and that the markup shows as text.
 */
import { buildCharacterContext } from "../../module/applications/sheets/context/index.ts";
import { blaster } from "../../tests/fixtures/items.ts";
import { characterInput, characterItems, fixtureItem, PLAY } from "../data/actors.ts";
import { chatMessage } from "../frame.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";
import { renderCard } from "./cards.ts";
import { DIALOG_SIZE, renderDialog } from "./dialog.ts";
import { itemView, renderSheet } from "./sheets.ts";

export const XSS_FLAG = "__eoteXss";
/** A name as a user might type it: markup that would run if a template did not escape it. */
export const XSS_NAME = `Vibro <img src=x onerror=alert(1)><script>window.${XSS_FLAG}=true</script>`;
/** A rich-text field (description, biography): cleaned as Foundry cleans stored HTML, never run. */
export const XSS_HTML = `<p>Sharp.</p><img src=x onerror="window.${XSS_FLAG}=true;alert(1)"><script>window.${XSS_FLAG}=true;alert(1)</script>`;
/** An image path that would restyle its row (a full-window red overlay) if it escaped its CSS url(). */
export const XSS_IMG = `icons/svg/x.svg"); position: fixed; inset: 0; z-index: 99; background: red; --x: url("`;
/** Text every hostile view must show literally (escaped, not parsed). */
export const XSS_VISIBLE = "<img src=x onerror=alert(1)>";

const GROUP = "Inert HTML (XSS check)";

export function hostileViews(kit: Kit): View[] {
  const weapon = { name: XSS_NAME, type: "weapon", system: { ...blaster(), description: XSS_HTML } as unknown as Record<string, unknown> };
  const items = [...characterItems(kit), fixtureItem("weapon", XSS_NAME, blaster({ description: XSS_HTML }), XSS_IMG)];
  const views: View[] = [];
  for (const tab of ["combat", "notes"]) {
    const input = characterInput(kit, { ...PLAY, activeTab: tab }, items, { name: XSS_NAME, biography: XSS_HTML, notes: XSS_HTML });
    views.push({
      id: `xss-character-${tab}`, title: `Character with hostile names: ${tab}`, group: GROUP, frame: "sheet",
      classes: "eote sheet actor character", html: renderSheet(kit, "CharacterSheet", buildCharacterContext(input)),
    });
  }
  views.push({ ...itemView(kit, "xss", "Weapon with hostile name and description", weapon, PLAY, GROUP), id: "xss-item-weapon" });
  const card = renderCard(kit, { title: XSS_NAME, pool: "2a1i", flavor: XSS_NAME }, [{ die: "ability", face: 3 }, { die: "ability", face: 5 }, { die: "difficulty", face: 2 }]);
  views.push({ id: "xss-chat-card", title: "Chat card with hostile title and flavour", group: GROUP, frame: "chat", html: chatMessage(XSS_NAME, card) });
  views.push({
    id: "xss-dialog", title: "Dice dialog with hostile notes and flavour", group: GROUP, frame: "dialog", classes: "eote eote-dice-dialog",
    html: renderDialog(kit, { id: "xss", title: XSS_NAME, pool: "2a1i", notes: [XSS_NAME], flavor: XSS_NAME }), size: DIALOG_SIZE,
  });
  return views;
}
