/**
 * Chases and passage (vehicle area): the GM's chase card as the renderChatMessageHTML hook fills it
 * (module/features/chase/card.ts, context from model.ts) at the start, mid-chase and ended, and a player's
 * forged card; the GM's chase form on vehicles and on foot; the Navigation block's sublight trip and
 * navigation hazard forms and cards (module/features/travel/passage-model.ts), the hazard's part appended to
 * the pilot's Piloting roll card as its hook does.
 */
import { chaseCardView, chaseFormContext, type ChaseCandidate, type ChaseFlag, type ChaseResult } from "../../module/features/chase/model.ts";
import { buildNavHazardCard, buildSublightCard, hazardFormContext, sublightFormContext, type NavHazardStanding } from "../../module/features/travel/passage-model.ts";
import { parsePool } from "../../module/dice/index.ts";
import { buildCardContext, type Outcome } from "../../module/roll/card-model.ts";
import { chatMessage } from "../frame.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";
import { renderCard, rollWanted } from "./cards.ts";

export const CHASE_TEMPLATE = "templates/chat/chase.hbs";
export const CHASE_FORM_TEMPLATE = "templates/dialogs/chase.hbs";
export const SUBLIGHT_TEMPLATE = "templates/chat/sublight.hbs";
export const SUBLIGHT_FORM_TEMPLATE = "templates/dialogs/sublight.hbs";
export const NAV_HAZARD_TEMPLATE = "templates/chat/nav-hazard.hbs";
export const NAV_HAZARD_FORM_TEMPLATE = "templates/dialogs/nav-hazard.hbs";

const NAMES = { pursuer: "Wayward Star", quarry: "Red Comet", pilots: { "Actor.kira": "Kira Voss", "Actor.vex": "Vex Tarrano" } };
const ROUND = { pursuerPilotUuid: "Actor.kira", quarryPilotUuid: "Actor.vex", pursuerSpeed: 4, quarrySpeed: 3 };
const result = (netSuccess: number): ChaseResult => ({ netSuccess, triumph: 0, netAdvantage: 0 });

function chaseFlag(rounds: number, hazard: ChaseFlag["hazard"] = "medium"): ChaseFlag {
  return {
    scale: "vehicle", start: "extreme", difficulty: 2, hazard, pursuer: { actorUuid: "Actor.star" }, quarry: { actorUuid: "Actor.comet" },
    rounds: Array.from({ length: rounds }, () => ({ ...ROUND })),
  };
}

function chaseCard(kit: Kit, flag: ChaseFlag, outcomes: ChaseResult[], refusal = false): string {
  const title = kit.i18n.format("EOTE.Chase.Card.Title", { pursuer: NAMES.pursuer, quarry: NAMES.quarry });
  const context = chaseCardView({
    flag, messageId: "preview-chase", authorName: refusal ? "Vex's player" : "Gamemaster", refused: refusal, isGM: true, outcomes, names: NAMES,
  });
  return `<div class="eote-chase-card"><h4 class="eote-chase__title">${title}</h4>${kit.engine.render(CHASE_TEMPLATE, context)}</div>`;
}

const CANDIDATES: ChaseCandidate[] = [
  { uuid: "Actor.star", name: "Wayward Star", vehicle: true }, { uuid: "Actor.comet", name: "Red Comet", vehicle: true },
  { uuid: "Actor.kira", name: "Kira Voss", vehicle: false }, { uuid: "Actor.vex", name: "Vex Tarrano", vehicle: false },
];

function hazardRollCard(kit: Kit, pool: string, wanted: (o: Outcome) => boolean, speed: number, standing?: NavHazardStanding): string {
  const dice = rollWanted(parsePool(pool), wanted);
  const outcome = buildCardContext({ dice }).outcome;
  const section = kit.engine.render(NAV_HAZARD_TEMPLATE, buildNavHazardCard(outcome, { vehicleUuid: "Actor.star", level: "dangerous", speed }, "Wayward Star", standing));
  const title = kit.i18n.format("EOTE.Travel.Hazard.CheckTitle", { vehicle: "Wayward Star", name: "Kira Voss" });
  const card = renderCard(kit, { title, pool }, dice);
  const at = card.lastIndexOf("</div>");
  return card.slice(0, at) + section + card.slice(at);
}

export function chaseViews(kit: Kit): View[] {
  const sublight = (() => {
    const title = kit.i18n.format("EOTE.Travel.Sublight.Card.Title", { name: "Wayward Star" });
    const section = kit.engine.render(SUBLIGHT_TEMPLATE, buildSublightCard({ vehicleUuid: "Actor.star", trip: "planetToPlanet" }, "Wayward Star"));
    return `<div class="eote-sublight-card"><h4 class="eote-sublight__title">${title}</h4>${section}</div>`;
  })();
  // Pursuer speed 4 against 3: one band a round on speed; round 1 net 2 against 1 (closes 2), round 2 1 against 2 (holds).
  const mid = chaseCard(kit, chaseFlag(2), [result(2), result(1), result(1), result(2)]);
  // Extreme → medium (the faster pursuer wins: 1 + 1), → long (the slower quarry wins: 1), → short, → close.
  const ended = chaseCard(kit, chaseFlag(4), [result(2), result(1), result(1), result(2), result(3), result(0), result(2), result(0)]);
  const dialog = (id: string, title: string, classes: string, template: string, context: object): View => ({
    id: `dialog-${id}`, title, group: "Dialogs", frame: "dialog", classes: `eote ${classes}`, html: kit.engine.render(template, context),
  });
  const chat = (id: string, title: string, speaker: string, html: string): View => ({ id: `chat-${id}`, title, group: "Chat cards", frame: "chat", html: chatMessage(speaker, html) });
  return [
    chat("chase-start", "Chase: started at extreme range, no round yet", "Gamemaster", chaseCard(kit, chaseFlag(0, "light"), [])),
    chat("chase-mid", "Chase: two rounds in, medium hazard", "Gamemaster", mid),
    chat("chase-ended", "Chase: caught at close range (Undo only)", "Gamemaster", ended),
    chat("chase-forged", "Chase: a player's card, refused", "Vex's player", chaseCard(kit, chaseFlag(0), [], true)),
    chat("sublight", "Sublight trip: planet to planet", "Wayward Star", sublight),
    chat("nav-hazard-through", "Navigation hazard: through a dangerous hazard", "Kira Voss", hazardRollCard(kit, "2p1a1i2c2s", (o) => o.succeeded, 2)),
    chat("nav-hazard-failed", "Navigation hazard: failed, 1 speed lost (the owner's Apply button)", "Kira Voss",
      hazardRollCard(kit, "2p1a1i2c2s", (o) => !o.succeeded && o.threat > 0, 2, { refusal: null, canAct: true, record: null })),
    chat("nav-hazard-applied", "Navigation hazard: failed, the speed loss applied, with Undo", "Kira Voss",
      hazardRollCard(kit, "2p1a1i2c2s", (o) => !o.succeeded && o.threat > 0, 2, { refusal: null, canAct: true, record: { speed: { before: 2, after: 1 } } })),
    dialog("chase-form", "Start a chase: two ships, medium hazard", "eote-chase-form", CHASE_FORM_TEMPLATE,
      chaseFormContext({ pursuerUuid: "Actor.star", quarryUuid: "Actor.comet", start: "long", difficulty: 2, hazard: "medium" }, CANDIDATES)),
    dialog("chase-form-mixed", "Start a chase: a ship against a character, refused", "eote-chase-form", CHASE_FORM_TEMPLATE,
      chaseFormContext({ pursuerUuid: "Actor.kira", quarryUuid: "Actor.comet", start: "medium", difficulty: 3, hazard: "light" }, CANDIDATES)),
    dialog("sublight-form", "Sublight trip form", "eote-travel-form eote-sublight-form", SUBLIGHT_FORM_TEMPLATE, sublightFormContext("planetToPlanet")),
    dialog("nav-hazard-form", "Navigation hazard form: silhouette 5, speed 2, dangerous", "eote-travel-form eote-nav-hazard-form", NAV_HAZARD_FORM_TEMPLATE,
      hazardFormContext("dangerous", { silhouette: 5, speed: 2 })),
  ];
}
