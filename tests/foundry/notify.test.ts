// The shell's one notify (module/foundry/notify.ts) over the doubles: a refusal named by its key is a
// warning in the user's language, formatted with its data when it has some; a caught error with a key is
// an error notice with its data, anything else the generic one.
import { describe, expect, it } from "vitest";
import { installNotifications, notice, notices } from "../doubles/index.ts";
import { keyWithData } from "../doubles/keys.ts";
import { shellSuite } from "../doubles/suite.ts";

const shell = shellSuite({ keys: true, modules: { notify: () => import("../../module/foundry/notify.ts") }, each: () => { installNotifications(); } });

describe("notify", () => {
  it("warnKey: the key's text as a warning, formatted with its data when given", () => {
    shell.notify.warnKey("EOTE.Combat.Notice.NotAllowed");
    shell.notify.warnKey("EOTE.Immersion.Notice.NotIn", { actor: "Kira" });
    expect(notices).toEqual([notice("EOTE.Combat.Notice.NotAllowed"), notice("EOTE.Immersion.Notice.NotIn", { actor: "Kira" })]);
    expect(notices.map((n) => n.level)).toEqual(["warn", "warn"]);
    expect(notices[1]!.text).toBe(keyWithData("EOTE.Immersion.Notice.NotIn", { actor: "Kira" }));
    expect(notices[1]!.text).toContain("Kira");
  });

  it("notifyError: a keyed error as an error notice with its data, anything else the generic notice", () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      shell.notify.notifyError({ key: "EOTE.Immersion.Notice.NotIn", data: { actor: "Kira" } });
      shell.notify.notifyError(new Error("boom"));
    } finally {
      console.error = quiet;
    }
    expect(notices).toEqual([notice("EOTE.Immersion.Notice.NotIn", { actor: "Kira" }), notice("EOTE.Dice.Notice.Unexpected")]);
    expect(notices.map((n) => n.level)).toEqual(["error", "error"]);
  });
});
