// Whether a chat card may act (module/chat/trust.ts): its author must be a GM or own the acting
// actor, and an attack's weapon must be an item of that actor.
import { describe, expect, it } from "vitest";
import { cardTrust, TRUST_REASONS } from "../../module/chat/trust.ts";

const player = { id: "player", isGM: false };
const gm = { id: "gm", isGM: true };

describe("cardTrust", () => {
  it("a player's card acts only for an actor that player owns", () => {
    expect(cardTrust({ author: player, actorFound: true, authorOwnsActor: true })).toEqual({ ok: true });
    expect(cardTrust({ author: player, actorFound: true, authorOwnsActor: false })).toEqual({ ok: false, reason: TRUST_REASONS.notOwner });
  });

  it("a GM's card acts for any actor", () => {
    expect(cardTrust({ author: gm, actorFound: true, authorOwnsActor: false })).toEqual({ ok: true });
  });

  it("no author or no acting actor: refused", () => {
    expect(cardTrust({ author: null, actorFound: true, authorOwnsActor: true })).toEqual({ ok: false, reason: TRUST_REASONS.noAuthor });
    expect(cardTrust({ author: player, actorFound: false, authorOwnsActor: false })).toEqual({ ok: false, reason: TRUST_REASONS.noActor });
    expect(cardTrust({ author: gm, actorFound: false, authorOwnsActor: false, weapon: "missing" })).toEqual({ ok: false, reason: TRUST_REASONS.noActor });
    // A GM's card without a weapon (Medicine, repair, treatment) reads no number from its actor: it may act without one.
    expect(cardTrust({ author: gm, actorFound: false, authorOwnsActor: false })).toEqual({ ok: true });
  });

  it("an attack needs a weapon the attacker owns, even on a GM's card", () => {
    expect(cardTrust({ author: player, actorFound: true, authorOwnsActor: true, weapon: "owned" })).toEqual({ ok: true });
    expect(cardTrust({ author: gm, actorFound: true, authorOwnsActor: true, weapon: "missing" })).toEqual({ ok: false, reason: TRUST_REASONS.weaponMissing });
    expect(cardTrust({ author: gm, actorFound: true, authorOwnsActor: true, weapon: "notOwned" })).toEqual({ ok: false, reason: TRUST_REASONS.weaponNotOwned });
    // Ownership of the actor is checked first: a forger learns nothing about the weapon.
    expect(cardTrust({ author: player, actorFound: true, authorOwnsActor: false, weapon: "notOwned" })).toEqual({ ok: false, reason: TRUST_REASONS.notOwner });
  });
});
