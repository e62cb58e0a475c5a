/**
 * Writes the gallery as static pages: index.html, one page per view and theme, the theme stand-in,
 * dist/eote.css and dist/assets (symbol sprite). Images a view names under Foundry's own icons/ get
 * a neutral placeholder, since Foundry's core icons are not ours to ship.
 */
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { indexPage, pageName, viewPage } from "./frame.ts";
import { THEMES, type View } from "./types.ts";

const PLACEHOLDER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="8" fill="#777"/><circle cx="32" cy="32" r="14" fill="none" stroke="#ddd" stroke-width="4"/></svg>`;

export interface SiteOptions {
  /** Folder with the build (eote.css, assets/). */
  dist: string;
  /** The theme stand-in stylesheet. */
  themeCss: string;
}

export function writeSite(views: readonly View[], out: string, opts: SiteOptions): string[] {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const css = join(opts.dist, "eote.css");
  if (!existsSync(css)) throw new Error(`preview: ${css} is missing; run \`npm run build\` first`);
  cpSync(css, join(out, "eote.css"));
  cpSync(opts.themeCss, join(out, "foundry-theme.css"));
  if (existsSync(join(opts.dist, "assets"))) cpSync(join(opts.dist, "assets"), join(out, "assets"), { recursive: true });
  const pages: string[] = [];
  for (const view of views) {
    for (const theme of THEMES) {
      writeFileSync(join(out, pageName(view, theme)), viewPage(view, theme));
      pages.push(pageName(view, theme));
    }
    // In src/href attributes, and in the url() of a row's image (its quotes escaped as &quot;). The
    // server decodes the request path, so the file is written under the decoded name.
    for (const [, path] of view.html.matchAll(/(?:(?:src|href)="|url\(&quot;)(icons\/[^"#?&]+)(?:"|&quot;\))/g)) {
      const file = join(out, decodeURIComponent(path!));
      if (!file.startsWith(join(out, "icons")) || existsSync(file)) continue;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, PLACEHOLDER);
    }
  }
  writeFileSync(join(out, "index.html"), indexPage(views));
  return pages;
}
