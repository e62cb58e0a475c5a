// The card button skeleton (module/chat/button.ts): which clicks it refuses, with which notice, in which
// order; the busy guard; and a thrown error as a notice. Notices are compared by their i18n keys.
import { describe, expect, it, vi } from "vitest";
import { asUser, FakeActor, messageLike, noticeKeys, notices, OWNERSHIP, register, users } from "../doubles/index.ts";
import { character } from "../fixtures/actors.ts";
import type { Click } from "../../module/chat/button.ts";

import { shellSuite } from "../doubles/suite.ts";

const shell = shellSuite({ modules: { kit: () => import("../../module/chat/button.ts") } });

const message = messageLike({ id: "m1", flags: {} });
const pc = (ownedByPlayer: boolean) =>
  register(new FakeActor("Kira", "character", character(), { ownership: { default: OWNERSHIP.NONE, ...(ownedByPlayer ? { [users.player.id]: OWNERSHIP.OWNER } : {}) } }));

describe("an owner button", () => {
  const make = (target: FakeActor | null | undefined, refusal: string | null = null) => {
    const act = vi.fn(async (_context: { target: unknown }) => "done");
    const run = shell.kit.cardButton<Click, { n: number }, string>({
      actions: ["go", "undo"],
      read: () => ({ n: 1 }),
      recordOnly: ["undo"],
      trust: () => refusal,
      who: { owner: async () => target, notice: "EOTE.Combat.Notice.NotAllowed" },
      act,
    });
    return { run, act };
  };

  it("acts for the GM and for the target's owner, with the target it found", async () => {
    const kira = pc(true);
    const { run, act } = make(kira);
    expect(await run(message, { action: "go" })).toBe("done");
    asUser(users.player);
    expect(await run(message, { action: "go" })).toBe("done");
    expect(act.mock.calls.map(([c]) => c.target)).toEqual([kira, kira]);
    expect(noticeKeys()).toEqual([]);
  });

  it("refuses anyone else, and a target that is gone, with its notice", async () => {
    const { run, act } = make(pc(false));
    asUser(users.player);
    expect(await run(message, { action: "go" })).toBeUndefined();
    asUser(users.gm);
    expect(await make(null).run(message, { action: "go" })).toBeUndefined();
    expect(act).not.toHaveBeenCalled();
    expect(noticeKeys()).toEqual(["EOTE.Combat.Notice.NotAllowed", "EOTE.Combat.Notice.NotAllowed"]);
  });

  it("does nothing, silently, for a button naming no target, a button it does not answer, or nothing read", async () => {
    const { run, act } = make(undefined);
    await run(message, { action: "go" });
    await make(pc(true)).run(message, { action: "other" });
    const unread = shell.kit.cardButton({ read: () => null, act: async () => act({ target: null }) });
    await unread(message, { action: "go" });
    expect(act).not.toHaveBeenCalled();
    expect(noticeKeys()).toEqual([]);
  });

  it("asks the card's trust before who clicks, and not for a record-only button (Undo)", async () => {
    const { run, act } = make(pc(false), "EOTE.Combat.Trust.NotOwner");
    asUser(users.player);
    await run(message, { action: "go" });
    expect(noticeKeys()).toEqual(["EOTE.Combat.Trust.NotOwner"]);
    notices.length = 0;
    await run(message, { action: "undo" });
    expect(noticeKeys()).toEqual(["EOTE.Combat.Notice.NotAllowed"]);
    asUser(users.gm);
    expect(await run(message, { action: "undo" })).toBe("done");
    expect(act).toHaveBeenCalledTimes(1);
  });
});

describe("a GM button", () => {
  it("refuses a player with its notice, after the card's trust", async () => {
    let refusal: string | null = null;
    const act = vi.fn(async () => {});
    const run = shell.kit.cardButton({ trust: () => refusal, who: { gm: "EOTE.Hazard.Notice.UndoGMOnly" }, act });
    asUser(users.player);
    await run(message, { action: "x" });
    refusal = "EOTE.Hazard.Card.Refused";
    await run(message, { action: "x" });
    asUser(users.gm);
    await run(message, { action: "x" });
    refusal = null;
    await run(message, { action: "x" });
    expect(noticeKeys()).toEqual(["EOTE.Hazard.Notice.UndoGMOnly", "EOTE.Hazard.Card.Refused", "EOTE.Hazard.Card.Refused"]);
    expect(act).toHaveBeenCalledTimes(1);
  });
});

describe("the run", () => {
  it("refuses a second click on the same card while the first is running, then takes the next", async () => {
    let release!: () => void;
    const act = vi.fn(() => new Promise<void>((resolve) => { release = resolve; }));
    const run = shell.kit.cardButton({ busy: { key: (m) => `test:${m.id}`, notice: "EOTE.Combat.Notice.Busy" }, act });
    const first = run(message, { action: "x" });
    await run(message, { action: "x" });
    expect(noticeKeys()).toEqual(["EOTE.Combat.Notice.Busy"]);
    release();
    await first;
    const third = run(message, { action: "x" });
    release();
    await third;
    expect(act).toHaveBeenCalledTimes(2);
  });

  it("shows what the act throws as a notice and frees the card", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const run = shell.kit.cardButton({ busy: { key: () => "test:throw", notice: "EOTE.Combat.Notice.Busy" }, act: async () => { throw new Error("boom"); } });
    expect(await run(message, { action: "x" })).toBeUndefined();
    expect(await run(message, { action: "x" })).toBeUndefined();
    expect(noticeKeys()).toEqual(["EOTE.Dice.Notice.Unexpected", "EOTE.Dice.Notice.Unexpected"]);
    logged.mockRestore();
  });
});
