// The cards' startup registrations, over the v13 doubles: these go through the registered cards and hooks
// (not the card modules): drawCards, as the system's ChatMessage#renderHTML calls it, resolves once the
// section is written. An attack, Medicine or
// critical treatment message shown gets its section, and its attack section is redrawn when a target's
// record changes; a posted attack roll counts its shot; a turn start burns a burning target; a treatment
// check's message starts its injury's week. Messages of other kinds, and actors no card acted on, get nothing.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { armed, attackFlag, attackMessage } from "../../doubles/attack.ts";
import { character } from "../../fixtures/actors.ts";
import { asUser, elementLike, FakeActor, FakeChatMessage, installHooks, messages, notices, packItem, register, users } from "../../doubles/index.ts";
import { drawCards } from "../../../module/chat/register.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";

let hooks: ReturnType<typeof installHooks>;
/** The globals this file swaps (shown messages, a document with the card, CSS.escape, the clock), as the doubles install them. */
const g = globalThis as unknown as {
  game: { messages: unknown; time: { worldTime: number } };
  document?: { querySelectorAll(selector: string): unknown[] };
  CSS?: { escape(id: string): string };
};

const shell = shellSuite({
  keys: true,
  seed: 11,
  install: () => {
    hooks = installHooks();
  },
  modules: { attack: load.attackIndex, medicine: load.medicineCard, treatment: load.criticalCard, checks: load.criticalTreatment, card: load.attackCard },
});

beforeAll(() => {
  shell.attack.register();
  shell.medicine.registerMedicineCard();
  shell.treatment.registerCriticalTreatmentCard();
  shell.checks.registerTreatmentChecks();
});

/** A shown message's element, as mountSection writes into it (no inner container: the section goes at its end). */
function shown(id = "") {
  return elementLike({ html: "", dataset: { messageId: id }, querySelector: () => null, insertAdjacentHTML(_where: string, markup: string) { this.html += markup; } });
}

/** Waits for the section to be written (template rendering is asynchronous). */
async function drawn(element: { html: string }, selector: string): Promise<void> {
  await vi.waitFor(() => expect(element.html).toContain(selector));
}

/** Lets whatever the hooks started settle (the writes they make). */
async function settled(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

function target() {
  return register(new FakeActor("Target", "character", character(), { ownership: { default: 0 } }));
}

function posted(id: string, targets: FakeActor[], qualities: { key: "burn" | "limitedAmmo"; rating: number }[], author = users.gm) {
  const arms = armed({ skill: "rangedHeavy", damage: 8, addBrawn: false, crit: 2, qualities }, { ownership: { default: 0, [users.player.id]: 3 } });
  return { arms, message: attackMessage(id, attackFlag(arms, targets), { netSuccess: 1, netAdvantage: 2 }, author) };
}

describe("attack card hooks", () => {
  it("a shown attack message gets its section; a plain message gets none", async () => {
    const first = target();
    const { message } = posted("msgLazyAttack001", [first], []);
    const element = shown();
    await drawCards(message, element);
    await drawn(element, 'class="eote-attack');
    expect(element.html).toContain(`data-action="eoteApplyDamage" data-target-uuid="${first.uuid}"`);

    const plain = new FakeChatMessage({ content: "hello" }, users.gm);
    const other = shown();
    await drawCards(plain, other);
    await settled();
    expect(other.html).toBe("");
  });

  it("a target's record change redraws the shown card of that message", async () => {
    const first = target();
    const { message } = posted("msgLazyAttack002", [first], []);
    const shownMessages = g.game.messages;
    g.game.messages = { get: (id: string) => (id === message.id ? message : undefined) };
    const element = shown(message.id ?? "");
    g.document = { querySelectorAll: () => [element] };
    g.CSS = { escape: (id: string) => id };
    try {
      await shell.card.runCardAction(message, "eoteApplyDamage", first.uuid);
      hooks.callAll("updateActor", first, { flags: { eote: { combatLog: { [message.id ?? ""]: {} } } } });
      await drawn(element, 'class="eote-attack');
      expect(element.html).toContain("eoteUndo");
    } finally {
      delete g.document;
      delete g.CSS;
      g.game.messages = shownMessages;
    }
  });

  it("the author's posted attack roll counts the shot (Limited Ammo); another user's client counts nothing", async () => {
    const first = target();
    asUser(users.player);
    const { arms, message } = posted("msgLazyAttack003", [first], [{ key: "limitedAmmo", rating: 2 }], users.player);
    asUser(users.other);
    hooks.callAll("createChatMessage", message);
    await settled();
    expect(arms.weapon.getFlag("eote", "weaponUse.shots") ?? 0).toBe(0);
    asUser(users.player);
    hooks.callAll("createChatMessage", message);
    await vi.waitFor(() => expect(arms.weapon.getFlag("eote", "weaponUse.shots")).toBe(1));
  });

  it("a turn start burns the burning combatant for the active GM; an actor no attack card acted on is left alone", async () => {
    const first = target();
    const { message } = posted("msgLazyAttack004", [first], [{ key: "burn", rating: 3 }]);
    await shell.card.runCardAction(message, "eoteApplyDamage", first.uuid);
    await shell.card.runCardAction(message, "eoteBurn", first.uuid);
    expect(first.system.wounds.value).toBe(6); // 8 + 1 success - 3 soak
    hooks.callAll("updateCombat", { id: "c1", round: 1, combatant: { actor: first } }, { round: 1 });
    await vi.waitFor(() => expect(first.system.wounds.value).toBe(11)); // 8 - 3 soak

    const untouched = target();
    hooks.callAll("updateCombat", { id: "c1", round: 2, combatant: { actor: untouched } }, { round: 2 });
    await settled();
    expect(untouched.system.wounds.value).toBe(0);
    expect(notices).toEqual([]);
  });
});

describe("Medicine and critical treatment card hooks", () => {
  it("a shown Medicine check gets the Medicine section", async () => {
    const patient = register(new FakeActor("Kira", "character", { ...character(), wounds: { ...character().wounds, value: 5 } }));
    const outcome = { netSuccess: 2, netAdvantage: 0, triumph: 0, despair: 0, succeeded: true };
    const message = new FakeChatMessage({
      flags: { eote: { check: { medicine: { patientUuid: patient.uuid, healerUuid: patient.uuid } } } }, rolls: [{ outcome, actionableOutcome: outcome }],
    }, users.gm);
    const element = shown();
    await drawCards(message, element);
    await drawn(element, 'class="eote-medicine');
    expect(element.html).toContain('data-action="eoteHeal"');
  });

  it("a treatment check's new message, on its author's client, starts the injury's week", async () => {
    g.game.time = { ...g.game.time, worldTime: 1234 };
    const patient = register(new FakeActor("Kira", "character", character(), { items: [packItem("critical-injuries", "Minor Nick")] }));
    const injuryId = patient.items.contents[0]!.id;
    const flag = { patientUuid: patient.uuid, injuryId, kind: "medicine", healerUuid: patient.uuid };
    const outcome = { netSuccess: 1, netAdvantage: 0, triumph: 0, despair: 0, succeeded: true };
    const message = new FakeChatMessage({ flags: { eote: { check: { criticalTreatment: flag } } }, rolls: [{ outcome, actionableOutcome: outcome }] }, users.gm);
    hooks.callAll("createChatMessage", message);
    await vi.waitFor(() => expect(patient.items.get(injuryId)!.getFlag("eote", "lastTreatmentCheck")).toBe(1234));
  });
});
