// Every combat chat card registers at startup (module/chat/register.ts): a message carrying the card's
// flag draws that card, before drawCards resolves, and no other card; a message with none of the flags
// draws nothing. The collision section is the GM's: a player's client never draws it.
// The renders the registrations hand to registerCard are replaced by spies, so what is checked is which
// card each message reaches.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { asUser, elementLike, installHooks, messageLike, users } from "../doubles/index.ts";
import { shellSuite } from "../doubles/suite.ts";
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


/** A card's row: its id, its registration and the render it registers (both from the card's module), and the
 * flags.eote of a message of its kind. */
function card<M>(id: string, load: () => Promise<M>, registration: keyof M, render: keyof M, eote: object) {
  return {
    id,
    register: async () => ((await load())[registration] as () => void)(),
    render: async () => (await load())[render] as unknown,
    eote,
  };
}

/** Each card: its registration, the render it registers, and the flags.eote of a message of its kind. */
const CARDS = [
  card("attack", () => import("../../module/features/attack/card.ts"), "registerAttackCard", "renderAttack", { check: { attack: {} } }),
  card("medicine", () => import("../../module/features/medicine/card.ts"), "registerMedicineCard", "renderMedicine", { check: { medicine: {} } }),
  card("immersion", () => import("../../module/features/medicine/card/immersion.ts"), "registerImmersion", "renderImmersion", { immersion: {} }),
  card("criticalTreatment", () => import("../../module/features/critical/card.ts"), "registerCriticalTreatmentCard", "renderCriticalTreatment", { check: { criticalTreatment: {} } }),
  card("repair", () => import("../../module/features/vehicle-repair/card.ts"), "registerRepairCard", "renderRepair", { check: { repair: {} } }),
  card("emergencyRepair", () => import("../../module/features/vehicle-repair/card/emergency.ts"), "registerEmergencyCard", "renderEmergency", { check: { emergencyRepair: {} } }),
  card("collision", () => import("../../module/features/vehicle-repair/card/collision.ts"), "registerCollisionCard", "renderCollision", { check: { crewStation: {} } }),
  card("starshipAction", () => import("../../module/features/crew/card.ts"), "registerStarshipActionCard", "renderAction", { check: { starshipAction: {} } }),
  card("jump", () => import("../../module/features/travel/card.ts"), "registerJumpCard", "renderJump", { check: { jump: {} } }),
  card("sublight", () => import("../../module/features/travel/card/passage.ts"), "registerPassageCards", "renderPassage", { sublight: {} }),
  card("hazard", () => import("../../module/features/hazards/card.ts"), "registerHazardCard", "renderHazard", { hazard: {} }),
  card("chase", () => import("../../module/features/chase/card.ts"), "registerChaseCard", "renderChase", { chase: {} }),
];

/** The spy standing in for the card's render, as its registration handed it to registerCard. */
async function spyOf(card: (typeof CARDS)[number]) {
  const spy = spies.get(await card.render());
  if (!spy) throw new Error(`${card.id}: its registration did not hand its render to registerCard`);
  return spy;
}

shellSuite({ seed: 31, install: () => { installHooks(); }, each: () => { for (const spy of spies.values()) spy.mockClear(); } });

beforeAll(async () => {
  for (const card of CARDS) await card.register();
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
