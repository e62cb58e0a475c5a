// Tooltips carry no user-written text. Foundry v13 inserts a data-tooltip's text as HTML (cleaned, not
// escaped; ../shared/FOUNDRY-V13-FACTS.md), so a name with markup in a tooltip attribute becomes markup in
// the tooltip whoever hovers it (the GM). Names go into aria-label, which is never parsed as HTML.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildAdversaryContext, buildCharacterContext, type AnyPlainItem } from "../../module/applications/sheets/context/index.ts";
import { drawVehicle } from "./sheet-kit.ts";
import { createEnvironment, knownKeys, listTemplates, render, templateSource } from "./handlebars-env.ts";
import { CHARACTER, critical, criticalHit, EDIT, RIVAL, weapon } from "./fixtures.ts";
import { makeI18n } from "../doubles/index.ts";
import { qualitySummaryHtml } from "../../module/applications/sheets/context/qualities.ts";
import type { QualityRef } from "../../module/rules/types.ts";

const ROOT = new URL("../../", import.meta.url).pathname;

/**
 * A tooltip attribute's value is safe when it is a localisation key, or that key localised with no data.
 * Two computed keys are allowed, each one of a few fixed keys built in context/gear.ts: a damaged weapon's
 * `condition.tooltipKey` (three), and an active talent's `useHintKey` (four, by its activation, which the
 * schema holds to TALENT_ACTIVATIONS). (A quality run's rules are no attribute of the markup: the sheet fills them in,
 * from known quality keys only; see the hostile quality below.)
 */
const SAFE_TOOLTIP = /^(?:EOTE(?:\.[A-Za-z0-9]+)+|\{\{localize "EOTE(?:\.[A-Za-z0-9]+)+"\}\}|\{\{localize condition\.tooltipKey\}\}|\{\{localize useHintKey\}\})$/;

function tooltipValues(source: string): string[] {
  return [...source.matchAll(/data-tooltip(?:-[a-z]+)?="((?:[^"{]|\{\{[^}]*\}\})*)"/g)].map((m) => m[1]!);
}

/** What the browser hands Foundry from an attribute: entities decoded (the ones Handlebars writes). */
function decodeAttribute(value: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", "#x60": "`", "#x3D": "=" };
  return value.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (all, name: string) => named[name] ?? all);
}

function renderedTooltips(html: string): string[] {
  return [...html.matchAll(/data-tooltip="([^"]*)"/g)].map((m) => decodeAttribute(m[1]!));
}

function listFiles(dir: string, ext: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path, ext) : path.endsWith(ext) ? [path] : [];
  });
}

describe("tooltip attributes", () => {
  it("every data-tooltip in templates/ is a fixed localisation key, with no data put into it", () => {
    const found: string[] = [];
    const unsafe: string[] = [];
    for (const rel of listTemplates()) {
      for (const value of tooltipValues(templateSource(rel))) {
        found.push(rel);
        if (!SAFE_TOOLTIP.test(value)) unsafe.push(`${rel}: ${value}`);
      }
    }
    expect(found.length).toBeGreaterThan(0);
    expect(unsafe).toEqual([]);
  });

  it("module/ builds no tooltip from data (no data-tooltip or dataset.tooltip with interpolation)", () => {
    const unsafe = listFiles(join(ROOT, "module"), ".ts").flatMap((path) =>
      readFileSync(path, "utf8").split("\n")
        .filter((line) => /data-tooltip|dataset\.tooltip|tooltip\s*[:=]/i.test(line) && /\$\{|\+\s*\w/.test(line))
        .map((line) => `${path}: ${line.trim()}`));
    expect(unsafe).toEqual([]);
  });
});

describe("a hostile injury name on the sheets", () => {
  const HOSTILE = `<img src=x onerror="alert(1)">"><b>Crippled</b>`;
  const items: AnyPlainItem[] = [
    { id: "c1", name: HOSTILE, img: "", type: "criticalInjury", system: critical({ severity: 2 }) },
    // A quality key is stored data too: an unknown one shows as text, never as a tooltip.
    { id: "w1", name: HOSTILE, img: "", type: "weapon", system: weapon({ qualities: [{ key: HOSTILE, rating: null }, { key: "pierce", rating: 2 }] }) },
  ];
  const hits: AnyPlainItem[] = [
    { id: "h1", name: HOSTILE, img: "", type: "criticalHit", system: criticalHit({ severity: 2 }) },
  ];
  const hbs = createEnvironment({ keys: true });
  const sheets = {
    character: () => render(hbs, "actor/character-combat.hbs",
      buildCharacterContext({ name: "Kell", img: "", type: "character", system: CHARACTER, items, flags: { ...EDIT, activeTab: "combat" } })),
    rival: () => render(hbs, "actor/adversary.hbs",
      buildAdversaryContext({ name: "Thug", img: "", type: "rival", system: RIVAL, items, flags: EDIT, enriched: { biography: "", notes: "" } } as Parameters<typeof buildAdversaryContext>[0])),
    vehicle: () => drawVehicle(hbs, "Freighter", hits, EDIT),
  };

  for (const [sheet, html] of Object.entries(sheets)) {
    it(`${sheet}: the text Foundry would insert as tooltip HTML holds no markup and no part of the name`, () => {
      const out = knownKeys(() => html());
      const tooltips = renderedTooltips(out);
      expect(tooltips.length).toBeGreaterThan(0);
      if (sheet !== "vehicle") {
        // The quality run carries no summary in its markup: the sheet fills it in from the item's qualities
        // (module/applications/sheets/quality-run.ts), the known quality's rule and nothing of the stored key.
        expect(tooltips).not.toContain("EOTE.QualitySummary.pierce");
        const filled = qualitySummaryHtml((items[1]!.system as { qualities: QualityRef[] }).qualities, makeI18n({ keys: true }).localize);
        expect(filled).toBe("<strong>EOTE.Quality.pierce\u00a02</strong> EOTE.QualitySummary.pierce");
      }
      for (const text of tooltips) {
        expect(text).not.toMatch(/[<>]/);
        expect(text).not.toContain("Crippled");
      }
      // The buttons are still named for the injury, escaped, in aria-label.
      expect(out).toContain("&lt;b&gt;Crippled&lt;/b&gt;");
      expect(out).not.toContain("<b>Crippled</b>");
    });
  }
});
