/**
 * The layout checkers of tests/build/architecture.test.ts that read names rather than code paths: `any` in
 * tests, a feature folder's file names (ARCHITECTURE.md: "layout to grow into"), what a feature's index.ts
 * exports, and tsconfig.pure.json's include patterns. Each is a pure function over paths and source text
 * (comments already blanked by the test's scan), tried on a small case of its own in the test.
 */

/** The lines (1-based) of `code` that use the type `any`: `as any`, `: any`, `<any>`, `any[]`, `Array<any>`. */
export function anyLines(code: string): number[] {
  const uses = [/\bas\s+any\b/, /:\s*any\b/, /<any>/, /\bany\[\]/, /\bArray<any>/, /,\s*any\s*>/];
  return code.split("\n").flatMap((line, i) => (uses.some((re) => re.test(line)) ? [i + 1] : []));
}

/**
 * Code to try anyLines on (kept here, the one file the `any` rule skips, as it holds the patterns): lines 1 to 6
 * use the type, the last two only the word.
 */
export const ANY_SAMPLE = ["const a = b as any;", "function f(x: any) {}", "const m = new Map<string, any>();", "let l: any[] = [];", "const c = <any>d;",
  "const e: Array<any> = [];", "const ok = anyThing as unknown; // any", "const s = \"any\"; const many = 1;"].join("\n");

/** The file roles a feature folder may hold (ARCHITECTURE.md), and the sub-folders named by the same words. */
const FEATURE_FILES = new Set(["index.ts", "model.ts", "card.ts", "actions.ts", "form.ts", "flags.ts"]);
const FEATURE_FOLDERS = new Set(["model", "card", "actions", "form", "flags"]);

/**
 * The paths under module/features/<feature>/ that break the vocabulary: a file other than the roles or a pure
 * `*-model.ts`, or a sub-folder not named by a role. Paths are relative to module/features/.
 */
export function offVocabulary(paths: readonly string[]): string[] {
  return paths.filter((path) => {
    const [, ...rest] = path.split("/");
    if (rest.length === 1) return !FEATURE_FILES.has(rest[0]!) && !/^[a-z0-9-]+-model\.ts$/.test(rest[0]!);
    return !FEATURE_FOLDERS.has(rest[0]!);
  });
}

/**
 * The names an index.ts exports at run time besides `register` and `api` (types exported with `export type`,
 * `export interface` or `export { type X }` are not names at run time and are left alone).
 */
export function extraIndexExports(code: string): string[] {
  const names: string[] = [];
  for (const m of code.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|var|class|enum)\s+([A-Za-z_$][\w$]*)/gm)) names.push(m[1]!);
  for (const m of code.matchAll(/^export\s+(?!type\b)\{([^}]*)\}/gm)) {
    for (const spec of m[1]!.split(",").map((s) => s.trim()).filter((s) => s && !s.startsWith("type "))) names.push(spec.split(/\s+as\s+/).pop()!.trim());
  }
  for (const m of code.matchAll(/^export\s+\*\s+(?:as\s+([\w$]+)\s+)?from\s+"([^"]+)"/gm)) names.push(m[1] ?? `* from ${m[2]}`);
  if (/^export\s+default\b/m.test(code)) names.push("default");
  return names.filter((name) => name !== "register" && name !== "api");
}

/** A tsconfig include pattern as a regular expression over paths (`*` within a folder, `**\/` any folders). */
export function includePattern(glob: string): RegExp {
  const body = glob.split("**/").map((part) => part.split("*").map((s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join("[^/]*")).join("(?:[^/]+/)*");
  return new RegExp(`^${body}$`);
}

/** The imports of pure files (those a pattern includes) that name a file no pattern includes: `file → import`. */
export function impureImports(imports: ReadonlyMap<string, readonly string[]>, patterns: readonly RegExp[]): string[] {
  const pure = (path: string) => patterns.some((re) => re.test(path));
  return [...imports].filter(([file]) => pure(file)).flatMap(([file, list]) => list.filter((i) => !pure(i)).map((i) => `${file} → ${i}`));
}
