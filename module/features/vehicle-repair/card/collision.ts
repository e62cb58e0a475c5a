/**
 * Collisions from a Piloting check's despair in Foundry (rules module/rules/vehicles/collision.ts, card model
 * ../collision-model.ts). A pilot's station check (flags.eote.check.crewStation, posted by crewCheck) with
 * despair gets a GM-only section: one button per defence zone rolls the collision's critical hit (d100
 * through Foundry, +10 per critical hit the ship has, minus the zone's defence ×10 or ×5), creates the
 * row's item on the vehicle or says the defence absorbed it, and posts the d100 to those who saw the
 * check. Undo deletes exactly the item it created. The card acts only when its author is a GM or owns
 * the pilot it names (module/chat/trust.ts), and only on a vehicle that pilot flies or its author owns
 * (module/foundry/crew.ts crewCardRefusal): the flags are the author's to edit. Judged at every render and click.
 */
import { registerCard } from "../../../chat/register.ts";
import { checkFlagOf, cardRecordOf, cardStanding, mayAct, mountSection } from "../../../chat/section.ts";
import { COLLISION_LOG } from "../flags.ts";
import { SYSTEM_PATH } from "../../../system/config.ts";
import { collisionCritical, type CollisionKind } from "../../../rules/vehicles/collision.ts";
import type { VehicleDerived } from "../../../rules/character/derived-types.ts";
import { FIRING_ARCS, type FiringArc, type VehicleData } from "../../../rules/types.ts";
import { effectiveDefence } from "../../../rules/vehicles/vehicle.ts";
import { severityLabel } from "../../../rules/combat/critical.ts";
import { outcomeOf } from "../../../chat/roll-outcome.ts";
import { format, localize } from "../../../foundry/localize.ts";
import { actorFromUuid, actorFromUuidSync, actorView, escapeText, updatePaths } from "../../../foundry/documents.ts";
import { postFollowUpRoll } from "../../../chat/follow-up.ts";
import { speakerFor, tokenName } from "../../../chat/token-name.ts";
import { existingCriticals } from "../../../foundry/inputs.ts";
import { api as criticalApi } from "../../critical/index.ts";
import type { CriticalHitData } from "../../../rules/types.ts";
import { undoContext } from "../../../chat/ledger.ts";
import { eoteFlagsOf } from "../../../chat/section.ts";
import { trackPaths, undoChange, undoPaths } from "../../../chat/track-change.ts";
import { removeEffects } from "../../../foundry/effects.ts";
import { crewCardRefusal, mayActAboard } from "../../../foundry/crew.ts";
import { cardButton, type Click } from "../../../chat/button.ts";
import { buildCollisionCard, readCollisionRecord, readStationFlag, type CollisionRecord } from "../collision-model.ts";

export function registerCollisionCard(): void {
  // The collision section is the GM's: a player's client never draws it.
  registerCard(
    (message) => checkFlagOf(message, "crewStation") !== undefined && game.user?.isGM === true,
    renderCollision, COLLISION_LOG,
  );
}

export const COLLISION_TEMPLATE = `${SYSTEM_PATH}/templates/chat/collision.hbs`;

type Message = ChatMessage.Implementation;

function recordOf(actor: Actor.Implementation | null, messageId: string): CollisionRecord | null {
  return readCollisionRecord(cardRecordOf(actor, COLLISION_LOG, messageId));
}

function zonesOf(actor: Actor.Implementation): FiringArc[] {
  return (actorView(actor).derived as Partial<VehicleDerived>).defenceZones ?? ["fore", "aft"];
}

export async function collisionSection(message: Message): Promise<string | null> {
  const flag = readStationFlag(checkFlagOf(message, "crewStation"));
  const outcome = outcomeOf(message);
  if (!flag || !outcome || !message.isContentVisible || game.user?.isGM !== true) return null;
  const vehicle = actorFromUuidSync(flag.vehicleUuid);
  if (!vehicle || actorView(vehicle).type !== "vehicle") return null;
  const id = message.id ?? "";
  const record = recordOf(vehicle, id);
  const card = buildCollisionCard(outcome, flag.station, zonesOf(vehicle), record, true);
  if (!card) return null;
  const refusal = cardStanding(message, actorFromUuidSync(flag.actorUuid)).refusal ?? crewCardRefusal(message, vehicle, flag.actorUuid, flag.station);
  return foundry.applications.handlebars.renderTemplate(COLLISION_TEMPLATE, {
    ...card, messageId: id, refusal, canApply: card.canApply && !refusal, kindKey: `EOTE.Combat.Repair.Collision.${card.kind}`,
    // The template escapes it.
    vehicleName: tokenName(vehicle),
  });
}

export async function renderCollision(message: Message, html: HTMLElement): Promise<void> {
  const section = await collisionSection(message);
  if (section === null) return;
  mountSection(html, ".eote-collision", section, (button) => runCollisionAction(message, button.dataset.action ?? "", button.dataset.zone ?? ""));
}

type CollisionClick = Click & { zone: string };

/** Apply (a zone) or Undo, for the GM only, after checking the flag and the card's trust (not for Undo). */
const collisionButton = cardButton<CollisionClick>({
  who: { gm: "EOTE.Combat.Repair.Collision.GmOnly" },
  // The GM is asked first; the flags are read after (a player learns nothing of the card).
  act: async ({ message, click: { action, zone } }) => {
    const flag = readStationFlag(checkFlagOf(message, "crewStation"));
    const outcome = outcomeOf(message);
    if (!flag || !outcome) return;
    const vehicle = await actorFromUuid(flag.vehicleUuid);
    if (!vehicle || actorView(vehicle).type !== "vehicle") return;
    const id = message.id ?? "";
    const record = recordOf(vehicle, id);
    const card = buildCollisionCard(outcome, flag.station, zonesOf(vehicle), record, true);
    if (!card) return;
    if (action === "eoteCollisionUndo" && record) {
      if (record.itemId && vehicle.items.has(record.itemId)) await vehicle.deleteEmbeddedDocuments("Item", [record.itemId]);
      await removeEffects(vehicle, record.effects ?? []);
      await criticalApi.undoCrewOnHit(vehicle, id);
      // The hit's system strain, taken off the track as it is now (module/chat/track-change.ts).
      const now = undoContext(actorView(vehicle), eoteFlagsOf(vehicle), `flags.eote.${COLLISION_LOG}.${id}`);
      const tracks = record.change ? undoPaths(trackPaths("vehicle"), now.tracks, undoChange(now.tracks, record.change, now.caps, now.ledger)) : {};
      await updatePaths(vehicle, { ...tracks, [`flags.eote.${COLLISION_LOG}.-=${id}`]: null });
      return;
    }
    if (action !== "eoteCollision" || !card.canApply || !mayAct(cardStanding(message, actorFromUuidSync(flag.actorUuid)))) return;
    if (!mayActAboard(message, vehicle, flag.actorUuid, flag.station)) return;
    if (!card.zones.some((z) => z.zone === zone) || !(FIRING_ARCS as readonly string[]).includes(zone)) return;
    await applyCollision(vehicle, card.kind, zone as FiringArc, id);
  },
});

export function runCollisionAction(message: Message, action: string, zone: string): Promise<void> {
  return collisionButton(message, { action, zone });
}

/** Rolls the collision's critical hit on `vehicle` against `zone`'s defence, records it, creates it, posts the d100. */
async function applyCollision(vehicle: Actor.Implementation, kind: CollisionKind, zone: FiringArc, messageId: string): Promise<void> {
  const view = actorView(vehicle);
  const system = view.system as VehicleData;
  const derived = view.derived as VehicleDerived;
  const defence = effectiveDefence(system.defence[zone], derived.damage);
  const rows = await criticalApi.criticalRows("hit");
  const roll = new foundry.dice.Roll("1d100");
  await roll.evaluate();
  const result = collisionCritical(rows, roll.total ?? 1, existingCriticals(view), kind, defence);
  const names = { vehicle: escapeText(tokenName(vehicle)), zone: localize(`EOTE.Sheet.Arc.${zone}`), total: result.total };
  if (result.cancelled || !result.row) {
    await updatePaths(vehicle, { [`flags.eote.${COLLISION_LOG}.${messageId}`]: { zone, total: result.total, itemId: null, name: "" } });
    await postFollowUpRoll(roll, { speaker: speakerFor(vehicle), flavor: format("EOTE.Combat.Repair.Collision.Absorbed", names) }, messageId);
    return;
  }
  const row = result.row;
  const itemId = foundry.utils.randomID();
  // The record first, naming the item by the id it is created with: Undo never misses it.
  await updatePaths(vehicle, { [`flags.eote.${COLLISION_LOG}.${messageId}`]: { zone, total: result.total, itemId, name: row.item.name ?? "" } });
  // The hit keeps the zone the collision struck, where a shield row lands (module/rules/vehicles/critical-hits.ts).
  await criticalApi.createCritical(vehicle, { row }, itemId, { zone });
  await applyHitOnce(vehicle, row.item as unknown as { name: string | null; system: CriticalHitData }, messageId);
  await postFollowUpRoll(roll, {
    speaker: speakerFor(vehicle),
    flavor: format("EOTE.Combat.Card.CriticalAnnounce", {
      actor: names.vehicle, total: result.total, name: escapeText(row.item.name ?? ""), severity: localize(severityLabel(row.severity)),
    }),
  }, messageId);
}

/**
 * The collision's hit acts once (module/features/critical/actions/vehicle-hit.ts criticalApi.planVehicleHitOnce): its crew's part,
 * then its system strain and short-term effect, named on the collision's record in the same update as the strain.
 */
async function applyHitOnce(vehicle: Actor.Implementation, item: { name: string | null; system: CriticalHitData }, messageId: string): Promise<void> {
  const plan = criticalApi.planVehicleHitOnce(vehicle, item.system, item.name ?? "", messageId);
  if (!plan) return;
  const crew = await criticalApi.applyCrewOnHit(vehicle, plan.key, messageId);
  if (crew.skipped.length > 0) ui.notifications?.warn(format("EOTE.VehicleCrit.Crew.Skipped", { names: crew.skipped.join(", ") }));
  if (plan.strain === 0 && !plan.effect) return;
  const path = `flags.eote.${COLLISION_LOG}.${messageId}`;
  const record = readCollisionRecord(cardRecordOf(vehicle, COLLISION_LOG, messageId));
  if (!record) return;
  const next = { ...record, change: { wounds: record.change?.wounds ?? 0, strain: (record.change?.strain ?? 0) + plan.strain }, effects: [...record.effects ?? [], ...plan.effect ? [plan.effect.id] : []] };
  await updatePaths(vehicle, { ...plan.update, [path]: next });
  if (plan.effect) await vehicle.createEmbeddedDocuments("ActiveEffect", [{ ...plan.effect.data, _id: plan.effect.id } as never], { keepId: true });
}
