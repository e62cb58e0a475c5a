// shellSuite's `keys: true`: game.i18n, the templates the doubles render and the unit renders echo keys.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createEnvironment } from "../applications/handlebars-env.ts";
import { localized, notice, notices } from "./index.ts";
import { shownKey, keysSwitch } from "./keys.ts";
import { makeHandlebars, makeI18n } from "./roll.ts";
import { shellSuite } from "./suite.ts";

const PLAIN = "EOTE.Morality.Title";
const WITH_DATA = "EOTE.Morality.ThresholdNote";
const noSymbols = { eoteSymbol: (id: unknown) => String(id), eoteDie: (id: unknown) => String(id) };
const TEMPLATE = `{{localize "${PLAIN}"}}|{{localize "${WITH_DATA}" strain=2 wounds=3}}`;

/** A template file of TEMPLATE, rendered through the doubles' foundry renderTemplate. */
function templatePath(): string {
  const path = join(mkdtempSync(join(tmpdir(), "eote-keys-")), "t.hbs");
  writeFileSync(path, TEMPLATE);
  return path;
}

describe("shellSuite({ keys: true })", () => {
  shellSuite({ keys: true });

  it("game.i18n.localize gives the key, format the key and its data as JSON (the key alone without data)", () => {
    expect(game.i18n!.localize(PLAIN)).toBe(PLAIN);
    expect(game.i18n!.format(WITH_DATA, { wounds: "3", strain: "2" })).toBe(`${WITH_DATA} {"strain":"2","wounds":"3"}`);
    expect(game.i18n!.format(PLAIN)).toBe(PLAIN);
    expect(localized(WITH_DATA, { strain: 2, wounds: "3" })).toBe(`${WITH_DATA} {"strain":2,"wounds":"3"}`);
  });

  it("a template rendered by the doubles echoes keys through its localize helper", async () => {
    const html = await foundry.applications.handlebars.renderTemplate(templatePath(), {});
    expect(html).toBe(`${PLAIN}|${WITH_DATA} {&quot;strain&quot;:2,&quot;wounds&quot;:3}`);
  });

  it("notices keep their key and data", () => {
    ui.notifications!.warn(game.i18n!.format(WITH_DATA, { strain: "2", wounds: "3" }));
    expect(notices).toEqual([notice(WITH_DATA, { strain: 2, wounds: 3 })]);
    expect(notices[0]!.text).toBe(`${WITH_DATA} {"strain":"2","wounds":"3"}`);
  });
});

describe("without keys", () => {
  shellSuite();

  it("game.i18n gives lang/en.json's English, formatted", () => {
    expect(keysSwitch.on).toBe(false);
    expect(game.i18n!.localize(PLAIN)).toBe("Morality");
    expect(game.i18n!.format(WITH_DATA, { strain: "2", wounds: "3" })).toBe("Morality changes the thresholds: strain 2, wounds 3.");
  });
});

describe("unit renders", () => {
  it("makeI18n and makeHandlebars echo keys when asked, English otherwise", () => {
    expect(makeI18n({ keys: true }).format(WITH_DATA, { strain: 1, wounds: 1 })).toBe(`${WITH_DATA} {"strain":1,"wounds":1}`);
    expect(makeI18n().localize(PLAIN)).toBe("Morality");
    expect(makeHandlebars(noSymbols, { keys: true }).compile(TEMPLATE)({})).toBe(`${PLAIN}|${WITH_DATA} {&quot;strain&quot;:2,&quot;wounds&quot;:3}`);
    // shownKey is that echo as the HTML shows it, a name's own quotes and tags escaped with the rest.
    expect(shownKey(WITH_DATA, { strain: 2, wounds: 3 })).toBe(`${WITH_DATA} {&quot;strain&quot;:2,&quot;wounds&quot;:3}`);
    expect(makeHandlebars(noSymbols, { keys: true }).compile(`{{localize "${WITH_DATA}" strain=s}}`)({ s: '<b>"x"</b>' })).toBe(shownKey(WITH_DATA, { strain: '<b>"x"</b>' }));
    expect(makeHandlebars(noSymbols).compile(TEMPLATE)({})).toBe("Morality|Morality changes the thresholds: strain 2, wounds 3.");
  });

  it("the template tests' environment echoes keys with keys: true", () => {
    expect(createEnvironment({ keys: true }).compile(TEMPLATE)({})).toBe(`${PLAIN}|${WITH_DATA} {&quot;strain&quot;:2,&quot;wounds&quot;:3}`);
    expect(createEnvironment().compile(TEMPLATE)({})).toBe("Morality|Morality changes the thresholds: strain 2, wounds 3.");
  });
});
