/**
 * An item's rules text outside its own sheet: the enriched description a sheet row shows
 * (templates/partials/rules-text.hbs) and "Show in chat", which posts the item's name and that text as a
 * chat message in the user's roll mode. The description may be a player's own text: it is bounded
 * (module/rules/text.ts boundRulesText) and run through Foundry's enricher, and the name is escaped.
 */
import { boundRulesText, boundedText, MAX_NAME_CHARS } from "../rules/text.ts";
import { escapeText } from "../foundry/documents.ts";
import { localize } from "../foundry/localize.ts";
import { currentRollMode } from "./follow-up.ts";
import { speakerFor } from "./token-name.ts";

/** The item's stored description, or none. */
function descriptionOf(item: Item.Implementation): unknown {
  return (item.system as unknown as { description?: unknown } | undefined)?.description;
}

/**
 * The item's description, bounded and enriched (sanitised) for display; "" when it has none. `secrets`
 * shows secret blocks: on a sheet to the item's owners only, never in a chat message others read.
 */
export async function rulesTextHtml(item: Item.Implementation, secrets: boolean): Promise<string> {
  const { text, cut } = boundRulesText(descriptionOf(item));
  if (!text.trim()) return "";
  const html = await foundry.applications.ux.TextEditor.implementation.enrichHTML(text, { secrets, relativeTo: item });
  return cut ? `${html}<p class="eote-hint">${escapeText(localize("EOTE.RulesText.Cut"))}</p>` : html;
}

/**
 * Posts the item's name and rules text to chat, by the user, in their current roll mode (private, blind and
 * self rolls whisper it as they would a roll), with `noteKey`'s line under the name when given (how it was used). The actor speaks only for a user who owns it; anyone else
 * who can read the sheet posts as themself, as does anyone showing a compendium item (no actor). `packText`: the system pack's enriched text for an item with no
 * description of its own (the sheet looks it up by the item's key), posted in its place.
 */
export async function postRulesText(
  actor: Actor.Implementation | null, item: Item.Implementation, packText = "", noteKey: string | null = null,
): Promise<ChatMessage.Implementation | undefined> {
  return postNamedRulesText(actor, item.name, (await rulesTextHtml(item, false)) || packText, noteKey);
}

/**
 * Posts a name and its rules text, already enriched for everyone (no secrets), as postRulesText does: for text that
 * is not an owned item's (a talent-tree cell's, read from the system's pack). The name is bounded and escaped here.
 */
export async function postNamedRulesText(
  actor: Actor.Implementation | null, itemName: string, html: string, noteKey: string | null = null,
): Promise<ChatMessage.Implementation | undefined> {
  const body = html || `<p>${escapeText(localize("EOTE.RulesText.None"))}</p>`;
  const name = escapeText(boundedText(itemName, MAX_NAME_CHARS));
  // How it was used (a talent's Use in combat: what of the turn it took), our own words.
  const note = noteKey ? `<p class="eote-rules-text-card__use"><em>${escapeText(localize(noteKey))}</em></p>` : "";
  const data = {
    content: `<div class="eote-rules-text-card"><h3>${name}</h3>${note}${body}</div>`,
    speaker: actor?.isOwner ? speakerFor(actor) : ChatMessage.getSpeaker(),
  };
  // Set explicitly: a message without rolls is public unless its whisper is set (FOUNDRY-V13-FACTS).
  const visible = ChatMessage.applyRollMode(data as ChatMessage.CreateData, currentRollMode() as never);
  return (await ChatMessage.create(visible)) as ChatMessage.Implementation | undefined;
}
