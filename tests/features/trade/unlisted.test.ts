// Trading an item whose source lists no price or rarity (null: the pack's vehicle weapons; the core rulebook's
// Table 7-1 prints none) over the doubles (module/features/trade): no Buy or Sell on its sheet, buy() and sell()
// refused by name before any form or check, and a deal rolled while it was priced refused once the GM clears
// the price (the card says so instead of a price), nothing written. As the player, with keys asserted (keys: true).
import { beforeAll, describe, expect, it } from "vitest";
import { shellSuite } from "../../doubles/suite.ts";
import { messageLike } from "../../doubles/chat.ts";
import type { WeaponData } from "../../../module/rules/types.ts";
import { character, skills } from "../../fixtures/actors.ts";
import { asUser, FakeActor, FakeItem, notice, notices, OWNERSHIP, packItem, register, users } from "../../doubles/index.ts";
import { requests } from "../../doubles/dice-dialog.ts";

const g = globalThis as unknown as { foundry: { utils: { fromUuid: (uuid: string) => Promise<unknown> } } };
const shop = new Map<string, FakeItem>();

const shell = shellSuite({ seed: 41, keys: true, modules: {
  trade: () => import("../../../module/features/trade/actions.ts"),
  deal: () => import("../../../module/features/trade/actions/deal.ts"),
  card: () => import("../../../module/features/trade/card.ts"),
} });
beforeAll(() => {
  const fromUuid = g.foundry.utils.fromUuid;
  g.foundry.utils.fromUuid = async (uuid: string) => shop.get(uuid) ?? fromUuid(uuid);
});

function offered(pack: "weapons" | "vehicle-weapons", name: string): FakeItem<WeaponData> {
  const item = new FakeItem(packItem(pack, name), null, `eote.${pack}`);
  shop.set(item.uuid, item);
  return item;
}

function kira(credits = 5000) {
  const sys = character();
  sys.credits = credits;
  sys.skills = skills({ negotiation: { rank: 1, career: true } });
  return register(new FakeActor("Kira", "character", sys, {
    items: [packItem("vehicle-weapons", "Laser Cannon (Light)")], ownership: { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER },
  }));
}

const notListed = (item: string) => notice("EOTE.Trade.Error.NotListed", { item });

describe("an item with no listed price or rarity", () => {
  it("its sheet offers neither Buy nor Sell; a priced weapon's does", () => {
    const actor = kira();
    asUser(users.player);
    expect(shell.trade.tradeActionFor(offered("vehicle-weapons", "Laser Cannon (Light)"))).toBeNull();
    expect(shell.trade.tradeActionFor(actor.items.find((i: FakeItem) => i.type === "weapon")!)).toBeNull();
    expect(shell.trade.tradeActionFor(offered("weapons", "Blaster Rifle"))).toBe("buy");
  });

  it("buy() and sell() are refused by name before any form or check", async () => {
    const actor = kira();
    asUser(users.player);
    await shell.deal.buy(actor, offered("vehicle-weapons", "Laser Cannon (Light)"), { market: "legal", modifier: 0 });
    await shell.deal.sell(actor, actor.items.find((i: FakeItem) => i.type === "weapon")!, { market: "legal", modifier: 0 });
    expect(requests).toEqual([]);
    expect(notices).toEqual([notListed("Laser Cannon (Light)"), notListed("Laser Cannon (Light)")]);
    expect([actor.system.credits, actor.items.size]).toEqual([5000, 1]);
  });

  it("a deal rolled while priced is refused once the GM clears the price: no credits taken, no item added", async () => {
    const actor = kira();
    const rifle = offered("weapons", "Blaster Rifle");
    asUser(users.player);
    await shell.deal.buy(actor, rifle, { market: "legal", modifier: 0 });
    expect(requests).toHaveLength(1);
    const message = messageLike({
      id: "msgUnlisted00001", author: users.player, flags: { eote: { check: requests[0]!.flags } },
      rolls: [{ actionableOutcome: { netSuccess: 2, netAdvantage: 0, triumph: 0, despair: 0, succeeded: true } }], isContentVisible: true,
    });
    const priced = (await shell.card.tradeSection(message))!;
    expect(priced).toContain('data-action="eoteTradeDeal"');
    expect(priced).not.toContain("EOTE.Trade.Error.NotListed");
    rifle.system.price = null;
    // The card says why, instead of a price of 0 credits, and offers no Pay.
    const cleared = (await shell.card.tradeSection(message))!;
    expect(cleared).not.toContain('data-action="eoteTradeDeal"');
    expect(cleared).toContain('<p class="eote-card__refused">EOTE.Trade.Error.NotListed {&quot;item&quot;:&quot;Blaster Rifle&quot;}</p>');
    expect(cleared).not.toContain("EOTE.Trade.Card.BuyFor");
    await shell.card.runTradeAction(message, "eoteTradeDeal");
    expect(notices).toEqual([notListed("Blaster Rifle")]);
    expect([actor.system.credits, actor.items.size]).toEqual([5000, 1]);
  });
});

describe("the card's model (buildTradeCard)", () => {
  const roll = { netSuccess: 2, netAdvantage: 0, despair: 0, succeeded: true };
  const flag = { kind: "buy", actorUuid: "Actor.kira", itemUuid: "Item.cannon", market: "legal", modifier: 0, boughtModifier: null } as const;
  const input = { actorName: "Kira", itemName: "Laser Cannon (Light)", price: null, rarity: null, credits: 900, canAct: true, isGM: false, record: null };

  it("an item there but not listed: says so, no deal; an item gone is not 'not listed'; a deal done shows what it did", async () => {
    const { buildTradeCard } = await import("../../../module/features/trade/model.ts");
    expect(buildTradeCard(roll, flag, { ...input, unlisted: true })).toMatchObject({ unlisted: true, canDeal: false, done: false });
    expect(buildTradeCard(roll, flag, input)).toMatchObject({ unlisted: false, canDeal: false });
    const done = buildTradeCard(roll, flag, { ...input, unlisted: true, record: { kind: "buy", itemId: "cannon", price: 500 } });
    expect(done).toMatchObject({ unlisted: false, done: true, amount: 500, canUndo: true });
  });
});
