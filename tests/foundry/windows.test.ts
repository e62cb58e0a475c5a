// A GM's tool window (module/foundry/windows.ts) over the doubles: a player gets the notice and no window; a GM
// gets one window per id, drawn again (not made again) on a second call.
import { describe, expect, it } from "vitest";
import { asUser, installNotifications, notice, notices, users } from "../doubles/index.ts";
import { ApplicationV2, asApplication, type ApplicationElement } from "../doubles/application.ts";
import { shellSuite } from "../doubles/suite.ts";

const shell = shellSuite({ keys: true, modules: { windows: () => import("../../module/foundry/windows.ts") } });

class Tool extends ApplicationV2 {
  override async _renderHTML() { return ""; }
  override _replaceHTML(_r: unknown, content: ApplicationElement) { content.replaceParts({ main: "<p></p>" }); }
}

describe("openGmWindow", () => {
  it("refuses a player with its notice, opens one window for a GM and draws it again on a second call", async () => {
    installNotifications();
    const made: Tool[] = [];
    const make = () => { const t = new Tool({ id: "eote-test-tool" }); made.push(t); return asApplication(t); };
    asUser(users.player);
    shell.windows.openGmWindow("eote-test-tool", "EOTE.Fear.Notice.GMOnly", make);
    expect(made).toEqual([]);
    expect(notices).toEqual([notice("EOTE.Fear.Notice.GMOnly")]);
    asUser(users.gm);
    shell.windows.openGmWindow("eote-test-tool", "EOTE.Fear.Notice.GMOnly", make);
    await expect.poll(() => made[0]?.rendered).toBe(true);
    shell.windows.openGmWindow("eote-test-tool", "EOTE.Fear.Notice.GMOnly", make);
    await expect.poll(() => made[0]!.renders).toBe(2);
    expect(made).toHaveLength(1);
    await made[0]!.close();
  });
});
