// The hazard and chase cards and the GM's Hazard tool: the registered card tests the message's flag and
// only then draws the card's section, before drawCards (the system's ChatMessage#renderHTML) resolves; any
// other message gets no card. The tool's click runs the dialog's code. The renders the registrations hand to registerCard are
// wrapped in spies (calling through), so what is checked is which render each message reaches.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { character } from "../fixtures/actors.ts";
import { asUser, elementLike, FakeActor, installHooks, shownKey, keyWithData, messageLike, noticeKeys, placeToken, register, users } from "../doubles/index.ts";
import { shellSuite } from "../doubles/suite.ts";
import { drawCards, type CardRender } from "../../module/chat/register.ts";

const spies = vi.hoisted(() => new Map<unknown, ReturnType<typeof vi.fn>>());
vi.mock("../../module/chat/register.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../module/chat/register.ts")>();
  const registerCard: typeof original.registerCard = (isCard, render, log) => {
    const spy = vi.fn(render);
    spies.set(render, spy);
    original.registerCard(isCard, spy as CardRender, log);
  };
  return { ...original, registerCard };
});

/** The spy registered for a card's render. */
const spyOf = (render: CardRender) => spies.get(render)!;

const g = globalThis as unknown as {
  game: { system: { id: string }; user: { targets: Set<unknown> } };
  foundry: { applications: { instances: Map<string, unknown> } };
};

const shell = shellSuite({ keys: true,
  seed: 21,
  install: () => { installHooks(); g.game.system = { id: "eote" }; },
  modules: { hazards: () => import("../../module/features/hazards/index.ts"), chase: () => import("../../module/features/chase/index.ts") },
  each: () => { for (const spy of spies.values()) spy.mockClear(); },
});

beforeAll(() => {
  shell.hazards.register();
  shell.chase.register();
});

/** A chat message's root as mountSection uses it: no section yet; what is inserted is kept. */
function messageElement() {
  const inserted: string[] = [];
  return elementLike({ inserted, querySelector: () => null, insertAdjacentHTML: (_where: string, text: string) => void inserted.push(text) });
}

describe("the hazard card's registration", () => {
  it("a hazard card draws its section; a plain or attack message does not", async () => {
    const run = await import("../../module/features/hazards/card.ts");
    const pc = register(new FakeActor("Kira", "character", character()));
    g.game.user.targets = new Set([placeToken(pc, { name: "Kira", linked: true })]);
    const message = await shell.hazards.api.apply({ id: "fire", rating: 3, rounds: 1 });
    g.game.user.targets = new Set();
    expect(message).not.toBeNull();

    const plain = messageElement();
    await drawCards(messageLike({ id: "plain", flags: {} }), plain);
    await drawCards(messageLike({ id: "attack", flags: { eote: { check: { attack: {} } } } }), messageElement());
    expect(spyOf(run.renderHazard)).not.toHaveBeenCalled();
    expect(plain.inserted).toEqual([]);

    const shown = messageElement();
    await drawCards(message!, shown);
    expect(spyOf(run.renderHazard)).toHaveBeenCalledTimes(1);
    await spyOf(run.renderHazard).mock.results[0]!.value;
    expect(shown.inserted.join("")).toContain(shownKey("EOTE.Hazard.Card.Rated", { hazard: "EOTE.Hazard.Name.fire", rating: "3", rounds: keyWithData("EOTE.Count.round.one", { count: "1" }) }));
  });

  it("the GM's tool runs the dialog's code: a player gets its notice; the GM brings the open dialog forward", async () => {
    const controls = { tokens: { tools: {} as Record<string, { onChange(): void }> } };
    (await import("../../module/features/hazards/form.ts")).addHazardTool(controls);
    asUser(users.player);
    controls.tokens.tools["eoteHazard"]!.onChange();
    expect(noticeKeys()).toEqual(["EOTE.Hazard.Notice.GMOnly"]);

    asUser(users.gm);
    const open = { render: vi.fn(async () => undefined) };
    const instances = g.foundry.applications.instances;
    g.foundry.applications.instances = new Map([["eote-hazard-dialog", open]]);
    try {
      controls.tokens.tools["eoteHazard"]!.onChange();
      expect(open.render).toHaveBeenCalledWith({ force: true });
    } finally {
      g.foundry.applications.instances = instances;
    }
  });
});

describe("the chase card's registration", () => {
  it("only a message carrying flags.eote.chase draws the chase card", async () => {
    const run = await import("../../module/features/chase/card.ts");
    await drawCards(messageLike({ id: "other", flags: { eote: { hazard: {} } } }), messageElement());
    expect(spyOf(run.renderChase)).not.toHaveBeenCalled();
    const chaseMessage = messageLike({ id: "chase", flags: { eote: { chase: { broken: true } } } });
    const shown = messageElement();
    await drawCards(chaseMessage, shown);
    expect(spyOf(run.renderChase)).toHaveBeenCalledWith(chaseMessage, shown);
    await spyOf(run.renderChase).mock.results[0]!.value;
    expect(shown.inserted).toEqual([]); // not a valid chase: the card draws nothing
  });
});
