// The house rules of module/ (docs: ARCHITECTURE.md), checked on the source so a change that breaks one fails
// here: no two rules files declare the same name; module/dice and module/rules import only each other; no
// import circle at run time; a feature is reached from outside only through its index.ts; no file over 450
// lines; no comment names one of our tracker's issues; every file a comment names exists; a feature folder
// holds only the roles' files (index, model, card, actions, form, flags, *-model.ts and sub-folders of those
// names); a feature's index.ts exports only register and api at run time; tsconfig.pure.json covers the pure
// feature files by pattern and a pure file imports only pure files. And of tests/: no tracker issue in a
// comment, no `as never` cast, no `any`. The allow-lists (one entry a line) name what is still being changed:
// whoever finishes one deletes its line, and a line left for something already done fails too. Each checker
// is tried on a small case of its own first (tests/build/layout-checks.ts for the layout ones), so a guard
// that stopped seeing anything would fail too.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { build } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { ANY_SAMPLE, anyLines, extraIndexExports, impureImports, includePattern, offVocabulary } from "./layout-checks.ts";

const MAX_LINES = 450;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) ? [path] : [];
  }).sort();
}

/** Comments (with their line) apart from the code, whose strings are kept and whose comments are blanked. */
function scan(source: string): { code: string; comments: { text: string; line: number }[] } {
  const comments: { text: string; line: number }[] = [];
  let code = "";
  let i = 0;
  let last = ""; // the last significant code character, to tell a regular expression from a division
  let word = ""; // the last word of code, for `return /x/`
  const braces: number[] = []; // open `${` of template literals, by brace depth at their start
  let depth = 0;
  const line = () => source.slice(0, i).split("\n").length;
  const quoted = (quote: string) => {
    const start = i++;
    while (i < source.length && source[i] !== quote) i += source[i] === "\\" ? 2 : 1;
    i++;
    code += source.slice(start, i);
    last = quote;
  };
  const template = () => { // from just after a backtick or a closing brace of `${}` to the next backtick or `${`
    const start = i;
    while (i < source.length && source[i] !== "`" && !(source[i] === "$" && source[i + 1] === "{")) i += source[i] === "\\" ? 2 : 1;
    if (source[i] === "`") { i++; code += source.slice(start, i); last = "`"; return; }
    i += 2;
    code += source.slice(start, i);
    braces.push(depth++);
    last = "{";
  };
  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === "/" && next === "/") {
      const end = source.indexOf("\n", i);
      const stop = end === -1 ? source.length : end;
      comments.push({ text: source.slice(i, stop), line: line() });
      code += " ".repeat(stop - i);
      i = stop;
    } else if (c === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      const stop = end === -1 ? source.length : end + 2;
      const text = source.slice(i, stop);
      comments.push({ text, line: line() });
      code += text.replace(/[^\n]/g, " ");
      i = stop;
    } else if (c === "'" || c === '"') {
      quoted(c);
    } else if (c === "`") {
      code += c;
      i++;
      template();
    } else if (c === "}" && braces.length > 0 && braces[braces.length - 1] === depth - 1) {
      braces.pop();
      depth--;
      code += c;
      i++;
      template();
    } else if (c === "/" && (last === "" || "(,=:[!&|?{};+-*%<>~^".includes(last) || /^(return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await)$/.test(word))) {
      const start = i++;
      let inClass = false;
      while (i < source.length && (inClass || source[i] !== "/")) {
        if (source[i] === "\\") i++;
        else if (source[i] === "[") inClass = true;
        else if (source[i] === "]") inClass = false;
        i++;
      }
      i++;
      while (/[a-z]/i.test(source[i] ?? "")) i++;
      code += source.slice(start, i);
      last = "/";
      word = "";
    } else {
      if (c === "{") depth++;
      if (c === "}") depth--;
      code += c;
      i++;
      if (/\s/.test(c)) continue;
      if (/[\w$]/.test(c)) { word = /[\w$]/.test(last) ? word + c : c; } else word = "";
      last = c;
    }
  }
  return { code, comments };
}

/** Every module a file imports, runtime or type: relative ones as repository paths, others as written. */
function importsOf(file: string, code: string): string[] {
  const specifiers = [
    ...code.matchAll(/\b(?:import|export)\b[^;"'`]*?\bfrom\s*["']([^"']+)["']/g),
    ...code.matchAll(/\bimport\s*["']([^"']+)["']/g),
    ...code.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g),
  ].map((m) => m[1]!);
  return specifiers.map((s) => (s.startsWith(".") ? normalize(join(dirname(file), s)).replaceAll("\\", "/") : s));
}

/** Names a file declares for export (`export function x`, `export { local as x }`); re-exports of imports are not new names. */
function declaredExports(code: string): string[] {
  const names = [...code.matchAll(/^export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:abstract\s+)?(?:function\*?|const|let|var|class|interface|type|enum)\s+([\w$]+)/gm)].map((m) => m[1]!);
  const imported = new Set([...code.matchAll(/\bimport\s+(?:type\s+)?\{([^}]*)\}/g)]
    .flatMap((m) => m[1]!.split(",").map((s) => s.trim().replace(/^type\s+/, "").split(/\s+as\s+/).pop()!.trim())));
  for (const m of code.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}(?!\s*from)/gm)) {
    for (const spec of m[1]!.split(",").map((s) => s.trim().replace(/^type\s+/, "")).filter(Boolean)) {
      const [local, alias = local] = spec.split(/\s+as\s+/).map((s) => s.trim());
      if (!imported.has(local!)) names.push(alias!);
    }
  }
  return names;
}

/** Names declared by more than one file, with the files. */
function sharedNames(exportsByFile: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const files = new Map<string, string[]>();
  for (const [file, names] of exportsByFile) for (const name of new Set(names)) files.set(name, [...(files.get(name) ?? []), file]);
  return new Map([...files].filter(([, where]) => where.length > 1));
}

/** The import circles of a graph: its strongly connected components of more than one module, or one importing itself. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>(), low = new Map<string, number>(), stack: string[] = [], onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    order.set(v, index); low.set(v, index++); stack.push(v); onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!order.has(w)) { visit(w); low.set(v, Math.min(low.get(v)!, low.get(w)!)); }
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
    }
    if (low.get(v) !== order.get(v)) return;
    const component: string[] = [];
    let w: string;
    do { w = stack.pop()!; onStack.delete(w); component.push(w); } while (w !== v);
    if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component);
  };
  for (const v of graph.keys()) if (!order.has(v)) visit(v);
  return found;
}

/** A comment naming an issue of our own tracker ("issue 12", "issues 4 and 5", "#12"); another project's ("owner/repo issue 9", "owner/repo#9") is a citation. */
function trackerIssue(comment: string): string | null {
  const text = comment.replace(/\b[\w.-]+\/[\w.-]+(?:\s+(?:issue|pull request|PR)s?\s+|#)\d+/gi, "");
  return text.match(/\bissues?\s+#?\d+|(?<![\w&/])#\d{1,5}\b(?![\w-])/i)?.[0] ?? null;
}

/** Every comment of the scanned files that names an issue of our tracker, as `file:line: issue`. */
function trackerIssuesIn(scanned: ReadonlyMap<string, { comments: { text: string; line: number }[] }>): string[] {
  return [...scanned].flatMap(([f, { comments }]) => comments.flatMap((c) => {
    const issue = trackerIssue(c.text);
    return issue ? [`${f}:${c.line}: ${issue}`] : [];
  }));
}

/**
 * The source files a comment names (`.ts`, `.hbs`, `.css`) that the repository does not hold, as `file:line: path`.
 * A path starting `./` or `../` is read from the commenting file's folder; any other from that folder, the
 * repository's root, module/, or as the end of a path the repository holds (`crew/trust.ts`, `critical-hits.ts`).
 */
function stalePaths(scanned: ReadonlyMap<string, { comments: { text: string; line: number }[] }>, held: ReadonlySet<string>): string[] {
  const ends = [...held];
  const exists = (file: string, path: string): boolean => {
    const here = normalize(join(dirname(file), path)).replaceAll("\\", "/");
    if (path.startsWith(".")) return held.has(here);
    return held.has(path) || held.has(here) || held.has(`module/${path}`) || ends.some((h) => h.endsWith(`/${path}`));
  };
  return [...scanned].flatMap(([f, { comments }]) => comments.flatMap((c) =>
    [...c.text.matchAll(/(?<![\w./@-])((?:\.{1,2}\/)?(?:[\w.-]+\/)*[\w-]+\.(?:ts|hbs|css))\b/g)]
      .filter((m) => !exists(f, m[1]!)).map((m) => `${f}:${c.line}: ${m[1]}`)));
}

/** Comments naming a file another session is rewriting now: fixed with that file. */
const STALE_PATHS_PENDING = new Set(["module/features/advancement/index.ts:1: ./purchase.ts"]);

const isPure = (path: string) => /^module\/(dice|rules)\//.test(path);

/** The lines of a block, one entry a line (the allow-lists below: each helper deletes its own lines). */
const lines = (block: string) => new Set(block.split("\n").map((l) => l.trim()).filter(Boolean));

/** Feature folders whose files are not yet named by the roles (index, model, card, actions, form, flags, *-model). */
const VOCABULARY_PENDING = lines(`
`);

/** Features whose index.ts still exports more than `register` and `api` at run time. */
const INDEX_PENDING = lines(`
`);


describe("the checkers", () => {
  it("tell comments from strings, template literals and regular expressions", () => {
    const { code, comments } = scan([
      'const a = "// not a comment"; // one',
      "const b = `x ${'/* no */'} ${ { c: 1 }.c } y`; /* two */",
      'const r = /"#39|\\/\\/x/g, q = 4 / 2; // three',
      "const t = `a ${`b ${1}`} // still code`;",
    ].join("\n"));
    expect(comments.map((c) => [c.text, c.line])).toEqual([["// one", 1], ["/* two */", 2], ["// three", 3]]);
    expect(code).toContain('"// not a comment"');
  });

  it("find imports of every kind, exports declared twice, circles and tracker issues", () => {
    const code = 'import { a } from "./a.ts";\nimport type { B } from "../b.ts";\nexport { c } from "./c.ts";\nimport "./d.ts";\ntype E = typeof import("./e.ts");';
    expect(importsOf("module/x/f.ts", code)).toEqual(["module/x/a.ts", "module/b.ts", "module/x/c.ts", "module/x/d.ts", "module/x/e.ts"]);
    expect(declaredExports('import { a } from "./a.ts";\nexport function f() {}\nexport interface G {}\nconst h = 1;\nexport { a, h as i };\nexport { j } from "./j.ts";'))
      .toEqual(["f", "G", "i"]);
    expect([...sharedNames(new Map([["p.ts", ["x", "y"]], ["q.ts", ["y"]]]))]).toEqual([["y", ["p.ts", "q.ts"]]]);
    expect(circles(new Map([["a", ["b"]], ["b", ["c"]], ["c", ["a"]], ["d", ["a"]]]))).toEqual([["c", "b", "a"]]);
    expect(circles(new Map([["a", ["b"]], ["b", []]]))).toEqual([]);
    expect(["// see issue 12", "/* issues 4 and 5 */", "// fixed in #12", "// foundryvtt/foundryvtt issue 13710", "// colour #7fcdf5", "// &#39;"].map(trackerIssue))
      .toEqual(["issue 12", "issues 4", "#12", null, null, null]);
  });

  it("find the files a comment names that do not exist", () => {
    const held = new Set(["module/chat/trust.ts", "module/features/crew/trust.ts", "module/rules/vehicles/critical-hits.ts", "templates/chat/attack.hbs"]);
    const comments = [
      { text: "// ./trust.ts and crew/trust.ts, critical-hits.ts, templates/chat/attack.hbs, https://x.org/a.ts", line: 1 },
      { text: "/* ./gone.ts, ../chat/trust.ts, cards/trust.ts, ./critical-hits.ts */", line: 2 },
    ];
    expect(stalePaths(new Map([["module/chat/section.ts", { comments }]]), held))
      .toEqual(["module/chat/section.ts:2: ./gone.ts", "module/chat/section.ts:2: cards/trust.ts", "module/chat/section.ts:2: ./critical-hits.ts"]);
  });
});

describe("the layout checkers", () => {
  it("find `any` as a type, not the word", () => {
    expect(anyLines(ANY_SAMPLE)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("find feature files and folders off the vocabulary", () => {
    expect(offVocabulary(["a/index.ts", "a/model.ts", "a/card.ts", "a/actions.ts", "a/form.ts", "a/flags.ts", "a/range-model.ts", "a/actions/apply.ts",
      "a/model/pool.ts", "a/apply.ts", "a/helpers/x.ts", "a/card-state.ts"])).toEqual(["a/apply.ts", "a/helpers/x.ts", "a/card-state.ts"]);
  });

  it("find what an index exports at run time besides register and api", () => {
    const code = ["export function register() {}", "export const api = {};", "export type T = 1;", "export interface I {}", "export { type U } from \"./u.ts\";",
      "export const EXTRA = 1;", "export async function more() {}", "export { a, b as c } from \"./x.ts\";", "export * from \"./y.ts\";"].join("\n");
    expect(extraIndexExports(code)).toEqual(["EXTRA", "more", "a", "c", "* from ./y.ts"]);
  });

  it("read include patterns and find a pure file importing an impure one", () => {
    const patterns = ["module/rules/**/*.ts", "module/features/*/model/**/*.ts", "module/features/*/*-model.ts"].map(includePattern);
    const pure = ["module/rules/a.ts", "module/rules/x/b.ts", "module/features/f/model/c.ts", "module/features/f/model/d/e.ts", "module/features/f/g-model.ts"];
    expect(pure.filter((p) => patterns.some((re) => re.test(p)))).toEqual(pure);
    expect(["module/features/f/card.ts", "module/features/f/model.ts", "module/features/f/x/model/c.ts"].filter((p) => patterns.some((re) => re.test(p)))).toEqual([]);
    const imports = new Map([["module/rules/a.ts", ["module/rules/x/b.ts", "module/foundry/kit.ts"]], ["module/foundry/kit.ts", ["module/rules/a.ts"]]]);
    expect(impureImports(imports, patterns)).toEqual(["module/rules/a.ts → module/foundry/kit.ts"]);
  });
});

describe("module/", () => {
  const files = sourceFiles("module").map((path) => path.replaceAll("\\", "/"));
  const sources = new Map(files.map((file) => [file, readFileSync(file, "utf8")]));
  const scanned = new Map(files.map((file) => [file, scan(sources.get(file)!)]));
  const imports = new Map(files.map((file) => [file, importsOf(file, scanned.get(file)!.code)]));

  it("has files to check", () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.filter(isPure).length).toBeGreaterThan(80);
  });

  it("no two files under module/rules export the same name", () => {
    const rules = new Map(files.filter((f) => f.startsWith("module/rules/")).map((f) => [f, declaredExports(scanned.get(f)!.code)]));
    expect(Object.fromEntries(sharedNames(rules))).toEqual({});
  });

  it("module/dice and module/rules import nothing but each other, at run time or for types", () => {
    const outside = files.filter(isPure).flatMap((f) => imports.get(f)!.filter((i) => !isPure(i)).map((i) => `${f} → ${i}`));
    expect(outside).toEqual([]);
  });

  it("a feature is reached from outside only through its index.ts", () => {
    const reaching = files.flatMap((f) => imports.get(f)!.flatMap((i) => {
      const feature = i.match(/^module\/features\/([^/]+)\/(.+)$/);
      if (!feature || f.startsWith(`module/features/${feature[1]}/`) || feature[2] === "index.ts") return [];
      return [`${f} → ${i}`];
    }));
    expect(reaching).toEqual([]);
  });

  it(`no file is over ${MAX_LINES} lines`, () => {
    const long = files.map((f) => [f, sources.get(f)!.replace(/\n$/, "").split("\n").length] as const).filter(([, n]) => n > MAX_LINES);
    expect(Object.fromEntries(long)).toEqual({});
  });

  it("no comment names an issue of our tracker", () => {
    expect(trackerIssuesIn(scanned)).toEqual([]);
  });

  it("every file a comment names exists", () => {
    const held = new Set(execFileSync("git", ["ls-files"], { encoding: "utf8" }).split("\n").filter(Boolean));
    expect(stalePaths(scanned, held).filter((s) => !STALE_PATHS_PENDING.has(s))).toEqual([]);
  });

  const features = readdirSync("module/features", { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  const featurePaths = files.filter((f) => f.startsWith("module/features/") && f.split("/").length > 3).map((f) => f.slice("module/features/".length));

  it("a feature folder holds only index, model, card, actions, form, flags, *-model.ts and sub-folders of those names", () => {
    const off = offVocabulary(featurePaths).filter((p) => !VOCABULARY_PENDING.has(p.split("/")[0]!));
    expect(off).toEqual([]);
    expect([...VOCABULARY_PENDING].filter((f) => offVocabulary(featurePaths.filter((p) => p.startsWith(`${f}/`))).length === 0), "conforming now: delete from VOCABULARY_PENDING").toEqual([]);
  });

  it("a feature's index.ts exports only register and api at run time (types with export type)", () => {
    const extra = features.filter((f) => !INDEX_PENDING.has(f)).flatMap((f) => extraIndexExports(scanned.get(`module/features/${f}/index.ts`)!.code).map((n) => `${f}: ${n}`));
    expect(extra).toEqual([]);
    expect([...INDEX_PENDING].filter((f) => extraIndexExports(scanned.get(`module/features/${f}/index.ts`)!.code).length === 0), "conforming now: delete from INDEX_PENDING").toEqual([]);
  });

  it("tsconfig.pure.json covers the pure feature files by pattern, and a pure file imports only pure files", () => {
    const include = (JSON.parse(readFileSync("tsconfig.pure.json", "utf8")) as { include: string[] }).include;
    expect(include).toEqual(expect.arrayContaining(["module/features/*/model/**/*.ts", "module/features/*/*-model.ts"]));
    // Repository paths only: the import scan also reads `import "…"` inside a string (a tour's step names).
    const modules = new Map([...imports].map(([f, list]) => [f, list.filter((i) => i.startsWith("module/") && sources.has(i))]));
    expect(impureImports(modules, include.map(includePattern))).toEqual([]);
  });
});

describe("tests/", () => {
  // This file names both on purpose, as the checkers' own examples.
  const files = sourceFiles("tests").map((path) => path.replaceAll("\\", "/")).filter((f) => f !== "tests/build/architecture.test.ts");
  const scanned = new Map(files.map((file) => [file, scan(readFileSync(file, "utf8"))]));

  it("has files to check", () => {
    expect(files.filter((f) => f.endsWith(".test.ts")).length).toBeGreaterThan(250);
  });

  it("no test casts `as never`: the doubles are typed, and input wrong on purpose says so (malformed())", () => {
    const casts = files.flatMap((f) => scanned.get(f)!.code.split("\n").flatMap((line, i) => (/\bas never\b/.test(line) ? [`${f}:${i + 1}`] : [])));
    expect(casts).toEqual([]);
  });

  it("no comment names an issue of our tracker", () => {
    expect(trackerIssuesIn(scanned)).toEqual([]);
  });

  it("no `any` type (the five forms anyLines finds) in any test file or double", () => {
    const uses = files.filter((f) => f !== "tests/build/layout-checks.ts")
      .flatMap((f) => anyLines(scanned.get(f)!.code).map((line) => `${f}:${line}`));
    expect(uses).toEqual([]);
  });
});

describe("the bundle's module graph", () => {
  let graph = new Map<string, string[]>();

  beforeAll(async () => {
    // esbuild's metafile keeps the imports that survive to run time: type-only imports are gone.
    const result = await build({
      entryPoints: ["module/eote.ts"], bundle: true, write: false, metafile: true, format: "esm", platform: "neutral", packages: "external",
      logLevel: "silent", external: ["*.json"], loader: { ".json": "json" }, define: { __EOTE_TEMPLATES__: "[]" },
    });
    graph = new Map(Object.entries(result.metafile.inputs)
      .map(([path, input]) => [path, input.imports.map((i) => i.path).filter((p) => p.startsWith("module/"))]));
  });

  it("holds the whole system", () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get("module/eote.ts")?.length).toBeGreaterThan(0);
  });

  it("has no import circle at run time", () => {
    expect(circles(graph)).toEqual([]);
  });
});
