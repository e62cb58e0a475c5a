/**
 * OggDude's ItemAttachments.xml as attachment items (module/rules/gear/attachments.ts): the hard points,
 * what the attachment changes as installed (`<BaseMods>`), and its modification options
 * (`<AddedMods>`, one option per count). A modifier's key names a descriptor of ItemDescriptors.xml:
 * a quality becomes a quality added or raised; the damage, critical and encumbrance descriptors change
 * those numbers; any other keeps its words as the option's effect. Pure: no Foundry global.
 */
import type { AttachmentEffect, AttachmentHost, QualityRef } from "../../../../rules/types.ts";
import { escapeHtml, oggdudeText } from "../markup.ts";
import type { ImportedDocument } from "../result.ts";
import { int, text, type XmlNode } from "../xml.ts";
import { identify, itemDoc, mods, purchasable, qualityRef, type OggContext } from "./context.ts";
import { KNOWN_QUALITIES, qualityKey } from "./keys.ts";

const HOSTS: Readonly<Record<string, AttachmentHost>> = { weapon: "weapon", armor: "armour", armour: "armour", vehicle: "vehicle" };

/**
 * Descriptors that change a number, by the key OggDude gives them (its "Damage +1", "Critical -1",
 * "Encumbrance" modifiers), each per point of its count.
 */
const STAT_KEYS: Readonly<Record<string, Partial<Record<keyof Omit<AttachmentEffect, "qualities">, number>>>> = {
  DAMADD: { damage: 1 }, DAMSUB: { damage: -1 },
  CRITSUB: { crit: -1 }, CRITADD: { crit: 1 },
  ENCADD: { encumbrance: 1 }, ENCSUB: { encumbrance: -1 },
  SOAKADD: { soak: 1 }, DEFADD: { defence: 1 },
};

function none(): AttachmentEffect {
  return { damage: 0, crit: 0, soak: 0, defence: 0, encumbrance: 0, qualities: [] };
}

/** What one modifier does `times` over, and its words. */
function modEffect(ctx: OggContext, mod: XmlNode, times: number): { effect: AttachmentEffect; words: string; known: boolean } {
  const key = text(mod["Key"]).trim();
  const effect = none();
  const descriptor = ctx.descriptors.get(key);
  const words = oggdudeText(text(mod["MiscDesc"]) || descriptor?.name || key);
  const stat = STAT_KEYS[key];
  if (stat) {
    for (const [field, per] of Object.entries(stat)) effect[field as keyof typeof stat] = per * times;
    return { effect, words, known: true };
  }
  const isQuality = key !== "" && (descriptor?.isQuality || KNOWN_QUALITIES[qualityKey(key, descriptor?.name)] !== undefined);
  if (isQuality) {
    const ref = qualityRef(ctx, { Key: key, Count: String(times) });
    if (ref) effect.qualities = [ref];
    return { effect, words, known: true };
  }
  return { effect, words, known: false };
}

function added(into: AttachmentEffect, more: AttachmentEffect): void {
  into.damage += more.damage;
  into.crit += more.crit;
  into.soak += more.soak;
  into.defence += more.defence;
  into.encumbrance += more.encumbrance;
  for (const q of more.qualities) {
    const same = into.qualities.find((r: QualityRef) => r.key === q.key);
    if (!same) into.qualities.push({ ...q });
    else if (same.rating !== null && q.rating !== null) same.rating += q.rating;
  }
}

export function attachment(ctx: OggContext, file: string, entry: XmlNode): ImportedDocument | null {
  const { key, name } = identify(entry);
  if (key === "") {
    ctx.out.skip(file, name, "MissingKey", `${name || "An entry"} has no <Key>.`, { name: name || "?" });
    return null;
  }
  const type = text(entry["Type"]).trim().toLowerCase();
  const host = HOSTS[type];
  if (!host) {
    ctx.out.skip(file, key, "UnsupportedHost", `${key}: attachments for ${type || "(no type)"} have no place here.`, { host: type || "—" });
    return null;
  }
  const base = none();
  const unknownBase: string[] = [];
  for (const mod of mods(entry, "BaseMods")) {
    const { effect, words, known } = modEffect(ctx, mod, Math.max(1, int(mod["Count"], 1)));
    added(base, effect);
    if (!known && words) unknownBase.push(words);
  }
  const modifications = mods(entry, "AddedMods").flatMap((mod, m) => {
    const count = Math.max(1, int(mod["Count"], 1));
    const { effect, words } = modEffect(ctx, mod, 1);
    const modKey = (text(mod["Key"]).trim() || "misc").toLowerCase();
    return Array.from({ length: count }, (_, i) => ({ key: `${modKey}-${m}-${i}`, effect: words, installed: false, ...effect }));
  });
  const doc = itemDoc(entry, "attachment", {
    host, hardPoints: Math.max(0, int(entry["HP"], 1)), modifications, ...base, ...purchasable(entry),
  });
  if (unknownBase.length) {
    doc.system["description"] = `${String(doc.system["description"])}<ul>${unknownBase.map((w) => `<li>${escapeHtml(w)}</li>`).join("")}</ul>`;
  }
  return doc;
}
