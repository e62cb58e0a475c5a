import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    testTimeout: 60_000,
    // A beforeAll that imports the sheets or cards compiles many modules: slow on a loaded 2-core machine.
    hookTimeout: 60_000,
    // Foundry's globals before any system module loads, as in a world (tests/doubles/setup.ts).
    setupFiles: ["tests/doubles/setup.ts"],
  },
});
