import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    testTimeout: 60_000,
    // A beforeAll that imports the sheets or cards compiles many modules: slow on a loaded 2-core machine.
    hookTimeout: 60_000,
    // One test file per core at a time (vitest's default is one fewer than the cores: a single worker
    // on two, so every file ran one after another). A browser file drives one page at a time in its
    // own Chromium, so this is also at most one busy renderer per core.
    maxWorkers: availableParallelism(),
    // Two projects run in the same pool. Vitest starts files project by project in name order, so
    // "browser" goes first: its page loop files (views-N.test.ts) are the longest, and the short
    // unit files then fill in beside them instead of leaving a core idle at the end.
    projects: [
      {
        extends: true,
        test: {
          name: "browser",
          include: ["tests/browser/**/*.test.ts"],
          // Builds and serves the gallery once for all the browser files of a run.
          globalSetup: ["tests/browser/site.setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/**/*.test.ts"],
          // Each file in a VM context of its own inside reused worker threads: files stay isolated (a fresh
          // module graph and globals each), and a file no longer pays for a new thread and a fresh load of
          // the libraries it shares with every other (handlebars, the doubles): the unit files took half the
          // CPU (tests/features: 152 s of CPU under "threads", 75 s under "vmThreads", every test passing).
          // No unit test uses what a thread lacks (process.chdir and the like).
          pool: "vmThreads",
          // Foundry's globals before any system module loads, as in a world (tests/doubles/setup.ts).
          setupFiles: ["tests/doubles/setup.ts"],
          exclude: [...configDefaults.exclude, "tests/browser/**"],
        },
      },
    ],
  },
});
