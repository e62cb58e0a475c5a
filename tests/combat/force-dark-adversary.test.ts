// A dark side adversary's Force power check run by the GM (seed 002 THE FORCE, DARK SIDE CHECK): dark pips
// are free, each light pip used costs 1 strain (a rival takes it as wounds), and the light side Destiny
// point the rule flips is the players': the GM does not flip it, a notice says so, and the card notes it.
// A dark side player character's card stays the player's to spend (the GM is refused, nothing changes).
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { nemesis, rival } from "../fixtures/actors.ts";
import { asUser, FakeActor, installFoundry, notices, OWNERSHIP, register, users } from "../doubles/index.ts";

let card: typeof import("../../module/force/card.ts");
const g = globalThis as any;

beforeAll(async () => {
  await installFoundry(13);
  card = await import("../../module/force/card.ts");
});

beforeEach(async () => {
  await installFoundry(13);
  await g.game.settings.set("eote", "destinyPool", { light: 2, dark: 1 });
});

async function post(actor: { uuid: string }, light: number, dark: number) {
  asUser(users.gm);
  const outcome = { light, dark, success: 0, failure: 0, advantage: 0, threat: 0, triumph: 0, despair: 0, netSuccess: 0, netAdvantage: 0, succeeded: false };
  return await g.ChatMessage.create({ flags: { eote: { check: { force: { actorUuid: actor.uuid, tokenUuid: "" } } } }, rolls: [{ outcome, actionableOutcome: outcome }] });
}

/** An adversary no player owns, marked a dark side user (flags.eote.darkSideUser, module/force/actions.ts isDarkSideUser). */
function darkNpc(type: "rival" | "nemesis") {
  const npc = register(new FakeActor("Inquisitor", type, { ...(type === "rival" ? rival() : nemesis()), forceRating: 2 }, { ownership: { default: OWNERSHIP.NONE } }));
  npc.flags = { eote: { darkSideUser: true } };
  return npc;
}

describe("a dark side adversary's check, run by the GM", () => {
  it("a nemesis: 2 dark free, 1 light used for 3 points and 1 strain; no Destiny flip, a notice and a note; Undo takes the strain off", async () => {
    const npc = darkNpc("nemesis");
    const message = await post(npc, 1, 2);
    expect(await card.forceSection(message)).toContain("2 Force points, free");
    await card.runForceAction(message, "eoteForceUse", 1);
    expect(npc.system.strain.value).toBe(1);
    expect(npc.flags.eote.forceLog[message.id]).toMatchObject({ points: 3, strain: 1, destinyFlips: 0, flipSkipped: true });
    expect(g.game.settings.get("eote", "destinyPool")).toEqual({ light: 2, dark: 1 });
    expect(notices).toEqual(["A GM-run dark side adversary pays strain for light pips; the light side Destiny point is the players', so nothing is flipped."]);
    expect(await card.forceSection(message)).toContain("No Destiny point flipped (an adversary run by the GM)");
    await card.runForceAction(message, "eoteForceUndo");
    expect(npc.system.strain.value).toBe(0);
  });

  it("a rival takes the light pips' strain as wounds", async () => {
    const npc = darkNpc("rival");
    const message = await post(npc, 2, 0);
    await card.runForceAction(message, "eoteForceUse", 2);
    expect(npc.system.wounds.value).toBe(2);
    expect(g.game.settings.get("eote", "destinyPool")).toEqual({ light: 2, dark: 1 });
  });
});
