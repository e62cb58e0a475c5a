// Notices are drawn as HTML, and the names they carry (an actor's, a token's, an item's) are their owners'
// to write: noticeName escapes and bounds each. The notices that show another user's names use it: a
// player's character named with markup and thousands of characters reaches the GM's notice as short text.
import { describe, expect, it } from "vitest";
import { character } from "../fixtures/actors.ts";
import { asUser, FakeActor, installNotifications, notices, OWNERSHIP, register, users } from "../doubles/index.ts";
import { shellSuite } from "../doubles/suite.ts";

const shell = shellSuite({
  keys: true,
  modules: { notify: () => import("../../module/foundry/notify.ts"), conflict: () => import("../../module/features/morality/actions/conflict.ts") },
  each: () => { installNotifications(); },
});

const hostile = `<img src=x onerror="alert(1)">${"k".repeat(5000)}`;

describe("noticeName", () => {
  it("escapes markup and cuts a long name; a plain name is unchanged; none is empty", () => {
    const shown = shell.notify.noticeName(hostile);
    expect(shown).not.toContain("<");
    expect(shown.startsWith("&lt;img")).toBe(true);
    expect(shown.length).toBeLessThan(400);
    expect(shell.notify.noticeName("Kira")).toBe("Kira");
    expect(shell.notify.noticeName(null)).toBe("");
  });

  it("the GM's notice of conflict added to a player's character shows its name escaped and bounded", async () => {
    const pc = register(new FakeActor(hostile, "character", character(), { ownership: { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER } }));
    expect(await shell.conflict.addConflict(pc, "selfishLie", 1)).toBe(1);
    const shown = notices.at(-1)!;
    expect(shown.key).toBe("EOTE.Morality.ConflictAdded");
    expect(shown.text).not.toContain("<img");
    expect(shown.text.length).toBeLessThan(600);
  });
});
