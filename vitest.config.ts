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
          // Each file in a worker thread of its own rather than a child process: files stay isolated (a
          // fresh module graph and globals each), and starting one costs about a fifth less CPU. No unit
          // test uses what a thread lacks (process.chdir and the like).
          pool: "threads",
          // Foundry's globals before any system module loads, as in a world (tests/doubles/setup.ts).
          setupFiles: ["tests/doubles/setup.ts"],
          exclude: [...configDefaults.exclude, "tests/browser/**"],
        },
      },
    ],
  },
});
