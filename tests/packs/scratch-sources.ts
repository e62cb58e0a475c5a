// A scratch copy of some item packs' sources for the build's checks to read, made fresh before each test
// (a test edits its copy to break one thing) and removed after; the build's checks are loaded once.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, beforeEach } from "vitest";
import { packChecks } from "../../scripts/packs.mjs";

export interface ScratchSources {
  /** The scratch folder: one subfolder per pack, named as the pack. */
  readonly root: string;
  /** The build's checks, as packChecks returns them. */
  readonly checks: Awaited<ReturnType<typeof packChecks>>;
  /** The packs as the build lists them, reading from the scratch copy. */
  packs(): { name: string; type: string; src: string }[];
}

/** Copies packs/_source/<name> of each named item pack into a fresh temporary folder before each test. */
export function scratchSources(prefix: string, names: readonly string[]): ScratchSources {
  let root = "";
  let checks: ScratchSources["checks"] | undefined;
  beforeAll(async () => { checks = await packChecks(); });
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), prefix));
    for (const name of names) cpSync(join("packs/_source", name), join(root, name), { recursive: true });
  });
  afterEach(() => { rmSync(root, { recursive: true, force: true }); });
  return {
    get root() { return root; },
    get checks() { return checks!; },
    packs: () => names.map((name) => ({ name, type: "Item", src: join(root, name) })),
  };
}
