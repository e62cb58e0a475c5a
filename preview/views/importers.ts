/**
 * Bringing a campaign in (module/features/importers): the GM's import form, idle and halfway through
 * writing, and the report card after an OggDude import (counts, entries left out, notes), after a
 * re-import into the world that refused what it did not make, and after a write that failed and was
 * taken back. From the pure models (model.ts) in the real templates; the
 * names are invented.
 */
import { formView, initialForm, reportContext, reportFlag, type FormState, type ReportFlag } from "../../module/features/importers/model.ts";
import type { ImportIssue } from "../../module/features/importers/model/result.ts";
import { chatMessage } from "../frame.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";

export const IMPORT_FORM_TEMPLATE = "templates/dialogs/import.hbs";
export const IMPORT_PROGRESS_TEMPLATE = "templates/dialogs/import-progress.hbs";
export const IMPORT_REPORT_TEMPLATE = "templates/chat/import-report.hbs";

const issue = (source: string, key: string, reason: string, data: Record<string, string | number>): ImportIssue =>
  ({ source, key, reason: "", reasonKey: `EOTE.Import.Reason.${reason}`, reasonData: data });

/** An OggDude import of a full Data folder, with what a real one meets. */
export const OGGDUDE_REPORT: ReportFlag = reportFlag({
  source: "oggdude", destination: "compendia",
  counts: [
    { kind: "weapon", created: 412, updated: 0 }, { kind: "armour", created: 96, updated: 0 }, { kind: "gear", created: 1207, updated: 0 },
    { kind: "attachment", created: 388, updated: 0 }, { kind: "quality", created: 64, updated: 0 }, { kind: "talent", created: 731, updated: 0 },
    { kind: "specialisation", created: 118, updated: 0 }, { kind: "vehicle", created: 402, updated: 12 },
  ],
  skipped: [
    issue("Weapons.xml", "WARGAMEMANUAL", "UnknownSkill", { skill: "WARF" }),
    issue("Vehicles/Patrol Cutter.xml", "PATROLCUT / QUADLASREAR", "UnknownWeapon", { weapon: "QUADLASREAR" }),
    issue("Careers/Homebrew.xml", "", "MalformedXml", { file: "Careers/Homebrew.xml", line: 14, message: "Expected closing tag 'Key'" }),
  ],
  warnings: [
    issue("Specializations/Roamer.xml", "ROAMER", "UnknownTalents", { talents: "SCAVENGE2" }),
    issue("Careers/Drifter.xml", "DRIFTER", "UnknownSkills", { skills: "Warfare" }),
  ],
  failure: null,
});

/** A write refused halfway through an adversaries import: the new compendium removed. */
export const FAILED_REPORT: ReportFlag = reportFlag({
  source: "adversaries", destination: "compendia", counts: [], skipped: [
    // Refused in the table's words (module/features/importers/refusal-model.ts): a characteristic over its cap, a skill rank.
    issue("creatures.json", "Krayt Dragon|book:eote", "AboveMax", { name: "Krayt Dragon", path: "characteristics.brawn", value: 14, limit: 12, typeKey: "TYPES.Actor.nemesis", outcomeKey: "EOTE.Import.Outcome.Skipped" }),
    issue("creatures.json", "Sand Person|book:eote / Gaffi stick", "BelowMin", { name: "Gaffi stick", path: "damage", value: -2, limit: 0, typeKey: "TYPES.Item.weapon", outcomeKey: "EOTE.Import.Outcome.LeftOut" }),
  ],
  warnings: [], failure: { message: "The server refused the write", rolledBack: true, written: [] },
});

/**
 * A StarWarsFFG export re-imported into the world: a player's actor that carries a forged key and an
 * adversary since given to a player are left alone (new ones made), a remote portrait refused, and an
 * entry out of range left out with its fields.
 */
export const REFUSED_REPORT: ReportFlag = reportFlag({
  source: "starwarsffg", destination: "world",
  counts: [{ kind: "adversary", created: 3, updated: 9 }, { kind: "weapon", created: 0, updated: 14 }],
  skipped: [issue("StarWarsFFG", "w1", "Invalid", { name: "Doomsday Blaster", problems: "damage must be at most 999, not 1e+308. price must be at most 10000000000, not 1e+308.", fields: "damage, price" })],
  warnings: [
    issue("StarWarsFFG export", "NEMESIS-VORN", "KeyNotOurs", { name: "Moff Vorn", key: "NEMESIS-VORN" }),
    issue("StarWarsFFG export", "RIVAL-KESS", "PlayerOwned", { name: "Kess the Bounty Hunter", key: "RIVAL-KESS" }),
    issue("StarWarsFFG", "NEMESIS-VORN", "ImageRefused", { name: "Moff Vorn", path: "//tracker.example/pixel.png" }),
  ],
  failure: null,
});

function form(kit: Kit, state: FormState): string {
  const context = formView(state, (key, data) => kit.i18n.format(key, data));
  return kit.engine.render(IMPORT_FORM_TEMPLATE, context) + kit.engine.render(IMPORT_PROGRESS_TEMPLATE, context);
}

export function importerViews(kit: Kit): View[] {
  const card = (flag: ReportFlag) => kit.engine.render(IMPORT_REPORT_TEMPLATE, reportContext(flag, (key, data) => kit.i18n.format(key, data), (key) => kit.i18n.has(key)));
  return [
    {
      id: "dialog-import", title: "Import data (GM): OggDude's Data folder", group: "Dialogs", frame: "dialog", classes: "eote eote-import-dialog",
      html: form(kit, initialForm("oggdude")),
    },
    {
      id: "dialog-import-running", title: "Import data (GM): writing, with the progress bar", group: "Dialogs", frame: "dialog", classes: "eote eote-import-dialog",
      html: form(kit, { ...initialForm("adversaries"), destination: "world", progress: 0.62, stage: { key: "EOTE.Import.Progress.Writing", data: { kind: kit.i18n.localize("EOTE.Import.Kind.adversary"), done: 620, total: 1000 } } }),
    },
    { id: "chat-import-report", title: "Import report: OggDude, with entries left out", group: "Chat cards", frame: "chat", html: chatMessage("Gamemaster", card(OGGDUDE_REPORT)) },
    { id: "chat-import-report-refused", title: "Import report: into the world, forged keys, a player's adversary and a remote image refused", group: "Chat cards", frame: "chat", html: chatMessage("Gamemaster", card(REFUSED_REPORT)) },
    { id: "chat-import-report-failed", title: "Import report: a failed write, taken back", group: "Chat cards", frame: "chat", html: chatMessage("Gamemaster", card(FAILED_REPORT)) },
  ];
}
