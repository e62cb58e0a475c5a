// The vehicle and minion sheets a GM uses mid-fight, in Chromium (light theme): every tab of every vehicle
// view (each view shown on its tabs one after another, in the same page) is no taller than MAX_VEHICLE_HEIGHT
// (the tabs split what one scroll of 1,572–2,510 px held; a cruiser's dozen gunner seats fit the Crew tab),
// every control is at least 24 px tall, icon-only buttons carry a text tooltip and an aria-label, and no
// label is cut by an ellipsis while its row has room for it (the deliberately long-name views excepted).
// Each check is also shown to fail on a page made to break it, as is the page loop's check of the same targets
// on every view (targets.ts).
// Also (folded in from their own file, to share this file's Chromium), actor sheets fit their window, light and
// dark: the character's skills tab shows most of its skills at the sheet's default size (a compact header over a
// two-column skill grid), and the long-name views keep every element inside the window (names wrap or end in an
// ellipsis).
// Also (folded in from sheet-labels.test.ts, to share this file's Chromium): labels the table reads mid-fight are
// whole, light and dark: a vehicle weapon's gunner line ("No gunner", or the seated gunner's name) and a minion
// group's skill names beside the group-skill box in edit mode are not cut; the rules toggle of an item row sits at
// the same place closed and open.
// Also: the specialisation play view draws its tree with no text input (every talent name whole) and the read-only item
// views (a compendium weapon, a player's armour and gear) hold no form control; the specialisation edit view picks each
// talent by name, no key input in view, each picker filled from the shared list of talents when first used.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { pageName } from "../../preview/frame.ts";
import { THEMES, type Theme, type View } from "../../preview/types.ts";
import { measureSheet, MIN_TARGET, sheetTabs, showTab } from "./controls.ts";
import { openSession, openTab, visit, type Session } from "./harness.ts";
import { overflowProblems } from "./overflow.ts";
import { isLongView, targetProblems, TARGETS_THEME } from "./targets.ts";
import { OVERLAP_TOLERANCE, overlapProblems } from "./overlap.ts";
import { SKILL_IDS } from "../../module/rules/checks/skills.ts";
import { listenForTalentPickers } from "../../module/applications/sheets/talent-picker.ts";

/** How tall a vehicle view may be in any of its tabs, in CSS px. */
const MAX_VEHICLE_HEIGHT = 1100;

let session: Session;

beforeAll(async () => {
  session = await openSession();
}, 120_000);

afterAll(async () => {
  await session?.close();
});

const isVehicle = (v: View) => v.id.startsWith("actor-vehicle") && v.frame === "sheet";
const isMinion = (v: View) => v.id.startsWith("actor-minion");

describe("vehicle and minion sheets at the table", () => {
  it("every tab of every vehicle view is at most 1,100 px tall; controls 24 px tall, labelled, no label cut beside room", async () => {
    const views = session.views.filter((v) => isVehicle(v) || isMinion(v));
    expect(views.filter(isVehicle).length).toBeGreaterThanOrEqual(10);
    const report: string[] = [];
    const heights: string[] = [];
    // Heights, control sizes, labels and cut text are the same in both themes (the themes differ in colour
    // only; the page loop checks each theme's contrast): each view is measured once, in the light theme.
    // One tab for every view: a new page per view is slow on a loaded machine.
    const tab = await openTab(session.context);
    for (const view of views) {
      for (const theme of ["light"] as const) {
        const name = pageName(view, theme);
        await tab.go(session.url + name);
        // A vehicle view is measured on each of its tabs (its own tab first); another sheet as it opens.
        const { tabs: all, active: opening } = await sheetTabs(tab.page);
        const tabs = isVehicle(view) ? [opening, ...all.filter((t) => t !== opening)] : [opening];
        for (const shown of tabs) {
          if (shown !== opening) await showTab(tab.page, shown);
          const m = await measureSheet(tab.page);
          const where = shown === opening ? name : `${name} [${shown} tab]`;
          if (isVehicle(view)) {
            heights.push(`${view.id} (${m.activeTab || "no tabs"}): ${Math.round(m.contentHeight)}`);
            if (m.contentHeight > MAX_VEHICLE_HEIGHT) report.push(`${where}: ${Math.round(m.contentHeight)}px tall`);
          }
          for (const line of [...m.smallControls, ...m.unlabelled]) report.push(`${where}: ${line}`);
          if (!isLongView(view)) for (const line of m.cutWithRoom) report.push(`${where}: ${line}`);
        }
      }
    }
    await tab.page.close();
    console.info(`vehicle views, height of each tab (px): ${heights.join("; ")}`);
    expect(report).toEqual([]);
  }, 600_000);

  it("the checks can fail: a tall tab, a small button, a bare icon button and a needlessly cut label are caught", async () => {
    const view = session.views.find((v) => v.id === "actor-vehicle")!;
    const { page } = await visit(session.context, session.url + pageName(view, "dark"));
    await page.evaluate(() => {
      const tab = document.querySelector(".tab.active")!;
      const filler = document.createElement("div");
      filler.style.cssText = "height: 1200px; flex: none";
      tab.append(filler);
      const small = document.createElement("button");
      small.type = "button";
      small.textContent = "Tiny";
      small.style.cssText = "height: 16px; min-height: 0; width: auto";
      tab.prepend(small);
      const bare = document.createElement("button");
      bare.type = "button";
      bare.className = "fa-solid fa-trash";
      tab.prepend(bare);
      const row = document.createElement("div");
      row.style.cssText = "display: flex; width: 400px";
      const label = document.createElement("span");
      label.textContent = "A label cut although its row is wide";
      label.style.cssText = "width: 80px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis";
      row.append(label);
      tab.prepend(row);
    });
    const m = await measureSheet(page);
    expect(m.contentHeight).toBeGreaterThan(1100);
    // A tab that is not the opening one is measured once shown: its filler counts, the opening tab's does not.
    expect((await sheetTabs(page)).tabs).toEqual(["combat", "crew", "navigation", "cargo", "effects"]);
    await page.evaluate(() => {
      const filler = document.createElement("div");
      filler.style.cssText = "height: 1500px; flex: none";
      document.querySelector(".tab[data-tab='cargo']")!.append(filler);
    });
    await showTab(page, "cargo");
    const cargo = await measureSheet(page);
    expect(cargo.activeTab).toBe("cargo");
    expect(cargo.contentHeight).toBeGreaterThan(1500);
    expect(cargo.contentHeight).toBeLessThan(1500 + 1200);
    expect(cargo.smallControls.some((l) => l.includes('"Tiny"'))).toBe(false);
    expect(m.smallControls.some((l) => l.includes('"Tiny"'))).toBe(true);
    expect(m.unlabelled.some((l) => l.includes("fa-trash"))).toBe(true);
    expect(m.cutWithRoom.some((l) => l.includes("A label cut"))).toBe(true);
    expect(MIN_TARGET).toBe(24);
    await page.close();
  });

  // The page loop's check of every view (targets.ts targetProblems) is the one run here on pages made to break it: a
  // dialog's bare checkbox, an icon button without a tooltip on an actor view's tab that is not the opening one, a label cut
  // beside room in a chat card; a long view is spared the cut label only.
  it("the page loop's target check can fail: a small checkbox, a bare icon button on an actor view's other tab, a cut card label; long views keep the size checks", async () => {
    const tab = await openTab(session.context);
    const open = async (id: string) => {
      const view = session.views.find((v) => v.id === id)!;
      expect(view, id).toBeDefined();
      await tab.go(session.url + pageName(view, TARGETS_THEME));
      return view;
    };
    const fear = await open("dialog-fear");
    expect((await targetProblems(tab.page, fear)).problems).toEqual([]);
    await tab.page.evaluate(() => {
      const box = document.createElement("input");
      box.type = "checkbox";
      box.name = "bare";
      document.querySelector(".eote-fear-dialog__body")!.prepend(box);
    });
    expect((await targetProblems(tab.page, fear)).problems.some((l) => /^<input> "" is \d+(\.\d)?px tall$/.test(l))).toBe(true);

    // An actor view is measured on every tab, in edit mode and in play mode.
    const bareOnNotes = () => tab.page.evaluate(() => {
      const bare = document.createElement("button");
      bare.type = "button";
      bare.className = "fa-solid fa-trash";
      bare.setAttribute("aria-label", "Delete");
      document.querySelector(".tab[data-tab='notes']")!.prepend(bare);
    });
    const editing = await open("actor-character-edit");
    await bareOnNotes();
    const sheet = await targetProblems(tab.page, editing);
    expect(sheet.measured).toBe((await sheetTabs(tab.page)).tabs.length);
    expect(sheet.measured).toBeGreaterThanOrEqual(6);
    expect(sheet.problems.filter((l) => l.includes("fa-trash"))).toEqual(["[notes tab] <button .fa-solid.fa-trash> \"\" has no text, tooltip or aria-label"]);
    const playing = await open("actor-character-skills");
    await bareOnNotes();
    const played = await targetProblems(tab.page, playing);
    expect(played.measured).toBe(sheet.measured);
    expect(played.problems.filter((l) => l.includes("fa-trash"))).toEqual(["[notes tab] <button .fa-solid.fa-trash> \"\" has no text, tooltip or aria-label"]);

    const cutInto = (selector: string) => tab.page.evaluate((at) => {
      const row = document.createElement("div");
      row.style.cssText = "display: flex; width: 260px";
      const label = document.createElement("span");
      label.textContent = "A label cut although its row is wide";
      label.style.cssText = "width: 60px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis";
      const small = document.createElement("button");
      small.type = "button";
      small.textContent = "Tiny";
      small.style.cssText = "height: 14px; min-height: 0; padding: 0; line-height: 1";
      row.append(label);
      document.querySelector(at)!.prepend(row, small);
    }, selector);
    const card = await open("chat-attack-hit");
    await cutInto(".message-content");
    const onCard = (await targetProblems(tab.page, card)).problems;
    expect(onCard.some((l) => l.startsWith('<span> "A label cut') && l.includes("free beside it"))).toBe(true);
    expect(onCard.some((l) => l.startsWith('<button> "Tiny" is'))).toBe(true);
    const long = await open("long-character-combat");
    await cutInto(".tab.active");
    const onLong = (await targetProblems(tab.page, long)).problems;
    expect(onLong.some((l) => l.includes("A label cut"))).toBe(false);
    expect(onLong.some((l) => l.startsWith('<button> "Tiny" is'))).toBe(true);
    await tab.page.close();
  });

  // The page loop's overlap check (overlap.ts) on pages made to break it: a dropdown run over the next field's label
  // (the vehicle's "Flies in" as it was), a button drawn over a label on a tab that is not the opening one; a touch of
  // OVERLAP_TOLERANCE px, screen-reader text and a closed fold's content are not overlaps.
  it("the page loop's overlap check can fail: a dropdown over a label, a button over a label on another tab; touching lines, hidden text and closed folds pass", async () => {
    const tab = await openTab(session.context);
    const open = async (id: string) => {
      const view = session.views.find((v) => v.id === id)!;
      expect(view, id).toBeDefined();
      await tab.go(session.url + pageName(view, TARGETS_THEME));
    };
    await open("actor-vehicle-edit");
    expect(await overlapProblems(tab.page)).toEqual([]);
    await tab.page.evaluate(() => {
      const select = document.querySelector<HTMLElement>("select[name='system.domain']")!;
      select.closest<HTMLElement>(".eote-field-choice")!.style.gridColumn = "auto";
      select.style.cssText = "width: 400px; flex: none; max-width: none";
    });
    const domain = await overlapProblems(tab.page);
    expect(domain.some((l) => /^<select> "[^"]*" and <\w+[^>]*> "[^"]+" overlap \d+×\d+px$/.test(l)), domain.join("\n")).toBe(true);

    await open("actor-character-edit");
    const opening = await sheetTabs(tab.page);
    const place = (shift: number, extra = "") => tab.page.evaluate(([px, more]) => {
      const row = document.createElement("div");
      row.className = "injected";
      row.innerHTML = `<span>Overlapped label</span><button type="button" style="margin-left: ${px}px">On top</button>${more}`;
      document.querySelector(".tab[data-tab='notes']")!.prepend(row);
    }, [shift, extra] as const);
    await place(-40);
    const onNotes = await overlapProblems(tab.page);
    expect(onNotes.filter((l) => l.includes("On top"))).toEqual([expect.stringMatching(/^\[notes tab\] <span> "Overlapped label" and <button> "On top" overlap \d+×\d+px$/)]);
    // The sheet shows its opening tab again.
    expect(await sheetTabs(tab.page)).toEqual(opening);
    await tab.page.evaluate(() => document.querySelector(".injected")!.remove());
    await place(-OVERLAP_TOLERANCE,
      `<span class="eote-sr-only">Hidden text</span><details><summary>Fold</summary><p style="margin-top: -40px">Folded away</p></details>`);
    await tab.page.evaluate(() => {
      const hidden = document.querySelector<HTMLElement>(".injected .eote-sr-only")!;
      hidden.style.cssText = "left: 0; top: 0; width: 400px; height: 200px";
    });
    expect((await overlapProblems(tab.page)).filter((l) => /On top|Hidden text|Folded away|Fold/.test(l))).toEqual([]);
    await tab.page.close();
  });

  // Rivals, nemeses and minion groups in play mode: the GM rolls any skill (Vigilance for initiative, Perception, Cool)
  // without switching to edit mode, so every skill has its roll button, shown and enabled.
  it("rival, nemesis and minion play views have a roll control for every skill", async () => {
    // Play mode's full sheets (a limited view shows no skills at all, by design).
    const adversary = (v: View) => v.frame === "sheet" && /\b(minion|rival|nemesis)\b/.test(v.classes ?? "") && !v.id.endsWith("-edit") && !v.id.includes("limited");
    const views = session.views.filter(adversary);
    expect(views.map((v) => v.id)).toEqual(expect.arrayContaining(["actor-minion", "actor-rival", "actor-nemesis"]));
    const tab = await openTab(session.context);
    const report: string[] = [];
    for (const view of views) {
      await tab.go(session.url + pageName(view, TARGETS_THEME));
      const rolls = await tab.page.evaluate(() => [...document.querySelectorAll<HTMLButtonElement>("[data-action='rollSkill']")]
        .filter((b) => b.getClientRects().length > 0 && !b.disabled && b.getBoundingClientRect().height >= 23.5).map((b) => b.dataset["skillId"] ?? ""));
      const missing = SKILL_IDS.filter((id) => !rolls.includes(id));
      if (missing.length > 0) report.push(`${view.id}: no roll control for ${missing.join(", ")}`);
    }
    await tab.page.close();
    expect(report).toEqual([]);
  });

  // The character's species, career and specialisation chips (folded in from their own file, to share this file's
  // Chromium): in play and edit mode every control is at least 24 px tall and labelled and no label is cut while its
  // row has room (edit mode's career marks take the hand-mark box's place, so skill names keep their room); edit
  // mode's remove controls are 24 px square, one per chip, each with its own label.
  it("identity chips, play and edit mode: controls 24 px tall and labelled, no label cut beside room; remove controls 24 px square", async () => {
    const report: string[] = [];
    const tab = await openTab(session.context);
    for (const id of ["actor-character-identity", "actor-character-identity-edit"]) {
      const view = session.views.find((v) => v.id === id)!;
      expect(view, id).toBeDefined();
      const name = pageName(view, "light");
      await tab.go(session.url + name);
      const m = await measureSheet(tab.page);
      for (const line of [...m.smallControls, ...m.unlabelled, ...m.cutWithRoom]) report.push(`${name}: ${line}`);
      const chips = await tab.page.evaluate(() => [...document.querySelectorAll(".eote-identity-chip")].map((chip) => {
        const remove = chip.querySelector(".eote-chip-remove");
        const box = remove?.getBoundingClientRect();
        return { open: chip.querySelector(".eote-chip-open")!.getBoundingClientRect().height, remove: box ? [box.width, box.height] : null, label: remove?.getAttribute("aria-label") ?? null };
      }));
      expect(chips.length, name).toBe(4);
      for (const c of chips) expect(c.open, name).toBeGreaterThanOrEqual(MIN_TARGET);
      if (id.endsWith("-edit")) {
        for (const c of chips) expect(Math.min(...c.remove!), name).toBeGreaterThanOrEqual(MIN_TARGET);
        expect(new Set(chips.map((c) => c.label)).size).toBe(4);
      } else {
        expect(chips.every((c) => c.remove === null), name).toBe(true);
      }
    }
    await tab.page.close();
    expect(report).toEqual([]);
  }, 300_000);
});

/** Skill rows drawn wholly inside the visible part of the scrolling tab, and all skill rows. */
export async function visibleSkillRows(page: Page): Promise<{ visible: number; total: number }> {
  return page.evaluate(() => {
    const pane = document.querySelector(".tab.active") ?? document.querySelector(".window-content")!;
    const box = pane.getBoundingClientRect();
    const rows = [...document.querySelectorAll("tr[data-skill-id]")];
    const visible = rows.filter((r) => {
      const b = r.getBoundingClientRect();
      return b.height > 0 && b.top >= box.top - 0.5 && b.bottom <= box.bottom + 0.5 && b.left >= box.left - 0.5 && b.right <= box.right + 0.5;
    });
    return { visible: visible.length, total: rows.length };
  });
}

describe("actor sheets fit their window", () => {
  it("the character's skills tab shows at least 28 of its skill rows at the default size", async () => {
    const view = session.views.find((v) => v.id === "actor-character-skills")!;
    for (const theme of THEMES) {
      const { page } = await visit(session.context, session.url + pageName(view, theme));
      const { visible, total } = await visibleSkillRows(page);
      console.info(`skill rows visible at ${view.size?.width}×${view.size?.height} (${theme}): ${visible} of ${total}`);
      expect(total).toBeGreaterThanOrEqual(34);
      expect(visible).toBeGreaterThanOrEqual(28);
      await page.close();
    }
  });

  it("long names stay inside the window, ending in an ellipsis with the whole name as a title", async () => {
    // The actor sheets' long-name views (the item sheets' have no weapon table).
    const views = session.views.filter((v) => v.id.startsWith("actor-") && v.id.includes("long-name"));
    expect(views.length).toBeGreaterThanOrEqual(2);
    const report: string[] = [];
    for (const view of views) {
      for (const theme of THEMES) {
        const { page } = await visit(session.context, session.url + pageName(view, theme));
        for (const problem of await overflowProblems(page)) report.push(`${pageName(view, theme)}: ${problem}`);
        const clipped = await page.evaluate(() => [...document.querySelectorAll(".eote-weapons .eote-item-name")].map((th) => {
          const inner = th.querySelector(".eote-clip")!;
          // A weapon name wraps over two lines, then ends in an ellipsis (a line clamp): it is cut below, not beside.
          const style = getComputedStyle(inner);
          return {
            title: th.getAttribute("title") ?? "", cut: inner.scrollWidth > inner.clientWidth || inner.scrollHeight > inner.clientHeight + 1,
            ellipsis: style.textOverflow === "ellipsis" && (style.whiteSpace === "nowrap" || style.webkitLineClamp !== "none"),
          };
        }));
        const long = clipped.find((c) => c.title.length > 40);
        if (!long) report.push(`${pageName(view, theme)}: no long weapon name`);
        else if (!long.cut || !long.ellipsis) report.push(`${pageName(view, theme)}: long weapon name not ellipsized`);
        await page.close();
      }
    }
    expect(report).toEqual([]);
  });
});

/** The texts among `selector`'s elements whose content is wider or taller than their box (cut). */
async function cutTexts(viewId: string, theme: Theme, selector: string): Promise<{ count: number; cut: string[] }> {
  const view = session.views.find((v) => v.id === viewId)!;
  expect(view, viewId).toBeDefined();
  const { page } = await visit(session.context, session.url + pageName(view, theme));
  const found = await page.evaluate((sel) => {
    const els = [...document.querySelectorAll<HTMLElement>(sel)];
    return { count: els.length, cut: els.filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1).map((e) => e.textContent ?? "") };
  }, selector);
  await page.close();
  return found;
}

describe("labels read whole", () => {
  it("a vehicle weapon's gunner line, seated or not", async () => {
    for (const theme of THEMES) {
      for (const id of ["actor-vehicle", "actor-vehicle-crew-combat", "actor-vehicle-squadron"]) {
        const { count, cut } = await cutTexts(id, theme, ".eote-weapon-gunner");
        expect(count, id).toBeGreaterThan(0);
        expect(cut, `${id} (${theme})`).toEqual([]);
      }
    }
  });

  it("a minion group's skill names in edit mode", async () => {
    for (const theme of THEMES) {
      const { count, cut } = await cutTexts("actor-minion-edit", theme, "th[scope=row] .eote-skill-name");
      expect(count).toBeGreaterThanOrEqual(30);
      expect(cut, theme).toEqual([]);
    }
  });

  it("an item row's rules toggle is at the same place closed and open: before a talent's name, on its first line", async () => {
    const view = session.views.find((v) => v.id === "rules-text-talents")!;
    const { page } = await visit(session.context, session.url + pageName(view, "light"));
    const toggles = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>(".eote-talents > ul > li > .eote-rules-text > summary")].map((s) => {
      const li = s.closest("li")!;
      const row = li.getBoundingClientRect();
      const b = s.getBoundingClientRect();
      const name = li.querySelector(".eote-item-open")!.getBoundingClientRect();
      return { open: (s.parentElement as HTMLDetailsElement).open, left: Math.round(b.left - row.left), top: Math.round(b.top - row.top), beforeName: b.right <= name.left + 0.5 };
    }));
    await page.close();
    expect(toggles.some((t) => t.open) && toggles.some((t) => !t.open)).toBe(true);
    // Every toggle, open or not, at the row's start, before the name, and on its first line.
    expect(new Set(toggles.map((t) => `${t.left}:${t.top}`)).size).toBe(1);
    expect(toggles.every((t) => t.beforeName)).toBe(true);
  });
});

describe("item sheets read in play mode", () => {
  it("the specialisation play view draws the tree with no text input, every talent name whole; its edit view picks them by name", async () => {
    // One tab for every page: a new page per view is slow on a loaded machine.
    const tab = await openTab(session.context);
    for (const theme of THEMES) {
      const read = async (id: string) => {
        const view = session.views.find((v) => v.id === id)!;
        await tab.go(session.url + pageName(view, theme));
        return tab.page.evaluate(() => {
          const content = document.querySelector(".window-content")!;
          const names = [...content.querySelectorAll<HTMLElement>(".eote-tree-cell .eote-tree-name")];
          return {
            cells: content.querySelectorAll(".eote-tree-grid > .eote-tree-cell").length,
            controls: [...content.querySelectorAll("input, select, textarea, prose-mirror")].map((e) => e.outerHTML.slice(0, 80)),
            cut: names.filter((n) => n.scrollWidth > n.clientWidth + 1 || n.scrollHeight > n.clientHeight + 1).map((n) => n.textContent),
            named: names.filter((n) => (n.textContent ?? "").trim() !== "").length,
            pickers: content.querySelectorAll("select[name^='system.tree.']").length,
            keyInputs: [...content.querySelectorAll<HTMLInputElement>("input[type=text]")].filter((i) => i.name.startsWith("system.tree.") || (i.name === "system.key" && i.closest("details:not([open])") === null)).length,
          };
        });
      };
      const play = await read("item-specialisation-owned");
      expect(play.cells, theme).toBe(20);
      expect(play.named, theme).toBe(20);
      expect(play.controls, theme).toEqual([]);
      expect(play.cut, theme).toEqual([]);
      // The compendium's read-only copy and a weapon, armour or gear a player cannot edit: text, no form control.
      for (const id of ["item-pack-specialisation-politico", "item-weapon-read-only", "item-weapon-pack-qualities-read-only", "item-armour-player-read-only", "item-gear-player-read-only"]) {
        expect((await read(id)).controls, `${id} (${theme})`).toEqual([]);
      }
      // Edit mode: each of the 20 cells picks its talent by name; no key input in view.
      const edit = await read("item-specialisation-owned-edit");
      expect(edit.pickers, theme).toBe(20);
      expect(edit.keyInputs, theme).toBe(0);
    }
    // The pickers hold their own pick until used; the sheet's listener (run here on the drawn editor) fills one
    // from the shared list when it is focused or pressed, and what the form would submit does not change.
    const picks = () => tab.page.evaluate(() => [...document.querySelectorAll<HTMLSelectElement>("select[data-talent-picker]")]
      .map((s) => ({ name: s.name, value: s.value, label: s.selectedOptions[0]?.textContent ?? "", options: s.options.length })));
    const drawn = await picks();
    expect(drawn.every((p) => p.options <= 3)).toBe(true);
    await tab.page.evaluate(`(${listenForTalentPickers.toString()})(document.querySelector(".window-content"))`);
    await tab.page.focus('select[name="system.tree.0.key"]');
    await tab.page.dispatchEvent('select[name="system.tree.5.key"]', "pointerdown");
    const used = await picks();
    const listed = await tab.page.evaluate(() => document.querySelector<HTMLTemplateElement>("template.eote-talent-options")!.content.querySelectorAll("option").length);
    expect(listed).toBeGreaterThan(100);
    expect(used.map((p) => p.options)).toEqual(drawn.map((p, i) => (i === 0 || i === 5 ? listed : p.options)));
    expect(used.map(({ name, value, label }) => ({ name, value, label }))).toEqual(drawn.map(({ name, value, label }) => ({ name, value, label })));
    // A filled picker chooses any talent of the pack.
    const other = await tab.page.evaluate(() => {
      const select = document.querySelector<HTMLSelectElement>('select[name="system.tree.0.key"]')!;
      return select.options[select.options.length - 1]!.value;
    });
    await tab.page.selectOption('select[name="system.tree.0.key"]', other);
    expect((await picks())[0]!.value).toBe(other);
    await tab.page.close();
  });
});
