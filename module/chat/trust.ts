/**
 * Whether a chat card may act (pure). A card's flags and rolls are written by its message's author,
 * who can also edit them after posting (Foundry: the author may update the message's flags and rolls),
 * so a card is only as trustworthy as its author's rights: it acts for an actor (the attacker, healer
 * or repairer) only when its author is a GM or an owner of that actor, and an attack only with a
 * weapon that actor owns, whose numbers the shell then reads from the item, never from the flag.
 * Every card kind asks this at render (no buttons, the reason shown) and again at click.
 */

export interface CardAuthor {
  id: string;
  isGM: boolean;
}

/** The attack's weapon now: an item of the acting actor, an item of someone else, or gone. */
export type WeaponState = "owned" | "notOwned" | "missing";

export interface CardTrustInput {
  /** The message's author (null when that user no longer exists). */
  author: CardAuthor | null;
  /** The acting actor the card names still exists. */
  actorFound: boolean;
  /** actor.testUserPermission(author, "OWNER"). */
  authorOwnsActor: boolean;
  /** Attack cards only. */
  weapon?: WeaponState;
}

export type CardTrust = { ok: true } | { ok: false; reason: string };

export const TRUST_REASONS = {
  noAuthor: "EOTE.Combat.Trust.NoAuthor",
  noActor: "EOTE.Combat.Trust.NoActor",
  notOwner: "EOTE.Combat.Trust.NotOwner",
  weaponMissing: "EOTE.Combat.Trust.WeaponMissing",
  weaponNotOwned: "EOTE.Combat.Trust.WeaponNotOwned",
} as const;

export function cardTrust(input: CardTrustInput): CardTrust {
  const refuse = (reason: string): CardTrust => ({ ok: false, reason });
  if (!input.author) return refuse(TRUST_REASONS.noAuthor);
  // A GM's Medicine, repair or treatment card takes no number from its acting actor, so it needs none
  // (cards posted before the flags named that actor keep working for the GM who posted them).
  const gmWithoutWeapon = input.author.isGM && input.weapon === undefined;
  if (!input.actorFound && !gmWithoutWeapon) return refuse(TRUST_REASONS.noActor);
  if (!input.author.isGM && !input.authorOwnsActor) return refuse(TRUST_REASONS.notOwner);
  // Even a GM's card needs the weapon: its damage and qualities are read from the item now.
  if (input.weapon === "missing") return refuse(TRUST_REASONS.weaponMissing);
  if (input.weapon === "notOwned") return refuse(TRUST_REASONS.weaponNotOwned);
  return { ok: true };
}
