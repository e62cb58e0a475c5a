// Every combat chat card registers at startup (module/chat/register.ts): a message carrying the card's
// flag draws that card, before drawCards resolves, and no other card; a message with none of the flags
// draws nothing. The collision section is the GM's: a player's client never draws it.
// The renders the registrations hand to registerCard are replaced by spies, so what is checked is which
// card each message reaches.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { asUser, elementLike, installFoundry, installHooks, messageLike, users } from "../doubles/index.ts";
import { drawCards, type CardRender } from "../../module/chat/register.ts";

const spies = vi.hoisted(() => new Map<unknown, ReturnType<typeof vi.fn>>());
vi.mock("../../module/chat/register.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../module/chat/register.ts")>();
  const registerCard: typeof original.registerCard = (isCard, render, log) => {
    const spy = vi.fn(async () => {});
    spies.set(render, spy);
    original.registerCard(isCard, spy as CardRender, log);
  };
  return { ...original, registerCard };
});


/** Each card: its registration, the render it registers, and the flags.eote of a message of its kind. */
const CARDS = [
  { id: "attack", register: async () => (await import("../../module/features/attack/card.ts")).registerAttackCard(),
    render: async () => (await import("../../module/features/attack/card.ts")).renderAttack, eote: { check: { attack: {} } } },
  { id: "medicine", register: async () => (await import("../../module/features/medicine/card.ts")).registerMedicineCard(),
    render: async () => (await import("../../module/features/medicine/card.ts")).renderMedicine, eote: { check: { medicine: {} } } },
  { id: "immersion", register: async () => (await import("../../module/features/medicine/card/immersion.ts")).registerImmersion(),
    render: async () => (await import("../../module/features/medicine/card/immersion.ts")).renderImmersion, eote: { immersion: {} } },
  { id: "criticalTreatment", register: async () => (await import("../../module/features/critical/card.ts")).registerCriticalTreatmentCard(),
    render: async () => (await import("../../module/features/critical/card.ts")).renderCriticalTreatment, eote: { check: { criticalTreatment: {} } } },
  { id: "repair", register: async () => (await import("../../module/features/vehicle-repair/card.ts")).registerRepairCard(),
    render: async () => (await import("../../module/features/vehicle-repair/card.ts")).renderRepair, eote: { check: { repair: {} } } },
  { id: "emergencyRepair", register: async () => (await import("../../module/features/vehicle-repair/card/emergency.ts")).registerEmergencyCard(),
    render: async () => (await import("../../module/features/vehicle-repair/card/emergency.ts")).renderEmergency, eote: { check: { emergencyRepair: {} } } },
  { id: "collision", register: async () => (await import("../../module/features/vehicle-repair/card/collision.ts")).registerCollisionCard(),
    render: async () => (await import("../../module/features/vehicle-repair/card/collision.ts")).renderCollision, eote: { check: { crewStation: {} } } },
  { id: "starshipAction", register: async () => (await import("../../module/features/crew/card.ts")).registerStarshipActionCard(),
    render: async () => (await import("../../module/features/crew/card.ts")).renderAction, eote: { check: { starshipAction: {} } } },
  { id: "jump", register: async () => (await import("../../module/features/travel/card.ts")).registerJumpCard(),
    render: async () => (await import("../../module/features/travel/card.ts")).renderJump, eote: { check: { jump: {} } } },
  { id: "sublight", register: async () => (await import("../../module/features/travel/card/passage.ts")).registerPassageCards(),
    render: async () => (await import("../../module/features/travel/card/passage.ts")).renderPassage, eote: { sublight: {} } },
  { id: "hazard", register: async () => (await import("../../module/features/hazards/card.ts")).registerHazardCard(),
    render: async () => (await import("../../module/features/hazards/card.ts")).renderHazard, eote: { hazard: {} } },
  { id: "chase", register: async () => (await import("../../module/features/chase/card.ts")).registerChaseCard(),
    render: async () => (await import("../../module/features/chase/card.ts")).renderChase, eote: { chase: {} } },
];

/** The spy standing in for the card's render, as its registration handed it to registerCard. */
async function spyOf(card: (typeof CARDS)[number]) {
  const spy = spies.get(await card.render());
  if (!spy) throw new Error(`${card.id}: its registration did not hand its render to registerCard`);
  return spy;
}

beforeAll(async () => {
  await installFoundry(31);
  installHooks();
  for (const card of CARDS) await card.register();
});

beforeEach(async () => {
  asUser(users.gm);
  for (const spy of spies.values()) spy.mockClear();
});

/** Draws a message with these flags.eote into its root element, as the system's ChatMessage#renderHTML does. */
async function show(eote: object | undefined): Promise<HTMLElement> {
  const html = elementLike({});
  await drawCards(messageLike({ id: "m1", flags: eote ? { eote } : {} }), html);
  return html;
}

/** The ids of the cards whose render ran. */
async function drawn(): Promise<string[]> {
  const ids: string[] = [];
  for (const card of CARDS) if ((await spyOf(card)).mock.calls.length > 0) ids.push(card.id);
  return ids;
}

describe("the combat cards' registrations", () => {
  it("a message of one kind draws that card only, with the message and its element", async () => {
    for (const card of CARDS) {
      for (const spy of spies.values()) spy.mockClear();
      const html = await show(card.eote);
      expect(await drawn(), card.id).toEqual([card.id]);
      expect((await spyOf(card)).mock.calls[0]![1], card.id).toBe(html);
    }
  });

  it("a message with none of their flags draws no card (a plain roll, a bare eote flag)", async () => {
    await show(undefined);
    await show({ check: {} });
    await show({ unrelated: 1 });
    expect(await drawn()).toEqual([]);
  });

  it("a player's client never draws the GM's collision section; it draws the player's own cards", async () => {
    asUser(users.player);
    await show({ check: { crewStation: {} } });
    await show({ check: { repair: {} } });
    expect(await drawn()).toEqual(["repair"]);
  });
});
