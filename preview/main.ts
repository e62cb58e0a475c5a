/** Entry of the preview bundle (scripts/preview.mjs, bench/browser.bench.mjs). */
export { buildGallery, buildLanguageGallery } from "./gallery.ts";
export { loadSources, otherLanguages } from "./load.ts";
export { writeSite } from "./site.ts";
export { serveStatic } from "./serve.ts";
export { createKit } from "./kit.ts";
export { viewPage } from "./frame.ts";
export { benchViews, characterSheetHtml, chatLogHtml, manyItems, vehicleSheetHtml } from "./bench.ts";
