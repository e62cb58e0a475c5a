// Credits, XP, prices and dates follow the user's language through Intl: one helper for numbers
// (formatNumber, and the {{eoteNumber}} template helper over it) and one for dates (formatDateTime).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatDateTime, formatNumber } from "../../module/system/i18n.ts";
import { createEngine } from "../../preview/handlebars.ts";
import { createI18n, type LangTree } from "../../preview/i18n.ts";
import { templateSources } from "../../preview/load.ts";

/** Intl's narrow no-break space, the French group separator. */
const NNBSP = "\u202f";

describe("formatNumber", () => {
  it.each([
    ["en", "12,500"],
    ["fr", `12${NNBSP}500`],
    ["de", "12.500"],
  ])("writes 12500 in %s as %s", (lang, text) => {
    expect(formatNumber(12500, lang)).toBe(text);
  });

  it("leaves small numbers as they are, rounds to whole amounts and keeps the sign", () => {
    expect(["en", "fr", "de"].map((l) => formatNumber(0, l))).toEqual(["0", "0", "0"]);
    expect(formatNumber(999, "fr")).toBe("999");
    expect(formatNumber(1234.6, "de")).toBe("1.235");
    expect(formatNumber(-2500, "en")).toBe("-2,500");
  });

  it("reads a number given as text (a template's value) and passes anything else through", () => {
    expect(formatNumber("2500", "de")).toBe("2.500");
    expect(formatNumber("", "fr")).toBe("");
    expect(formatNumber("Brawn + 2", "fr")).toBe("Brawn + 2");
    expect(formatNumber(undefined, "fr")).toBe("");
    expect(formatNumber(Number.NaN, "en")).toBe("NaN");
  });

  it("falls back to English digits for a tag Intl refuses", () => {
    expect(formatNumber(12500, "not a language tag!")).toBe("12,500");
  });
});

describe("formatDateTime", () => {
  const time = Date.UTC(2026, 11, 5, 19, 30); // 5 December 2026, 19:30 UTC
  it("writes a short date and time in the language's order", () => {
    expect(formatDateTime(time, "en")).toMatch(/^12\/5\/26, 7:30\sPM$/); // ICU puts a narrow space before PM
    expect(formatDateTime(time, "fr")).toBe("05/12/2026 19:30");
    expect(formatDateTime(time, "de")).toBe("05.12.26, 19:30");
  });

  it("writes nothing for no time", () => {
    expect(formatDateTime(0, "fr")).toBe("");
    expect(formatDateTime(Number.NaN, "en")).toBe("");
  });
});

describe("credits in the templates", () => {
  const lang = (tag: string) => JSON.parse(readFileSync(`lang/${tag}.json`, "utf8")) as LangTree;
  const templates = templateSources(".");
  const tradeForm = (tag: string) => createEngine({ i18n: createI18n(lang(tag), () => {}, tag), templates })
    .render("templates/dialogs/trade.hbs", { price: 12500, rarity: 4, credits: 1500, kindBuy: true, markets: [], locations: [] });

  it("the trade form shows the price and the buyer's credits as the language writes them", () => {
    expect(tradeForm("en")).toContain("Price 12,500 credits");
    expect(tradeForm("en")).toContain("1,500 credits available");
    expect(tradeForm("fr")).toContain(`12${NNBSP}500 crédits`);
    expect(tradeForm("fr")).toContain(`1${NNBSP}500 crédits disponibles`);
  });
});
