// A real release: dist/system.json's URLs are written by the build from the repository (the one GitHub
// Actions runs in, else package.json's) and package.json's version, the source system.json carries none,
// and the release workflow builds a v* tag with `npm ci && npm run build`, checks first that there is a
// repository to name and that the tag is v<version>, and attaches dist's system.json and eote.zip.
// `npm test` builds before vitest, so dist/ is fresh.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { builtManifest, releaseProblems, releaseRepository, releaseUrls, RELEASE_FIELDS, repositoryOf } from "../../scripts/lib/release.mjs";

const pkg = JSON.parse(readFileSync("package.json", "utf8"));
const source = JSON.parse(readFileSync("system.json", "utf8"));
const built = JSON.parse(readFileSync("dist/system.json", "utf8"));
const workflowText = readFileSync(".github/workflows/release.yml", "utf8");
const workflow = load(workflowText) as {
  on: { push: { tags: string[] } };
  jobs: Record<string, { if?: string; steps: { name?: string; run?: string; uses?: string; env?: Record<string, string> }[] }>;
};

describe("package.json's repository", () => {
  it("is read from every form npm allows, and nothing that is not a GitHub owner/name", () => {
    for (const repository of ["kira/eote", "github:kira/eote", "https://github.com/kira/eote", "git+https://github.com/kira/eote.git",
      "git@github.com:kira/eote.git", { type: "git", url: "git+https://github.com/kira/eote.git" }]) {
      expect(repositoryOf({ repository }), JSON.stringify(repository)).toBe("kira/eote");
    }
    for (const repository of [undefined, "", "  ", "eote", "https://gitlab.com/kira/eote", "kira/eote/extra", { type: "git" }]) {
      expect(repositoryOf({ repository }), JSON.stringify(repository)).toBeNull();
    }
  });
});

describe("the built manifest", () => {
  it("takes every release URL from one repository and the version", () => {
    const made = builtManifest(source, { version: "1.2.3", repository: "github:kira/eote" });
    expect(made.version).toBe("1.2.3");
    expect(made).toMatchObject(releaseUrls("kira/eote", "1.2.3"));
    expect(made.download).toBe("https://github.com/kira/eote/releases/download/v1.2.3/eote.zip");
    expect(made.manifest).toBe("https://github.com/kira/eote/releases/latest/download/system.json");
    for (const field of RELEASE_FIELDS) expect(made[field], field).toMatch(/^https:\/\/github\.com\/kira\/eote(\/|$)/);
    // Without a repository there are no URLs at all rather than ones naming a repository that does not exist.
    const bare = builtManifest({ ...source, url: "https://github.com/stale/eote" }, { version: "1.2.3", repository: "" });
    for (const field of RELEASE_FIELDS) expect(bare, field).not.toHaveProperty(field);
  });

  it("in dist/ names the build's repository in every URL, or has none when there is none", () => {
    const repository = releaseRepository(pkg, process.env);
    expect(built).toEqual(builtManifest(source, pkg, process.env));
    if (repository) {
      for (const field of RELEASE_FIELDS) expect(built[field], field).toMatch(new RegExp(`^https://github\\.com/${repository}(/|$)`));
      expect(built.download).toContain(`/releases/download/v${pkg.version}/eote.zip`);
    } else {
      for (const field of RELEASE_FIELDS) expect(built, field).not.toHaveProperty(field);
    }
  });

  it("comes from a source system.json with no URL of its own and package.json's version", () => {
    for (const field of RELEASE_FIELDS) expect(source, field).not.toHaveProperty(field);
    expect(JSON.stringify(source)).not.toMatch(/github\.com/);
    expect(source.version).toBe(pkg.version);
  });
});

describe("a release from any fork", () => {
  /** The build's manifest step (scripts/build.mjs --manifest-only, the code path of the full build) run with `env` into a fresh folder; the system.json it wrote. */
  function buildManifest(env: Record<string, string | undefined>): Record<string, unknown> {
    const dir = mkdtempSync(join(tmpdir(), "eote-manifest-"));
    try {
      const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("GITHUB_")));
      execFileSync(process.execPath, ["scripts/build.mjs", "--manifest-only", `--dist=${dir}`, "--quiet"], { env: { ...clean, ...env }, stdio: "pipe" });
      return JSON.parse(readFileSync(join(dir, "system.json"), "utf8"));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it("built in GitHub Actions in someone/fork, dist/system.json's manifest and download name someone/fork", () => {
    const made = buildManifest({ GITHUB_ACTIONS: "true", GITHUB_REPOSITORY: "someone/fork" });
    expect(made["manifest"]).toBe("https://github.com/someone/fork/releases/latest/download/system.json");
    expect(made["download"]).toBe(`https://github.com/someone/fork/releases/download/v${pkg.version}/eote.zip`);
    for (const field of RELEASE_FIELDS) expect(made[field], field).toMatch(/^https:\/\/github\.com\/someone\/fork(\/|$)/);
    expect(made["version"]).toBe(pkg.version);
  });

  it("outside Actions a GITHUB_REPOSITORY is not read: package.json's repository, and with neither no URL", () => {
    const local = buildManifest({ GITHUB_REPOSITORY: "someone/fork" });
    const expected = repositoryOf(pkg);
    if (expected) expect(local["manifest"]).toBe(`https://github.com/${expected}/releases/latest/download/system.json`);
    else for (const field of RELEASE_FIELDS) expect(local, field).not.toHaveProperty(field);
    // The same rule over a package.json that names one, and one that names none.
    expect(releaseRepository({ repository: "github:kira/eote" }, {})).toBe("kira/eote");
    expect(releaseRepository({ repository: "github:kira/eote" }, { GITHUB_REPOSITORY: "someone/fork" })).toBe("kira/eote");
    expect(releaseRepository({ repository: "github:kira/eote" }, { GITHUB_ACTIONS: "true", GITHUB_REPOSITORY: "someone/fork" })).toBe("someone/fork");
    expect(releaseRepository({ repository: "" }, { GITHUB_ACTIONS: "true", GITHUB_REPOSITORY: "someone/fork" })).toBe("someone/fork");
    expect(releaseRepository({ repository: "" }, {})).toBeNull();
    expect(releaseRepository({ repository: "" }, { GITHUB_ACTIONS: "true" })).toBeNull();
    const bare = builtManifest(source, { version: "1.2.3", repository: "" }, {});
    for (const field of RELEASE_FIELDS) expect(bare, field).not.toHaveProperty(field);
  });
});

describe("the release workflow", () => {
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
  const runs = steps.map((s) => s.run ?? "");
  const at = (pattern: RegExp) => runs.findIndex((r) => pattern.test(r));

  it("builds a v* tag with npm ci && npm run build after checking there is a repository and the tag is v<version>", () => {
    expect(workflow.on.push.tags).toEqual(["v*"]);
    expect(at(/npm ci && npm run build/)).toBeGreaterThan(-1);
    expect(at(/node scripts\/release-check\.mjs/)).toBeGreaterThan(-1);
    expect(at(/node scripts\/release-check\.mjs/)).toBeLessThan(at(/npm ci && npm run build/));
    // The check wants a repository to name (the one Actions runs in, else package.json's) and the tag to be the version.
    const actions = (repository: string) => ({ GITHUB_ACTIONS: "true", GITHUB_REPOSITORY: repository, GITHUB_REF_TYPE: "tag", GITHUB_REF_NAME: `v${pkg.version}` });
    const bare = { ...pkg, repository: "" };
    expect(releaseProblems(bare, { version: pkg.version }, actions("kira/eote"))).toEqual([]);
    // A fork releases as itself, whatever package.json names.
    expect(releaseProblems({ ...pkg, repository: "kira/eote" }, { version: pkg.version }, actions("someone/fork"))).toEqual([]);
    expect(releaseProblems(bare, { version: pkg.version }, { ...actions("kira/eote"), GITHUB_REF_NAME: "v9.9.9" })).toHaveLength(1);
    expect(releaseProblems(bare, { version: pkg.version }, {})).toHaveLength(1);
    expect(releaseProblems({ ...pkg, repository: "kira/eote" }, { version: pkg.version }, {})).toEqual([]);
    expect(releaseProblems(bare, { version: "0.0.0-other" }, actions("kira/eote"))).toHaveLength(1);
  });

  it("attaches dist's system.json and eote.zip to the tag's release", () => {
    const upload = runs.find((r) => /gh release upload/.test(r)) ?? "";
    expect(upload).toMatch(/gh release upload "\$TAG" dist\/system\.json dist\/eote\.zip/);
    expect(steps.find((s) => /gh release upload/.test(s.run ?? ""))?.env?.["TAG"]).toBe("${{ github.ref_name }}");
    expect(workflowText).not.toMatch(/eote-vtt/);
  });
});

describe("package.json and the changelog", () => {
  it("asks for Node 20 or later, and the changelog has an Unreleased section", () => {
    expect(pkg.engines).toEqual({ node: ">=20" });
    const changelog = readFileSync("CHANGELOG.md", "utf8");
    expect(changelog).toMatch(/^## \[Unreleased\]$/m);
    expect(readFileSync("dist/CHANGELOG.md", "utf8")).toBe(changelog);
  });
});
