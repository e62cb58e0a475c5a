// TEMPORARY (not committed): controls, labels and cut text on every tab of every sheet/dialog view, light theme.
import { afterAll, beforeAll, expect, it } from "vitest";
import { pageName } from "../../preview/frame.ts";
import { measureSheet, sheetTabs, showTab } from "./controls.ts";
import { openSession, openTab, type Session, type Tab } from "./harness.ts";
let session: Session; let tab: Tab;
beforeAll(async () => { session = await openSession(); tab = await openTab(session.context); }, 120_000);
afterAll(async () => { await session?.close(); });
it("all sheets", async () => {
  const found: string[] = [];
  const views = session.views.filter((v) => v.frame !== "chat");
  console.info("views", views.length, [...new Set(session.views.map((v) => v.frame))].join(","));
  for (const view of views) {
    const name = pageName(view, "light");
    await tab.go(session.url + name);
    const { tabs } = await sheetTabs(tab.page);
    for (const t of tabs.length ? tabs : [""]) {
      if (t) await showTab(tab.page, t);
      const m = await measureSheet(tab.page);
      const where = `${name} [${t}]`;
      for (const l of [...m.smallControls, ...m.unlabelled]) found.push(`${where}: ${l}`);
      if (!/(^|-)long(-|$)/.test(view.id)) for (const l of m.cutWithRoom) found.push(`${where}: CUT ${l}`);
    }
  }
  console.info(found.join("\n"));
  expect(found).toEqual([]);
}, 1_500_000);
