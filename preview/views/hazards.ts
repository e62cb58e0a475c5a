/**
 * Hazards and immersion (combat area): the hazard card as the renderChatMessageHTML hook fills it
 * (module/features/hazards/card.ts), the GM's hazard dialog (module/features/hazards/form-model.ts), and the
 * bacta tank / oil bath card (module/features/medicine/immersion-model.ts), each from the pure models in the
 * real templates. The card's description lines are built here with the preview's i18n as card.ts builds them.
 */
import { hazardRows, type HazardRecord } from "../../module/features/hazards/model.ts";
import { hazardDialogContext } from "../../module/features/hazards/form-model.ts";
import { buildImmersionCard, endUpdate } from "../../module/features/medicine/immersion-model.ts";
import { pluralText } from "../../module/system/i18n.ts";
import { chatMessage } from "../frame.ts";
import { packDoc, type Kit } from "../kit.ts";
import { critEffectLine } from "../../module/chat/critical-line.ts";
import type { View } from "../types.ts";

export const HAZARD_TEMPLATE = "templates/chat/hazard.hbs";
export const HAZARD_DIALOG_TEMPLATE = "templates/dialogs/hazard.hbs";
export const IMMERSION_TEMPLATE = "templates/chat/immersion.hbs";

const record = (wounds: number, strain: number, extra: Partial<HazardRecord> = {}): HazardRecord => ({
  change: { wounds, strain }, suffered: { wounds, strain }, incapacitated: false, criticals: [], effects: [], ...extra,
});

/** A critical injury table row's severity and one-line effect, read by name from the pack. */
function critEntry(kit: Kit, name: string) {
  const system = packDoc(kit, "critical-injuries", name).system as { description?: unknown; severity?: number };
  return { severity: system.severity ?? 0, effect: critEffectLine(system.description) };
}

function hazardCard(kit: Kit, hazard: string, lines: string[], targets: Parameters<typeof hazardRows>[0]): string {
  const title = kit.i18n.format("EOTE.Hazard.Card.Title", { hazard: kit.i18n.localize(`EOTE.Hazard.Name.${hazard}`) });
  const section = kit.engine.render(HAZARD_TEMPLATE, { messageId: `preview-hazard-${hazard}`, authorName: "Gamemaster", refusal: null, title, lines, rows: hazardRows(targets, true) });
  return `<div class="eote-hazard-card"><h4 class="eote-hazard__title">${title}</h4>${section}</div>`;
}

function immersionCard(kit: Kit, kind: "bactaTank" | "oilBath", name: string, context: ReturnType<typeof buildImmersionCard>): string {
  const title = kit.i18n.format("EOTE.Immersion.Card.Title", { kind: kit.i18n.localize(`EOTE.Immersion.Kind.${kind}`), actor: name });
  const section = kit.engine.render(IMMERSION_TEMPLATE, { ...context, messageId: `preview-immersion-${kind}`, authorName: "Kira's player", refusal: null });
  return `<div class="eote-immersion-card"><h4 class="eote-immersion__title">${title}</h4>${section}</div>`;
}

export function hazardViews(kit: Kit): View[] {
  const rounds = (n: number) => pluralText(kit.i18n as never, "EOTE.Count.round", n);
  const fire = hazardCard(kit, "fire", [
    kit.i18n.format("EOTE.Hazard.Card.Rated", { hazard: kit.i18n.localize("EOTE.Hazard.Name.fire"), rating: 4, rounds: rounds(2) }),
    kit.i18n.localize("EOTE.Hazard.Card.PutOut"),
  ], [
    { name: "Kira Voss", record: record(8, 0), hasStrain: true },
    { name: "Gamorrean enforcer", record: record(8, 0, { incapacitated: true }), hasStrain: false },
    { name: "Tekka", record: null, hasStrain: true },
  ]);
  const fall = hazardCard(kit, "falling", [
    kit.i18n.format("EOTE.Hazard.Card.Fall", { band: kit.i18n.localize("EOTE.Sheet.Range.long") }),
    kit.i18n.format("EOTE.Hazard.Card.FallCheck", { successes: "1 success", advantage: "2 advantage", triumphs: "0 triumphs" }),
  ], [{
    name: "Kira Voss", record: record(14, 13, { incapacitated: true, criticals: [{ itemId: "x", name: "Blinded", total: 120 }] }), hasStrain: true,
    // Its severity and effect from the critical injuries table, as the card reads them (critical/effects.ts).
    critTable: { 120: critEntry(kit, "Blinded") },
  }]);
  // Kira, 15 of 13 wounds, 20 hours in the tank; the droid 6 wounds, 30 hours in the oil bath, ended.
  const open = buildImmersionCard({ kind: "bactaTank", patientName: "Kira Voss", session: { kind: "bactaTank", start: 0, messageId: "m" }, record: null, now: 20 * 3600, wounds: 15, threshold: 13, canAct: true });
  const ended = endUpdate({ kind: "bactaTank", start: 0, messageId: "m" }, 50 * 3600, 15, 13).record;
  const bacta = buildImmersionCard({ kind: "bactaTank", patientName: "Kira Voss", session: null, record: ended, now: 50 * 3600, wounds: 0, threshold: 13, canAct: true });
  const oil = buildImmersionCard({ kind: "oilBath", patientName: "K-3PO", session: null, record: endUpdate({ kind: "oilBath", start: 0, messageId: "m" }, 30 * 3600, 6, 10).record, now: 30 * 3600, wounds: 0, threshold: 10, canAct: true });
  const dialog = (id: string, choice: Parameters<typeof hazardDialogContext>[0]): View => ({
    id: `dialog-hazard-${id}`, title: `Hazard dialog: ${id}`, group: "Dialogs", frame: "dialog", classes: "eote eote-hazard-dialog",
    html: kit.engine.render(HAZARD_DIALOG_TEMPLATE, hazardDialogContext(choice, ["Kira Voss", "Gamorrean enforcer"])),
  });
  return [
    { id: "chat-hazard-fire", title: "Hazard: fire on three targets (one undone)", group: "Chat cards", frame: "chat", html: chatMessage("Gamemaster", fire) },
    { id: "chat-hazard-fall", title: "Hazard: a long fall with its critical injury", group: "Chat cards", frame: "chat", html: chatMessage("Gamemaster", fall) },
    { id: "chat-immersion-open", title: "Bacta tank: in for 20 hours", group: "Chat cards", frame: "chat", html: chatMessage("Kira Voss", immersionCard(kit, "bactaTank", "Kira Voss", open)) },
    { id: "chat-immersion-ended", title: "Bacta tank: out after 50 hours (Undo)", group: "Chat cards", frame: "chat", html: chatMessage("Kira Voss", immersionCard(kit, "bactaTank", "Kira Voss", bacta)) },
    { id: "chat-immersion-oil-bath", title: "Oil bath: a droid out after 30 hours", group: "Chat cards", frame: "chat", html: chatMessage("K-3PO", immersionCard(kit, "oilBath", "K-3PO", oil)) },
    dialog("fire", { id: "fire", rating: 4, rounds: 2 }),
    dialog("falling", { id: "falling", band: "long", check: { netSuccess: 1, netAdvantage: 2, triumph: 0 } }),
  ];
}
