/**
 * How the dice dialog reaches the Destiny pool: module/features/destiny/actions.ts hands it over when it registers.
 * The dialog is imported by modules that must load without the build's injected globals (the chat
 * command, the pure tests), and the pool's modules read the system config, so the dialog does not import
 * them. Before registration the pool reads as empty (every spend is refused as such) and nothing flips.
 */
import type { DestinyPool, FlipDirection } from "../model.ts";
import type { FlipAnswer } from "./gm.ts";

export interface DestinyLink {
  /** The pool as this client sees it now. */
  readPool(): DestinyPool;
  /** A flip by the current user through the trusted path, answered (not shown). */
  flip(direction: FlipDirection): Promise<FlipAnswer>;
}

const unlinked: DestinyLink = {
  readPool: () => ({ light: 0, dark: 0 }),
  flip: async () => ({ ok: false, reason: "EOTE.Dice.Destiny.Error.NoGM" }),
};

let link: DestinyLink = unlinked;

export function linkDestiny(next: DestinyLink): void {
  link = next;
}

export function destinyLink(): DestinyLink {
  return link;
}
