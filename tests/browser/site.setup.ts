/**
 * Global setup of the browser tests (vitest.config.ts, project "browser"): builds the gallery once,
 * writes it to tests/.output/browser-site/ with axe-core loaded by every page, and serves it on
 * 127.0.0.1 for the whole run, every file but the pages cached by the browser. Each browser test file
 * gets the views and the address through inject("browserSite") (harness.ts openSession) instead of
 * building and serving its own copy.
 */
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { TestProject } from "vitest/node";
import { buildGallery, buildLanguageGallery } from "../../preview/gallery.ts";
import { loadSources, otherLanguages } from "../../preview/load.ts";
import { serveStatic } from "../../preview/serve.ts";
import { writeSite } from "../../preview/site.ts";
import type { View } from "../../preview/types.ts";

/** axe-core's file in the site. */
export const AXE_FILE = "axe.min.js";
const AXE = join("node_modules", "axe-core", "axe.min.js");

/** A page that loads axe-core (AXE_FILE) before its body. */
export const withAxe = (html: string): string => html.replace("</head>", `<script src="${AXE_FILE}"></script></head>`);

export interface BrowserSite {
  /** The site's address, ending in "/". */
  url: string;
  /** The folder it is served from (a test may add a control page beside the views). */
  dir: string;
  views: View[];
  /**
   * The gallery in each other language system.json lists, its views' ids prefixed with the tag
   * ("fr-actor-character"): served beside the English pages, checked by the page loop's language pass.
   */
  languages: { lang: string; views: View[] }[];
}

declare module "vitest" {
  export interface ProvidedContext {
    browserSite: BrowserSite;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const sources = loadSources(".");
  const views = buildGallery(sources);
  const languages = otherLanguages(".").map((lang) => ({ lang, views: buildLanguageGallery(sources, lang, ".") }));
  const dir = join("tests", ".output", "browser-site");
  const pages = writeSite([...views, ...languages.flatMap((l) => l.views)], dir, { dist: "dist", themeCss: join("preview", "foundry-theme.css") });
  // axe-core in every page, as a script the browser may keep: each Chromium fetches and compiles it
  // once (its HTTP and code caches), and each page only runs it. Nothing else in the pages changes.
  copyFileSync(AXE, join(dir, AXE_FILE));
  for (const page of [...pages, "index.html"]) writeFileSync(join(dir, page), withAxe(readFileSync(join(dir, page), "utf8")));
  // Every file but the pages themselves (axe-core, the stylesheets, the symbol sprite, the placeholder
  // icons) is kept by each Chromium: the site is written once per run, so no page needs a fresh copy,
  // and a page load then parses only its own HTML (a fresh eote.css each page was a quarter of a load).
  const shared = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile() && !f.name.endsWith(".html"))
    .map((f) => relative(dir, join(f.parentPath, f.name)));
  const served = await serveStatic(dir, 0, { cached: shared });
  project.provide("browserSite", { url: served.url, dir, views, languages });
  return () => served.close();
}
