// The dice dialog's form over the shared v13 doubles: submitting it rolls in the roll mode chosen in
// the dialog (the user's core.rollMode by default), with the flavour line escaped; a follow-up of a
// blind roll from the dialog stays blind. As the GM and as a non-GM player.
import { beforeAll, describe, expect, it } from "vitest";
import { emptyPool, type Pool } from "../../module/dice/types.ts";
import { MAX_FLAVOR_LENGTH } from "../../module/applications/dice-dialog/state.ts";
import { asUser, messages, noticeKeys, renderOptions, ROLL_MODES, rollModeSetting, users } from "../doubles/index.ts";
import { shellSuite } from "../doubles/suite.ts";
import { act, actionsOf, submit as submitWith, drawn, type Dialog as DialogWindow, type DialogClass } from "./dialog-kit.ts";

// The real dice dialog: its form is under test. The harness puts the user's roll mode back to public before each test.
const shell = shellSuite({ keys: true, seed: 7, realDialog: true, modules: {
  dialog: () => import("../../module/applications/dice-dialog/pool-dialog.ts"),
  followUp: () => import("../../module/chat/follow-up.ts"),
} });
let Dialog: DialogClass;
beforeAll(() => {
  Dialog = shell.dialog.dicePoolDialogClass();
});

const pool = (p: Partial<Pool>): Pool => ({ ...emptyPool(), ...p });
/** Submits the dialog's form as ApplicationV2 does: the handler with the form's named values. */
const submit = (dlg: DialogWindow, object: Record<string, unknown>) => submitWith(Dialog, dlg, object);
const gmIds = () => [users.gm.id];

describe.each([["the GM", users.gm], ["a player", users.player]])("the dice dialog's form, as %s", (_who, user) => {
  it("is a form whose submission rolls; the dialog no longer has a separate roll action", () => {
    expect(Dialog.DEFAULT_OPTIONS.tag).toBe("form");
    expect(Dialog.DEFAULT_OPTIONS.form).toMatchObject({ submitOnChange: false, closeOnSubmit: false });
    expect(actionsOf(Dialog)["roll"]).toBeUndefined();
  });

  it("starts on the user's core roll mode", async () => {
    asUser(user);
    rollModeSetting.value = ROLL_MODES.PRIVATE;
    const dlg = new Dialog({ title: "Cool", pool: pool({ ability: 1 }) });
    const ctx = await dlg._prepareContext(renderOptions());
    expect(ctx.rollModes.filter((m) => m.selected).map((m) => m.id)).toEqual(["gmroll"]);
    await submit(dlg, { flavor: "", rollMode: ctx.rollModes.find((m) => m.selected)!.id });
    expect(messages[0]!.whisper).toEqual(gmIds());
    expect(messages[0]!.blind).toBe(false);
  });

  it("a blind roll chosen in the dialog makes a blind message, and its follow-up stays blind", async () => {
    asUser(user);
    // The user's own setting is public: the dialog's choice wins.
    const dlg = new Dialog({ title: "Deception", pool: pool({ ability: 2, difficulty: 1 }), notes: ["Against Lowhhrick"] });
    await submit(dlg, { flavor: "Bluffing the guard", rollMode: "blindroll" });
    expect(messages).toHaveLength(1);
    const message = messages[0]!;
    expect(message.blind).toBe(true);
    expect(message.whisper).toEqual(gmIds());
    expect(message.isContentVisible).toBe(user.isGM);
    // Hidden roll: no notes stored (every client receives the flags).
    expect(message.flags.eote?.notes).toBeUndefined();
    expect(drawn(dlg).closed).toBe(true);

    await shell.followUp.createFollowUp({ content: "Status applied" }, message);
    const after = messages[1]!;
    expect(after.blind).toBe(true);
    expect(after.whisper).toEqual(gmIds());
  });

  it("escapes the flavour line and keeps it within its bound", async () => {
    asUser(user);
    const dlg = new Dialog({ title: "Cool", pool: pool({ ability: 1 }) });
    await submit(dlg, { flavor: `<img src=x onerror="alert(1)"> ${"y".repeat(300)}`, rollMode: "publicroll" });
    const flavor = messages[0]!.flavor;
    expect(flavor.startsWith("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; y")).toBe(true);
    expect(flavor).not.toContain("<");
    expect(flavor.replace(/&[a-z]+;/g, "_").length).toBeLessThanOrEqual(MAX_FLAVOR_LENGTH);
    expect(messages[0]!.blind).toBe(false);
    expect(messages[0]!.whisper).toEqual([]);
  });

  it("ignores a roll mode core does not know, keeping the one it had", async () => {
    asUser(user);
    const dlg = new Dialog({ title: "Cool", pool: pool({ ability: 1 }) });
    dlg.setRollMode("selfroll");
    await submit(dlg, { rollMode: "everyone" });
    expect(messages[0]!.whisper).toEqual([user.id]);
  });

  it("keeps flavour and roll mode typed before a pool edit (the edit re-renders)", async () => {
    asUser(user);
    const dlg = new Dialog({ title: "Cool", pool: pool({ ability: 1 }) });
    dlg.setFlavor("  Sneaking  past ");
    dlg.setRollMode("gmroll");
    act(Dialog, dlg, "addDie", { die: "boost" });
    const ctx = await dlg._prepareContext(renderOptions());
    expect(ctx.flavor).toBe("Sneaking past");
    expect(ctx.rollModes.find((m) => m.selected)!.id).toBe("gmroll");
  });

  it("an empty pool submitted is not rolled: a notice, and the dialog stays open", async () => {
    asUser(user);
    const dlg = new Dialog({ title: "Nothing", pool: emptyPool() });
    await submit(dlg, { flavor: "x", rollMode: "publicroll" });
    expect(messages).toHaveLength(0);
    expect(noticeKeys()).toEqual(["EOTE.Dice.Notice.EmptyPool"]);
    expect(drawn(dlg).closed).toBe(false);
  });
});
