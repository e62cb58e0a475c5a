/**
 * The limited view of an actor: what a user with LIMITED permission (not an observer) sees on opening its
 * sheet. Core and dnd5e show such a user the name, the portrait and the public description only; ours does
 * the same. A character's biography is the text the table knows about them; adversaries and vehicles keep
 * only the GM's notes, which are no one else's to read, so their limited view has no text.
 */
import type { ActorType } from "../../../rules/types.ts";
import type { SheetFlags } from "./inputs.ts";

/** The stored HTML field each actor type shows in its limited view, or null for none. */
export const PUBLIC_TEXT_FIELD: Readonly<Record<ActorType, "biography" | null>> = {
  character: "biography", minion: null, rival: null, nemesis: null, vehicle: null,
};

export interface LimitedInput {
  name: string;
  img: string;
  type: ActorType;
  /** The public text, already enriched (sanitised) HTML; "" when there is none. */
  description: string;
}

export interface LimitedContext {
  name: string;
  img: string;
  type: ActorType;
  typeLabelKey: string;
  /** Nothing on a limited view can be edited or clicked into an action. */
  flags: SheetFlags;
  description: string;
  /** The heading over the public text (the field it comes from). */
  descriptionHeadingKey: string;
  cssClass: string;
}

/** The template context of the limited view (templates/actor/limited.hbs). */
export function buildLimitedContext(input: LimitedInput): LimitedContext {
  return {
    name: input.name, img: input.img, type: input.type, typeLabelKey: `TYPES.Actor.${input.type}`,
    flags: { editable: false, owner: false, editMode: false },
    description: input.description, descriptionHeadingKey: "EOTE.Sheet.Section.Biography", cssClass: "limited-view",
  };
}
