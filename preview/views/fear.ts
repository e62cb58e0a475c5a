/**
 * Fear (module/fear): the GM's fear form and the fear card as the renderChatMessageHTML hook appends it to
 * the roll (module/features/fear/card.ts): a failure with three threat applied (staggered, Undo), a success with a
 * triumph and advantage left to use, and the morality option's conflict. Each from the pure models in
 * the real templates; the rolls are seeded dice.
 */
import { fearDialogContext } from "../../module/features/fear/form-model.ts";
import { fearApplyUpdate, fearCardView, type FearChoice } from "../../module/features/fear/model.ts";
import { parsePool } from "../../module/dice/index.ts";
import { buildCardContext, type Outcome } from "../../module/roll/card-model.ts";
import { fearSkill } from "../../module/rules/force/fear.ts";
import { chatMessage } from "../frame.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";
import { renderCard, rollWanted } from "./cards.ts";

export const FEAR_TEMPLATE = "templates/chat/fear.hbs";
export const FEAR_DIALOG_TEMPLATE = "templates/dialogs/fear.hbs";

interface FearSpec {
  id: string;
  label: string;
  pool: string;
  wanted: (o: Outcome) => boolean;
  choice: FearChoice;
  /** Triumph uses and boosts already given, shown on the card. */
  used?: { uses?: ("cancel" | "immune")[]; boosted?: string[] };
}

const VERY_AFRAID: FearChoice = { level: "veryAfraid", modifiers: ["rareDanger"], prepared: false, moralityEffect: false };

const SPECS: readonly FearSpec[] = [
  { id: "failure", label: "Fear: a failure with three threat (penalty, strain, staggered; Undo)", pool: "2a1p5i", wanted: (o) => !o.succeeded && o.threat >= 3, choice: VERY_AFRAID },
  { id: "triumph", label: "Fear: a success with a triumph and advantage to give", pool: "1a2p2i", wanted: (o) => o.succeeded && o.triumph >= 1 && o.advantage >= 1, choice: { ...VERY_AFRAID, level: "moderate", modifiers: [], prepared: true } },
  { id: "morality", label: "Fear: the morality option's conflict instead of the penalties", pool: "2a5i", wanted: (o) => !o.succeeded && o.despair === 0, choice: { ...VERY_AFRAID, moralityEffect: true } },
];

function renderFear(kit: Kit, spec: FearSpec): string {
  const dice = rollWanted(parsePool(spec.pool), spec.wanted);
  const outcome = buildCardContext({ dice }).outcome;
  const paths = { wounds: "system.wounds.value", strain: "system.strain.value" };
  const record = fearApplyUpdate(outcome, spec.choice, { wounds: 2, strain: 3 }, paths, "m", null, { penalty: "p", staggered: "s" }, undefined, 1)!.record;
  const name = "Kira Voss";
  // The card's own view from the snapshot a render reads (module/features/fear/card.ts readFearCard).
  const section = kit.engine.render(FEAR_TEMPLATE, fearCardView({
    messageId: `preview-fear-${spec.id}`, flag: { ...spec.choice, actorUuid: "Actor.kira", tokenUuid: "" }, outcome, authorName: "Gamemaster", refusal: null,
    actor: { name, canAct: true }, record, boosted: [],
    allies: [{ uuid: "Actor.tekka", name: "Tekka" }, { uuid: "Actor.oro", name: "Oro Dassyne" }],
  }));
  const skill = kit.i18n.localize(`EOTE.Skill.${fearSkill(spec.choice.prepared)}`);
  const card = renderCard(kit, { title: kit.i18n.format("EOTE.Fear.Check.Title", { actor: name, skill }), pool: spec.pool }, dice);
  const at = card.lastIndexOf("</div>");
  return card.slice(0, at) + section + card.slice(at);
}

export function fearViews(kit: Kit): View[] {
  const candidates = [
    { uuid: "a", name: "Kira Voss", onScene: true, immune: false },
    { uuid: "b", name: "Tekka", onScene: true, immune: false },
    { uuid: "c", name: "Oro Dassyne", onScene: false, immune: false },
    { uuid: "d", name: "K-3PO", onScene: true, immune: true },
  ];
  return [
    ...SPECS.map((spec): View => ({
      id: `chat-fear-${spec.id}`, title: spec.label, group: "Chat cards", frame: "chat", html: chatMessage("Kira Voss", renderFear(kit, spec)),
    })),
    {
      id: "dialog-fear", title: "Fear check (GM)", group: "Dialogs", frame: "dialog", classes: "eote eote-fear-dialog",
      html: kit.engine.render(FEAR_DIALOG_TEMPLATE, fearDialogContext({ ...VERY_AFRAID, modifiers: ["reputation"] }, candidates)),
    },
  ];
}
