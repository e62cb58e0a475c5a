import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Browser files first: the page loop's files (tests/browser/views-N.test.ts) are the longest and,
 * being one line each, would come last in vitest's "larger files first" order on a fresh clone (it
 * knows no durations yet). Started first, the short files fill in beside them and no core idles at the end.
 */
class BrowserFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const browser = (f: TestSpecification) => /[\\/]tests[\\/]browser[\\/]/.test(f.moduleId);
    return [...sorted.filter(browser), ...sorted.filter((f) => !browser(f))];
  }
}

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    testTimeout: 60_000,
    // One test file per core at a time (vitest's default is one fewer than the cores: a single worker
    // on two). A browser file drives one page at a time in its own Chromium, so this is also at most
    // one busy renderer per core.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: BrowserFirst },
  },
});
