/**
 * The damage control card (combat area): a seeded roll of a Mechanics pool against a vehicle's track,
 * the pure card model over the vehicle and this card's record, rendered with the real template and
 * appended to the narrative card as the renderChatMessageHTML hook does (module/features/vehicle-repair/card.ts).
 * Shows a success with Repair on system strain, and hull trauma already repaired with Undo.
 */
import { buildRepairCard, type VehicleInput } from "../../module/features/vehicle-repair/model.ts";
import { damageRepaired } from "../../module/rules/vehicles/repair.ts";
import { parsePool } from "../../module/dice/index.ts";
import { buildCardContext, type Outcome } from "../../module/roll/card-model.ts";
import { chatMessage } from "../frame.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";
import { renderCard, rollWanted } from "./cards.ts";

export const REPAIR_TEMPLATE = "templates/chat/repair.hbs";

interface RepairSpec {
  id: string;
  label: string;
  pool: string;
  wanted: (o: Outcome) => boolean;
  /** The vehicle as the card sees it for this roll (before or after its Repair). */
  vehicle: (outcome: Outcome) => VehicleInput;
}

const REPAIR: readonly RepairSpec[] = [
  {
    // 8 of 15 system strain: Average (seed 000 DAMAGE CONTROL DIFFICULTY).
    id: "system-strain", label: "Damage control: system strain, Repair", pool: "1p2a2i",
    wanted: (o) => o.succeeded && o.netSuccess >= 2,
    vehicle: () => ({ uuid: "Actor.wayfarer", name: "Wayfarer", canAct: true, track: "systemStrain", value: 8, threshold: 15, record: null }),
  },
  {
    // 23 of 22 hull trauma: Hard; shown after Repair (the track already lowered), with Undo.
    id: "hull-repaired", label: "Damage control: hull trauma repaired (Undo)", pool: "1p2a3i",
    wanted: (o) => o.succeeded,
    vehicle: (o) => {
      const repaired = damageRepaired(o, 23);
      return { uuid: "Actor.wayfarer", name: "Wayfarer", canAct: true, track: "hullTrauma", value: 23 - repaired, threshold: 22, record: { track: "hullTrauma", repaired, change: { wounds: -repaired, strain: 0 } } };
    },
  },
];

/** The narrative card with the damage control section inside it, in a chat message. */
function renderRepair(kit: Kit, spec: RepairSpec): string {
  const dice = rollWanted(parsePool(spec.pool), spec.wanted);
  const outcome = buildCardContext({ dice }).outcome;
  const vehicle = spec.vehicle(outcome);
  const section = kit.engine.render(REPAIR_TEMPLATE, { ...buildRepairCard(outcome, vehicle), messageId: `preview-repair-${spec.id}`, authorName: "Kira's player" });
  const title = kit.i18n.format("EOTE.Combat.Repair.Title", { vehicle: vehicle.name, track: kit.i18n.localize(`EOTE.Combat.Repair.Track.${vehicle.track}`) });
  const card = renderCard(kit, { title, pool: spec.pool }, dice);
  // The hook appends the section at the end of the card's .eote-roll element (its outermost element).
  const at = card.lastIndexOf("</div>");
  return card.slice(0, at) + section + card.slice(at);
}

export function repairViews(kit: Kit): View[] {
  return REPAIR.map((spec) => ({
    id: `chat-repair-${spec.id}`, title: spec.label, group: "Chat cards", frame: "chat", html: chatMessage("Tekka", renderRepair(kit, spec)),
  }));
}
