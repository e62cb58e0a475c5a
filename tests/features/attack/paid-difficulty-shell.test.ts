// Cards act only on what the roll paid for, whatever the flags say after posting: Auto-fire needs its
// extra difficulty in the stored roll; a treatment or repair removes only a critical its roll covers now.
import { describe, expect, it } from "vitest";
import { character, nemesis, vehicle } from "../../fixtures/actors.ts";
import { blaster, critical } from "../../fixtures/items.ts";
import { asUser, FakeActor, type FakeChatMessage, noticeKeys, OWNERSHIP, register, users } from "../../doubles/index.ts";
import { rolledAt } from "../../doubles/attack.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";

/** The chat global this file reads, as the doubles install it. */
const g = globalThis as unknown as { ChatMessage: { create(data: object, options?: object): Promise<FakeChatMessage> } };

const shell = shellSuite({
  keys: true,
  seed: 8,
  modules: { attack: load.attackCard, treatment: load.criticalCard },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

async function post(check: Record<string, unknown>, level: number, outcome: Record<string, number> = {}): Promise<FakeChatMessage> {
  asUser(users.player);
  const o = { netSuccess: 1, netAdvantage: 0, triumph: 0, despair: 0, ...outcome };
  const message = await g.ChatMessage.create({ flags: { eote: { check } }, rolls: [{ outcome: { ...o, succeeded: o.netSuccess > 0 }, actionableOutcome: { ...o, succeeded: o.netSuccess > 0 }, narrativeResults: rolledAt(level) }] });
  asUser(users.gm);
  return message;
}

describe("Auto-fire", () => {
  function shot(level: number) {
    const kira = register(new FakeActor("Kira", "character", character(), {
      ownership: PLAYER, items: [{ _id: `rifle${level}0000000000`.slice(0, 16), name: "Rifle", type: "weapon", system: blaster({ qualities: [{ key: "autoFire", rating: 1 }] }) }],
    }));
    const target = register(new FakeActor("Nemesis", "nemesis", nemesis(), { ownership: { default: OWNERSHIP.NONE } }));
    const flag = {
      weaponUuid: kira.items.contents[0]!.uuid, attackerUuid: kira.uuid, targetUuids: [target.uuid], rangeBand: "short", weapon: {}, weaponName: "", brawn: 0,
      scale: "personal", autoFire: true, stunSetting: false, targetSilhouette: 1,
    };
    return { target, message: post({ attack: flag }, level, { netSuccess: 1, netAdvantage: 6 }) };
  }

  it("rolled with its extra difficulty (short range: Easy + 1): extra hits for advantage", async () => {
    const { target, message } = shot(2);
    const m = await message;
    for (let i = 0; i < 3; i++) await shell.attack.runCardAction(m, "eoteApplyDamage", target.uuid);
    expect(target.system.wounds.value).toBe(3 * (7 - target.system.derived.soak));
    expect(await shell.attack.attackSection(m)).not.toContain("EOTE.Combat.Card.AutoFireUnpaid");
  });

  it("rolled without it, the flag claiming it: one hit, and the card says Auto-fire is off", async () => {
    const { target, message } = shot(1);
    const m = await message;
    for (let i = 0; i < 3; i++) await shell.attack.runCardAction(m, "eoteApplyDamage", target.uuid);
    expect(target.system.wounds.value).toBe(7 - target.system.derived.soak);
    expect(await shell.attack.attackSection(m)).toContain(">EOTE.Combat.Card.AutoFireUnpaid<");
  });
});

describe("a treatment or repair pointed at a worse critical after the roll", () => {
  const patientWith = (type: string, sys: unknown, itemType: string) => register(new FakeActor("Tam", type, sys, {
    ownership: { default: OWNERSHIP.NONE },
    items: [
      { _id: "easyCritical0001", name: "Minor Nick", type: itemType, system: critical({ severity: 1 }) },
      { _id: "hardCritical0001", name: "Crippled", type: itemType, system: critical({ severity: 4 }) },
    ],
  }));

  for (const kind of ["medicine", "repair"] as const) {
    it(`${kind}: the critical it was rolled against goes; the worse one stays, with the reason on the card and as a notice`, async () => {
      const healer = register(new FakeActor("Kira", "character", character(), { ownership: PLAYER }));
      const patient = kind === "repair" ? patientWith("vehicle", vehicle(), "criticalHit") : patientWith("character", character(), "criticalInjury");
      const flag = (injuryId: string) => ({ patientUuid: patient.uuid, injuryId, kind, name: "", severity: 0, healerUuid: healer.uuid });
      const edited = await post({ criticalTreatment: flag("hardCritical0001") }, 1);
      expect(await shell.treatment.criticalTreatmentSection(edited)).toContain(">EOTE.Combat.CriticalTreatment.UnderRolled<");
      expect(await shell.treatment.criticalTreatmentSection(edited)).not.toContain('data-action="eoteRemoveCritical"');
      await shell.treatment.runCriticalTreatmentAction(edited, "eoteRemoveCritical");
      expect(patient.items.has("hardCritical0001")).toBe(true);
      expect(noticeKeys().at(-1)).toBe("EOTE.Combat.CriticalTreatment.UnderRolled");
      const honest = await post({ criticalTreatment: flag("easyCritical0001") }, 1);
      await shell.treatment.runCriticalTreatmentAction(honest, "eoteRemoveCritical");
      expect(patient.items.has("easyCritical0001")).toBe(false);
    });
  }

  it("treating oneself needs two more: a roll at the severity alone does not cover it", async () => {
    const kira = patientWith("character", character(), "criticalInjury");
    kira.ownership = PLAYER;
    const flag = { patientUuid: kira.uuid, injuryId: "easyCritical0001", kind: "medicine", name: "", severity: 0, healerUuid: kira.uuid };
    await shell.treatment.runCriticalTreatmentAction(await post({ criticalTreatment: flag }, 1), "eoteRemoveCritical");
    expect(kira.items.has("easyCritical0001")).toBe(true);
    await shell.treatment.runCriticalTreatmentAction(await post({ criticalTreatment: flag }, 3), "eoteRemoveCritical");
    expect(kira.items.has("easyCritical0001")).toBe(false);
  });
});
