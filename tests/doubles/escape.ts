/** What core's foundry.utils.escapeHTML replaces. */
const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Core's foundry.utils.escapeHTML (every double that installs foundry.utils gives this one): the same five characters. */
export const escapeHTML = (t: string): string => t.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
