/**
 * The rules text of a specialisation's talents, read before buying: the Advancement tab's tree cells show
 * each talent's description from the system's talents pack (our own text), by the talent's stable key,
 * bought or not. Bounded and enriched like a sheet row's (module/chat/rules-text.ts), and shown in chat from its
 * cell as a row's text is.
 */
import { boundRulesText } from "../../../rules/text.ts";
import { treeCells } from "../../../rules/character/identity.ts";
import type { SpecialisationData } from "../../../rules/types.ts";
import { postNamedRulesText } from "../../../chat/rules-text.ts";
import { TALENTS_PACK } from "../actions.ts";

type IndexEntry = { type?: unknown; system?: { key?: unknown; description?: unknown } };

/** Enriched descriptions of the talents with these keys, by key; a key the pack lacks has none. */
export async function talentTexts(keys: Iterable<string>): Promise<Record<string, string>> {
  const wanted = new Set([...keys].filter((k) => k !== ""));
  const pack = game.packs?.get(TALENTS_PACK) as { getIndex?(o: { fields: string[] }): Promise<Iterable<IndexEntry>> } | undefined;
  if (!wanted.size || !pack?.getIndex) return {};
  const texts: Record<string, string> = {};
  for (const entry of await pack.getIndex({ fields: ["system.key", "system.description"] })) {
    const key = entry.system?.key;
    if (entry.type !== "talent" || typeof key !== "string" || !wanted.has(key) || key in texts) continue;
    const { text } = boundRulesText(entry.system?.description);
    if (text.trim()) texts[key] = await foundry.applications.ux.TextEditor.implementation.enrichHTML(text, { secrets: false });
  }
  return texts;
}

/**
 * Posts the talent of one tree cell (a specialisation the character owns, a cell index) with its pack text, as a
 * row's Show in chat posts an owned talent: anyone who can read the sheet may, a player before buying it too.
 */
export async function showTalentInChat(actor: Actor.Implementation, specialisationId: string, index: number): Promise<ChatMessage.Implementation | undefined> {
  const spec = actor.items.get(specialisationId);
  if (spec?.type !== "specialisation" || !Number.isInteger(index)) return undefined;
  const cell = treeCells((spec.system as unknown as SpecialisationData).tree ?? [])[index];
  if (!cell || (cell.key === "" && cell.name === "")) return undefined;
  const texts = await talentTexts([cell.key]);
  return postNamedRulesText(actor, cell.name || cell.key, texts[cell.key] ?? "");
}
