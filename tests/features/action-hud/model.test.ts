// Token Action HUD's pure core (module/features/action-hud/model.ts): the groups and actions built from an
// actor view, each action naming what it does by stable ids, its label by i18n key, a skill's pool as text.
import { describe, expect, it } from "vitest";
import { HUD_GROUP_IDS, HUD_LAYOUT, hudActions, type HudActorView } from "../../../module/features/action-hud/model.ts";
import { character, minion, vehicle } from "../../fixtures/actors.ts";

const characterView = (over: Partial<HudActorView> = {}): HudActorView => {
  const data = character();
  return {
    type: "character", characteristics: data.characteristics, ranks: { skills: data.skills, customSkills: [] }, customSkills: [],
    items: [{ id: "w1", type: "weapon", name: "Blaster Pistol" }, { id: "f1", type: "forcePower", name: "Enhance" }, { id: "a1", type: "armour", name: "Padded Armor" }],
    stations: null, acting: false, ...over,
  };
};
const groupOf = (groups: ReturnType<typeof hudActions>, id: string) => groups.find((g) => g.group === id);

describe("hudActions for a character", () => {
  it("lists its skills by group with their pools, its weapons, recoveries and Force powers, by ids", () => {
    const groups = hudActions(characterView());
    expect(groups.map((g) => g.group)).toEqual(["skills-general", "skills-combat", "skills-knowledge", "weapons", "recoveries", "force-powers"]);
    // Ranged (Light): Agility 3, rank 2 → 2 proficiency, 1 ability (proficiency written first); Athletics: Brawn 3, rank 1 → 1 proficiency, 2 ability.
    expect(groupOf(groups, "skills-combat")!.actions.find((a) => a.actionId === "rangedLight")).toEqual(
      { id: "skill-rangedLight", type: "skill", actionId: "rangedLight", labelKey: "EOTE.Skill.rangedLight", label: "rangedLight", info: "2p1a" },
    );
    expect(groupOf(groups, "skills-general")!.actions.find((a) => a.actionId === "athletics")?.info).toBe("1p2a");
    expect(groupOf(groups, "skills-knowledge")!.actions.map((a) => a.actionId)).toEqual(["coreWorlds", "education", "lore", "outerRim", "underworld", "xenology"]);
    expect(groupOf(groups, "weapons")!.actions).toEqual([{ id: "attack-w1", type: "attack", actionId: "w1", labelKey: null, label: "Blaster Pistol" }]);
    expect(groupOf(groups, "recoveries")!.actions.map((a) => a.labelKey)).toEqual([
      "EOTE.Macro.Recovery.recoverCool", "EOTE.Macro.Recovery.recoverDiscipline", "EOTE.Macro.Recovery.naturalRest",
      "EOTE.Macro.Recovery.useStimpack", "EOTE.Macro.Recovery.medicine",
    ]);
    expect(groupOf(groups, "force-powers")!.actions.map((a) => [a.type, a.actionId])).toEqual([["forcePower", "f1"]]);
    // Ids are unique across the HUD.
    const ids = groups.flatMap((g) => g.actions.map((a) => a.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("offers the turn's action, maneuvers and End turn only while it acts", () => {
    expect(groupOf(hudActions(characterView()), "turn")).toBeUndefined();
    expect(groupOf(hudActions(characterView({ acting: true })), "turn")!.actions.map((a) => [a.actionId, a.labelKey])).toEqual([
      ["action", "EOTE.Combat.Turn.Action"], ["maneuver", "EOTE.Combat.Turn.FreeManeuver"], ["buyManeuver", "EOTE.Combat.Turn.BuyManeuver"],
      ["actionManeuver", "EOTE.Combat.Turn.ActionManeuver"], ["end", "EOTE.Combat.Turn.End"],
    ]);
  });

  it("lists its active talents (used as from the sheet's Use), not its passive ones", () => {
    const items = [
      { id: "t1", type: "talent", name: "Grit", activation: "passive" }, { id: "t2", type: "talent", name: "Dodge", activation: "activeIncidentalOutOfTurn" },
      { id: "t3", type: "talent", name: "Brace", activation: "activeManeuver" }, { id: "t4", type: "talent", name: "Odd", activation: "whenever" },
    ];
    const groups = hudActions(characterView({ items }));
    expect(groupOf(groups, "talents")!.actions).toEqual([
      { id: "talent-t2", type: "talent", actionId: "t2", labelKey: null, label: "Dodge" }, { id: "talent-t3", type: "talent", actionId: "t3", labelKey: null, label: "Brace" },
    ]);
    expect(groupOf(hudActions(characterView({ items: [items[0]!] })), "talents")).toBeUndefined();
  });

  it("lists custom skills by their own label, with their pools", () => {
    const custom = [{ id: "c1", label: "Gambling", characteristic: "cunning" as const, rank: 1, career: false }];
    const view = characterView({ customSkills: custom, ranks: { skills: character().skills, customSkills: custom } });
    expect(groupOf(hudActions(view), "skills-custom")!.actions).toEqual([{ id: "skill-c1", type: "skill", actionId: "c1", labelKey: null, label: "Gambling", info: "1p1a" }]);
  });
});

describe("hudActions for an adversary and a vehicle", () => {
  it("a minion group rolls at the rank its standing minions give its group skills; no recoveries (its sheet has none)", () => {
    const data = minion();
    const groups = hudActions({
      type: "minion", characteristics: data.characteristics, ranks: { groupRanks: { rangedHeavy: 3, vigilance: 3 }, groupRank: 3, customSkills: [] },
      customSkills: [], items: [{ id: "w1", type: "weapon", name: "Blaster Rifle" }], stations: null, acting: false,
    });
    expect(groups.map((g) => g.group)).toEqual(["skills-general", "skills-combat", "skills-knowledge", "weapons"]);
    // Agility 2, group rank 3 → 2 proficiency, 1 ability; an untrained skill: its characteristic in ability dice.
    expect(groupOf(groups, "skills-combat")!.actions.find((a) => a.actionId === "rangedHeavy")?.info).toBe("2p1a");
    expect(groupOf(groups, "skills-combat")!.actions.find((a) => a.actionId === "melee")?.info).toBe("2a");
  });

  it("a vehicle: its weapons, the pilot's maneuvers (not Angle Deflector Screens) and a check for each seated crew member", () => {
    const data = vehicle();
    data.stations = { ...data.stations, pilot: "Actor.kira", engineer: "Actor.zed", gunners: [{ weaponId: "w2", actorUuid: "Actor.tam" }] };
    const groups = hudActions({
      type: "vehicle", characteristics: null, ranks: {}, customSkills: [], stations: data.stations, acting: true,
      items: [{ id: "w1", type: "weapon", name: "Laser Cannon" }, { id: "w2", type: "weapon", name: "Ion Turret" }],
    });
    expect(groups.map((g) => g.group)).toEqual(["weapons", "vehicle-maneuvers", "crew-stations"]);
    expect(groupOf(groups, "vehicle-maneuvers")!.actions.map((a) => a.actionId)).toEqual(["accelerate", "decelerate", "fly", "evasiveAction", "stayOnTarget", "punchIt"]);
    expect(groupOf(groups, "vehicle-maneuvers")!.actions[0]!.labelKey).toBe("EOTE.Maneuver.accelerate.Name");
    expect(groupOf(groups, "crew-stations")!.actions).toEqual([
      { id: "crew-pilot", type: "crew", actionId: "pilot:", labelKey: "EOTE.Crew.Station.pilot", label: "pilot" },
      { id: "crew-engineer", type: "crew", actionId: "engineer:", labelKey: "EOTE.Crew.Station.engineer", label: "engineer" },
      { id: "crew-gunner-w2", type: "crew", actionId: "gunner:w2", labelKey: "EOTE.Crew.GunnerOf", label: "gunner", labelData: { weapon: "Ion Turret" } },
    ]);
  });
});

describe("HUD_LAYOUT", () => {
  it("places every group under exactly one tab", () => {
    const placed = HUD_LAYOUT.flatMap((t) => t.groups);
    expect([...placed].sort()).toEqual([...HUD_GROUP_IDS].sort());
  });
});
