import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    testTimeout: 60_000,
    // Foundry's globals before any system module loads, as in a world (tests/doubles/setup.ts).
    setupFiles: ["tests/doubles/setup.ts"],
  },
});
