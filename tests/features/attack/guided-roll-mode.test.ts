// A follow-up keeps the roll mode of the roll it follows. The guided attack is rolled from an attack card's
// button through the dice dialog, which otherwise opens on the user's current roll mode: after the GM's
// blind attack, a public chat setting would post the guided attack (its weapon, its target, its result) to
// the table. The dialog opens on the card's roll mode instead; the user may still change it.
import { beforeEach, describe, expect, it } from "vitest";
import type { AttackWeapon } from "../../../module/features/attack/model.ts";
import { armed, attackFlag, attackMessage } from "../../doubles/attack.ts";
import { character } from "../../fixtures/actors.ts";
import { FakeActor, register, ROLL_MODES, rollModeSetting, users } from "../../doubles/index.ts";
import { requests } from "../../doubles/dice-dialog.ts";
import { emptyPool } from "../../../module/dice/types.ts";
import { rollModeOf } from "../../../module/chat/follow-up.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";

/** The dice dialog's class, as far as this file drives it: built from its options, its context prepared. */
let Dialog: new (options: { title: string; pool: object; rollMode?: string }) => {
  _prepareContext(options: object): Promise<{ rollModes: { id: string; selected: boolean }[] }>;
};

const shell = shellSuite({
  keys: true,
  seed: 5,
  modules: { card: load.attackCard },
  install: async () => {
    Dialog = (await import("../../../module/applications/dice-dialog/pool-dialog.ts")).dicePoolDialogClass() as unknown as typeof Dialog;
  },
});

beforeEach(() => {
  rollModeSetting.value = ROLL_MODES.PUBLIC;
});

const missile: AttackWeapon = { skill: "gunnery", damage: 8, addBrawn: false, crit: 2, qualities: [{ key: "guided", rating: 3 }] };
let ids = 0;

/** The GM's missed attack with 3 advantage and Guided 3, posted with this visibility. */
function missed(visibility: { whisper?: string[]; blind?: boolean }) {
  const arms = armed(missile);
  const target = register(new FakeActor("Kira", "character", character(), { ownership: { default: 0, [users.player.id]: 3 } }));
  const message = attackMessage(`msgGuidedMode${(++ids).toString().padStart(3, "0")}`, attackFlag(arms, [target]), { netSuccess: 0, netAdvantage: 3 });
  Object.assign(message, visibility);
  return { message, target };
}

describe("a message's roll mode, read back", () => {
  it("blind, self, private GM and public", () => {
    expect(rollModeOf({ whisper: [users.gm.id], blind: true, author: { id: users.player.id } })).toBe("blindroll");
    expect(rollModeOf({ whisper: [users.player.id], blind: false, author: { id: users.player.id } })).toBe("selfroll");
    expect(rollModeOf({ whisper: [users.gm.id], blind: false, author: { id: users.player.id } })).toBe("gmroll");
    expect(rollModeOf({ whisper: [], blind: false, author: { id: users.player.id } })).toBe("publicroll");
  });
});

describe("the guided attack's dialog", () => {
  it("after the GM's blind attack it opens blind, whatever the chat setting; after a public one, public", async () => {
    const hidden = missed({ whisper: [users.gm.id], blind: true });
    await shell.card.runCardAction(hidden.message, "eoteGuided", hidden.target.uuid);
    expect(requests.at(-1)?.rollMode).toBe("blindroll");
    const open = missed({ whisper: [], blind: false });
    await shell.card.runCardAction(open.message, "eoteGuided", open.target.uuid);
    expect(requests.at(-1)?.rollMode).toBe("publicroll");
  });

  it("the dialog starts on the mode it is given (else the user's setting)", async () => {
    const given = await new Dialog({ title: "Gunnery", pool: { ...emptyPool(), ability: 1 }, rollMode: "blindroll" })._prepareContext({});
    expect(given.rollModes.filter((m) => m.selected).map((m) => m.id)).toEqual(["blindroll"]);
    const plain = await new Dialog({ title: "Gunnery", pool: { ...emptyPool(), ability: 1 } })._prepareContext({});
    expect(plain.rollModes.filter((m) => m.selected).map((m) => m.id)).toEqual(["publicroll"]);
  });
});
