// The GM's buttons in a directory header (module/foundry/directory-tools.ts): the Compendium directory's import
// button is added once, for a GM only, with its label localised and escaped, and opens what it names.
import { describe, expect, it } from "vitest";
import { asUser, users } from "../doubles/index.ts";
import { shellSuite } from "../doubles/suite.ts";

const shell = shellSuite({ keys: true, modules: { kit: () => import("../../module/foundry/directory-tools.ts") } });

/** A directory header stand-in: the markup it receives and the click listeners on its buttons. */
function header() {
  const inserted: string[] = [];
  const clicks = new Map<string, () => void>();
  const html = {
    insertAdjacentHTML: (_where: string, markup: string) => inserted.push(markup),
    querySelector: (selector: string) => {
      if (selector.startsWith(".")) return inserted.some((m) => m.includes(`class="${selector.slice(1)} `)) ? {} : null;
      const m = /^\[data-([\w-]+)="(\w+)"\]$/.exec(selector);
      return m ? { addEventListener: (_type: string, fn: () => void) => clicks.set(`${m[1]}=${m[2]}`, fn) } : null;
    },
  };
  return { html: html as unknown as HTMLElement, inserted, clicks };
}

describe("directory tools", () => {
  it("one row of the GM's buttons, once, each running its tool; nothing for a player", () => {
    let opened = 0;
    const row = { className: "eote-import-tools", attribute: "eote-import", tools: [{ action: "open", label: "EOTE.Import.Button", icon: "fa-solid fa-file-import", run: () => opened++ }] };
    const h = header();
    asUser(users.player);
    shell.kit.addDirectoryTools(h.html, row);
    expect(h.inserted).toEqual([]);
    asUser(users.gm);
    shell.kit.addDirectoryTools(h.html, row);
    shell.kit.addDirectoryTools(h.html, row);
    expect(h.inserted).toEqual([
      `<div class="eote-import-tools action-buttons flexrow"><button type="button" data-eote-import="open"><i class="fa-solid fa-file-import" inert></i> EOTE.Import.Button</button></div>`,
    ]);
    h.clicks.get("eote-import=open")!();
    expect(opened).toBe(1);
  });

  it("escapes a label", () => {
    const row = { className: "x", attribute: "x", tools: [{ action: "a", label: "<b>&", icon: "i", run: () => 0 }] };
    expect(shell.kit.directoryToolsHtml(row)).toContain("</i> &lt;b&gt;&amp;</button>");
  });
});

describe("a row for everyone", () => {
  it("shows to a player too (the compendium browser's button)", () => {
    const row = { className: "eote-browser-tools", attribute: "eote-browser", everyone: true, tools: [{ action: "open", label: "EOTE.Browser.Button", icon: "i", run: () => 0 }] };
    asUser(users.player);
    expect(shell.kit.directoryToolsHtml(row)).toContain(`data-eote-browser="open"`);
    expect(shell.kit.directoryToolsHtml({ ...row, everyone: false })).toBe("");
    asUser(users.gm);
  });
});
