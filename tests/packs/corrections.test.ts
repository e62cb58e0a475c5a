// Content corrections checked against the published Edge of the Empire core rulebook and an independent
// data set that mirrors the books cell by cell: each fact a player with the book would notice. Where the
// two disagree, the pack file says which one it follows and why.
import { beforeAll, describe, expect, it } from "vitest";
import type { TalentCell } from "../../module/rules/types.ts";
import { readItems, type PackItem } from "./read-pack.ts";

let specialisations: PackItem[] = [];
beforeAll(async () => { specialisations = await readItems("specialisations"); });

/** The cell at `row`, `column` (both from 1) of a specialisation's tree, by the specialisation's key. */
function cell(key: string, row: number, column: number): TalentCell {
  const spec = specialisations.find((s) => s.system["key"] === key);
  const tree = (spec?.system["tree"] ?? []) as TalentCell[];
  const found = tree[(row - 1) * 4 + (column - 1)];
  if (!found) throw new Error(`no cell ${row},${column} in ${key}`);
  return found;
}

describe("talent tree lines", () => {
  it("Doctor: row 1 Resolve has no line down to row 2", () => {
    expect(cell("doctor", 1, 4)).toMatchObject({ key: "resolve", down: false });
  });
  it("Scoundrel: row 3 Black Market Contacts has no line right to Side Step", () => {
    expect(cell("scoundrel", 3, 3)).toMatchObject({ key: "blackMarketContacts", right: false });
    expect(cell("scoundrel", 3, 4)).toMatchObject({ key: "sideStep" });
  });
  it("Fringer: row 3 Rapid Recovery has a line right to Durable", () => {
    expect(cell("fringer", 3, 3)).toMatchObject({ key: "rapidRecovery", right: true });
    expect(cell("fringer", 3, 4)).toMatchObject({ key: "durable" });
  });
});
