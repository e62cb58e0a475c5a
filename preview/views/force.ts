/**
 * The Force (module/force): the character's Force tab, a Force-sensitive nemesis's row, and the Force
 * power card as the renderChatMessageHTML hook appends it to the roll (module/features/force/card.ts): a light
 * side user offered the dark pips, the same after using one (Undo), and a dark side user offered the
 * light pips and after using one. Each from the pure models in the real templates (the card through its own
 * view, module/features/force/model.ts forceCardView); the rolls are seeded Force dice.
 */
import { buildAdversaryContext, buildCharacterContext } from "../../module/applications/sheets/context/index.ts";
import { forceCardView, forceSpendUpdate, type ForcePowerRef } from "../../module/features/force/model.ts";
import { parsePool } from "../../module/dice/index.ts";
import { buildCardContext, type Outcome } from "../../module/roll/card-model.ts";
import { adversaryInputs, characterInput, characterItems, EDIT, owned, PLAY, READ_ONLY } from "../data/actors.ts";
import { packDoc } from "../kit.ts";
import { chatMessage } from "../frame.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";
import { renderCard, rollWanted } from "./cards.ts";
import { itemView, renderSheet } from "./sheets.ts";
import { SHEET_SIZES } from "../../module/applications/sheets/context/layout.ts";

export const FORCE_TEMPLATE = "templates/chat/force.hbs";

interface ForceSpec {
  id: string;
  label: string;
  pool: string;
  wanted: (o: Outcome) => boolean;
  darkSideUser: boolean;
  /** Other-side pips already used on this card (0: not spent yet). */
  used: number;
  /** The power the check was rolled for (a combined check's title names it). */
  power?: ForcePowerRef;
}

const SPECS: readonly ForceSpec[] = [
  { id: "light-user", label: "Force power: a light side user, dark pips offered", pool: "3f", wanted: (o) => o.light >= 1 && o.dark >= 2, darkSideUser: false, used: 0 },
  { id: "light-user-spent", label: "Force power: a dark pip used (strain, conflict, a light side Destiny point flipped to dark, Undo)", pool: "3f", wanted: (o) => o.light >= 1 && o.dark >= 1, darkSideUser: false, used: 1 },
  { id: "combined", label: "Force power: a combined Athletics check (Enhance) that succeeds with enough points", pool: "1a2p1i2f",
    wanted: (o) => o.succeeded && o.light >= 1, darkSideUser: false, used: 0, power: { name: "Enhance", points: 1, combined: true } },
  { id: "power-short", label: "Force power: Move needs 2 points, one light pip rolled", pool: "2f", wanted: (o) => o.light === 1 && o.dark >= 1,
    darkSideUser: false, used: 0, power: { name: "Move", points: 2, combined: false } },
  { id: "dark-user", label: "Force power: a dark side user, light pips offered", pool: "2f", wanted: (o) => o.light >= 1 && o.dark >= 1, darkSideUser: true, used: 0 },
  { id: "dark-user-spent", label: "Force power: a dark side user used a light pip (strain, a dark side Destiny point flipped to light, Undo)", pool: "2f",
    wanted: (o) => o.light >= 1 && o.dark >= 1, darkSideUser: true, used: 1 },
];

function renderForce(kit: Kit, spec: ForceSpec): string {
  const dice = rollWanted(parsePool(spec.pool), spec.wanted);
  const outcome = buildCardContext({ dice }).outcome;
  const pips = { light: outcome.light, dark: outcome.dark };
  const paths = { wounds: "system.wounds.value", strain: "system.strain.value" };
  const record = spec.used ? forceSpendUpdate(pips, spec.darkSideUser, spec.used, { wounds: 4, strain: 3 }, paths, "m", null, undefined, 1)!.record : null;
  // The card's own view from the snapshot a render reads (module/features/force/card.ts readForceCard).
  const section = kit.engine.render(FORCE_TEMPLATE, forceCardView({
    messageId: `preview-force-${spec.id}`, flag: { actorUuid: "Actor.kira", tokenUuid: "", ...(spec.power ? { power: spec.power } : {}) }, pips,
    succeeded: outcome.succeeded, authorName: "Kira's player", refusal: null, actor: { name: "Kira Voss", darkSideUser: spec.darkSideUser, canAct: true }, record,
  }));
  const title = spec.power ? kit.i18n.format("EOTE.Force.Power.Title", { power: spec.power.name, actor: "Kira Voss" }) : kit.i18n.format("EOTE.Force.Check.Title", { actor: "Kira Voss" });
  const card = renderCard(kit, { title, pool: spec.pool }, dice);
  const at = card.lastIndexOf("</div>");
  return card.slice(0, at) + section + card.slice(at);
}

/** The drawn Force tab with the first power's rules text open. */
function openPowerText(html: string): string {
  return html.replace('<details class="eote-rules-text" ', '<details open class="eote-rules-text" ');
}

/** The drawn Force tab with the first power's third upgrade cell's text open (Duration, buyable: read before buying). */
function openUpgradeText(html: string): string {
  return html.replace(/<details (class="eote-rules-text eote-tree-rules" data-rules-text="[^"]*-u2")/, "<details open $1");
}

export function forceViews(kit: Kit): View[] {
  // Kira knows three of the pack's powers (Enhance a combined Athletics check).
  // Sense has its first-row Control and Range bought (the cells under them buyable), Move its first Strength.
  const bought: Record<string, number[]> = { Sense: [0, 1], Move: [0] };
  const powers = ["Sense", "Move", "Enhance"].map((name) => {
    const doc = structuredClone(packDoc(kit, "force-powers", name));
    const system = doc.system as { tree: { bought: boolean }[] };
    system.tree = system.tree.map((cell, i) => ({ ...cell, bought: (bought[name] ?? []).includes(i) }));
    return owned(doc);
  });
  const kira = characterInput(kit, { ...PLAY, activeTab: "force" }, [...characterItems(kit), ...powers]);
  // Her latest purchases on the Force tab: Move learnt, then Sense's two first-row upgrades and Move's Magnitude.
  const sense = powers[0]!, move = powers[1]!;
  const senseTree = (packDoc(kit, "force-powers", "Sense").system as { tree: { upgrade: string }[] }).tree;
  const moveTree = (packDoc(kit, "force-powers", "Move").system as { tree: { upgrade: string }[] }).tree;
  const at = (minutes: number) => Date.UTC(2026, 10, 20, 19, 30) + minutes * 60_000;
  const buy = (kind: "forcePower" | "forceUpgrade", item: string, target: string, cost: number, minutes: number, cell = -1) => ({
    kind, target, cost, time: at(minutes), user: "player0000000001", from: 0, to: 1, item, created: kind === "forcePower", source: "", cell, refunded: false,
  });
  const ledger = [
    buy("forcePower", move.id, "move", 10, 0),
    buy("forceUpgrade", sense.id, senseTree[0]!.upgrade, 10, 5, 0),
    buy("forceUpgrade", sense.id, senseTree[1]!.upgrade, 10, 6, 1),
    buy("forceUpgrade", move.id, moveTree[0]!.upgrade, 5, 8, 0),
  ];
  kira.system = { ...kira.system, forceRating: 3, forceCommitted: 1, xp: { ...kira.system.xp, available: 25, ledger } };
  kira.advancement = { gm: false, userNames: { player0000000001: "Kira's player" }, lang: "en" };
  // The Force tab offers the pack's other powers to learn (those Kira knows are left out).
  kira.forceOffers = ["Enhance", "Foresee", "Influence", "Misdirect", "Move", "Sense"].map((name) => {
    const doc = packDoc(kit, "force-powers", name);
    return { id: String(doc._id ?? name), name, cost: (doc.system as { cost: number }).cost };
  });
  const nemesis = adversaryInputs(kit).nemesis;
  nemesis.system = { ...nemesis.system, forceRating: 2, forceCommitted: 1 };
  const forceHtml = renderSheet(kit, "CharacterSheet", buildCharacterContext(kira));
  return [
    {
      id: "actor-character-force", title: "Character: force (latest purchases with Undo, the trees)", group: "Actor sheets", frame: "sheet", classes: "eote sheet actor character",
      size: SHEET_SIZES.CharacterSheet, html: forceHtml,
    },
    {
      id: "actor-character-force-rules", title: "Character: force, Sense's rules text open", group: "Actor sheets",
      frame: "sheet", classes: "eote sheet actor character", size: SHEET_SIZES.CharacterSheet, html: openPowerText(forceHtml),
    },
    {
      id: "actor-character-force-upgrade-text", title: "Character: force, an unbought upgrade's text (Sense: Duration) read before buying", group: "Actor sheets",
      frame: "sheet", classes: "eote sheet actor character", size: SHEET_SIZES.CharacterSheet, html: openUpgradeText(forceHtml),
    },
    {
      id: "actor-nemesis-force", title: "Adversary: a Force-sensitive nemesis", group: "Actor sheets", frame: "sheet", classes: "eote sheet actor nemesis",
      size: SHEET_SIZES.AdversarySheet, html: renderSheet(kit, "AdversarySheet", buildAdversaryContext(nemesis)),
    },
    itemView(kit, "force-power", "Force power: edit mode (Move, its upgrades)", packDoc(kit, "force-powers", "Move"), EDIT),
    itemView(kit, "force-power-read-only", "Force power: read-only, a combined check (Enhance)", packDoc(kit, "force-powers", "Enhance"), READ_ONLY),
    ...SPECS.map((spec): View => ({
      id: `chat-force-${spec.id}`, title: spec.label, group: "Chat cards", frame: "chat", html: chatMessage("Kira Voss", renderForce(kit, spec)),
    })),
  ];
}
