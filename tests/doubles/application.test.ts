// The ApplicationV2 double against v13's render lifecycle: the order of the hooks, the first render only
// when forced, one root element kept across re-renders (so its listeners stack) while the content inside is
// replaced (so a control's listeners do not), and members it does not model throwing instead of passing.
import { describe, expect, it } from "vitest";
import { malformed } from "./typed.ts";
import { ApplicationElement, ApplicationV2, focusDocument, HandlebarsApplicationMixin } from "./application.ts";

class Probe extends ApplicationV2 {
  static override DEFAULT_OPTIONS = { tag: "form" };
  calls: string[] = [];
  html = '<select name="band"><option value="short">Short</option><option value="long" selected>Long</option></select>';
  override async _prepareContext(options: { isFirstRender?: boolean }) { this.calls.push(`context first=${options.isFirstRender}`); return { n: this.renders }; }
  override async _renderHTML(context: { n?: unknown }) { this.calls.push(`html ${context.n}`); return { main: this.html }; }
  override _replaceHTML(result: Record<string, string>, content: ApplicationElement) { this.calls.push("replace"); content.replaceParts(result); }
  override async _onFirstRender() { this.calls.push("first"); }
  override async _onRender() { this.calls.push("render"); }
}

describe("ApplicationV2 double", () => {
  it("renders only when forced until rendered, then in v13's order, the first-render hook once", async () => {
    const app = new Probe();
    expect(await app.render()).toBe(app);
    expect(app.calls).toEqual([]);
    expect(app.element).toBeNull();
    await app.render(true);
    await app.render();
    expect(app.calls).toEqual([
      "context first=true", "html 2", "replace", "first", "render",
      "context first=false", "html 3", "replace", "render",
    ]);
    expect(app.renders).toBe(3);
  });

  it("keeps one root element: its listeners stack, a control's are dropped with the content it replaces", async () => {
    const app = new Probe();
    let onRoot = 0;
    let onControl = 0;
    app._onRender = async () => {
      app.element!.addEventListener("change", () => onRoot++);
      app.element!.querySelector("select[name=band]")!.addEventListener("change", () => onControl++);
    };
    await app.render({ force: true });
    const root = app.element;
    await app.render();
    await app.render();
    expect(app.element).toBe(root);
    root!.dispatchEvent(new Event("change"));
    root!.querySelector("select[name=band]")!.dispatchEvent(new Event("change"));
    expect([onRoot, onControl]).toEqual([3, 1]);
    await app.close();
    expect(app.element).toBeNull();
    await app.render(true);
    expect(app.element).not.toBe(root);
    expect(app.calls.filter((c) => c === "first")).toHaveLength(2); // reopened: a first render again, on its new element
  });

  it("reads a form's controls as the DOM does, and throws on what it does not model", async () => {
    const app = new Probe();
    app.html = [
      '<div class="eote-field wide" data-modifier="a&amp;b"><input type="checkbox" name="pressure" checked><input name="note" value="x &quot;y&quot;"></div>',
      '<input type="radio" name="level" value="light"><input type="radio" name="level" value="risky" checked>',
      '<select name="band"><option value="short">Short</option><option>Long</option></select>',
      "<textarea name=\"text\">a &lt; b</textarea><button type=\"submit\">Go</button>",
    ].join("");
    await app.render(true);
    const form = app.element!;
    expect(form.elements.map((e) => [e.name, e.type, e.value, e.checked])).toEqual([
      ["pressure", "checkbox", "on", true], ["note", "text", 'x "y"', false],
      ["level", "radio", "light", false], ["level", "radio", "risky", true],
      ["band", "select-one", "short", false], ["text", "textarea", "a < b", false], ["", "submit", "", false],
    ]);
    const band = form.querySelector("select[name=band]")!;
    band.value = "Long";
    expect(band.selectedOptions.map((o) => o.value)).toEqual(["Long"]);
    expect(form.querySelector('[data-modifier="a&b"] input')!.name).toBe("pressure");
    expect(form.querySelectorAll("[data-modifier] input[name]")).toHaveLength(2);
    expect(form.querySelectorAll(".eote-field.wide input")).toHaveLength(2);
    expect(form.querySelector("input[name=note]")!.closest("div.eote-field, form")!.dataset["modifier"]).toBe("a&b");
    expect(form.querySelector(".eote-row")).toBeNull();
    expect(form.querySelectorAll("textarea, select[name=band]").map((e) => e.name)).toEqual(["band", "text"]);
    expect(() => form.querySelector("input:checked")).toThrow(/not modelled/);
    expect(() => form.querySelector("div > input")).toThrow(/not modelled/);
    // Members the double does not model, reached as a caller that assumes the DOM's would.
    expect(() => malformed<{ closest(selector: string): unknown }>(form).closest("form")).toThrow(/element\.closest is not modelled/);
    expect(() => malformed<{ parentElement: unknown }>(band).parentElement).toThrow(/not modelled/);
  });

  it("the Handlebars mixin renders every part through renderTemplate, or only the parts asked for", async () => {
    const g = globalThis as unknown as { foundry: unknown };
    const saved = g.foundry;
    let count = 0;
    g.foundry = { applications: { handlebars: { renderTemplate: async (path: string) => `<p data-part="${path}" data-n="${++count}"></p>` } } };
    try {
      class Sheet extends HandlebarsApplicationMixin(ApplicationV2) {
        static PARTS = { head: { template: "h.hbs" }, body: { template: "b.hbs" } };
      }
      const sheet = new Sheet();
      await sheet.render(true);
      expect(sheet.element!.innerHTML).toBe('<p data-part="h.hbs" data-n="1"></p><p data-part="b.hbs" data-n="2"></p>');
      await sheet.render({ parts: ["body"] });
      expect(sheet.element!.innerHTML).toBe('<p data-part="h.hbs" data-n="1"></p><p data-part="b.hbs" data-n="3"></p>');
      await expect(sheet.render({ parts: ["tail"] })).rejects.toThrow('No part "tail"');
      // A subclass may configure other parts (v13 _configureRenderParts): those are the ones drawn.
      class Limited extends Sheet {
        _configureRenderParts() { return { only: { template: "o.hbs" } }; }
      }
      const limited = new Limited();
      await limited.render(true);
      expect(limited.element!.innerHTML).toBe('<p data-part="o.hbs" data-n="4"></p>');
    } finally {
      g.foundry = saved;
    }
  });

  it("asks _canRender first: false skips the render quietly, an Error skips it with its message as a warning", async () => {
    const warnings: string[] = [];
    const g = globalThis as unknown as { ui: unknown };
    const savedUi = g.ui;
    g.ui = { notifications: { warn: (m: string) => warnings.push(m) } };
    try {
      let answer: false | void | Error = false;
      class Gated extends ApplicationV2 {
        override _canRender() { if (answer instanceof Error) throw answer; return answer; }
        override async _renderHTML() { return "<p></p>"; }
        override _replaceHTML(_r: unknown, content: ApplicationElement) { content.replaceParts({ main: "<p></p>" }); }
      }
      const app = new Gated();
      await app.render(true);
      expect(app.rendered).toBe(false);
      answer = new Error("You may not see this");
      await app.render(true);
      expect(app.rendered).toBe(false);
      expect(warnings).toEqual(["You may not see this"]);
      answer = undefined;
      await app.render(true);
      expect(app.rendered).toBe(true);
    } finally {
      g.ui = savedUi;
    }
  });

  it("awaits _preFirstRender (first render only) and _preRender between the context and the HTML, as v13", async () => {
    class Staged extends Probe {
      override async _preFirstRender() { this.calls.push("pre first"); }
      override async _preRender(context: { n?: unknown }) { this.calls.push(`pre ${context.n}`); }
    }
    const app = new Staged();
    await app.render(true);
    await app.render();
    expect(app.calls).toEqual([
      "context first=true", "pre first", "pre 1", "html 1", "replace", "first", "render",
      "context first=false", "pre 2", "html 2", "replace", "render",
    ]);
  });

  it("models the keyboard focus: a focused control is the document's active element until its content is replaced", async () => {
    const app = new Probe();
    app.html = '<div data-die="ability"><button data-action="removeDie" disabled></button><button data-action="addDie"></button></div>';
    await app.render(true);
    const root = app.element!;
    const [minus, plus] = root.querySelectorAll("[data-action]");
    expect(root.ownerDocument).toBe(focusDocument);
    expect([minus!.matches(":disabled"), plus!.matches(":disabled"), plus!.matches("[data-action=addDie]")]).toEqual([true, false, true]);
    focusDocument.activeElement = null;
    minus!.focus();
    expect(focusDocument.activeElement).toBeNull(); // a disabled control takes no focus
    plus!.focus();
    expect(focusDocument.activeElement).toBe(plus);
    expect(root.contains(plus)).toBe(true);
    expect(root.contains(root)).toBe(true);
    await app.render();
    expect(focusDocument.activeElement).toBeNull(); // the re-render replaced the content it was in
    expect(root.contains(plus)).toBe(false);
    root.querySelector("[data-action=addDie]")!.focus();
    await app.close();
    expect(focusDocument.activeElement).toBeNull();
  });
});
