/**
 * Assisted, opposed and competitive checks: the dice dialog with its check section (the dialog's pure
 * check state over a Stealth check by Kira, Agility 3, Stealth 1), and the competitive check's
 * standing card (the pure contest model over seeded rolls), in the real templates.
 */
import { checkPool, parsePool } from "../../module/dice/index.ts";
import type { Pool } from "../../module/dice/types.ts";
import {
  addAssistant, checkDialogView, checkNotes, checkSection, effectivePool, emptyCheckState, setOpponent, toggleAssistMode, type CheckState, type CheckSubject,
} from "../../module/applications/dice-dialog/check-state.ts";
import { contestCardView, type ContestRoll } from "../../module/features/contests/model.ts";
import { formatNote } from "../../module/rules/checks/notes.ts";
import { buildCardContext, type Outcome } from "../../module/roll/card-model.ts";
import { chatMessage } from "../frame.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";
import { renderCard, rollWanted } from "./cards.ts";
import { DIALOG_SIZE, DIALOG_TEMPLATE, dialogContext } from "./dialog.ts";

const SUBJECT: CheckSubject = { skillId: "stealth", characteristicId: "agility", characteristic: 3, rank: 1 };
const CANDIDATES = [
  { uuid: "Actor.lowhhrick", name: "Lowhhrick", targeted: false },
  { uuid: "Actor.pash", name: "Pash Cracken", targeted: false },
  { uuid: "Scene.s.Token.t.Actor.agent", name: "Hooded Figure", targeted: true },
];
const CONTESTS = [{ id: "contestAAAAAAAAA", label: "Piloting (Planetary) — Kira" }];

interface CheckDialogSpec {
  id: string;
  title: string;
  state: (pool: Pool) => { state: CheckState; pool: Pool };
}

const helped = (s: CheckState) => addAssistant(s, { uuid: "Actor.lowhhrick", name: "Lowhhrick", characteristic: 2, rank: 3 }, "Actor.kira");
const pash = (s: CheckState) => addAssistant(s, { uuid: "Actor.pash", name: "Pash Cracken", characteristic: 2, rank: 0 }, "Actor.kira");

const DIALOGS: readonly CheckDialogSpec[] = [
  { id: "assisted", title: "Stealth, assisted (skilled and unskilled)", state: (pool) => ({ state: pash(helped(emptyCheckState(SUBJECT))), pool }) },
  { id: "assisted-unskilled", title: "Stealth, helper switched to unskilled", state: (pool) => ({ state: toggleAssistMode(helped(emptyCheckState(SUBJECT)), "Actor.lowhhrick"), pool }) },
  {
    id: "opposed", title: "Stealth opposed by a targeted token's Vigilance",
    state: (pool) => setOpponent(emptyCheckState(SUBJECT), pool,
      { uuid: "Scene.s.Token.t.Actor.agent", name: "Hooded Figure", skillId: "vigilance", characteristicId: "willpower", characteristic: 3, rank: 1 }),
  },
  { id: "competitive", title: "Stealth, joining a competitive check", state: (pool) => ({ state: { ...emptyCheckState(SUBJECT), contest: "contestAAAAAAAAA" }, pool }) },
];

function renderCheckDialog(kit: Kit, spec: CheckDialogSpec): string {
  const start = { ...checkPool(SUBJECT.characteristic, SUBJECT.rank), difficulty: 2 };
  const { state, pool } = spec.state(start);
  const rolled = effectivePool(pool, state);
  const view = checkDialogView(pool, state, kit.i18n.lang);
  const notes = checkNotes(state).map((n) => formatNote(n, kit.i18n));
  return kit.engine.render(DIALOG_TEMPLATE, {
    ...dialogContext(kit, view, rolled, { title: "Stealth", notes, check: state }),
    check: checkSection(state, CANDIDATES, true, CONTESTS),
  });
}

interface ContestSpec {
  id: string;
  label: string;
  /** Each participant: name, pool, the result wanted, and how the card sees the roll. */
  rolls: { name: string; pool: string; wanted: (o: Outcome) => boolean; trusted?: boolean; visible?: boolean }[];
}

const CONTEST_CARDS: readonly ContestSpec[] = [
  {
    id: "triumph", label: "Competitive check: tied on successes, won on triumph",
    rolls: [
      { name: "Kira", pool: "1p2a2i", wanted: (o) => o.netSuccess === 1 && o.triumph === 1 },
      { name: "Hooded Figure", pool: "2a1p2i", wanted: (o) => o.netSuccess === 1 && o.triumph === 0 && o.netAdvantage > 0 },
    ],
  },
  {
    id: "refused", label: "Competitive check: a forged roll and a hidden roll",
    rolls: [
      { name: "Kira", pool: "1p2a2i", wanted: (o) => o.netSuccess === 2 },
      { name: "Hooded Figure", pool: "3p2i", wanted: (o) => o.netSuccess >= 3, trusted: false },
      { name: "Lowhhrick", pool: "2p1a2i", wanted: (o) => o.succeeded, visible: false },
    ],
  },
];

function renderContest(kit: Kit, spec: ContestSpec): string {
  const rolled = spec.rolls.map((r) => {
    const dice = rollWanted(parsePool(r.pool), r.wanted);
    return { ...r, dice, outcome: buildCardContext({ dice }).outcome };
  });
  const rows: ContestRoll[] = rolled.map((r) => ({
    messageId: r.name, actorUuid: `Actor.${r.name}`, name: r.name, trusted: r.trusted ?? true, visible: r.visible ?? true,
    result: { netSuccess: r.outcome.netSuccess, triumph: r.outcome.triumph, netAdvantage: r.outcome.netAdvantage },
  }));
  const section = kit.engine.render("templates/chat/contest.hbs", contestCardView({ contestId: `preview-${spec.id}`, rolls: rows }));
  const first = rolled[0]!;
  const card = renderCard(kit, { title: "Piloting (Planetary)", pool: first.pool }, first.dice);
  const at = card.lastIndexOf("</div>");
  return card.slice(0, at) + section + card.slice(at);
}

export function checkDialogViews(kit: Kit): View[] {
  return DIALOGS.map((spec): View => ({
    id: `dialog-check-${spec.id}`, title: spec.title, group: "Dialogs", frame: "dialog", classes: "eote eote-dice-dialog", html: renderCheckDialog(kit, spec), size: DIALOG_SIZE,
  }));
}

export function contestViews(kit: Kit): View[] {
  return CONTEST_CARDS.map((spec): View => ({
    id: `chat-contest-${spec.id}`, title: spec.label, group: "Chat cards", frame: "chat", html: chatMessage("Kira", renderContest(kit, spec)),
  }));
}
