// Every combat chat card registers at startup and loads its code on first use (combat/cards/register-card.ts):
// a shown message carrying the card's flag loads that card and draws it, and no other card; a message
// with none of the flags loads nothing. The collision section is the GM's: a player's client never loads it.
// The card modules are replaced by spies, so what is checked is which card each message reaches.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { asUser, installFoundry, installHooks, users } from "../doubles/index.ts";

vi.mock("../../module/combat/attack/card-render.ts", () => ({ renderAttack: vi.fn(async () => {}) }));
vi.mock("../../module/combat/medicine/card.ts", () => ({ renderMedicine: vi.fn(async () => {}) }));
vi.mock("../../module/combat/medicine/immersion-card.ts", () => ({ renderImmersion: vi.fn(async () => {}) }));
vi.mock("../../module/combat/critical/treatment-card.ts", () => ({ renderCriticalTreatment: vi.fn(async () => {}) }));
vi.mock("../../module/combat/repair/card-run.ts", () => ({ renderRepair: vi.fn(async () => {}) }));
vi.mock("../../module/combat/repair/emergency-run.ts", () => ({ renderEmergency: vi.fn(async () => {}) }));
vi.mock("../../module/combat/repair/collision-run.ts", () => ({ renderCollision: vi.fn(async () => {}) }));
vi.mock("../../module/combat/crew/action-card-run.ts", () => ({ renderAction: vi.fn(async () => {}) }));
vi.mock("../../module/combat/travel/card-run.ts", () => ({ renderJump: vi.fn(async () => {}) }));
vi.mock("../../module/combat/travel/passage-card-run.ts", () => ({ renderPassage: vi.fn(async () => {}) }));
vi.mock("../../module/combat/hazards/card-run.ts", () => ({ renderHazard: vi.fn(async () => {}) }));
vi.mock("../../module/combat/chase/card-run.ts", () => ({ renderChase: vi.fn(async () => {}) }));

const g = globalThis as any;

/** Each card: its registration, the spied render it loads, and the flags.eote of a message of its kind. */
const CARDS = [
  { id: "attack", register: async () => (await import("../../module/combat/attack/card.ts")).registerAttackCard(),
    render: async () => (await import("../../module/combat/attack/card-render.ts")).renderAttack, eote: { check: { attack: {} } } },
  { id: "medicine", register: async () => (await import("../../module/combat/medicine/card-hooks.ts")).registerMedicineCard(),
    render: async () => (await import("../../module/combat/medicine/card.ts")).renderMedicine, eote: { check: { medicine: {} } } },
  { id: "immersion", register: async () => (await import("../../module/combat/medicine/immersion.ts")).registerImmersion(),
    render: async () => (await import("../../module/combat/medicine/immersion-card.ts")).renderImmersion, eote: { immersion: {} } },
  { id: "criticalTreatment", register: async () => (await import("../../module/combat/critical/card-hooks.ts")).registerCriticalTreatmentCard(),
    render: async () => (await import("../../module/combat/critical/treatment-card.ts")).renderCriticalTreatment, eote: { check: { criticalTreatment: {} } } },
  { id: "repair", register: async () => (await import("../../module/combat/repair/card.ts")).registerRepairCard(),
    render: async () => (await import("../../module/combat/repair/card-run.ts")).renderRepair, eote: { check: { repair: {} } } },
  { id: "emergencyRepair", register: async () => (await import("../../module/combat/repair/emergency.ts")).registerEmergencyCard(),
    render: async () => (await import("../../module/combat/repair/emergency-run.ts")).renderEmergency, eote: { check: { emergencyRepair: {} } } },
  { id: "collision", register: async () => (await import("../../module/combat/repair/collision.ts")).registerCollisionCard(),
    render: async () => (await import("../../module/combat/repair/collision-run.ts")).renderCollision, eote: { check: { crewStation: {} } } },
  { id: "starshipAction", register: async () => (await import("../../module/combat/crew/action-card.ts")).registerStarshipActionCard(),
    render: async () => (await import("../../module/combat/crew/action-card-run.ts")).renderAction, eote: { check: { starshipAction: {} } } },
  { id: "jump", register: async () => (await import("../../module/combat/travel/card.ts")).registerJumpCard(),
    render: async () => (await import("../../module/combat/travel/card-run.ts")).renderJump, eote: { check: { jump: {} } } },
  { id: "sublight", register: async () => (await import("../../module/combat/travel/passage-card.ts")).registerPassageCards(),
    render: async () => (await import("../../module/combat/travel/passage-card-run.ts")).renderPassage, eote: { sublight: {} } },
  { id: "hazard", register: async () => (await import("../../module/combat/hazards/card.ts")).registerHazardCard(),
    render: async () => (await import("../../module/combat/hazards/card-run.ts")).renderHazard, eote: { hazard: {} } },
  { id: "chase", register: async () => (await import("../../module/combat/chase/card.ts")).registerChaseCard(),
    render: async () => (await import("../../module/combat/chase/card-run.ts")).renderChase, eote: { chase: {} } },
];

beforeAll(async () => {
  await installFoundry(31);
  installHooks();
  for (const card of CARDS) await card.register();
});

beforeEach(async () => {
  asUser(users.gm);
  for (const card of CARDS) vi.mocked(await card.render()).mockClear();
});

/** Shows a message with these flags.eote (its root element as the hook gets it), then waits for any card to load. */
async function show(eote: object | undefined): Promise<HTMLElement> {
  const html = {} as HTMLElement;
  g.Hooks.callAll("renderChatMessageHTML", { id: "m1", flags: eote ? { eote } : {} }, html);
  await vi.dynamicImportSettled();
  return html;
}

/** The ids of the cards whose render ran. */
async function drawn(): Promise<string[]> {
  const ids: string[] = [];
  for (const card of CARDS) if (vi.mocked(await card.render()).mock.calls.length > 0) ids.push(card.id);
  return ids;
}

describe("the combat cards' registrations", () => {
  it("a message of one kind loads and draws that card only, with the message and its element", async () => {
    for (const card of CARDS) {
      for (const other of CARDS) vi.mocked(await other.render()).mockClear();
      const html = await show(card.eote);
      expect(await drawn(), card.id).toEqual([card.id]);
      expect(vi.mocked(await card.render()).mock.calls[0]![1], card.id).toBe(html);
    }
  });

  it("a message with none of their flags loads no card (a plain roll, a bare eote flag)", async () => {
    await show(undefined);
    await show({ check: {} });
    await show({ unrelated: 1 });
    expect(await drawn()).toEqual([]);
  });

  it("a player's client never loads the GM's collision section; it draws the player's own cards", async () => {
    asUser(users.player);
    await show({ check: { crewStation: {} } });
    await show({ check: { repair: {} } });
    expect(await drawn()).toEqual(["repair"]);
  });
});
