// XP the GM grants (module/rules/character/advancement.ts checkGrant, applyGrant, undoGrant): the amount
// checked, total and available raised together, and the Undo refused once that XP is spent.
import { describe, expect, it } from "vitest";
import { applyGrant, auditClean, checkGrant, MAX_XP_GRANT, undoGrant, xpAudit } from "../../../module/rules/character/advancement.ts";
import type { LedgerEntry } from "../../../module/rules/types.ts";

const grantEntry = (from: number, to: number): LedgerEntry => ({
  kind: "grant", target: "", cost: 0, time: 1, user: "gm", from, to, item: "", created: false, source: "", cell: -1, refunded: false,
});

describe("checkGrant", () => {
  it("takes whole numbers from 1 to the maximum, as numbers or a number field's text", () => {
    expect(checkGrant(15)).toEqual({ ok: true, amount: 15 });
    expect(checkGrant(" 20 ")).toEqual({ ok: true, amount: 20 });
    expect(checkGrant(MAX_XP_GRANT)).toEqual({ ok: true, amount: MAX_XP_GRANT });
  });

  it("refuses zero, negatives, fractions, too much and anything not a number, with one key", () => {
    for (const bad of [0, -5, 2.5, MAX_XP_GRANT + 1, "", "ten", null, undefined, NaN, Infinity, {}]) {
      const verdict = checkGrant(bad);
      expect(verdict.ok).toBe(false);
      if (!verdict.ok) expect([verdict.error.key, verdict.error.data]).toEqual(["EOTE.Party.Error.BadGrant", { max: MAX_XP_GRANT }]);
    }
  });
});

describe("applyGrant and undoGrant", () => {
  it("a grant raises total and available by the amount and records the total before and after", () => {
    expect(applyGrant({ total: 110, available: 7 }, 15)).toEqual({ total: 125, available: 22, from: 110, to: 125 });
  });

  it("its Undo takes exactly the amount back", () => {
    const after = applyGrant({ total: 110, available: 7 }, 15);
    expect(undoGrant(after, after)).toEqual({ total: 110, available: 7 });
  });

  it("the Undo is refused once the XP is no longer there to take back", () => {
    expect(undoGrant({ total: 125, available: 14 }, grantEntry(110, 125))).toBeNull(); // 8 spent since
    expect(undoGrant({ total: 10, available: 10 }, grantEntry(110, 125))).toBeNull(); // total lowered by hand
    expect(undoGrant({ total: 125, available: 15 }, grantEntry(110, 125))).toEqual({ total: 110, available: 0 });
    expect(undoGrant({ total: 125, available: 99 }, grantEntry(125, 125))).toBeNull(); // no amount
  });

  it("a grant is not XP spent: the audit stays clean after one", () => {
    const after = applyGrant({ total: 110, available: 110 }, 20);
    const audit = xpAudit({ total: after.total, available: after.available, ledger: [grantEntry(after.from, after.to)] }, {}, []);
    expect(auditClean(audit)).toBe(true);
  });
});
