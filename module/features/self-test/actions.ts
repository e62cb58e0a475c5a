/**
 * The self-test's test bodies, written against Foundry's public API so that they run both in a real
 * world (through Quench: index.ts) and in `npm test` over the doubles (tests/features/self-test/). A GM
 * runs them in a scratch world to prove the install: a new character's token is linked; `/r 2da+1dp`
 * and `[[2da]]` build NarrativeRolls and draw narrative results; an attack's damage reaches the target's
 * wounds and its Undo takes it off; every sheet opens; the world migration ran. Everything it makes
 * (actors, world items, its own chat messages) is deleted at the end, whatever failed.
 * The dice are fixed while it rolls (CONFIG.Dice.randomUniform, restored after), so every check hits.
 */
import { NarrativeRoll } from "../../roll/narrative-roll.ts";
import { CURRENT_SCHEMA_VERSION } from "../../migrations/migrations.ts";
import { SYSTEM_ID } from "../../system/config.ts";
import { ACTOR_TYPES, ITEM_TYPES } from "../../rules/types.ts";
import { decodeEntities } from "../../rules/text.ts";
import { api as attackApi } from "../attack/index.ts";
import { localize } from "../../foundry/localize.ts";

/** The part of chai's assert the bodies use. */
export interface Assert {
  ok(value: unknown, message?: string): void;
  strictEqual(actual: unknown, expected: unknown, message?: string): void;
  instanceOf(value: unknown, constructor: abstract new (...args: never[]) => unknown, message?: string): void;
  include(haystack: string, needle: string, message?: string): void;
  isAbove(value: number, above: number, message?: string): void;
}

/** What Quench hands a batch (mocha's describe/it/before/after and chai's assert), as far as used here. */
export interface BatchContext {
  describe(title: string, fn: () => void): void;
  it(title: string, fn: () => Promise<void>): void;
  before(fn: () => Promise<void>): void;
  after(fn: () => Promise<void>): void;
  assert: Assert;
}

export const SELF_TEST_KEY = `${SYSTEM_ID}.self-test`;

/**
 * A uniform draw that shows each positive die a face with two successes or more and each difficulty
 * die a threat (face ⌈0.4 × sides⌉: ability 4, proficiency 5, difficulty 4; module/dice/faces.ts).
 */
const HITTING_DRAW = 0.6;

type AnyDocument = { id: string | null; delete(): Promise<unknown> };
type Message = ChatMessage.Implementation;

const t = (key: string) => localize(`EOTE.SelfTest.${key}`);

/** Runs `work` with every die drawing HITTING_DRAW, then puts core's generator back. */
async function withFixedDice<T>(work: () => Promise<T>): Promise<T> {
  const dice = CONFIG.Dice as unknown as { randomUniform: () => number };
  const core = dice.randomUniform;
  dice.randomUniform = () => HITTING_DRAW;
  try {
    return await work();
  } finally {
    dice.randomUniform = core;
  }
}

/** Waits (up to about five seconds) for `find` to return something. */
async function waitFor<T>(find: () => T | null | undefined): Promise<T | null> {
  for (let i = 0; i < 100; i++) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

/** The roll kept in the first inline result's data-roll (as core's Roll#toAnchor stores it), or null. */
function inlineRollData(html: string): Record<string, unknown> | null {
  const stored = /class="[^"]*\binline-result\b[^"]*"[^>]*\bdata-roll="([^"]*)"|\bdata-roll="([^"]*)"[^>]*class="[^"]*\binline-result\b/.exec(html);
  const text = stored?.[1] ?? stored?.[2];
  if (!text) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    decoded = unescape(text);
  }
  return JSON.parse(decodeEntities(decoded)) as Record<string, unknown>;
}

export function selfTestBatch({ describe, it, before, after, assert }: BatchContext): void {
  const made: AnyDocument[] = [];
  let knownMessages = new Set<string>();

  const createActor = async (type: string, system: Record<string, unknown> = {}) => {
    const actor = await Actor.implementation.create({ name: `${t("Name")} (${type})`, type, system } as never) as Actor.Implementation | undefined;
    assert.ok(actor, t("Fail.NotCreated"));
    made.push(actor as unknown as AnyDocument);
    return actor!;
  };
  // The world collection's stored-document type does not narrow to the configured class.
  const allMessages = () => (game.messages?.contents ?? []) as unknown as Message[];
  const ownMessages = () => allMessages().filter((m) => !knownMessages.has(m.id ?? "") && m.isAuthor);

  describe(t("Suite"), () => {
    before(async () => {
      assert.ok(game.user?.isGM, t("NeedsGM"));
      knownMessages = new Set(allMessages().map((m) => m.id ?? ""));
    });

    after(async () => {
      for (const message of ownMessages()) await message.delete();
      for (const document of made.splice(0).reverse()) await document.delete();
    });

    it(t("LinkedToken"), async () => {
      const actor = await createActor("character");
      const token = actor.prototypeToken as unknown as { actorLink: boolean; disposition: number; sight: { enabled: boolean } };
      assert.strictEqual(token.actorLink, true, t("Fail.NotLinked"));
      assert.strictEqual(token.disposition, CONST.TOKEN_DISPOSITIONS.FRIENDLY, t("Fail.NotFriendly"));
      const placed = await actor.getTokenDocument() as unknown as { actorLink: boolean; actor: unknown };
      assert.strictEqual(placed.actorLink, true, t("Fail.NotLinked"));
      assert.strictEqual(placed.actor, actor, t("Fail.NotLinked"));
    });

    it(t("ChatRoll"), async () => {
      // ChatLog#processMessage: what typing the command in the chat box does (not in the League's types).
      const chat = ui.chat as unknown as { processMessage(text: string): Promise<unknown> };
      const returned = await withFixedDice(() => chat.processMessage("/r 2da+1dp")) as Message | undefined;
      const message = returned ?? ownMessages().filter((m) => m.rolls.length).at(-1);
      assert.ok(message, t("Fail.NoMessage"));
      const roll = message!.rolls[0];
      assert.instanceOf(roll, NarrativeRoll, t("Fail.NotNarrative"));
      assert.strictEqual((roll as unknown as NarrativeRoll).narrativeResults.length, 3, t("Fail.NotNarrative"));
      assert.include(await roll!.render(), "eote-roll", t("Fail.NoCard"));
    });

    it(t("InlineRoll"), async () => {
      const html = await withFixedDice(() => foundry.applications.ux.TextEditor.implementation.enrichHTML("[[2da]]"));
      const stored = inlineRollData(html);
      assert.ok(stored, t("Fail.NoInlineRoll"));
      assert.strictEqual(stored!["class"], NarrativeRoll.name, t("Fail.NotNarrative"));
      assert.instanceOf(foundry.dice.Roll.fromData(stored as never), NarrativeRoll, t("Fail.NotNarrative"));
      assert.include(html, "eote-symbol--success", t("Fail.NoSymbols"));
    });

    it(t("Attack"), async () => {
      const shooter = await createActor("character", { characteristics: { agility: 3 }, skills: { rangedLight: { rank: 2 } } });
      const [blaster] = (await shooter.createEmbeddedDocuments("Item", [{
        name: t("Weapon"), type: "weapon",
        system: { skill: "rangedLight", damage: 6, crit: 3, range: "medium", equipped: true },
      } as never])) ?? [];
      assert.ok(blaster, t("Fail.NotCreated"));
      const target = await createActor("character");
      const wounds = () => (target.system as unknown as { wounds: { value: number } }).wounds.value;
      const unhurt = wounds();
      await withFixedDice(async () => {
        const attacking = attackApi.attackWith(shooter, blaster as unknown as Item.Implementation, { prompt: false, targets: [target] });
        // The attack opens the dice pool dialog; roll it as the Roll button does (closed here if that fails).
        const dialog = await waitFor(() => [...foundry.applications.instances.values()]
          .find((app) => (app as unknown as { request?: { actor?: unknown } }).request?.actor === shooter)) as unknown as
          { roll(): Promise<void>; close(): Promise<unknown>; rendered: boolean } | null;
        assert.ok(dialog, t("Fail.NoDialog"));
        try {
          await dialog!.roll();
          await attacking;
        } finally {
          if (dialog!.rendered) await dialog!.close();
        }
      });
      const card = ownMessages().find((m) => (m.getFlag(SYSTEM_ID as never, "check" as never) as { attack?: unknown } | undefined)?.attack);
      assert.ok(card, t("Fail.NoMessage"));
      await attackApi.runCardAction(card!, "eoteApplyDamage", target.uuid);
      const hurt = wounds();
      assert.isAbove(hurt, unhurt, t("Fail.NoDamage"));
      await attackApi.runCardAction(card!, "eoteUndo", target.uuid);
      assert.strictEqual(wounds(), unhurt, t("Fail.NotUndone"));
    });

    it(t("Sheets"), async () => {
      const documents: { sheet: unknown; name: string }[] = [];
      for (const type of ACTOR_TYPES) documents.push(await createActor(type) as unknown as { sheet: unknown; name: string });
      for (const type of ITEM_TYPES) {
        const item = await Item.implementation.create({ name: `${t("Name")} (${type})`, type } as never) as unknown as AnyDocument & { sheet: unknown; name: string };
        assert.ok(item, t("Fail.NotCreated"));
        made.push(item);
        documents.push(item);
      }
      for (const document of documents) {
        const sheet = document.sheet as { render(options: object): Promise<unknown>; close(): Promise<unknown>; rendered: boolean; isEditable: boolean; element: HTMLElement | null };
        assert.ok(sheet, `${t("Fail.NoSheet")} ${document.name}`);
        try {
          await sheet.render({ force: true });
          assert.ok(sheet.rendered && sheet.element?.innerHTML, `${t("Fail.NoSheet")} ${document.name}`);
          assert.ok(sheet.isEditable, `${t("Fail.NotEditable")} ${document.name}`);
        } finally {
          if (sheet.rendered) await sheet.close();
        }
      }
    });

    it(t("Migration"), async () => {
      assert.strictEqual(game.settings.get(SYSTEM_ID, "schemaVersion"), CURRENT_SCHEMA_VERSION, t("Fail.NotMigrated"));
    });
  });
}
