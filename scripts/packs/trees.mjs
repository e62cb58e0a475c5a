// A specialisation's talent tree as the pack ships it: 20 cells, each naming a talent item of these
// packs by its key (and printing that talent's name), none bought, and every cell reachable from the
// top row along the tree's lines (module/rules/character/identity.ts unreachableCells). A tree the
// Advancement tab could never finish, or a cell that would buy a talent no pack holds, stops the build.

/**
 * @param {{ system: { tree?: unknown } }} doc  a specialisation source document
 * @param {Map<string, string>} talents  talent key → talent name, over every pack
 * @param {{ unreachableCells: (tree: unknown[]) => number[], treeCells: number }} rule
 * @returns {string[]} problems, empty when the tree is sound
 */
export function treeProblems(doc, talents, rule) {
  const tree = doc.system?.tree;
  if (!Array.isArray(tree)) return ["system.tree must be a list of cells"];
  if (tree.length !== rule.treeCells) return [`system.tree has ${tree.length} cells; a talent tree has ${rule.treeCells} (4 columns × 5 rows)`];
  const problems = [];
  tree.forEach((cell, i) => {
    const at = `tree cell ${i + 1} (row ${Math.floor(i / 4) + 1}, column ${(i % 4) + 1})`;
    const key = typeof cell?.key === "string" ? cell.key : "";
    if (key === "") problems.push(`${at} names no talent`);
    else if (!talents.has(key)) problems.push(`${at} links to talent "${key}", which no talent item has`);
    else if (cell.name !== talents.get(key)) problems.push(`${at} prints "${cell.name}" but talent "${key}" is named "${talents.get(key)}"`);
    if (cell?.bought === true) problems.push(`${at} is marked bought in the pack`);
  });
  for (const i of rule.unreachableCells(tree)) {
    problems.push(`tree cell ${i + 1} (row ${Math.floor(i / 4) + 1}, column ${(i % 4) + 1}) is reached by no line from the top row`);
  }
  return problems;
}
