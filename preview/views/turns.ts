/**
 * The combat tracker's slot and turn section (templates/partials/combat-turns.hbs) from the pure view model
 * (module/features/turns/model.ts): an open PC slot, a turn under way, an encumbered turn with a strain
 * maneuver bought, and the initiative check choices before the roll.
 */
import { turnsView, type TurnsInput } from "../../module/features/turns/model.ts";
import { turnAllowance } from "../../module/rules/combat/turn.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";

export const TURNS_TEMPLATE = "templates/partials/combat-turns.hbs";

const slots = (filled: (string | null)[]): TurnsInput["slots"] =>
  (["pc", "npc", "pc", "npc"] as const).map((side, i) => ({ side, filledBy: filled[i] ?? null, passed: false }));

const base = { firstRound: false, triumph: 0, despair: 0, encumbered: false, restrictions: [] as const };

const SPECS: readonly { id: string; title: string; input: TurnsInput }[] = [
  {
    id: "open-slot", title: "Slots: a PC slot to fill (player)",
    input: {
      round: 1, slots: slots([]), current: 0, acting: null, choices: [],
      eligible: [{ id: "kira", name: "Kira", canClaim: true }, { id: "oskar", name: "Oskar", canClaim: false }],
    },
  },
  {
    id: "turn", title: "Turn: Kira, free maneuver spent, triumph on initiative",
    input: {
      round: 1, slots: slots(["Kira"]), current: 0, eligible: [], choices: [],
      acting: {
        id: "kira", name: "Kira", canSpend: true, canEnd: true, state: { action: false, maneuvers: ["free"] },
        allowance: turnAllowance({ ...base, firstRound: true, triumph: 1 }), track: { value: 3, threshold: 12, asWounds: false },
        encumbered: false, triumph: 1, despair: 0, firstRound: true,
      },
    },
  },
  {
    id: "turn-limits", title: "Turn: an encumbered, staggered rival, a maneuver paid in wounds",
    input: {
      round: 2, slots: [...slots(["Kira", "Thug"]).slice(0, 2), { side: "pc", filledBy: null, passed: true }, { side: "npc", filledBy: null, passed: false }],
      current: 1, eligible: [], choices: [],
      acting: {
        id: "thug", name: "Thug", canSpend: true, canEnd: true, state: { action: false, maneuvers: ["strain"] },
        allowance: turnAllowance({ ...base, encumbered: true, restrictions: ["noActions"] }), track: { value: 2, threshold: 12, asWounds: true },
        encumbered: true, triumph: 0, despair: 0, firstRound: false,
      },
    },
  },
  {
    id: "choices", title: "Initiative checks before the roll (player)",
    input: {
      round: 0, slots: [], current: null, eligible: [], acting: null,
      choices: [
        { id: "kira", name: "Kira", skill: "cool", canChoose: true },
        { id: "thug", name: "Thug", skill: "vigilance", canChoose: false },
      ],
    },
  },
];

export function turnViews(kit: Kit, group = "Combat tracker"): View[] {
  return SPECS.map((spec) => ({
    id: `turns-${spec.id}`, title: spec.title, group, frame: "dialog" as const, classes: "eote combat-sidebar",
    html: kit.engine.render(TURNS_TEMPLATE, turnsView(spec.input)),
    // The combat sidebar is the screen's height: tall enough for the whole panel (heading, legend, chips, buttons, notes).
    size: { width: 300, height: 420 },
  }));
}
