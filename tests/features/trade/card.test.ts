// Buying and selling over the doubles (module/trade): the form and the check's dialog request (skill,
// difficulty from rarity and location, the restricted rule, the flag), the card's Pay / Sell with the
// price read from the item now, exact Undo, the deal gone sour waiting for the GM, and refusals (cannot
// afford, not the owner, a card by someone who does not own the trader). As the GM and as the player.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { staleClickThenUndo } from "../../fixtures/card-clicks.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { messageLike } from "../../doubles/chat.ts";
import type { DicePoolRequest } from "../../../module/applications/dice-dialog/index.ts";
import type { WeaponData } from "../../../module/rules/types.ts";
import { character, skills } from "../../fixtures/actors.ts";
import {
  asUser, FakeActor, FakeItem, shownKey, keyWithData, notice, noticeKeys, notices, OWNERSHIP, packItem, register, users,
} from "../../doubles/index.ts";
import { requests } from "../../doubles/dice-dialog.ts";

/** The globals this file stands in for: the uuid look-up, the form's prompt and FormDataExtended. */
const g = globalThis as unknown as {
  foundry: { utils: { fromUuid: (uuid: string) => Promise<unknown> }; applications: { api: Record<string, unknown>; ux: Record<string, unknown> } };
};
let shown = "";
let submitted: Record<string, unknown> = {};
/** Compendium items the shop offers, by uuid: v13's fromUuid loads a compendium document (fromUuidSync gives only its index entry). */
const shop = new Map<string, FakeItem>();

const shell = shellSuite({ seed: 18, keys: true, modules: {
  trade: () => import("../../../module/features/trade/actions.ts"),
  deal: () => import("../../../module/features/trade/actions/deal.ts"),
  card: () => import("../../../module/features/trade/card.ts"),
} });
beforeAll(async () => {
  const fromUuid = g.foundry.utils.fromUuid;
  g.foundry.utils.fromUuid = async (uuid: string) => shop.get(uuid) ?? fromUuid(uuid);
  g.foundry.applications.api.DialogV2 = {
    prompt: async (options: { content: string; ok: { callback: (event: unknown, button: unknown) => unknown } }) => {
      shown = options.content;
      return options.ok.callback(null, { form: submitted });
    },
  };
  g.foundry.applications.ux = { FormDataExtended: class { object: Record<string, unknown>; constructor(form: Record<string, unknown>) { this.object = { ...form }; } } };
});

beforeEach(() => {
  shop.clear();
  shown = "";
  submitted = {};
});

function offered(name: string): FakeItem<WeaponData> {
  const item = new FakeItem(packItem("weapons", name), null, "eote.weapons");
  shop.set(item.uuid, item);
  return item;
}

/** Kira: Presence 2, Negotiation 1, Cunning 2, no Streetwise; 500 credits, a blaster pistol; owned by the player. */
function kira(credits = 500) {
  const sys = character();
  sys.credits = credits;
  sys.skills = skills({ negotiation: { rank: 1, career: true } });
  return register(new FakeActor("Kira", "character", sys, {
    items: [packItem("weapons", "Blaster Pistol")], ownership: { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER },
  }));
}

/** A click refused as unaffordable: the one notice (the credits held against the price), and the actor's items and credits unchanged. */
function expectUnaffordable(actor: ReturnType<typeof kira>, { credits, price, items }: { credits: number; price: number; items: number }) {
  expect(notices).toEqual([notice("EOTE.Trade.Error.CannotAfford", { credits, price })]);
  expect(actor.items.size).toBe(items);
  expect(actor.system.credits).toBe(credits);
}

const outcome = (netSuccess: number, netAdvantage = 0, despair = 0) => ({ netSuccess, netAdvantage, triumph: 0, despair, succeeded: netSuccess > 0 });
let ids = 0;
function messageOf(request: DicePoolRequest, roll = outcome(2), author = users.gm) {
  const id = `msgTrade${String(++ids).padStart(8, "0")}`;
  return messageLike({ id, author, flags: { eote: { check: request.flags } }, rolls: [{ actionableOutcome: roll }], isContentVisible: true });
}

describe("buying", () => {
  it("the form: a blaster rifle (rarity 5) on an Outer Rim world (+2) is a Hard Negotiation check, the flag names the deal", async () => {
    const actor = kira(1000);
    const rifle = offered("Blaster Rifle");
    asUser(users.player);
    submitted = { market: "legal", location: "outerRim" };
    await shell.deal.buy(actor, rifle);
    expect(shown).toContain("EOTE.Trade.Location.outerRim (+2)");
    expect(shown).toContain(shownKey("EOTE.Trade.Credits", { credits: "1,000" })); // grouped as the language writes it (formatNumber)
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.title).toBe(keyWithData("EOTE.Trade.BuyTitle", { item: "Blaster Rifle" }));
    expect(request.skillId).toBe("negotiation");
    expect(request.pool).toMatchObject({ proficiency: 1, ability: 1, difficulty: 3, challenge: 0 });
    expect(request.notes).toEqual([keyWithData("EOTE.Trade.BuyNote", { item: "Blaster Rifle", rarity: "7", difficulty: "EOTE.Dice.Difficulty.hard" })]);
    expect(request.flags).toEqual({ trade: { kind: "buy", actorUuid: actor.uuid, itemUuid: rifle.uuid, market: "legal", modifier: 2, boughtModifier: null } });
  });

  it("a restricted lightsaber is a Streetwise check on the black market, upgraded beyond rarity 10", async () => {
    const actor = kira(20000);
    const saber = offered("Lightsaber");
    await shell.deal.buy(actor, saber, { market: "legal", modifier: 2 });
    const request = requests[0]!;
    expect(request.skillId).toBe("streetwise");
    expect(request.pool).toMatchObject({ difficulty: 3, challenge: 2 });
    expect((request.flags as { trade: { market: string } }).trade.market).toBe("blackMarket");
    expect(request.notes).toContain(keyWithData("EOTE.Trade.UpgradeNote.other", { count: "2" }));
  });

  it("a price the buyer cannot afford is refused before any roll", async () => {
    const actor = kira(300);
    await shell.deal.buy(actor, offered("Blaster Rifle"), { market: "legal", modifier: 0 });
    expect(requests).toHaveLength(0);
    expect(notices).toEqual([notice("EOTE.Trade.Error.CannotAfford", { credits: 300, price: 900 })]);
  });

  it("a player who does not own the buyer is refused", async () => {
    const actor = kira();
    asUser(users.other);
    await shell.deal.buy(actor, offered("Blaster Rifle"), { market: "legal", modifier: 0 });
    expect(requests).toHaveLength(0);
    expect(noticeKeys()).toEqual(["EOTE.Trade.Notice.NotOwner"]);
  });

  for (const who of ["gm", "player"] as const) {
    it(`as the ${who}: Pay takes the price and adds the item; Undo gives both back exactly`, async () => {
      const actor = kira(1000);
      const rifle = offered("Blaster Rifle");
      asUser(users[who]);
      await shell.deal.buy(actor, rifle, { market: "legal", modifier: 0 });
      const message = messageOf(requests[0]!, outcome(1), users[who]);
      actor.system.credits = 500; // spent since the roll: the card says so and offers no Pay
      const short = (await shell.card.tradeSection(message))!;
      expect(short).toContain(shownKey("EOTE.Trade.Card.BuyFor", { buyer: "Kira", item: "Blaster Rifle", price: "900" }));
      expect(short).toContain(shownKey("EOTE.Trade.Error.CannotAfford", { price: "900", credits: "500" }));
      expect(short).not.toContain('data-action="eoteTradeDeal"');
      actor.system.credits = 1000;
      const before = (await shell.card.tradeSection(message))!;
      expect(before).toContain('data-action="eoteTradeDeal"');
      await shell.card.runTradeAction(message, "eoteTradeDeal");
      expect(actor.system.credits).toBe(100);
      const bought = actor.items.find((i: FakeItem) => i.name === "Blaster Rifle")!;
      expect(bought).toBeDefined();
      expect(bought._stats.compendiumSource).toBe(rifle.uuid);
      expect((await shell.card.tradeSection(message))!).toContain(shownKey("EOTE.Trade.Card.Bought", { buyer: "Kira", item: "Blaster Rifle", price: "900" }));

      // A stale second click; then 50 earned since, kept by the undo.
      await staleClickThenUndo({
        click: (action) => shell.card.runTradeAction(message, action), action: "eoteTradeDeal", undo: "eoteTradeUndo",
        usedKey: "EOTE.Trade.Notice.Used", actor, credits: 100, earnedTo: 150, afterUndo: 1050,
      });
      expect(actor.items.find((i: FakeItem) => i.name === "Blaster Rifle")).toBeUndefined();
      expect(actor.getFlag("eote", "tradeLog")).toEqual({});
    });
  }

  it("the price is read from the item when paying, and refused if it went up past the credits", async () => {
    const actor = kira();
    const pistol = offered("Blaster Pistol");
    await shell.deal.buy(actor, pistol, { market: "legal", modifier: 0 });
    const message = messageOf(requests[0]!);
    pistol.system.price = 600;
    await shell.card.runTradeAction(message, "eoteTradeDeal");
    expectUnaffordable(actor, { credits: 500, price: 600, items: 1 });
  });

  it("a card by a player who does not own the buyer does nothing, even for the GM", async () => {
    const actor = kira(2000);
    await shell.deal.buy(actor, offered("Blaster Rifle"), { market: "legal", modifier: 0 });
    const message = messageOf(requests[0]!, outcome(2), users.other);
    expect(await shell.card.tradeSection(message)).not.toContain("eoteTradeDeal");
    await shell.card.runTradeAction(message, "eoteTradeDeal");
    expect(actor.system.credits).toBe(2000);
    expect(notices).toHaveLength(1);
  });

  it("a failed check finds nothing: no Pay", async () => {
    const actor = kira(2000);
    await shell.deal.buy(actor, offered("Blaster Rifle"), { market: "legal", modifier: 0 });
    const section = (await shell.card.tradeSection(messageOf(requests[0]!, outcome(-1))))!;
    expect(section).toContain(shownKey("EOTE.Trade.Card.NotFound", { item: "Blaster Rifle" }));
    expect(section).not.toContain("eoteTradeDeal");
  });
});

describe("selling", () => {
  for (const who of ["gm", "player"] as const) {
    it(`as the ${who}: two net successes sell a blaster pistol (400) for 200; Undo restores the item and the credits`, async () => {
      const actor = kira();
      const pistol = actor.items.find((i: FakeItem) => i.name === "Blaster Pistol")!;
      const source = pistol.toObject();
      asUser(users[who]);
      submitted = { market: "legal", location: "civilized", bought: "" };
      await shell.deal.sell(actor, pistol);
      expect(requests[0]!.flags).toEqual({ trade: { kind: "sell", actorUuid: actor.uuid, itemUuid: pistol.uuid, market: "legal", modifier: 0, boughtModifier: null } });
      expect(requests[0]!.pool).toMatchObject({ difficulty: 2 });
      const message = messageOf(requests[0]!, outcome(2), users[who]);
      expect(await shell.card.tradeSection(message)).toContain(shownKey("EOTE.Trade.Card.SellFor", { item: "Blaster Pistol", price: "200", seller: "Kira" }));
      await shell.card.runTradeAction(message, "eoteTradeDeal");
      expect(actor.system.credits).toBe(700);
      expect(actor.items.size).toBe(0);
      expect(await shell.card.tradeSection(message)).toContain(shownKey("EOTE.Trade.Card.Sold", { item: "Blaster Pistol", price: "200", seller: "Kira" }));

      await shell.card.runTradeAction(message, "eoteTradeUndo");
      expect(actor.system.credits).toBe(500);
      expect(actor.items.get(pistol.id)?.toObject()).toEqual(source);
    });
  }

  it("trade goods: bought on a Core world, sold on an Outer Rim world, worth three times more", async () => {
    const actor = kira();
    const pistol = actor.items.find((i: FakeItem) => i.name === "Blaster Pistol")!;
    // Rarity 4: 3 on another Core world (-1), 6 on the Outer Rim (+2): three times 400.
    await shell.deal.sell(actor, pistol, { market: "legal", modifier: 2, boughtModifier: -1 });
    const message = messageOf(requests[0]!, outcome(1));
    expect(await shell.card.tradeSection(message)).toContain(shownKey("EOTE.Trade.Card.SellFor", { item: "Blaster Pistol", price: "300", seller: "Kira" }));
  });

  it("a deal gone sour (three threat) waits for the GM; the player sees why", async () => {
    const actor = kira();
    const pistol = actor.items.find((i: FakeItem) => i.name === "Blaster Pistol")!;
    await shell.deal.sell(actor, pistol, { market: "legal", modifier: 0 });
    const message = messageOf(requests[0]!, outcome(3, -3), users.player);
    asUser(users.player);
    const section = (await shell.card.tradeSection(message))!;
    expect(section).toContain("EOTE.Trade.Card.Sour");
    expect(section).not.toContain("eoteTradeDeal");
    await shell.card.runTradeAction(message, "eoteTradeDeal");
    expect(noticeKeys()).toEqual(["EOTE.Trade.Notice.Sour"]);
    expect(actor.items.size).toBe(1);
    asUser(users.gm);
    expect(await shell.card.tradeSection(message)).toContain("eoteTradeDeal");
    await shell.card.runTradeAction(message, "eoteTradeDeal");
    expect(actor.system.credits).toBe(800);
  });

  it("undoing a sale whose credits were spent is refused, nothing changes", async () => {
    const actor = kira();
    const pistol = actor.items.find((i: FakeItem) => i.name === "Blaster Pistol")!;
    await shell.deal.sell(actor, pistol, { market: "legal", modifier: 0 });
    const message = messageOf(requests[0]!, outcome(3));
    await shell.card.runTradeAction(message, "eoteTradeDeal");
    expect(actor.system.credits).toBe(800);
    actor.system.credits = 100;
    await shell.card.runTradeAction(message, "eoteTradeUndo");
    expectUnaffordable(actor, { credits: 100, price: 300, items: 0 });
  });

  it("another player cannot sell Kira's gear", async () => {
    const actor = kira();
    const pistol = actor.items.find((i: FakeItem) => i.name === "Blaster Pistol")!;
    asUser(users.other);
    await shell.deal.sell(actor, pistol, { market: "legal", modifier: 0 });
    expect(requests).toHaveLength(0);
    expect(notices).toHaveLength(1);
  });

  it("the item sheet offers Buy on an unowned item, Sell on the owner's, nothing on a talent", () => {
    const actor = kira();
    asUser(users.player);
    expect(shell.trade.tradeActionFor(offered("Blaster Rifle"))).toBe("buy");
    expect(shell.trade.tradeActionFor(actor.items.contents[0]!)).toBe("sell");
    asUser(users.other);
    expect(shell.trade.tradeActionFor(actor.items.contents[0]!)).toBeNull();
    expect(shell.trade.tradeActionFor(new FakeItem({ name: "Grit", type: "talent", system: {} }))).toBeNull();
  });
});
