// The GM's obligation roll over the v13 doubles (published Edge of the Empire rules): a d100 through
// Foundry's Roll against the party's obligation in list order, ONE card naming the triggered entry and
// character, strain thresholds lowered by effects for the session, an exact Undo for the GM; a player
// can neither roll nor undo, and a player's forged card cannot drive the GM's Undo.
import { describe, expect, it } from "vitest";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";
import { character } from "../../fixtures/actors.ts";
import {
  asUser, elementLike, FakeActor, shownKey, type FakeChatMessage, flagRecord, noticeKeys, notices, OWNERSHIP, register, ROLL_MODES, rollModeSetting, users,
} from "../../doubles/index.ts";
import type { CharacterData } from "../../../module/rules/types.ts";

const g = globalThis as unknown as { ChatMessage: { create(data: object): Promise<FakeChatMessage> } };

/** The d100 shows this face (a dN shows ceil((1 − u)·N)). */
const d100 = (face: number) => { m.config.Dice.randomUniform = () => 1 - face / 100; };

const m = shellSuite({ keys: true,
  seed: 3,
  modules: { roll: load.obligationActions, card: load.obligationCard, tools: load.obligationForm },
  each: () => {
    rollModeSetting.value = ROLL_MODES.PUBLIC;
  },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
function pc(name: string, obligations: [string, number][]) {
  const data = character();
  data.obligations = obligations.map(([type, magnitude]) => ({ type, magnitude, notes: "" }));
  return register(new FakeActor(name, "character", data, { ownership: PLAYER }));
}
const party = () => [pc("Kira", [["Debt", 10], ["Bounty", 5]]), pc("Vex", [["Family", 10]])] as const;
const strain = (a: FakeActor<CharacterData>) => a.system.derived.strain.threshold;

describe("obligation roll (GM)", () => {
  it("names the entry the d100 lands in and lowers strain thresholds: −2 for its character, −1 for the others", async () => {
    const [kira, vex] = party();
    const before = [strain(kira), strain(vex)];
    d100(13);
    const message = await m.roll.rollPartyObligation([kira, vex]);
    expect([strain(kira), strain(vex)]).toEqual([before[0]! - 2, before[1]! - 1]);
    expect(kira.system.strain.threshold).toBe(12); // stored threshold untouched: an effect lowers the derived one
    const html = await m.card.obligationSection(message!);
    expect(html).toContain(shownKey("EOTE.Obligation.Card.Rolled", { d100: 13, total: 25 }));
    expect(html).toContain(shownKey("EOTE.Obligation.Card.Triggered", { magnitude: 5, name: "Kira", type: "Bounty" }));
    expect(html).toContain(shownKey("EOTE.Obligation.Card.Reduction", { amount: 2 }));
    expect(html).toContain(shownKey("EOTE.Obligation.Card.Reduction", { amount: 1 }));
    expect(html).toContain('data-action="eoteObligationUndo"');
  });

  it("doubles double the reductions", async () => {
    const [kira, vex] = party();
    const before = [strain(kira), strain(vex)];
    d100(22);
    const message = await m.roll.rollPartyObligation([kira, vex]);
    expect([strain(kira), strain(vex)]).toEqual([before[0]! - 2, before[1]! - 4]);
    expect(await m.card.obligationSection(message!)).toContain("EOTE.Obligation.Card.Doubled");
  });

  it("a roll over the party's total triggers nothing and changes nobody", async () => {
    const [kira, vex] = party();
    d100(26);
    const message = await m.roll.rollPartyObligation([kira, vex]);
    expect(kira.effects.size + vex.effects.size).toBe(0);
    const html = await m.card.obligationSection(message!);
    expect(html).toContain("EOTE.Obligation.Card.None");
    expect(html).not.toContain("eoteObligationUndo");
  });

  it("Undo deletes exactly the card's effects, keeping others, and a second click does nothing", async () => {
    const [kira, vex] = party();
    const before = [strain(kira), strain(vex)];
    d100(5);
    const message = await m.roll.rollPartyObligation([kira, vex]);
    await kira.createEmbeddedDocuments("ActiveEffect", [{ name: "Stimmed", changes: [{ key: "system.modifiers.strainThreshold", mode: 2, value: "1" }] }]);
    await m.card.runObligationAction(message!, "eoteObligationUndo");
    expect([strain(kira), strain(vex)]).toEqual([before[0]! + 1, before[1]!]);
    expect(kira.effects.contents.map((e) => e.name)).toEqual(["Stimmed"]);
    expect(kira.getFlag("eote", `obligationLog.${message!.id!}`)).toBeUndefined();
    const html = await m.card.obligationSection(message!);
    expect(html).toContain("EOTE.Obligation.Card.Undone");
    expect(html).not.toContain("eoteObligationUndo");
    await m.card.runObligationAction(message!, "eoteObligationUndo");
    expect(kira.effects.size).toBe(1);
  });

  it("a record a player pointed at another effect on their character does not make the GM's Undo delete it", async () => {
    const [kira] = party();
    d100(5);
    const message = await m.roll.rollPartyObligation([kira]);
    const [fear] = await kira.createEmbeddedDocuments("ActiveEffect", [{ name: "Fear", changes: [] }]);
    const id = message!.id!;
    await kira.update({ [`flags.eote.obligationLog.${id}.effectId`]: fear!.id });
    await m.card.runObligationAction(message!, "eoteObligationUndo");
    expect(kira.effects.contents.map((e) => e.name)).toContain("Fear");
  });

  it("follows the GM's roll mode", async () => {
    rollModeSetting.value = ROLL_MODES.PRIVATE;
    d100(50);
    const message = await m.roll.rollPartyObligation(party());
    expect(message!.whisper).toEqual([users.gm.id]);
  });
});

describe("players", () => {
  it("a player cannot roll, sees no Undo and cannot undo", async () => {
    const [kira, vex] = party();
    d100(3);
    const message = await m.roll.rollPartyObligation([kira, vex]);
    const lowered = strain(kira);
    asUser(users.player);
    notices.length = 0;
    expect(await m.roll.rollPartyObligation([kira, vex])).toBeNull();
    expect(noticeKeys()).toEqual(["EOTE.Obligation.Notice.GMOnly"]);
    const html = await m.card.obligationSection(message!);
    expect(html).toContain(shownKey("EOTE.Obligation.Card.Triggered", { magnitude: 10, name: "Kira", type: "Debt" }));
    expect(html).not.toContain("eoteObligationUndo");
    await m.card.runObligationAction(message!, "eoteObligationUndo");
    expect(strain(kira)).toBe(lowered);
    expect(kira.effects.size).toBe(1);
  });

  it("a player's forged card naming the GM's records cannot drive the GM's Undo", async () => {
    const [kira, vex] = party();
    d100(3);
    const real = await m.roll.rollPartyObligation([kira, vex]);
    asUser(users.player);
    const forged: FakeChatMessage = await g.ChatMessage.create({ flags: { eote: { obligation: flagRecord(real!, "eote", "obligation") } } });
    forged.id = real!.id!;
    asUser(users.gm);
    notices.length = 0;
    expect(await m.card.obligationSection(forged)).toContain("EOTE.Obligation.Card.Refused");
    await m.card.runObligationAction(forged, "eoteObligationUndo");
    expect(kira.effects.size).toBe(1);
    expect(noticeKeys()).toEqual(["EOTE.Obligation.Card.Refused"]);
  });

  it("the Actors directory gets the button for the GM only, once", () => {
    const inserted: string[] = [];
    const header = elementLike({
      insertAdjacentHTML: (_where: string, markup: string) => void inserted.push(markup),
      querySelector: (selector: string) => (selector === ".eote-obligation-tools" ? (inserted.length ? {} : null) : selector === ".directory-header" ? null : { addEventListener: () => {} }),
    });
    asUser(users.player);
    m.tools.addObligationButton(header);
    expect(inserted).toEqual([]);
    asUser(users.gm);
    m.tools.addObligationButton(header);
    m.tools.addObligationButton(header);
    expect(inserted).toHaveLength(1);
    expect(inserted[0]).toContain("EOTE.Obligation.Tool.Roll");
  });
});
