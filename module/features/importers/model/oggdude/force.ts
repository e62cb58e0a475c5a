/**
 * OggDude's Force Powers/*.xml with Force Abilities.xml as Force power items (seed 002 THE FORCE):
 * the first row's ability is the base power, each later cell an upgrade with its cost. A cell spanning
 * several columns is one upgrade; an upgrade the tree repeats (Strength, Range…) is one upgrade bought
 * that many times (`ranks`). Lines come from OggDude's per-column Directions, as for talent trees: a cell's
 * line runs up through each column where it says Up or the cell above says Down (a wide cell may join above
 * through only some of its columns: `upColumns`), and right where its last column says Right or the next cell
 * Left. A file with no Directions at all joins every cell to the cells above it, as before. Pure: no Foundry global.
 */
import type { ForcePowerUpgrade, ForceTreeCell } from "../../../../rules/types.ts";
import { oggdudeHtml, oggdudeText } from "../markup.ts";
import type { ImportedDocument } from "../result.ts";
import { flag, int, list, nodes, text, type XmlNode } from "../xml.ts";
import { identify, itemDoc, type OggContext } from "./context.ts";

function column(container: unknown, name: string): string[] {
  return list((container as XmlNode | undefined)?.[name]).map((v) => text(v).trim());
}

/** A row's Directions by column: an empty `<Direction />` keeps its place. */
function directions(row: XmlNode | undefined): XmlNode[] {
  return list((row?.["Directions"] as XmlNode | undefined)?.["Direction"]).map((d) => (typeof d === "object" && d !== null ? d as XmlNode : {}));
}

/** A cell's lines from the Directions of its row and the row above (see the file's comment). */
function cellLines(rows: readonly XmlNode[], r: number, column: number, span: number): Pick<ForceTreeCell, "up" | "upColumns" | "right"> {
  const own = directions(rows[r]);
  const above = directions(rows[r - 1]);
  const spanned = Array.from({ length: span }, (_, i) => column + i);
  const up = spanned.filter((c) => flag(own[c]?.["Up"]) || flag(above[c]?.["Down"]));
  const next = column + span;
  const right = next < 4 && (flag(own[next - 1]?.["Right"]) || flag(own[next]?.["Left"]));
  return { up: up.length > 0, upColumns: up.length === span ? [] : up, right };
}

export function forcePower(ctx: OggContext, file: string, entry: XmlNode): ImportedDocument | null {
  const { key, name } = identify(entry);
  if (key === "") {
    ctx.out.skip(file, name, "MissingKey", `${name || "An entry"} has no <Key>.`, { name: name || "?" });
    return null;
  }
  const rows = nodes(entry["AbilityRows"], "AbilityRow");
  if (rows.length === 0) {
    ctx.out.skip(file, key, "NoAbilities", `${key}: the power lists no abilities.`, { name });
    return null;
  }
  const baseKey = column(rows[0]!["Abilities"], "Key")[0] ?? "";
  const base = ctx.forceAbilities.get(baseKey);
  if (!base && ctx.forceAbilities.size > 0) {
    ctx.out.warn(file, key, "UnknownAbility", `${key}: base ability ${baseKey || "(none)"} is not in Force Abilities.xml.`, { ability: baseKey || "—" });
  }
  const upgrades = new Map<string, ForcePowerUpgrade>();
  const tree: ForceTreeCell[] = [];
  const unknown: string[] = [];
  const drawn = rows.some((row) => row["Directions"] !== undefined);
  for (const [r, row] of rows.slice(1).entries()) {
    const abilityKeys = column(row["Abilities"], "Key");
    const spans = column(row["AbilitySpan"], "Span");
    const costs = column(row["Costs"], "Cost");
    abilityKeys.forEach((abilityKey, c) => {
      // A span of 0 is a column covered by the cell on its left.
      if (abilityKey === "" || (spans[c] !== undefined && int(spans[c], 1) === 0)) return;
      // Each cell where the tree puts it, with its lines (module/rules/force/force-tree.ts reads them).
      const span = Math.min(4 - c, Math.max(1, int(spans[c], 1)));
      const lines = drawn ? cellLines(rows, r + 1, c, span) : { up: true, upColumns: [], right: false };
      tree.push({ upgrade: abilityKey, row: r + 1, column: c, span, ...lines, bought: false });
      const seen = upgrades.get(abilityKey);
      if (seen) {
        seen.ranks = (seen.ranks ?? 1) + 1;
        return;
      }
      const ability = ctx.forceAbilities.get(abilityKey);
      if (!ability && ctx.forceAbilities.size > 0) unknown.push(abilityKey);
      upgrades.set(abilityKey, {
        key: abilityKey,
        name: text(ability?.["Name"]).trim() || abilityKey,
        cost: Math.max(0, int(costs[c])),
        effect: oggdudeText(text(ability?.["Description"])),
        ranks: null,
      });
    });
  }
  if (unknown.length) {
    ctx.out.warn(file, key, "UnknownAbility", `${key}: upgrades ${unknown.join(", ")} are not in Force Abilities.xml.`, { ability: unknown.join(", ") });
  }
  const doc = itemDoc(entry, "forcePower", {
    requiredRating: Math.max(1, int(entry["MinForceRating"], 1)),
    points: 1,
    skill: null,
    upgrades: [...upgrades.values()],
    commit: false,
    cost: Math.max(0, int(column(rows[0]!["Costs"], "Cost")[0], 10)),
    tree,
  });
  const own = String(doc.system["description"]);
  doc.system["description"] = `${own}${oggdudeHtml(text(base?.["Description"]))}`;
  return doc;
}
