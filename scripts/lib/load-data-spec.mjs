// Loads module/data/spec/index.ts (validateSystemData, defaultSystemData, the specs), the critical
// table check of module/rules/combat/critical.ts, the modifier key scheme of module/rules/checks/modifiers.ts, the talent tree
// reachability of module/rules/character/identity.ts, the Force power tree checks of
// module/rules/force/force-tree.ts and the
// rules-reference ids of module/features/rules-reference/model/ids.ts
// into plain Node, for the pack build and benchmarks: Node 20 cannot import TypeScript, so esbuild
// bundles them in memory. Nothing is written to dist/.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";

let cached;

export async function loadDataSpec() {
  if (cached) return cached;
  const root = fileURLToPath(new URL("../../module/", import.meta.url));
  const result = await build({
    stdin: {
      contents: 'export * from "./data/spec/index.ts";\nexport { checkCriticalTable } from "./rules/combat/critical.ts";\n' +
        'export { parseModifierKey, MODE_ADD } from "./rules/checks/modifiers.ts";\n' +
        'export { unreachableCells, TREE_CELLS } from "./rules/character/identity.ts";\n' +
        'export { forceTreeProblems } from "./rules/force/force-tree.ts";\n' +
        'export { referenceEntryId, referencePageId } from "./features/rules-reference/model/ids.ts";\n',
      resolveDir: root, loader: "ts", sourcefile: "pack-build-entry.ts",
    },
    bundle: true, format: "esm", platform: "neutral", target: "es2022", write: false,
  });
  const code = result.outputFiles[0].text;
  cached = await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
  return cached;
}
