/**
 * Gear (module/gear, module/rules/gear/gear-condition.ts, attachments.ts, gear-checks.ts): item sheets with a
 * damaged condition, Repair and installed attachments, an attachment's own sheet, the repair card as
 * the renderChatMessageHTML hook appends it to the Mechanics roll, and the dice dialog's equipment
 * options set. Each from the pure models in the real templates; the rolls are seeded dice.
 */
import { parsePool } from "../../module/dice/index.ts";
import { buildCardContext, type Outcome } from "../../module/roll/card-model.ts";
import { buildGearRepairCard, type GearRepairFlag, type GearRepairInput } from "../../module/features/gear-repair/model.ts";
import { buildItemContext, SHEET_SIZES } from "../../module/applications/sheets/context/index.ts";
import { installAttachment } from "../../module/rules/gear/attachments.ts";
import type { AttachmentData, ItemType } from "../../module/rules/types.ts";
import { gearOptionsState, setGearOption } from "../../module/applications/dice-dialog/gear-options.ts";
import { blaster, gear } from "../../tests/fixtures/items.ts";
import { EDIT, PLAY, READ_ONLY } from "../data/actors.ts";
import { chatMessage } from "../frame.ts";
import { packDoc, type Kit } from "../kit.ts";
import type { View } from "../types.ts";
import { renderCard, rollWanted } from "./cards.ts";
import { dialogViewOf } from "./dialog.ts";
import { renderSheet } from "./sheets.ts";

const none = { damage: 0, crit: 0, soak: 0, defence: 0, encumbrance: 0, qualities: [] };
const SCOPE: AttachmentData = {
  description: "<p>Magnifying optics for longer shots.</p>", host: "weapon", hardPoints: 1, price: 250, restricted: false, rarity: 2, ...none,
  qualities: [{ key: "accurate", rating: 1 }],
  modifications: [
    { key: "m1", effect: "Range-finding reticle", installed: true, ...none, qualities: [{ key: "accurate", rating: 1 }] },
    { key: "m2", effect: "Stabilised mount", installed: false, ...none, encumbrance: -1 },
  ],
};
const BARREL: AttachmentData = { ...SCOPE, description: "", hardPoints: 2, qualities: [], damage: 1, crit: -1, modifications: [] };
const PLATES: AttachmentData = { ...SCOPE, description: "", host: "armour", hardPoints: 2, qualities: [], soak: 1, encumbrance: 1, modifications: [] };

function sheet(kit: Kit, id: string, title: string, type: ItemType, name: string, system: object, flags = PLAY, repairable = false): View {
  const context = buildItemContext({ name, img: "icons/svg/item-bag.svg", type, system: system as never, flags, enrichedDescription: String((system as { description?: string }).description ?? "") });
  return {
    id: `item-${id}`, title, group: "Item sheets", frame: "sheet", classes: `eote sheet item ${type}`, size: SHEET_SIZES.EoteItemSheet,
    html: renderSheet(kit, "EoteItemSheet", { ...context, repairable }),
  };
}

function sheetViews(kit: Kit): View[] {
  const attachments = installAttachment("weapon", 3, installAttachment("weapon", 3, [], SCOPE, "Telescopic Scope"), BARREL, "Extended Barrel");
  return [
    sheet(kit, "weapon-damaged-attachments", "Weapon: moderate damage, Repair, two attachments (3 of 3 hard points)", "weapon", "Blaster Carbine",
      blaster({ condition: "moderate", hardPoints: 3, attachments }), EDIT, true),
    // The same weapon in play mode: its card, the condition in words with what it does, Repair, the attachments as text.
    sheet(kit, "weapon-damaged-attachments-play", "Weapon: moderate damage, Repair, two attachments, play mode", "weapon", "Blaster Carbine",
      blaster({ condition: "moderate", hardPoints: 3, attachments, qualities: [{ key: "stunSetting", rating: null }] }), PLAY, true),
    sheet(kit, "armour-major-damage", "Armour: major damage (no soak or defence), an attachment, read-only", "armour", "Laminate",
      // The pack's Laminate (price, rarity, encumbrance and hard points as published), damaged, one attachment.
      { ...packDoc(kit, "armour", "Laminate").system, condition: "major", attachments: installAttachment("armour", 3, [], PLATES, "Reinforced Plates") }, READ_ONLY),
    sheet(kit, "gear-minor-damage", "Gear: minor damage, Repair", "gear", "Mechanic's Toolkit", gear({ condition: "minor", price: 350 }), EDIT, true),
    sheet(kit, "attachment", "Attachment: edit mode (modification options)", "attachment", "Telescopic Scope", SCOPE, EDIT),
    sheet(kit, "attachment-read-only", "Attachment: read-only (compendium)", "attachment", "Telescopic Scope", SCOPE, READ_ONLY),
  ];
}

interface RepairSpec {
  id: string;
  label: string;
  pool: string;
  wanted: (o: Outcome) => boolean;
  input: (o: Outcome) => GearRepairInput;
}

const FLAG: GearRepairFlag = { actorUuid: "Actor.kira", itemId: "carbine", condition: "moderate" };
const KIRA = { actorName: "Kira Voss", itemName: "Blaster Carbine", price: 850, condition: "moderate" as const, canAct: true, record: null };

const REPAIRS: readonly RepairSpec[] = [
  { id: "pay", label: "Repair: a success with advantage (pay and repair)", pool: "1p2a2i", wanted: (o) => o.succeeded && o.netAdvantage >= 1, input: () => ({ ...KIRA, credits: 1200 }) },
  { id: "done", label: "Repair: done (Undo)", pool: "1p2a2i", wanted: (o) => o.succeeded, input: () => ({ ...KIRA, condition: "undamaged", credits: 775, record: { itemId: "carbine", before: "moderate", after: "undamaged", cost: 425 } }) },
  { id: "short", label: "Repair: the owner cannot pay", pool: "1p2a2i", wanted: (o) => o.succeeded && o.netAdvantage <= 0, input: () => ({ ...KIRA, credits: 100 }) },
  { id: "failed", label: "Repair: a failed check", pool: "1a3i", wanted: (o) => !o.succeeded, input: () => ({ ...KIRA, credits: 1200 }) },
];

function renderRepair(kit: Kit, spec: RepairSpec): string {
  const dice = rollWanted(parsePool(spec.pool), spec.wanted);
  const outcome = buildCardContext({ dice }).outcome;
  const context = buildGearRepairCard(outcome, FLAG, spec.input(outcome));
  const section = kit.engine.render("templates/chat/gear-repair.hbs", { ...context, messageId: `preview-repair-${spec.id}`, authorName: "Kira's player", refusal: null });
  const card = renderCard(kit, { title: kit.i18n.format("EOTE.Gear.Repair.Title", { item: context.itemName }), pool: spec.pool }, dice);
  const at = card.lastIndexOf("</div>");
  return card.slice(0, at) + section + card.slice(at);
}

export function gearViews(kit: Kit): View[] {
  let lifting = gearOptionsState({ skillId: "athletics", threshold: 8, tools: [{ id: "t1", name: "Climbing Gear", condition: "minor" }] });
  lifting = setGearOption(setGearOption(setGearOption(setGearOption(lifting, "lift", 11), "helpersBrawn", 1), "advantageous", true), "tool", "t1");
  const heavy = setGearOption(gearOptionsState({ skillId: "athletics", threshold: 8 }), "lift", 14);
  const search = setGearOption(gearOptionsState({ skillId: "perception" }), "hidden", 3);
  return [
    ...sheetViews(kit),
    ...REPAIRS.map((spec): View => ({
      id: `chat-gear-repair-${spec.id}`, title: spec.label, group: "Chat cards", frame: "chat", html: chatMessage("Kira Voss", renderRepair(kit, spec)),
    })),
    dialogViewOf(kit, { id: "gear-lifting", title: "Athletics: lifting with a helper, advantageous and damaged gear", pool: "2a1p", gear: lifting }),
    dialogViewOf(kit, { id: "gear-too-heavy", title: "Athletics: an object too heavy to lift", pool: "2a1p", gear: heavy }),
    dialogViewOf(kit, { id: "gear-search", title: "Perception: searching for a hidden item", pool: "3a1i", gear: search }),
  ];
}
