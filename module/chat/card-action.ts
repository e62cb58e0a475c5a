/**
 * A card's actions by id. The lock on a card's button (./exclusive.ts) is per client: two GMs at two
 * clients clicking the same button at once both run. So a click names the action it applies: the button,
 * and the step of the card's record it was clicked on ("hit:0", the card's first hit on that target). The
 * record that action writes carries the id, on the document it changes and in the same update as the
 * change, and each action reads the record again just before writing: a second application of the same id,
 * wherever it runs, finds it there and does nothing. A document the action creates (a critical injury, an
 * effect) takes its id from the action's (derivedId), so two clients applying one action name one document.
 */

/** How many action ids a record keeps (the newest): far more than any card applies to one target. */
export const MAX_CARD_ACTS = 64;

/** The id of a card action: the button and the step of the card's record it was clicked on. */
export function cardActionId(action: string, step: number | string): string {
  return `${action}:${step}`;
}

/** The action ids a stored record carries (its writer's data: strings only, bounded). */
export function readActs(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v.length <= 200).slice(-MAX_CARD_ACTS) : [];
}

/** Whether the record's acts include `act` ("" names no action: never applied). */
export function hasAct(acts: unknown, act: string): boolean {
  return act !== "" && readActs(acts).includes(act);
}

/** The record's acts with `act` added (the newest MAX_CARD_ACTS kept); unchanged for "". */
export function withAct(acts: unknown, act: string): string[] {
  const now = readActs(acts);
  return act === "" || now.includes(act) ? now : [...now, act].slice(-MAX_CARD_ACTS);
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/**
 * A document id (16 letters and digits, as Foundry's) from `seed`, the same on every client: two 53-bit
 * string hashes (cyrb53), written in base 62.
 */
export function derivedId(seed: string): string {
  const hash = (salt: number): number => {
    let h1 = 0xdeadbeef ^ salt;
    let h2 = 0x41c6ce57 ^ salt;
    for (let i = 0; i < seed.length; i++) {
      const c = seed.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return 4294967296 * (2097151 & h2) + (h1 >>> 0);
  };
  let out = "";
  for (const salt of [1, 2]) {
    let n = hash(salt);
    for (let i = 0; i < 8; i++) {
      out += ALPHABET[n % 62];
      n = Math.floor(n / 62);
    }
  }
  return out;
}
