// The shipped bundle, minified as Foundry loads it (dist/eote.mjs: what a world loads, one ES module that
// imports nothing at start; the importers' pure core, dist/importers.mjs, is fetched by its one import()
// when a GM first converts something), runs its init hook and registers the dice terms, the roll, the data models and the
// sheets under their own class names: Foundry rebuilds rolls from chat messages by class name and keys
// sheets by it. Every Foundry global is a
// permissive stand-in (any property, call or subclass works), except the registries checked here.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { join, resolve } from "node:path";
import { dynamicImports, staticImports } from "../../scripts/bundle-size.mjs";
import { beforeAll, describe, expect, it } from "vitest";

/** A value that is every Foundry API at once: any property, call, construction or subclass works (only the bundle reads it). */
function anything(known: Record<PropertyKey, unknown> = {}): object {
  const store: Record<PropertyKey, unknown> = { ...known };
  const target = function () {} as unknown as Record<PropertyKey, unknown>;
  return new Proxy(target, {
    get(t, key) {
      if (key in store) return store[key];
      if (key === "prototype") return t["prototype"];
      if (key === Symbol.toPrimitive) return () => "";
      if (key === "then") return undefined; // not a promise
      return (store[key] = anything());
    },
    set(_t, key, value) { store[key] = value; return true; },
    has: () => true,
    apply: () => anything(),
    construct: () => anything(),
  });
}

const hooks = new Map<string, ((...args: unknown[]) => unknown)[]>();
const registered: { document: string; scope: string; cls: { name: string } }[] = [];
const config = {
  Dice: { terms: {} as Record<string, { name: string }>, rolls: [] as { name: string }[] },
  Actor: anything({ dataModels: {} }), Item: anything({ dataModels: {} }),
  ChatMessage: {} as { documentClass?: { name: string } },
};

beforeAll(async () => {
  const g = globalThis as unknown as Record<string, unknown>;
  const on = (name: string, fn: (...args: unknown[]) => unknown) => { hooks.set(name, [...(hooks.get(name) ?? []), fn]); return 0; };
  g["Hooks"] = anything({ once: on, on });
  g["CONFIG"] = anything(config);
  g["game"] = anything();
  g["ui"] = anything();
  const registerSheet = (document: string) => (scope: string, cls: { name: string }) => { registered.push({ document, scope, cls }); };
  g["foundry"] = anything({
    documents: anything({
      collections: anything({ Actors: anything({ registerSheet: registerSheet("Actor") }), Items: anything({ registerSheet: registerSheet("Item") }) }),
    }),
  });
  for (const name of ["Actor", "Item", "Combat", "ChatMessage", "Roll", "Token", "TokenDocument", "ActiveEffect", "Handlebars", "TextEditor", "canvas"]) g[name] ??= anything();
  const url = pathToFileURL(resolve("dist/eote.mjs")).href;
  await import(/* @vite-ignore */ url);
  for (const fn of hooks.get("init") ?? []) await fn();
});

describe("dist/eote.mjs at init", () => {
  it("is the minified build", () => {
    expect(readFileSync("dist/eote.mjs", "utf8").split("\n").length).toBeLessThan(10);
  });

  it("registers the narrative roll and the seven dice by their class names", () => {
    expect(config.Dice.rolls.map((c) => c.name)).toContain("NarrativeRoll");
    const terms = Object.fromEntries(Object.entries(config.Dice.terms).map(([letter, cls]) => [letter, cls.name]));
    expect(terms).toMatchObject({
      a: "AbilityDie", p: "ProficiencyDie", b: "BoostDie", i: "DifficultyDie", c: "ChallengeDie", s: "SetbackDie", f: "ForceDie",
    });
  });

  it("makes its ChatMessage class, which draws the cards, the world's chat message class under its name", () => {
    expect(config.ChatMessage.documentClass?.name).toBe("EoteChatMessage");
  });

  it("registers every sheet under its class name", () => {
    expect(registered.map((r) => `${r.document}:${r.scope}.${r.cls.name}`).sort()).toEqual([
      "Actor:eote.AdversarySheet", "Actor:eote.CharacterSheet", "Actor:eote.VehicleSheet", "Item:eote.EoteItemSheet",
    ]);
  });

  it("every exported class of module/ keeps its name in the bundle or the importers' core", () => {
    const code = readFileSync("dist/eote.mjs", "utf8") + readFileSync("dist/importers.mjs", "utf8");
    const sources = execFileSync("git", ["ls-files", "module"], { encoding: "utf8" }).split("\n").filter((f) => f.endsWith(".ts"));
    const names = sources.flatMap((file) => [...readFileSync(file, "utf8").matchAll(/^export class (\w+)/gm)].map((m) => m[1]!));
    expect(names.length).toBeGreaterThan(25);
    for (const name of names) expect(code, name).toMatch(new RegExp(`class ${name}\\b`));
  });
});

describe("dist/eote.mjs as one bundle", () => {
  it("imports no other module at start, and on use only the importers' core beside it", () => {
    const code = readFileSync("dist/eote.mjs", "utf8");
    expect(staticImports(code)).toEqual([]);
    expect(dynamicImports(code)).toEqual(["./importers.mjs"]);
    expect(code.match(/\bimport\s*\(/g)).toHaveLength(1);
  });

  it("the importers' core imports nothing and holds the converters", async () => {
    const code = readFileSync("dist/importers.mjs", "utf8");
    expect(staticImports(code)).toEqual([]);
    expect(code).not.toMatch(/\bimport\s*\(/);
    const core = await import(/* @vite-ignore */ pathToFileURL(resolve("dist/importers.mjs")).href);
    for (const name of ["importOggDude", "importAdversaries", "importStarWarsFFG", "convertStarWarsFFG", "oggDudeFiles", "jsonFiles"]) {
      expect(typeof core[name], name).toBe("function");
    }
    // The bundled core converts as the source does (the fixture's weapons, through the same file check).
    const chosen = { "Data/Weapons.xml": new Uint8Array(readFileSync("tests/fixtures/importers/oggdude/Data/Weapons.xml")) };
    const source = await import("../../module/features/importers/model/converters.ts");
    const bundled = core.importOggDude(core.oggDudeFiles(chosen).files);
    expect(bundled.documents.length).toBeGreaterThan(0);
    expect(bundled).toEqual(source.importOggDude(source.oggDudeFiles(chosen).files));
  });

  it("nothing in dist/ imports it: loaded under another URL, the entry would run a second time", () => {
    const modules = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? modules(join(dir, e.name)) : /\.m?js$/.test(e.name) ? [join(dir, e.name)] : []);
    const others = modules("dist").filter((path) => path !== join("dist", "eote.mjs"));
    expect(others.length).toBeGreaterThan(0); // dist/dice.mjs at least
    for (const path of others) expect(readFileSync(path, "utf8"), path).not.toMatch(/["'][^"']*eote\.mjs["']/);
  });

  it("has no dist/chunks directory", () => {
    expect(existsSync("dist/chunks")).toBe(false);
  });
});
