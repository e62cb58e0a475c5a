/**
 * The starship action card's Apply part (seed 002 STARSHIP ACTIONS; module/rules/vehicles/starship-action-effects.ts):
 * a Boost Shields check with two advantage as the GM sees it, a button per defence zone; a Slice Enemy's
 * Systems card once applied, naming its target, with Undo; a Co-pilot card with its one Apply (the pilot's
 * next Piloting check); a Spoof Missiles card applied; a Full Throttle card (the pilot's talent) with its Apply.
 * Pure builders and the real templates.
 */
import { actionCardContext, applyContext, type RolledOutcome } from "../../module/features/crew/action-model.ts";
import { parsePool } from "../../module/dice/index.ts";
import { buildCardContext } from "../../module/roll/card-model.ts";
import type { StarshipActionId } from "../../module/rules/vehicles/starship-actions.ts";
import { needsTarget, zoneChoice, type AppliedActionId } from "../../module/rules/vehicles/starship-action-effects.ts";
import type { FiringArc } from "../../module/rules/types.ts";
import { chatMessage } from "../frame.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";
import { renderCard, rollWanted } from "./cards.ts";

const ACTION_TEMPLATE = "templates/chat/starship-action.hbs";

function actionCard(kit: Kit, id: AppliedActionId & StarshipActionId, title: string, outcome: RolledOutcome, applied: boolean, zones: FiringArc[], pool: string, dice: Parameters<typeof renderCard>[2],
  weapons: { id: string; name: string }[] = [], speaker = "Tekka"): string {
  const apply = applyContext(id, outcome, { zones: zoneChoice(id) ? zones : [], targetFound: true, applied, canAct: true, refusal: null, authorName: "Tekka’s player", targetName: needsTarget(id) ? "Bandit Interceptor" : null, weapons }, needsTarget(id));
  const section = kit.engine.render(ACTION_TEMPLATE, actionCardContext(id, outcome, apply));
  const card = renderCard(kit, { title, pool }, dice);
  const at = card.lastIndexOf("</div>");
  return chatMessage(speaker, card.slice(0, at) + section + card.slice(at));
}

export function starshipActionViews(kit: Kit): View[] {
  const boostPool = "2a1p3i";
  const boostDice = rollWanted(parsePool(boostPool), (o) => o.succeeded && o.netAdvantage >= 2 && o.triumph === 0);
  const boost = buildCardContext({ dice: boostDice }).outcome;
  const slicePool = "2a1p3i";
  const sliceDice = rollWanted(parsePool(slicePool), (o) => o.succeeded && o.netAdvantage >= 2 && o.triumph === 0);
  const slice = buildCardContext({ dice: sliceDice }).outcome;
  const triumphPool = "2a2p3i";
  const triumphDice = rollWanted(parsePool(triumphPool), (o) => o.succeeded && o.triumph >= 1);
  const triumph = buildCardContext({ dice: triumphDice }).outcome;
  const copilotPool = "2a1p2i";
  const copilotDice = rollWanted(parsePool(copilotPool), (o) => o.succeeded && o.netSuccess >= 2 && o.triumph === 0);
  const copilot = buildCardContext({ dice: copilotDice }).outcome;
  const spoofPool = "2a1p2i";
  const spoofDice = rollWanted(parsePool(spoofPool), (o) => o.succeeded && o.netAdvantage >= 2 && o.triumph === 0);
  const spoof = buildCardContext({ dice: spoofDice }).outcome;
  const throttlePool = "3a1p3i";
  const throttleDice = rollWanted(parsePool(throttlePool), (o) => o.succeeded && o.triumph === 0);
  const throttle = buildCardContext({ dice: throttleDice }).outcome;
  return [
    {
      id: "chat-starship-action-full-throttle", title: "Starship action: Full Throttle (the pilot's talent), one Apply raising the top speed", group: "Chat cards", frame: "chat",
      html: actionCard(kit, "fullThrottle", "Wayward Star: Full Throttle (Kira)", throttle, false, [], throttlePool, throttleDice, [], "Kira"),
    },
    {
      id: "chat-starship-action-copilot", title: "Starship action: Co-pilot, one Apply for the pilot's next Piloting check", group: "Chat cards", frame: "chat",
      html: actionCard(kit, "copilot", "Wayward Star: Co-pilot (Tekka)", copilot, false, [], copilotPool, copilotDice),
    },
    {
      id: "chat-starship-action-spoof-applied", title: "Starship action: Spoof Missiles applied, with Undo", group: "Chat cards", frame: "chat",
      html: actionCard(kit, "spoofMissiles", "Wayward Star: Spoof Missiles (Tekka)", spoof, true, [], spoofPool, spoofDice),
    },
    {
      id: "chat-starship-action-apply", title: "Starship action: Boost Shields, a button per defence zone", group: "Chat cards", frame: "chat",
      // The Wayward Star is silhouette 4: two defence zones (the card offers the vehicle's own, zonesOf).
      html: actionCard(kit, "boostShields", "Wayward Star: Boost Shields (Tekka)", boost, false, ["fore", "aft"], boostPool, boostDice),
    },
    {
      id: "chat-starship-action-applied", title: "Starship action: Slice Enemy's Systems applied, with Undo", group: "Chat cards", frame: "chat",
      html: actionCard(kit, "sliceSystems", "Wayward Star: Slice Enemy’s Systems (Tekka)", slice, true, ["fore", "aft"], slicePool, sliceDice),
    },
    {
      id: "chat-starship-action-slice-weapon", title: "Starship action: Slice Enemy's Systems with a triumph, the weapon to disable", group: "Chat cards", frame: "chat",
      html: actionCard(kit, "sliceSystems", "Wayward Star: Slice Enemy’s Systems (Tekka)", triumph, false, ["fore", "aft"], triumphPool, triumphDice,
        [{ id: "w1", name: "Twin laser cannon" }, { id: "w2", name: "Concussion missile launcher" }]),
    },
  ];
}
