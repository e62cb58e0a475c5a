// Exact undo (module/chat/track-change.ts, the card models and card-ledger.ts), pure: sequences of
// attack hits, Medicine heals, damage control, minion crits and sheet edits on one actor's plain state,
// undone in every order. Each card's undo takes off the change it made; what a clamp leaves is taken
// from the other live cards that moved the track the other way.
import { describe, expect, it } from "vitest";
import { applyToTarget, minionCritUpdate, readRecord, recordPath, undoUpdate } from "../../module/features/attack/apply-model.ts";
import type { UndoContext } from "../../module/chat/track-change.ts";
import { cardLedger } from "../../module/chat/ledger.ts";
import { healUpdate, medicinePath, medicineUndo, readMedicineRecord, type PatientInput } from "../../module/features/medicine/model.ts";
import { readRepairRecord, repairPath, repairUndo, repairUpdate } from "../../module/features/vehicle-repair/model.ts";
import { undoChange } from "../../module/chat/track-change.ts";
import type { DamageTarget } from "../../module/rules/combat/damage.ts";
import type { MedicineRoll } from "../../module/rules/combat/recovery.ts";

/** One actor's stored state, and Foundry's update semantics for the paths the cards write. */
interface State {
  kind: "character" | "minion" | "vehicle";
  wounds: number;
  strain: number | null;
  eote: Record<string, Record<string, Record<string, unknown>>>;
}

const TRACKS: Record<string, ["wounds" | "strain"]> = {
  "system.wounds.value": ["wounds"], "system.strain.value": ["strain"],
  "system.hullTrauma.value": ["wounds"], "system.systemStrain.value": ["strain"],
};

function write(state: State, update: Record<string, unknown>): void {
  for (const [path, value] of Object.entries(update)) {
    const track = TRACKS[path];
    if (track) {
      state[track[0]] = value as number;
      continue;
    }
    const [, , log, id, field] = path.split(".") as [string, string, string, string, string | undefined];
    const entries = (state.eote[log] ??= {});
    if (id.startsWith("-=")) delete entries[id.slice(2)];
    else if (field) entries[id] = { ...entries[id], [field]: value };
    else entries[id] = structuredClone(value) as Record<string, unknown>;
  }
}

const THRESHOLD = 10;
const character = (wounds = 0, strain = 0): State => ({ kind: "character", wounds, strain, eote: {} });
const target = (s: State): DamageTarget => s.kind === "minion"
  ? { kind: "minion", soak: 0, wounds: { value: s.wounds, threshold: 5 }, groupSize: 3 }
  : { kind: s.kind, soak: 0, wounds: { value: s.wounds, threshold: THRESHOLD }, strain: { value: s.strain ?? 0, threshold: THRESHOLD } };
const caps = (s: State) => ({ wounds: s.kind === "minion" ? 15 : 2 * THRESHOLD, strain: null });
const context = (s: State, path: string): UndoContext => ({ tracks: { wounds: s.wounds, strain: s.strain }, caps: caps(s), ledger: cardLedger(s.eote, path) });

function hit(s: State, id: string, damage: number, over: Partial<{ stunDamage: boolean }> = {}): void {
  const record = readRecord(s.eote["combatLog"]?.[id]);
  write(s, applyToTarget(s.kind, target(s), { damage, scale: s.kind === "vehicle" ? "vehicle" : "personal", ...over }, id, record, "hit").update);
}

function undoHit(s: State, id: string): void {
  const record = readRecord(s.eote["combatLog"]![id])!;
  write(s, undoUpdate(s.kind, id, record, context(s, recordPath(id))).update);
}

const medicineRoll = (netSuccess: number, netAdvantage = 0): MedicineRoll => ({ netSuccess, netAdvantage, triumph: 0, despair: 0, succeeded: netSuccess > 0 });
const patient = (s: State, id: string): PatientInput => ({
  uuid: "Actor.p", name: "Kira", canAct: true, wounds: s.wounds, strain: s.strain, thresholds: { wounds: THRESHOLD, strain: THRESHOLD },
  injuries: [], record: readMedicineRecord(s.eote["medicineLog"]?.[id]), caps: caps(s),
});

function heal(s: State, id: string, roll: MedicineRoll): void {
  write(s, healUpdate("character", roll, patient(s, id), id)!.update);
}

function undoHeal(s: State, id: string): void {
  const p = patient(s, id);
  write(s, medicineUndo("character", p, id, p.record!, cardLedger(s.eote, medicinePath(id))).update);
}

const tracks = (s: State) => ({ wounds: s.wounds, strain: s.strain });

describe("two hits", () => {
  it("hits of 5 and 4 undone A then B, or B then A, leave 0", () => {
    for (const order of [["A", "B"], ["B", "A"]]) {
      const s = character();
      hit(s, "A", 5);
      hit(s, "B", 4);
      expect(s.wounds).toBe(9);
      undoHit(s, order[0]!);
      expect(s.wounds).toBe(order[0] === "A" ? 4 : 5);
      undoHit(s, order[1]!);
      expect(tracks(s)).toEqual({ wounds: 0, strain: 0 });
      expect(s.eote["combatLog"]).toEqual({});
    }
  });

  it("a card hitting twice takes off both hits; another card's hit in between stays", () => {
    const s = character();
    hit(s, "A", 3);
    hit(s, "B", 4);
    hit(s, "A", 2);
    undoHit(s, "A");
    expect(s.wounds).toBe(4);
  });

  it("strain damage (Stun Damage) comes off strain", () => {
    const s = character();
    hit(s, "A", 3, { stunDamage: true });
    hit(s, "B", 2);
    undoHit(s, "A");
    expect(tracks(s)).toEqual({ wounds: 2, strain: 0 });
  });
});

describe("a hit and a Medicine heal", () => {
  it("hit 8, heal 3, undo the hit then the heal: 0 (the heal's change is absorbed)", () => {
    const s = character();
    hit(s, "A", 8);
    heal(s, "M", medicineRoll(3));
    expect(s.wounds).toBe(5);
    undoHit(s, "A");
    expect(s.wounds).toBe(0);
    // The heal only healed because the hit was there: its recorded change is now nothing.
    expect(s.eote["medicineLog"]!["M"]!.change).toEqual({ wounds: 0, strain: 0 });
    undoHeal(s, "M");
    expect(tracks(s)).toEqual({ wounds: 0, strain: 0 });
  });

  it("hit 8, heal 3, undo the heal then the hit: 0", () => {
    const s = character();
    hit(s, "A", 8);
    heal(s, "M", medicineRoll(3));
    undoHeal(s, "M");
    expect(s.wounds).toBe(8);
    undoHit(s, "A");
    expect(tracks(s)).toEqual({ wounds: 0, strain: 0 });
  });

  it("interleaved: hit 6, heal 2, hit 3, undo in every order ends at 0", () => {
    const orders = [["A", "M", "B"], ["A", "B", "M"], ["M", "A", "B"], ["M", "B", "A"], ["B", "A", "M"], ["B", "M", "A"]];
    for (const order of orders) {
      const s = character();
      hit(s, "A", 6);
      heal(s, "M", medicineRoll(2));
      hit(s, "B", 3);
      expect(s.wounds).toBe(7);
      for (const id of order) (id === "M" ? undoHeal : undoHit)(s, id);
      expect(tracks(s), order.join(" ")).toEqual({ wounds: 0, strain: 0 });
    }
  });
});

describe("sheet edits and bounds", () => {
  it("a sheet edit after the hit is kept by undo", () => {
    const s = character();
    hit(s, "A", 5);
    s.wounds = 7; // The GM adds 2 wounds by hand.
    undoHit(s, "A");
    expect(s.wounds).toBe(2);
  });

  it("a sheet edit that lowered the track: undo stops at 0 and nothing else moves", () => {
    const s = character();
    hit(s, "A", 5);
    s.wounds = 1;
    undoHit(s, "A");
    expect(s.wounds).toBe(0);
  });

  it("clamped at the cap (twice the threshold): the hit's change is what it really added", () => {
    const s = character(17);
    hit(s, "A", 8);
    expect(s.wounds).toBe(20);
    expect(s.eote["combatLog"]!["A"]!.change).toEqual({ wounds: 3, strain: 0 });
    undoHit(s, "A");
    expect(s.wounds).toBe(17);
  });

  it("undoing a heal at the cap: the overflow comes off a hit that pushed the track there", () => {
    const s = character(15);
    heal(s, "M", medicineRoll(3)); // 12
    hit(s, "A", 10); // 22 → 20: a change of +8
    undoHeal(s, "M"); // 23 → 20; 3 over the cap taken from the hit's +8
    expect(s.wounds).toBe(20);
    expect(s.eote["combatLog"]!["A"]!.change).toEqual({ wounds: 5, strain: 0 });
    undoHit(s, "A");
    // As if neither card had been played.
    expect(s.wounds).toBe(15);
  });

  it("undoChange alone: the leftover is absorbed in order, each entry at most to 0", () => {
    const others = [{ path: "x", change: { wounds: -1, strain: 0 } }, { path: "y", change: { wounds: 4, strain: 0 } }, { path: "z", change: { wounds: -3, strain: 0 } }];
    const result = undoChange({ wounds: 2, strain: null }, { wounds: 5, strain: 0 }, { wounds: null, strain: null }, others);
    expect(result.tracks).toEqual({ wounds: 0, strain: null });
    expect(result.adjusted).toEqual([{ path: "x", change: { wounds: 0, strain: 0 } }, { path: "z", change: { wounds: -1, strain: 0 } }]);
  });
});

describe("the other cards", () => {
  it("minion crits: the group's wounds come back by what the crit added, a later hit kept", () => {
    const s: State = { kind: "minion", wounds: 2, strain: null, eote: {} };
    const crit = minionCritUpdate(target(s), "A", null, 50);
    write(s, crit.update);
    expect(s.wounds).toBe(5);
    hit(s, "B", 3);
    undoHit(s, "A");
    expect(s.wounds).toBe(5);
    undoHit(s, "B");
    expect(s.wounds).toBe(2);
  });

  it("damage control: hit 6 on the hull, repair 4, undo the hit then the repair: 0", () => {
    const s: State = { kind: "vehicle", wounds: 0, strain: 0, eote: {} };
    hit(s, "A", 6);
    const vehicle = { uuid: "Actor.v", name: "Wayfarer", canAct: true, track: "hullTrauma" as const, value: s.wounds, threshold: THRESHOLD, record: null };
    write(s, repairUpdate({ netSuccess: 4, succeeded: true }, vehicle, "R")!.update);
    expect(s.wounds).toBe(2);
    undoHit(s, "A");
    expect(s.wounds).toBe(0);
    const record = readRepairRecord(s.eote["repairLog"]!["R"])!;
    write(s, repairUndo(tracks(s), "R", record, caps(s), cardLedger(s.eote, repairPath("R"))));
    expect(tracks(s)).toEqual({ wounds: 0, strain: 0 });
  });

  it("a legacy attack record (previous, no change) still undoes to its previous tracks, and is not absorbed into", () => {
    const s = character(6);
    s.eote["combatLog"] = { OLD: { previous: { wounds: 1, strain: 0 }, hits: 1, crits: [] } };
    hit(s, "OLD", 2);
    // A legacy record stays legacy: it keeps restoring what it knew.
    expect(s.eote["combatLog"]!["OLD"]).toMatchObject({ previous: { wounds: 1, strain: 0 }, change: null, hits: 2 });
    expect(cardLedger(s.eote, "")).toEqual([]);
    undoHit(s, "OLD");
    expect(tracks(s)).toEqual({ wounds: 1, strain: 0 });
  });
});
