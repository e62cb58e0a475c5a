/**
 * The one skeleton every chat-card button runs through. A card's flags are its author's data, and a
 * click may come from anyone who sees the card, so each click is judged again, in this order:
 *   1. `actions`: a button the card does not answer does nothing;
 *   2. `busy`: one run at a time per card on this client (./exclusive.ts); a second click gets the notice;
 *   3. `read`: the card's flags, roll and the documents they name, read now; null: nothing to act on,
 *      nothing happens;
 *   4. `trust`: whether the card's author may have it act (./trust.ts, through ./section.ts cardStanding):
 *      its refusal, a lang key, is the notice. Buttons listed in `recordOnly` (Undo) skip it: they read only
 *      the card's record on the target, never the author's numbers (./section.ts mayUndo);
 *   5. `who` may click: `gm`, only a GM; `owner`, the GM or an owner of the button's target
 *      (module/foundry/documents.ts canActOn); otherwise its notice;
 *   6. `act`; anything it throws is shown by module/foundry/notify.ts notifyError.
 * The result is the act's, or undefined when the click was refused, busy or failed.
 */
import { actorFromUuid, canActOn } from "../foundry/documents.ts";
import { notifyError, warnKey } from "../foundry/notify.ts";
import { exclusive } from "./exclusive.ts";
import { cardStanding } from "./section.ts";

type Message = ChatMessage.Implementation;
type AnActor = Actor.Implementation;

/** A click as the card's handler reads it: the button's action and whatever else the button carries. */
export interface Click {
  readonly action: string;
}

/** What the act is given: the message, the click, the state `read` returned, and (for `owner`) the target. */
export interface ButtonContext<C extends Click, S> {
  message: Message;
  click: C;
  state: S;
}

interface Rules<C extends Click, S> {
  /** The buttons this card answers; any other does nothing. Omitted: every button. */
  actions?: readonly string[];
  /** One run at a time per card on this client: the key for the message, and the notice a second click gets. */
  busy?: { key: (message: Message) => string; notice: string };
  /** The card's state for this click; null when there is nothing to act on (nothing happens). Omitted: no state. */
  read?: (message: Message, click: C) => S | null | Promise<S | null>;
  /** The lang key of why the card's author may not have it act now, or null when it may. */
  trust?: (message: Message, state: S, click: C) => string | null;
  /** Buttons that read only the card's record (Undo): they skip `trust`. */
  recordOnly?: readonly string[];
}

/** Only a GM may click; `gm` is the notice anyone else gets. */
export interface GmButton<C extends Click, S, R> extends Rules<C, S> {
  who: { gm: string };
  act: (context: ButtonContext<C, S>) => Promise<R>;
}

/**
 * The GM or an owner of the target may click; anyone else gets `notice`. `owner` names the target: an
 * actor, null when it is gone (refused like one the user may not act on), or undefined when the button
 * names nothing this card acts on (nothing happens).
 */
export interface OwnerButton<C extends Click, S, R> extends Rules<C, S> {
  who: { owner: (state: S, click: C) => AnActor | null | undefined | Promise<AnActor | null | undefined>; notice: string };
  act: (context: ButtonContext<C, S> & { target: AnActor }) => Promise<R>;
}

/** Whoever sees the button may click: the act checks the rights it needs itself. */
export interface AnyoneButton<C extends Click, S, R> extends Rules<C, S> {
  who?: undefined;
  act: (context: ButtonContext<C, S>) => Promise<R>;
}

export type CardButton<C extends Click, S, R> = GmButton<C, S, R> | OwnerButton<C, S, R> | AnyoneButton<C, S, R>;

/** A click's handler: runs `button`'s checks, then its act. */
export type ButtonHandler<C extends Click, R> = (message: Message, click: C) => Promise<R | undefined>;

/** A refused click: its notice, and no result. */
function refuse(key: string): undefined {
  warnKey(key);
  return undefined;
}

/** Builds a card button's click handler from its rules (the order is this module's comment). */
export function cardButton<C extends Click = Click, S = undefined, R = void>(button: OwnerButton<C, S, R>): ButtonHandler<C, R>;
export function cardButton<C extends Click = Click, S = undefined, R = void>(button: GmButton<C, S, R>): ButtonHandler<C, R>;
export function cardButton<C extends Click = Click, S = undefined, R = void>(button: AnyoneButton<C, S, R>): ButtonHandler<C, R>;
export function cardButton<C extends Click, S, R>(button: CardButton<C, S, R>): ButtonHandler<C, R> {
  const run = async (message: Message, click: C): Promise<R | undefined> => {
    try {
      const state = button.read ? await button.read(message, click) : (undefined as S);
      if (state === null) return undefined;
      if (button.trust && !button.recordOnly?.includes(click.action)) {
        const refusal = button.trust(message, state, click);
        if (refusal) return refuse(refusal);
      }
      const context = { message, click, state };
      if (!button.who) return await (button as AnyoneButton<C, S, R>).act(context);
      if ("gm" in button.who) {
        if (game.user?.isGM !== true) return refuse(button.who.gm);
        return await (button as GmButton<C, S, R>).act(context);
      }
      const owner = button as OwnerButton<C, S, R>;
      const target = await owner.who.owner(state, click);
      if (target === undefined) return undefined;
      if (!target || !canActOn(target)) return refuse(owner.who.notice);
      return await owner.act({ ...context, target });
    } catch (err) {
      notifyError(err);
      return undefined;
    }
  };
  return async (message, click) => {
    if (button.actions && !button.actions.includes(click.action)) return undefined;
    const busy = button.busy;
    if (!busy) return run(message, click);
    return exclusive<R | undefined>(busy.key(message), undefined, () => refuse(busy.notice), () => run(message, click));
  };
}

/** The state of a card that acts for the one actor its flag names: the flag, and that actor now (null: gone). */
export interface ActorCardState<F> {
  flag: F;
  actor: AnActor | null;
}

/**
 * The buttons of a card that acts for the one actor its flag names (`actorUuid`: a purchase, a gear repair):
 * the flag and that actor are read at the click; the card must stand for that actor (./section.ts
 * cardStanding); the GM or the actor's owner may click, anyone else gets `notice`. `undo` reads only the
 * card's record on the actor, so it skips the trust (./section.ts mayUndo).
 */
export function actorCardButton<F extends { actorUuid: string }, C extends Click = Click>(card: {
  flagOf: (message: Message) => F | null;
  undo: string;
  notice: string;
  act: OwnerButton<C, ActorCardState<F>, void>["act"];
}): ButtonHandler<C, void> {
  return cardButton<C, ActorCardState<F>>({
    read: async (message) => {
      const flag = card.flagOf(message);
      return flag ? { flag, actor: await actorFromUuid(flag.actorUuid) } : null;
    },
    recordOnly: [card.undo],
    trust: (message, { actor }) => cardStanding(message, actor).refusal,
    who: { owner: ({ actor }) => actor, notice: card.notice },
    act: card.act,
  });
}
