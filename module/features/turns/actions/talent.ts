/**
 * Using an active talent in the viewed combat (module/rules/combat/talent-use.ts decides): where the actor
 * stands is read once (no combat, someone else's turn, or its own with what is left), then what the rule
 * says is spent through spendTurn, the tracker's own click, with its checks and notices. A maneuver
 * talent takes the free maneuver when one is left; when it is gone the user picks how to pay (2 strain or
 * the action) in a small dialog, since both cost something. Out of combat, and for out-of-turn
 * incidentals off turn, nothing is spent. The GM is refused like the players, as the tracker's buttons
 * refuse the GM: the rule is the table's, whoever clicks (the GM can still show a talent in chat, which
 * does not use it).
 */
import { talentUse, type TalentManeuverWay, type TalentRefusal, type TalentTurn } from "../../../rules/combat/talent-use.ts";
import type { TalentActivation } from "../../../rules/types.ts";
import type { TurnRefusal } from "../../../rules/combat/turn.ts";
import { format, localize } from "../../../foundry/localize.ts";
import { noticeName, warnKey } from "../../../foundry/notify.ts";
import { allowanceOf, spendTurn, strainTrack, turnStateOf } from "../actions.ts";
import { actingCombatant } from "./slots.ts";
import type { CombatantDoc, CombatDoc } from "./combat-view.ts";

/** The refusals the tracker already words (EOTE.Combat.Turn.Refused.*); the others are the talent's own. */
const TURN_REFUSALS: ReadonlySet<string> = new Set<TurnRefusal>([
  "actionUsed", "actionForbidden", "maneuverForbidden", "maneuverLimit", "noFreeManeuver", "strainLimit", "strainBought", "noStrain",
]);

/** The i18n key of a refusal (a talent's own take the talent's name). */
export function talentRefusalKey(reason: TalentRefusal): string {
  return TURN_REFUSALS.has(reason) ? `EOTE.Combat.Turn.Refused.${reason}` : `EOTE.Combat.Turn.Talent.Refused.${reason}`;
}

/** Where the actor stands in the viewed combat, and the combatant that spends for it when acting. */
export function talentTurnOf(actor: Actor.Implementation): { turn: TalentTurn; combat: CombatDoc | null; acting: CombatantDoc | null } {
  const combat = (game.combat ?? null) as unknown as CombatDoc | null;
  const uuid = actor.uuid;
  if (!combat || !(combat.round > 0) || !combat.turns.some((c) => c.actor?.uuid === uuid)) return { turn: { kind: "noCombat" }, combat: null, acting: null };
  const acting = actingCombatant(combat);
  if (!acting || acting.actor?.uuid !== uuid) return { turn: { kind: "offTurn" }, combat, acting: null };
  return {
    turn: { kind: "acting", state: turnStateOf(combat, acting), allowance: allowanceOf(combat, acting), track: strainTrack(acting.actor) },
    combat, acting,
  };
}

const WAY_LABEL: Record<Exclude<TalentManeuverWay, "maneuver">, string> = {
  buyManeuver: "EOTE.Combat.Turn.BuyManeuver",
  actionManeuver: "EOTE.Combat.Turn.ActionManeuver",
};

/** Asks how to pay for the maneuver when the free one is gone; null when the user closes the dialog. */
async function chooseWay(ways: readonly TalentManeuverWay[], name: string, asWounds: boolean): Promise<TalentManeuverWay | null> {
  const label = (way: TalentManeuverWay) => localize(way === "buyManeuver" && asWounds ? "EOTE.Combat.Turn.BuyManeuverWounds" : WAY_LABEL[way as keyof typeof WAY_LABEL]);
  const chosen: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: localize("EOTE.Combat.Turn.Talent.Choose.Title") },
    // Our own words and the talent's name, escaped (an item's name is its owner's to write).
    content: `<p>${format("EOTE.Combat.Turn.Talent.Choose.Content", { name: noticeName(name) })}</p>`,
    buttons: [
      ...ways.map((way, i) => ({ action: way, label: label(way), default: i === 0 })),
      { action: "cancel", label: localize("EOTE.Combat.Turn.Talent.Choose.Cancel") },
    ],
    rejectClose: false,
  } as unknown as Parameters<typeof foundry.applications.api.DialogV2.wait>[0]);
  return ways.includes(chosen as TalentManeuverWay) ? (chosen as TalentManeuverWay) : null;
}

/** What using the talent took, for its chat card: the i18n key of a line saying so, or null when nothing worth saying. */
export interface TalentUsed {
  noteKey: string | null;
}

/** The card's line for what the use took, by what was spent (each key whole, so the lang test checks it). */
const USED = {
  outOfTurn: "EOTE.Combat.Turn.Talent.Used.outOfTurn",
  action: "EOTE.Combat.Turn.Talent.Used.action",
  maneuver: "EOTE.Combat.Turn.Talent.Used.maneuver",
  buyManeuver: "EOTE.Combat.Turn.Talent.Used.buyManeuver",
  buyManeuverWounds: "EOTE.Combat.Turn.Talent.Used.buyManeuverWounds",
  actionManeuver: "EOTE.Combat.Turn.Talent.Used.actionManeuver",
} as const;

/**
 * Spends what using the talent costs in the viewed combat, or refuses with a notice (null): the caller then
 * does not use it. Outside combat an active talent always goes ahead, with nothing spent.
 */
export async function spendForTalent(actor: Actor.Implementation, activation: TalentActivation, name: string): Promise<TalentUsed | null> {
  const { turn, combat, acting } = talentTurnOf(actor);
  const use = talentUse(activation, turn);
  if (!use.ok) {
    warnKey(talentRefusalKey(use.reason), TURN_REFUSALS.has(use.reason) ? undefined : { name: noticeName(name) });
    return null;
  }
  if (use.spend === "none") return { noteKey: turn.kind === "offTurn" ? USED.outOfTurn : null };
  if (!combat || !acting) return null;
  const id = acting.id ?? "";
  if (use.spend === "action") return (await spendTurn(combat, id, "action")) ? { noteKey: USED.action } : null;
  const asWounds = turn.kind === "acting" && turn.track?.asWounds === true;
  const way = use.ways[0] === "maneuver" ? "maneuver" : await chooseWay(use.ways, name, asWounds);
  // spendTurn reads the turn again before it writes: the dialog may have stayed open while the combat moved on.
  if (!way || !(await spendTurn(combat, id, way))) return null;
  return { noteKey: USED[way === "buyManeuver" && asWounds ? "buyManeuverWounds" : way] };
}
