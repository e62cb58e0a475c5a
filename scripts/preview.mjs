// npm run preview: renders every sheet, chat card and dialog from the real templates with the built
// CSS into tests/.output/preview/ and serves it on 127.0.0.1 (PORT, or any free port).
// `--once` only writes the pages. The preview code (preview/*.ts) is bundled for Node by esbuild.
// Screenshots of every view are the browser tests' to take, and only when asked: with EOTE_SCREENSHOTS=1
// (SCREENSHOTS_ENV below, read by tests/browser/harness.ts), `npx vitest run tests/browser/` writes one PNG per
// view and theme to tests/.output/screenshots/.
import { build } from "esbuild";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const OUT = join(ROOT, "tests", ".output", "preview");
const BUNDLE = join(ROOT, "tests", ".output", "preview-build", "preview.mjs");
/** Set to 1, the browser tests' page loop saves a screenshot of every view and theme into SCREENSHOTS. */
export const SCREENSHOTS_ENV = "EOTE_SCREENSHOTS";
export const SCREENSHOTS = join(ROOT, "tests", ".output", "screenshots");

/** Bundles preview/main.ts (packages stay external: handlebars, js-yaml from node_modules). */
export async function loadPreview() {
  await build({
    entryPoints: [join(ROOT, "preview", "main.ts")], outfile: BUNDLE, bundle: true, platform: "node", format: "esm",
    target: "node20", packages: "external", logLevel: "warning", sourcemap: "inline",
  });
  return import(`${pathToFileURL(BUNDLE).href}?t=${Date.now()}`);
}

/**
 * Writes the gallery, and beside it the gallery in each other language system.json lists (views "fr-…");
 * returns the English views, every view written and the modules loaded.
 */
export async function writePreview({ out = OUT } = {}) {
  const preview = await loadPreview();
  const sources = preview.loadSources(ROOT);
  const views = preview.buildGallery(sources);
  const translated = preview.otherLanguages(ROOT).flatMap((tag) => preview.buildLanguageGallery(sources, tag, ROOT));
  preview.writeSite([...views, ...translated], out, { dist: join(ROOT, "dist"), themeCss: join(ROOT, "preview", "foundry-theme.css") });
  return { preview, views, written: views.length + translated.length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { preview, views, written } = await writePreview();
  console.log(`preview | wrote ${views.length} views, ${written - views.length} more in other languages (light and dark) to ${relative(process.cwd(), OUT)}`);
  console.log(`preview | screenshots: ${SCREENSHOTS_ENV}=1 npx vitest run tests/browser/ writes ${relative(process.cwd(), SCREENSHOTS)}`);
  if (!process.argv.includes("--once")) {
    const port = Number(process.env.PORT ?? 0);
    const served = await preview.serveStatic(OUT, Number.isInteger(port) ? port : 0);
    console.log(`preview | serving ${served.url} (Ctrl+C to stop)`);
  }
}
