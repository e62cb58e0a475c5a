// The attack card's pure view model and templates/chat/attack.hbs rendered with real Handlebars.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { critEffectLine, MAX_CRIT_EFFECT_CHARS } from "../../../module/chat/critical-line.ts";
import {
  buildAttackCard, critsAllowed, emptyRecord, hitsAllowed, OPEN_OPTIONS, optionList, resolveFromFlag,
  type AttackFlag, type TargetInput,
} from "../../../module/features/attack/model.ts";
import { symbolHelpers } from "../../../module/roll/symbols.ts";
import { makeHandlebars, makeI18n } from "../../doubles/roll.ts";
import { keyWithData, shownKey } from "../../doubles/keys.ts";

const i18n = makeI18n({ keys: true });
const hb = makeHandlebars(symbolHelpers(i18n.localize, "sprite.svg"), { keys: true });
const template = hb.compile(readFileSync("templates/chat/attack.hbs", "utf8"));

const roll = (netSuccess: number, netAdvantage: number, triumph = 0, despair = 0) =>
  ({ netSuccess, netAdvantage, triumph, despair, succeeded: netSuccess > 0 });

function flag(over: Partial<AttackFlag> = {}): AttackFlag {
  return {
    weaponUuid: "Actor.a.Item.w", attackerUuid: "Actor.a", targetUuids: ["Actor.t"], rangeBand: "medium",
    weapon: { skill: "rangedHeavy", damage: 9, addBrawn: false, crit: 3, qualities: [] },
    weaponName: "Blaster Rifle", brawn: 2, scale: "personal", autoFire: false, stunSetting: false, targetSilhouette: 1,
    ...over,
  };
}

const target = (over: Partial<TargetInput> = {}): TargetInput => ({ uuid: "Actor.t", name: "Trooper", canAct: true, record: null, ...over });

function render(ctx: object): string {
  const html = template({ ...ctx, messageId: "m1" });
  expect(html).not.toMatch(/undefined|\[object Object\]|NaN/);
  for (const [key] of html.matchAll(/EOTE(?:\.\w+)+/g)) expect(i18n.has(key), key).toBe(true);
  return html;
}

describe("attack card model", () => {
  it("a hit: damage is base + net successes; the crit and spending options it can afford", () => {
    const ctx = buildAttackCard(roll(2, 3), flag(), [target()]);
    expect(ctx).toMatchObject({ hit: true, damage: 11, baseDamage: 9 });
    expect(ctx.critical).toEqual({ cost: 3, times: 1, repeat: false, spent: false });
    // Seed 000: 3 advantage buys e.g. negating the target's defence; a triumph-only option is absent.
    expect(ctx.positive.options.map((o) => o.id)).toContain("negateDefence");
    expect(ctx.positive.options.map((o) => o.id)).not.toContain("upgradeAlly");
    expect(ctx.negative).toEqual({ options: [], open: true, hidden: 0 });
    const html = render(ctx);
    // The damage badge: "11 damage · crit 3", the crit's cost spelled out in its title.
    expect(html).toContain(`<span class="eote-attack__badge">${shownKey("EOTE.Combat.Card.Damage", { damage: 11 })}<span class="eote-attack__badge-sep" aria-hidden="true"> · </span>`
      + `<span class="eote-attack__crit" title="${shownKey("EOTE.Combat.Card.Critical", { cost: 3 })}">${shownKey("EOTE.Combat.Glance.Crit", { cost: 3 })}</span></span>`);
    // Each option's cost as chips, any one of which pays, in one group with the row's buttons; the long list starts collapsed.
    const threeAdvantage = shownKey("EOTE.Count.advantage.other", { count: "3" });
    expect(html).toContain('<li data-option="negateDefence"><span class="eote-attack__option-label">EOTE.Combat.Option.negateDefence</span>'
      + `<span class="eote-attack__pay"><span class="eote-attack__chips"><span class="eote-chip eote-chip--advantage" role="img" aria-label="${threeAdvantage}" title="${threeAdvantage}">3`);
    expect(html).toContain(`<span class="eote-attack__or">EOTE.Combat.Card.Or</span><span class="eote-chip eote-chip--triumph" role="img" aria-label="${shownKey("EOTE.Count.triumph.one", { count: "1" })}"`);
    expect(html).toContain('<details class="eote-attack__options eote-attack__options--positive">');
    // The roll card above already says Success or Failure: the attack part does not repeat it.
    expect(html).not.toContain("eote-attack__headline");
    expect(html).toContain('data-action="eoteApplyDamage" data-target-uuid="Actor.t"');
    // The bought crit waits until a hit has gone past soak.
    expect(html).not.toContain("eoteApplyCritical");
    const soaked = { ...emptyRecord(), hits: 1, last: { dealt: 0, soak: 12, minionsDefeated: 0, incapacitated: false } };
    expect(buildAttackCard(roll(2, 3), flag(), [target({ record: soaked })]).targets[0]!.canCrit).toBe(false);
    const through = { ...soaked, penetrated: true };
    expect(buildAttackCard(roll(2, 3), flag(), [target({ record: through })]).targets[0]!.canCrit).toBe(true);
  });

  it("the damage line shows where each hit's damage comes from: the weapon's, plus one per net success", () => {
    const html = render(buildAttackCard(roll(2, 0), flag(), [target()]));
    expect(html).toContain(`<span class="eote-attack__badge">${shownKey("EOTE.Combat.Card.Damage", { damage: 11 })}`);
    expect(html).toContain(`<span class="eote-attack__damage-from">${shownKey("EOTE.Combat.Card.DamageFrom", { base: 9, damage: 11, successes: keyWithData("EOTE.Count.success.other", { count: "2" }) })}</span></p>`);
    expect(render(buildAttackCard(roll(1, 0), flag(), [target()]))).toContain(`<span class="eote-attack__damage-from">${shownKey("EOTE.Combat.Card.DamageFrom", { base: 9, damage: 10, successes: keyWithData("EOTE.Count.success.one", { count: "1" }) })}</span></p>`);
  });

  it("the crit button says what it spends from the roll; the crit owed past the wound threshold spends nothing", () => {
    const through = { ...emptyRecord(), hits: 1, penetrated: true, last: { dealt: 4, soak: 7, minionsDefeated: 0, incapacitated: false } };
    const bought = buildAttackCard(roll(2, 3), flag(), [target({ record: through })]);
    expect(bought.budget).toEqual({ advantage: 3, triumph: 0 }); // not yet paid: the click pays it
    expect(bought.targets[0]!.critPays).toEqual({ key: "EOTE.Count.advantage", count: 3 });
    expect(render(bought)).toContain(`>${shownKey("EOTE.Combat.Card.ApplyCriticalPays", { cost: keyWithData("EOTE.Count.advantage.other", { count: "3" }) })}</button>`);
    // Too little advantage: the triumph pays.
    expect(buildAttackCard(roll(2, 1, 1), flag(), [target({ record: through })]).targets[0]!.critPays).toEqual({ key: "EOTE.Count.triumph", count: 1 });
    const owed = buildAttackCard(roll(2, 0), flag(), [target({ record: { ...through, thresholdCritical: true } })]);
    expect(owed.targets[0]!.canCrit).toBe(true);
    expect(owed.targets[0]!.critPays).toBeNull();
    expect(render(owed)).toContain(">EOTE.Combat.Card.ApplyCritical</button>");
    // A player who may not act on the target gets no button and no price.
    expect(buildAttackCard(roll(2, 3), flag(), [target({ canAct: false, record: through })]).targets[0]!.critPays).toBeNull();
  });

  it("a target row with nothing under its name says why", () => {
    const why = (targets: TargetInput[], r = roll(2, 3)) => buildAttackCard(r, flag(), targets).targets.map((t) => t.emptyKey);
    expect(why([target()])).toEqual([null]); // an Apply button
    expect(why([target({ canAct: false })])).toEqual(["EOTE.Combat.Card.NotYours"]);
    // One hit (no Auto-fire): once the first target took it, the second has nothing left.
    const hit = { ...emptyRecord(), hits: 1, last: { dealt: 3, soak: 8, minionsDefeated: 0, incapacitated: false } };
    expect(why([target({ record: hit }), target({ uuid: "Actor.u" })])).toEqual([null, "EOTE.Combat.Card.NoHitLeft"]);
    // Something applied, seen by a player who may not act: the row is not empty.
    expect(why([target({ canAct: false, record: hit })])).toEqual([null]);
    const html = render(buildAttackCard(roll(2, 3), flag(), [target({ record: hit }), target({ uuid: "Actor.u", canAct: false })]));
    expect(html).toContain(shownKey("EOTE.Combat.Card.Soaked.other", { count: "3", soak: "8" }));
    expect(html).toContain('<span class="eote-attack__why">EOTE.Combat.Card.NotYours</span>');
  });

  it("a short list of spend options starts open, a long one collapsed", () => {
    const result = resolveFromFlag(roll(2, 3), flag());
    expect(result.positive.length).toBeGreaterThan(OPEN_OPTIONS + 1);
    const few = optionList(result.positive.slice(0, OPEN_OPTIONS));
    expect(few.open).toBe(true);
    expect(optionList(result.positive.slice(0, OPEN_OPTIONS + 1)).open).toBe(false);
  });

  it("Brawl and Melee weapons add Brawn to their damage (Brawn + N)", () => {
    const ctx = buildAttackCard(roll(1, 0), flag({ weapon: { skill: "melee", damage: 2, addBrawn: true, crit: 2, qualities: [] }, brawn: 3 }), []);
    expect(ctx.damage).toBe(3 + 2 + 1);
    expect(render(ctx)).toContain(">EOTE.Combat.Card.NoTargets<");
  });

  it("a miss deals nothing, offers no crit, lists threat and despair options", () => {
    const ctx = buildAttackCard(roll(-1, -2, 0, 1), flag(), [target()]);
    expect(ctx).toMatchObject({ hit: false, damage: 0, critical: null });
    expect(ctx.targets[0]).toMatchObject({ canApply: false, canCrit: false, maxHits: 0 });
    const ids = ctx.negative.options.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining(["sufferStrain", "opponentManeuver", "outOfAmmo"]));
    const html = render(ctx);
    expect(html).not.toContain("eote-attack__damage");
    expect(html).toContain(`aria-label="${shownKey("EOTE.Count.despair.one", { count: "1" })}"`);
    // The target's row says why it has nothing under its name.
    expect(html).toContain('<span class="eote-attack__why">EOTE.Combat.Card.Missed</span>');
    expect(html).not.toContain("eoteApplyDamage");
  });

  it("Auto-fire: each 2 advantage buys one more hit, and the card lets that many hits be applied", () => {
    const weapon = { skill: "rangedHeavy" as const, damage: 9, addBrawn: false, crit: 3, qualities: [{ key: "autoFire", rating: null }] };
    const ctx = buildAttackCard(roll(1, 4), flag({ weapon, autoFire: true }), [target()]);
    expect(ctx.qualities).toEqual([{
      key: "autoFire", labelKey: "EOTE.Quality.autoFire", rating: 1, cost: 2, times: 2, repeat: true, spent: false, status: null, targets: [],
    }]);
    expect(ctx.targets[0]!.maxHits).toBe(3);
    expect(render(ctx)).toContain(`${shownKey("EOTE.Combat.Card.Trigger", { cost: 2, quality: "EOTE.Quality.autoFire" })} ${shownKey("EOTE.Combat.Card.Times", { times: 2 })}`);
    // Fired without Auto-fire, the quality cannot be triggered.
    expect(buildAttackCard(roll(1, 4), flag({ weapon }), []).qualities).toEqual([]);
  });

  it("what was applied shows on the target row, with the buttons that are still allowed", () => {
    const record = { ...emptyRecord(), previous: { wounds: 0, strain: 0 }, hits: 1, last: { dealt: 8, soak: 3, minionsDefeated: 0, incapacitated: false } };
    const ctx = buildAttackCard(roll(2, 0), flag(), [target({ record })]);
    expect(ctx.targets[0]).toMatchObject({ hits: 1, maxHits: 1, canApply: false, canCrit: false, canUndo: true });
    const html = render(ctx);
    expect(html).toContain(shownKey("EOTE.Combat.Card.Soaked.other", { count: "8", soak: "3" }));
    expect(html).toContain('data-action="eoteUndo"');
    expect(html).not.toContain("eoteApplyDamage");
  });

  it("passing the wound threshold owes one critical injury even when the roll bought none", () => {
    const record = { ...emptyRecord(), hits: 1, thresholdCritical: true };
    const result = { critical: { cost: 3, times: 0 } };
    expect(critsAllowed(result, record)).toBe(1);
    expect(critsAllowed(result, { ...record, thresholdCritical: false })).toBe(0);
    const ctx = buildAttackCard(roll(2, 0), flag(), [target({ record })]);
    expect(ctx.targets[0]!.canCrit).toBe(true);
    expect(render(ctx)).toContain(">EOTE.Combat.Card.ThresholdCritical<");
  });

  it("no buttons for a viewer who is neither GM nor owner", () => {
    const html = render(buildAttackCard(roll(2, 3), flag(), [target({ canAct: false })]));
    expect(html).toContain("Trooper");
    expect(html).not.toContain("<button");
  });

  it("hitsAllowed counts Linked activations up to the rating", () => {
    expect(hitsAllowed({ hit: true, qualities: [{ key: "linked", rating: 1, cost: 2, times: 1 }] })).toBe(2);
    expect(hitsAllowed({ hit: false, qualities: [] })).toBe(0);
  });

  it("a triggered status quality offers Apply per target the viewer may act on; applied ones say so", () => {
    const weapon = {
      skill: "melee" as const, damage: 2, addBrawn: true, crit: 4,
      qualities: [{ key: "disorient" as const, rating: 3 }, { key: "knockdown" as const, rating: null }, { key: "pierce" as const, rating: 1 }],
    };
    const disoriented = { ...emptyRecord(), effects: [{ id: "e1", status: "disoriented", source: "disorient", rounds: 3 }] };
    const targets = [
      target(), target({ uuid: "Actor.u", name: "Guard", record: disoriented }), target({ uuid: "Actor.v", name: "Boss", canAct: false }),
    ];
    // 4 advantage: Guard's Disorient took 2; the 2 left still pay for Disorient (2) or Knockdown (2 against silhouette 1).
    const ctx = buildAttackCard(roll(1, 4), flag({ weapon, targetUuids: ["Actor.t", "Actor.u", "Actor.v"] }), targets);
    const [disorient, knockdown] = ctx.qualities;
    expect(disorient).toMatchObject({ key: "disorient", status: { labelKey: "EOTE.Combat.Status.disoriented", rounds: 3 } });
    expect(disorient!.targets).toEqual([
      { uuid: "Actor.t", name: "Trooper", applied: false, canApply: true },
      { uuid: "Actor.u", name: "Guard", applied: true, canApply: false },
      { uuid: "Actor.v", name: "Boss", applied: false, canApply: false },
    ]);
    expect(knockdown).toMatchObject({ key: "knockdown", status: { labelKey: "EOTE.Combat.Status.prone", rounds: null } });
    const html = render(ctx);
    expect(html).toContain(shownKey("EOTE.Combat.Card.StatusRounds", { rounds: keyWithData("EOTE.Count.round.other", { count: "3" }), status: "EOTE.Combat.Status.disoriented" }));
    expect(html).toContain(shownKey("EOTE.Combat.Card.StatusUntilStand", { status: "EOTE.Combat.Status.prone" }));
    expect(html).toContain(`data-action="eoteApplyStatus" data-quality="disorient" data-target-uuid="Actor.t">${shownKey("EOTE.Combat.Card.ApplyStatus", { name: "Trooper" })}</button>`);
    expect(html).not.toContain('data-quality="disorient" data-target-uuid="Actor.u"');
    expect(html).toContain(shownKey("EOTE.Combat.Card.StatusApplied", { name: "Guard" }));
    expect(html).not.toContain('data-target-uuid="Actor.v">Apply');
    // Pierce has no status: no Apply button in its row (it is passive, so not listed at all).
    expect(ctx.qualities.map((q) => q.key)).toEqual(["disorient", "knockdown"]);
  });

  it("a status quality the roll cannot afford is not offered; nor is any on a miss", () => {
    const weapon = { skill: "melee" as const, damage: 2, addBrawn: true, crit: 4, qualities: [{ key: "concussive" as const, rating: 2 }] };
    expect(buildAttackCard(roll(1, 1), flag({ weapon }), [target()]).qualities).toEqual([]);
    expect(buildAttackCard(roll(1, 2), flag({ weapon }), [target()]).qualities[0]!.targets[0]!.canApply).toBe(true);
    expect(buildAttackCard({ netSuccess: 0, netAdvantage: 4, triumph: 0, despair: 0, succeeded: false }, flag({ weapon }), [target()]).qualities)
      .toEqual([]);
  });
});

describe("the card at a glance", () => {
  it("the targets come right after the damage badge, before the qualities and the spending lists; Posted by comes last", () => {
    const html = template({ ...buildAttackCard(roll(2, 3), flag(), [target()]), messageId: "m1", authorName: "Kira's player" });
    const at = (cls: string) => html.indexOf(cls);
    expect(at("eote-attack__damage")).toBeGreaterThan(-1);
    expect(at("eote-attack__targets")).toBeGreaterThan(at("eote-attack__damage"));
    expect(at("eote-attack__options")).toBeGreaterThan(at("eote-attack__targets"));
    expect(at("eote-card__author")).toBeGreaterThan(at("eote-attack__options"));
  });

  it("rows the rest of the roll cannot pay for wait behind show all, counted", () => {
    // 4 advantage, 3 of them spent on the crit bought for this target: 1 left.
    const crit = { ...emptyRecord(), hits: 1, penetrated: true, crits: [{ itemId: null, name: "Winded", total: 84, severity: 2 }] };
    const ctx = buildAttackCard(roll(1, 4), flag(), [target({ record: crit })]);
    expect(ctx.budget).toEqual({ advantage: 1, triumph: 0 });
    const shown = ctx.positive.options.filter((o) => o.affordable);
    const hidden = ctx.positive.options.filter((o) => !o.affordable);
    // The 1-advantage rows are shown; the dearer ones (a triumph would pay, but there is none) wait.
    expect(shown.length).toBeGreaterThan(0);
    expect(hidden.length).toBeGreaterThan(0);
    expect(shown.every((o) => o.chips.some((c) => c.symbol === "advantage" && c.count <= 1))).toBe(true);
    expect(ctx.positive.hidden).toBe(hidden.length);
    const html = render(ctx);
    const more = html.slice(html.indexOf('<details class="eote-attack__more">'));
    expect(more).toContain(`<summary>${shownKey("EOTE.Combat.Glance.ShowAll", { count: hidden.length })}</summary>`);
    for (const o of hidden) expect(more).toContain(`<li data-option="${o.id}">`);
    for (const o of shown) expect(more).not.toContain(`<li data-option="${o.id}">`);
  });

  it("what the GM asks next: the wounds now against the threshold (a minion group's is the group's), only for who may act", () => {
    const hit = { ...emptyRecord(), hits: 1, last: { dealt: 5, soak: 3, minionsDefeated: 0, incapacitated: false } };
    const wounds = { kind: "rival" as const, wounds: { value: 9, threshold: 12 } };
    const mine = buildAttackCard(roll(2, 0), flag(), [target({ record: hit, wounds })]).targets[0]!;
    expect(mine.track).toEqual({ value: 9, threshold: 12 });
    expect(render(buildAttackCard(roll(2, 0), flag(), [target({ record: hit, wounds })]))).toContain(`>${shownKey("EOTE.Combat.Glance.Wounds", { threshold: 12, value: 9 })}</span>`);
    const group = { kind: "minion" as const, wounds: { value: 7, threshold: 5 }, groupSize: 3 };
    expect(buildAttackCard(roll(2, 0), flag(), [target({ record: hit, wounds: group })]).targets[0]!.track).toEqual({ value: 7, threshold: 15 });
    expect(buildAttackCard(roll(2, 0), flag(), [target({ record: hit, wounds, canAct: false })]).targets[0]!.track).toBeNull();
    // Before any hit there is nothing to report.
    expect(buildAttackCard(roll(2, 0), flag(), [target({ wounds })]).targets[0]!.track).toBeNull();
  });

  it("a critical's effect line is plain, bounded text from the table, escaped when drawn", () => {
    expect(critEffectLine("<p>Cannot voluntarily suffer strain for the encounter.</p>")).toBe("Cannot voluntarily suffer strain for the encounter.");
    expect(critEffectLine("<p>Tom &amp; Jerry&nbsp;<b>run</b></p>")).toBe("Tom & Jerry run");
    expect(critEffectLine(`<p>${"x".repeat(2000)}</p>`).length).toBe(MAX_CRIT_EFFECT_CHARS);
    expect(critEffectLine(42)).toBe("");
    const record = { ...emptyRecord(), hits: 1, crits: [{ itemId: null, name: "Winded", total: 84, severity: 2 }] };
    const html = render(buildAttackCard(roll(2, 0), flag(), [target({ record, critEffects: { 84: { severity: 2, effect: critEffectLine("<p>a &lt;script&gt; b</p>") } } })]));
    expect(html).toContain('<span class="eote-attack__effect">a &lt;script&gt; b</span>');
  });
});
