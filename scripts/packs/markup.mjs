// Markup in pack text that would run script when Foundry shows it. Pack documents are content the
// system ships to every world that installs it, and their HTML (item descriptions, table text) is
// rendered as written, so the build refuses a <script> element, an on*= event-handler attribute and
// a javascript: URL anywhere in a document's strings, naming the field.

const SCRIPT_ELEMENT = /<\s*\/?\s*script\b/i;
// A start tag with its attributes. Quoted values are matched whole, since they may hold ">".
const TAG = /<[a-z][^\s/>]*((?:"[^"]*"|'[^']*'|[^'">])*)(?:>|$)/gi;
const QUOTED = /"[^"]*"|'[^']*'/g;
// An attribute name starting "on", after quoted values are blanked ("alt='x'onerror=" still counts).
const HANDLER = /(?:^|[\s/])(on[a-z]+)\s*=/i;

/**
 * What a URL reads as once a browser has decoded character references and dropped the whitespace
 * and control characters it ignores in a scheme ("jav&#x61;script:", "java\tscript:").
 */
function asUrl(text) {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ":").replace(/&tab;|&newline;/gi, "")
    .replace(/[\u0000-\u0020]/g, "")
    .toLowerCase();
}

/** The problems of one string value: what in it would run script. */
export function markupProblems(text) {
  const problems = [];
  if (SCRIPT_ELEMENT.test(text)) problems.push("has a <script> element");
  if (asUrl(text).startsWith("javascript:")) problems.push("is a javascript: URL");
  for (const [, attributes] of text.matchAll(TAG)) {
    const handler = HANDLER.exec(attributes.replace(QUOTED, " "));
    if (handler) problems.push(`has an event-handler attribute ${handler[1]}=`);
    if (asUrl(attributes).includes("javascript:")) problems.push("has a javascript: URL");
  }
  return [...new Set(problems)];
}

/** Every string of a parsed source document checked, each problem prefixed with its field path. */
export function documentMarkupProblems(doc, path = "") {
  if (typeof doc === "string") return markupProblems(doc).map((p) => `${path || "value"} ${p}`);
  if (doc === null || typeof doc !== "object") return [];
  const problems = [];
  for (const [key, value] of Object.entries(doc)) {
    const at = Array.isArray(doc) ? `${path}[${key}]` : path === "" ? key : `${path}.${key}`;
    problems.push(...documentMarkupProblems(value, at));
  }
  return problems;
}
