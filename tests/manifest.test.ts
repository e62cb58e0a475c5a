// Checks system.json against the built dist/ folder, the way Foundry's installer reads it.
// `npm test` builds before running vitest, so dist/ is fresh.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { builtManifest } from "../scripts/lib/release.mjs";

const DIST = "dist";
const manifest = JSON.parse(readFileSync("system.json", "utf8"));
const built = JSON.parse(readFileSync(join(DIST, "system.json"), "utf8"));
const release = unzipSync(readFileSync(join(DIST, "eote.zip")));

/** Every file path the manifest points at, relative to the system folder. */
function referencedPaths(m: typeof manifest): string[] {
  return [
    ...m.esmodules,
    ...m.styles,
    ...m.languages.map((l: { path: string }) => l.path),
    ...m.packs.map((p: { path: string }) => p.path),
  ];
}

describe("system.json", () => {
  it("is the one shipped in dist/, with package.json's version and release URLs (tests/build/release.test.ts)", () => {
    expect(built).toEqual(builtManifest(manifest, JSON.parse(readFileSync("package.json", "utf8")), process.env));
  });

  it("has a well-formed id, version and v13 compatibility", () => {
    expect(manifest.id).toBe("eote");
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
    // maximum: Foundry will not offer the system on a later core it was never run against.
    expect(manifest.compatibility).toEqual({ minimum: "13", verified: "13", maximum: "13" });
    expect(manifest.title.length).toBeGreaterThan(0);
    expect(manifest.authors.length).toBeGreaterThan(0);
  });

  it("has release URLs, when the build writes them, that point at this version", () => {
    if (!("download" in built)) return; // no repository (not in Actions, none in package.json): checked in tests/build/release.test.ts
    for (const key of ["url", "manifest", "download"]) expect(() => new URL(built[key])).not.toThrow();
    expect(built.manifest).toMatch(/system\.json$/);
    expect(built.download).toContain(`v${manifest.version}/eote.zip`);
  });

  it("points only at files that exist in dist/", () => {
    const paths = referencedPaths(manifest);
    expect(paths.length).toBeGreaterThanOrEqual(3);
    for (const path of paths) expect(existsSync(join(DIST, path)), path).toBe(true);
  });

  it("names the token bars and every actor and item type", () => {
    expect(manifest.primaryTokenAttribute).toBe("wounds");
    expect(manifest.secondaryTokenAttribute).toBe("strain");
    expect(Object.keys(manifest.documentTypes.Actor).sort()).toEqual(
      ["character", "minion", "nemesis", "rival", "vehicle"]);
    expect(Object.keys(manifest.documentTypes.Item).sort()).toEqual(
      ["ability", "armour", "attachment", "career", "criticalHit", "criticalInjury", "forcePower", "gear", "quality", "specialisation", "species", "talent", "weapon"]);
  });

  it("declares every pack in a pack folder", () => {
    const inFolders = new Set<string>();
    const walk = (folders: { packs?: string[]; folders?: unknown[] }[]) => {
      for (const f of folders) {
        for (const p of f.packs ?? []) inFolders.add(p);
        walk((f.folders ?? []) as typeof folders);
      }
    };
    walk(manifest.packFolders);
    for (const pack of manifest.packs) {
      expect(pack.name).toMatch(/^[a-z0-9-]+$/);
      expect(pack.system).toBe("eote");
      expect(inFolders.has(pack.name), pack.name).toBe(true);
    }
  });
});

describe("dist/eote.mjs", () => {
  it("is an ES module with its source map", () => {
    const code = readFileSync(join(DIST, "eote.mjs"), "utf8");
    expect(code).toMatch(/sourceMappingURL=eote\.mjs\.map/);
    expect(existsSync(join(DIST, "eote.mjs.map"))).toBe(true);
    expect(code).not.toMatch(/\brequire\(/);
  });

  it("registers the system on init", () => {
    const code = readFileSync(join(DIST, "eote.mjs"), "utf8");
    expect(code).toMatch(/Hooks\.once\("init"/);
    expect(code).toMatch(/Hooks\.once\("ready"/);
  });
});

describe("dist/eote.zip", () => {
  it("has system.json at its root, and every file it names", () => {
    const inZip = JSON.parse(strFromU8(release["system.json"]!));
    expect(inZip).toEqual(built);
    for (const path of referencedPaths(inZip)) {
      const isPackDir = inZip.packs.some((p: { path: string }) => p.path === path);
      const present = isPackDir
        ? Object.keys(release).some((f) => f.startsWith(`${path}/`))
        : path in release;
      expect(present, path).toBe(true);
    }
  });

  it("holds no development-only files", () => {
    for (const name of Object.keys(release)) {
      expect(name).not.toMatch(/^(node_modules|module|tests|src)\//);
      expect(name).not.toBe("eote.zip");
    }
  });
});
