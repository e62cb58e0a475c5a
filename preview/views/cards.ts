/**
 * Chat cards for representative rolls: each pool is rolled by the dice core's rollPool with a seeded
 * generator, taking the first seed whose result is the kind the card shows (a success, a triumph and
 * a despair...), then built by the roll area's pure card model and rendered with the real template,
 * with the same extra fields NarrativeRoll#render adds.
 */
import { formatPool, parsePool, rollPool, seededRandom } from "../../module/dice/index.ts";
import type { Pool, SymbolCounts } from "../../module/dice/types.ts";
import { buildCardContext, type Outcome, type RolledDie } from "../../module/roll/card-model.ts";
import { chatMessage } from "../frame.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";

export const CARD_TEMPLATE = "templates/chat/narrative-roll.hbs";

export interface CardSpec {
  id: string;
  /** The gallery's name for the view. */
  label: string;
  /** The check's name, the card's own title. */
  title: string;
  speaker: string;
  pool: string;
  automatic?: Partial<SymbolCounts>;
  flavor?: string;
  /** The kind of result this card shows. */
  wanted: (outcome: Outcome) => boolean;
  isPrivate?: boolean;
}

/** The first seed (from 1) whose roll of the pool passes `wanted`. */
export function rollWanted(pool: Pool, wanted: (o: Outcome) => boolean, automatic: Partial<SymbolCounts> = {}): RolledDie[] {
  for (let seed = 1; seed <= 5000; seed++) {
    const dice = rollPool(pool, seededRandom(seed)).dice.map(({ die, face }): RolledDie => ({ die, face }));
    if (wanted(buildCardContext({ dice, automatic }).outcome)) return dice;
  }
  throw new Error(`preview: no seed up to 5000 rolls the wanted result for ${formatPool(pool)}`);
}

/** The card's HTML for one roll, as NarrativeRoll#render gives it to the chat message. */
export function renderCard(kit: Kit, spec: Omit<CardSpec, "id" | "label" | "speaker" | "wanted">, dice: readonly RolledDie[]): string {
  const pool = parsePool(spec.pool);
  const base = {
    isPrivate: spec.isPrivate ?? false,
    formula: spec.isPrivate ? "???" : formatPool(pool, "formula"),
    flavor: spec.isPrivate ? null : spec.flavor ?? null,
    title: spec.isPrivate ? "" : spec.title,
  };
  if (spec.isPrivate) return kit.engine.render(CARD_TEMPLATE, base);
  const card = buildCardContext({ dice, automatic: spec.automatic ?? {} });
  return kit.engine.render(CARD_TEMPLATE, { ...card, ...base, hasNumericTotal: false });
}

export function cardView(kit: Kit, spec: CardSpec, group = "Chat cards"): View {
  const dice = rollWanted(parsePool(spec.pool), spec.wanted, spec.automatic ?? {});
  return {
    id: `chat-${spec.id}`, title: spec.label, group, frame: "chat",
    html: chatMessage(spec.speaker, renderCard(kit, spec, dice)),
  };
}

const noCrit = (o: Outcome) => o.triumph === 0 && o.despair === 0;

export const CARDS: readonly CardSpec[] = [
  {
    id: "success", label: "Success with advantage", title: "Ranged (Light)", speaker: "Kira Voss", pool: "1p2a2i1b",
    flavor: "Shoots at the stormtrooper", wanted: (o) => o.succeeded && o.netAdvantage > 0 && noCrit(o),
  },
  {
    id: "failure", label: "Failure with threat", title: "Athletics", speaker: "Kira Voss", pool: "2a3i1s",
    wanted: (o) => !o.succeeded && o.netAdvantage < 0 && noCrit(o),
  },
  {
    id: "triumph-despair", label: "Triumph and despair", title: "Piloting (Space)", speaker: "Kira Voss", pool: "2p1a1c2i",
    wanted: (o) => o.triumph > 0 && o.despair > 0,
  },
  {
    id: "force", label: "Force dice: light and dark", title: "Force power", speaker: "Old Hermit", pool: "3f",
    wanted: (o) => o.light > 0 && o.dark > 0,
  },
  {
    id: "automatic", label: "Automatic symbols", title: "Mechanics", speaker: "Kira Voss", pool: "3a2i", automatic: { advantage: 1, success: 1 },
    flavor: "Tool kit: an automatic success; a talent adds an advantage", wanted: (o) => o.succeeded,
  },
  {
    id: "repeated", label: "Repeated faces and symbols drawn ×N", title: "Mechanics", speaker: "Kira Voss", pool: "40a", automatic: { success: 9 },
    flavor: "A large pool: a face rolled more than five times, and nine automatic successes, are each drawn once with ×N",
    wanted: () => true,
  },
  {
    id: "hidden", label: "Hidden roll (seen by another player)", title: "Perception", speaker: "Game Master", pool: "2a2i", isPrivate: true, wanted: () => true,
  },
];

/** A stored roll the card cannot draw (over the dice cap, or never evaluated): the card says why. */
function unreadableView(kit: Kit): View {
  const error = kit.i18n.format("EOTE.Chat.Unreadable", { error: "a roll holds at most 100 narrative dice (this one has 20000)." });
  const html = kit.engine.render(CARD_TEMPLATE, { isPrivate: false, formula: "20000da", flavor: null, title: "Stored roll", error });
  return { id: "chat-unreadable", title: "A stored roll that cannot be drawn", group: "Chat cards", frame: "chat", html: chatMessage("Kira Voss", html) };
}

export function cardViews(kit: Kit): View[] {
  return [...CARDS.map((spec) => cardView(kit, spec)), unreadableView(kit)];
}
