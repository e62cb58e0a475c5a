/**
 * Stand-in for the cleaning Foundry applies to stored HTML fields (descriptions, biographies) before
 * a sheet shows them enriched. Allow-list, not block-list: everything is escaped, then only bare
 * formatting tags without attributes are given back, so no script, handler or URL can survive.
 */
const ALLOWED = ["p", "em", "strong", "b", "i", "u", "br", "ul", "ol", "li", "h3", "h4", "blockquote", "span", "div"];
const TAG = new RegExp(`&lt;(/?)(${ALLOWED.join("|")})\\s*/?&gt;`, "gi");

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

export function cleanHtml(html: string): string {
  return escapeHtml(html).replace(TAG, (_m, close: string, tag: string) => `<${close}${tag.toLowerCase()}>`);
}
