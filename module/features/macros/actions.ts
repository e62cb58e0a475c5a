/**
 * Hotbar macros in Foundry: v13's `hotbarDrop(hotbar, data, slot)` hook makes (or finds again) a script
 * Macro whose command is ./model.ts macroCommand, and assigns it to the slot; the commands call
 * `game.system.api.macros` (MACRO_API below), which re-checks everything when the macro runs: the uuid's
 * shape, that the document is there, and that the user owns the actor it acts for (a macro can be
 * shared, copied or edited; what it names is only a claim). Globals are only read when called.
 */
import { SYSTEM_ID } from "../../system/config.ts";
import { localize } from "../../foundry/localize.ts";
import { warnKey } from "../../foundry/notify.ts";
import { postRulesText, rulesTextHtml } from "../../chat/rules-text.ts";
import { api as attackApi } from "../attack/index.ts";
import { api as medicineApi } from "../medicine/index.ts";
import { medicinePartiesFor } from "../../foundry/healer.ts";
import { api as forceApi } from "../force/index.ts";
import { api as advancementApi } from "../advancement/index.ts";
import { api as crewApi } from "../crew/index.ts";
import { api as turnsApi, type TurnSpend } from "../turns/index.ts";
import { rollSkillFor } from "../../applications/sheets/skill-roll.ts";
import { isCrewStation } from "../../rules/vehicles/crew.ts";
import type { TalentActivation } from "../../rules/types.ts";
import { isPilotManeuver } from "../../rules/vehicles/starship-maneuvers.ts";
import {
  isActorUuid, isCompendiumItemUuid, isDocumentId, isOwnedItemUuid, isRecoveryAction, isSkillId, itemUse, macroCommand, macroKey, macroRequest,
  type MacroRequest, type RecoveryAction,
} from "./model.ts";

/** The flag a macro made here carries its key in (flags.eote.macro). */
export const MACRO_FLAG = "macro";

type AnyUuid = Parameters<typeof foundry.utils.fromUuid>[0];
const resolve = async (uuid: string) => (await foundry.utils.fromUuid(uuid as AnyUuid)) as unknown;
const resolveSync = (uuid: string) => foundry.utils.fromUuidSync(uuid as AnyUuid) as unknown;

/** A document of this kind (every v13 document names its own: documentName). */
const isItem = (doc: unknown): doc is Item.Implementation => (doc as { documentName?: unknown } | null)?.documentName === "Item";
const isActor = (doc: unknown): doc is Actor.Implementation => (doc as { documentName?: unknown } | null)?.documentName === "Actor";

/** The owned item's actor, when the user owns it; otherwise the notice and null. */
function ownedActor(item: Item.Implementation): Actor.Implementation | null {
  const actor = item.parent as Actor.Implementation | null;
  if (actor?.isOwner) return actor;
  warnKey("EOTE.Macro.Notice.NotOwner");
  return null;
}

/** The actor at this uuid when the user owns it; otherwise the notice (missing, or not owned) and null. */
async function ownedActorAt(uuid: unknown): Promise<Actor.Implementation | null> {
  const actor = isActorUuid(uuid) ? await resolve(uuid) : null;
  if (!isActor(actor)) {
    warnKey("EOTE.Macro.Notice.Missing");
    return null;
  }
  if (!actor.isOwner) {
    warnKey("EOTE.Macro.Notice.NotOwner");
    return null;
  }
  return actor;
}

// ---------- what the macros call (game.system.api.macros) ----------

/**
 * Does what the item's row button does on its actor's sheet: attack with a weapon, use a Force power, use an
 * active talent (in a running combat it spends what its activation costs of the turn, or is refused; then its
 * text is posted). `prompt: false` is the row's shift-click: the attack skips its range and maneuver prompt.
 */
export async function useItem(uuid: unknown, options: { prompt?: boolean } = {}): Promise<boolean> {
  const item = isOwnedItemUuid(uuid) ? await resolve(uuid) : null;
  if (!isItem(item)) {
    warnKey("EOTE.Macro.Notice.Missing");
    return false;
  }
  const actor = ownedActor(item);
  if (!actor) return false;
  const activation = (item.system as { activation?: unknown }).activation;
  const use = itemUse(item.type, activation);
  if (use === "attack") await attackApi.attackWith(actor, item, { prompt: options.prompt !== false });
  else if (use === "forcePower") await forceApi.useForcePower(actor, item);
  else if (use === "talent") {
    // itemUse checked the activation. In a running combat the talent spends what its activation costs of the turn, or is refused (turns feature).
    const used = await turnsApi.spendForTalent(actor, activation as TalentActivation, item.name);
    if (!used) return false;
    // A talent with no text of its own shows the system pack's, as the sheet's Show in chat does.
    const key = (item.system as { key?: unknown }).key;
    const fallback = !(await rulesTextHtml(item, false)) && typeof key === "string" && key ? (await advancementApi.talentTexts([key]))[key] ?? "" : "";
    await postRulesText(actor, item, fallback, used.noteKey);
  } else return false;
  return true;
}

/** The actor a skill macro rolls for: the first controlled token's, or the user's character. */
function actingActor(): Actor.Implementation | null {
  const layer = (globalThis as { canvas?: { tokens?: { controlled?: readonly { actor?: Actor.Implementation | null }[] } | null } | null }).canvas?.tokens;
  return layer?.controlled?.find((t) => t.actor)?.actor ?? (game.user?.character as Actor.Implementation | null | undefined) ?? null;
}

/**
 * Opens the dice pool dialog for the skill's check, for the actor named (a token HUD's), else the selected
 * token's actor or the user's character; the user must own it.
 */
export async function rollSkill(skill: unknown, actorUuid?: unknown): Promise<boolean> {
  if (!isSkillId(skill)) return false;
  if (actorUuid !== undefined && !isActorUuid(actorUuid)) return false;
  const named = actorUuid === undefined ? null : await resolve(actorUuid);
  if (actorUuid !== undefined && !isActor(named)) {
    warnKey("EOTE.Macro.Notice.Missing");
    return false;
  }
  const actor = isActor(named) ? named : actingActor();
  if (!actor) {
    warnKey("EOTE.Macro.Notice.NoActor");
    return false;
  }
  if (!actor.isOwner) {
    warnKey("EOTE.Macro.Notice.NotOwner");
    return false;
  }
  if (await rollSkillFor(actor, skill)) return true;
  warnKey("EOTE.Macro.Notice.NoSkill");
  return false;
}

/** Presses one of the Combat tab's recovery buttons for the actor (which the user must own). */
export async function recover(actorUuid: unknown, action: unknown): Promise<boolean> {
  if (!isRecoveryAction(action)) {
    warnKey("EOTE.Macro.Notice.Missing");
    return false;
  }
  const actor = await ownedActorAt(actorUuid);
  if (!actor) return false;
  const press: Record<RecoveryAction, () => Promise<unknown>> = {
    recoverCool: () => medicineApi.recoverStrain(actor, "cool"),
    recoverDiscipline: () => medicineApi.recoverStrain(actor, "discipline"),
    naturalRest: () => medicineApi.naturalRest(actor),
    useStimpack: () => medicineApi.useStimpack(actor),
    medicine: () => {
      const { healer, patient } = medicinePartiesFor(actor);
      return medicineApi.medicineCheck(healer, patient);
    },
  };
  await press[action as RecoveryAction]();
  return true;
}

/** Shows a compendium item in chat (its name and rules text), for a user who may see its compendium. */
export async function showItem(uuid: unknown): Promise<boolean> {
  const item = isCompendiumItemUuid(uuid) ? await resolve(uuid) : null;
  const pack = isItem(item) && item.pack ? game.packs?.get(item.pack) as { visible?: boolean } | undefined : undefined;
  if (!isItem(item) || pack?.visible !== true) {
    warnKey("EOTE.Macro.Notice.Missing");
    return false;
  }
  await postRulesText(null, item);
  return true;
}

/** Presses one of the vehicle sheet's maneuver buttons (the pilot takes it), for a vehicle the user owns. */
export async function vehicleManeuver(vehicleUuid: unknown, maneuver: unknown): Promise<boolean> {
  if (!isPilotManeuver(maneuver) || maneuver === "angleDeflectors") return false;
  const vehicle = await ownedActorAt(vehicleUuid);
  if (!vehicle || vehicle.type !== "vehicle") return false;
  await crewApi.operableManeuver(vehicle, maneuver);
  return true;
}

/** Presses a crew station's check button on the vehicle sheet (a gunner's by the weapon's id), for a vehicle the user owns. */
export async function crewCheck(vehicleUuid: unknown, station: unknown, weaponId: unknown = ""): Promise<boolean> {
  if (!isCrewStation(station) || !(weaponId === "" || isDocumentId(weaponId))) return false;
  const vehicle = await ownedActorAt(vehicleUuid);
  if (!vehicle || vehicle.type !== "vehicle") return false;
  await crewApi.crewCheck(vehicle, station, weaponId as string);
  return true;
}

/** Presses one of the combat tracker's turn buttons (an action, a maneuver, or "end") for the actor acting now. */
export async function spendTurn(actorUuid: unknown, spend: unknown): Promise<boolean> {
  const known = spend === "end" || (turnsApi.TURN_SPENDS as readonly unknown[]).includes(spend);
  if (!known || !isActorUuid(actorUuid)) return false;
  return turnsApi.spendTurnFor(actorUuid, spend as TurnSpend | "end");
}

export const MACRO_API = { useItem, rollSkill, recover, showItem, vehicleManeuver, crewCheck, spendTurn };

// ---------- making the macro on a drop ----------

/** What the macro shows: its name and image. */
async function labelOf(request: MacroRequest): Promise<{ name: string; img: string } | null> {
  switch (request.kind) {
    case "item":
    case "show": {
      const item = await resolve(request.uuid);
      return isItem(item) ? { name: item.name, img: item.img ?? "icons/svg/item-bag.svg" } : null;
    }
    case "skill": return { name: localize(`EOTE.Skill.${request.skill}`, request.skill), img: "icons/svg/d20-grey.svg" };
    case "recovery": {
      const actor = await resolve(request.actorUuid);
      return isActor(actor) ? { name: `${localize(`EOTE.Macro.Recovery.${request.action}`)} (${actor.name})`, img: "icons/svg/regen.svg" } : null;
    }
  }
}

/** Whether the user may make this macro: a player only for an actor they own (the macro checks again when run). */
async function mayMake(request: MacroRequest): Promise<boolean> {
  if (request.kind === "skill") return true;
  if (request.kind === "show") {
    const item = await resolve(request.uuid);
    return isItem(item) && !!item.pack && (game.packs?.get(item.pack) as { visible?: boolean } | undefined)?.visible === true;
  }
  const doc = await resolve(request.kind === "item" ? request.uuid : request.actorUuid);
  const actor = isItem(doc) ? doc.parent : doc;
  return isActor(actor) && actor.isOwner;
}

interface MacroLike {
  type?: string;
  command?: string;
  flags?: Record<string, Record<string, unknown> | undefined>;
  /** v13: the User who made it (a document; its id in older data). */
  author?: { id?: string } | string | null;
}

/**
 * The user's own macro made before for this key, if any. Its command must still be exactly the one built
 * here: flags and commands are any macro author's to write, and a GM owns every macro, so a macro made to
 * look like ours by someone else is never picked up and put on another user's hotbar.
 */
function madeBefore(key: string, command: string): MacroLike | undefined {
  const me = game.user?.id;
  const macros = (game.macros ?? []) as unknown as Iterable<MacroLike>;
  return [...macros].find((m) => {
    const author = typeof m.author === "string" ? m.author : m.author?.id;
    return m.flags?.[SYSTEM_ID]?.[MACRO_FLAG] === key && m.type === "script" && m.command === command && author === me;
  });
}

/** Makes the macro for a request, or finds the user's own one made before (madeBefore), and puts it in the hotbar slot. Null when refused. */
export async function createHotbarMacro(request: MacroRequest, slot: number | undefined): Promise<unknown> {
  if (!(await mayMake(request))) {
    warnKey("EOTE.Macro.Notice.NotOwner");
    return null;
  }
  const label = await labelOf(request);
  if (!label) {
    warnKey("EOTE.Macro.Notice.Missing");
    return null;
  }
  const key = macroKey(request);
  const command = macroCommand(request);
  let macro: unknown = madeBefore(key, command);
  // v13's MACRO_SCRIPT permission (by role, set by the GM): without it the user cannot make a script macro.
  const user = game.user as { can?(permission: string): boolean } | null | undefined;
  if (!macro && user?.can?.("MACRO_SCRIPT") === false) {
    warnKey("EOTE.Macro.Notice.NoScriptPermission");
    return null;
  }
  macro ??= await Macro.create({ name: label.name, type: "script", img: label.img, command, flags: { [SYSTEM_ID]: { [MACRO_FLAG]: key } } } as Macro.CreateData);
  if (!macro) return null;
  await game.user?.assignHotbarMacro(macro as Macro.Implementation, slot as never);
  return macro;
}

/**
 * v13's hotbarDrop hook (hotbar, data, slot), called synchronously: our drops make their macro and return
 * false, so core makes none; anything else returns nothing and core handles it. An owned item only when
 * its row does something on the sheet (armour, gear and passive talents get core's own macro).
 */
export function onHotbarDrop(_hotbar: unknown, data: unknown, slot: number | undefined): false | void {
  const request = macroRequest(data);
  if (!request) return;
  if (request.kind === "item") {
    const item = resolveSync(request.uuid);
    if (!isItem(item) || !itemUse(item.type, (item.system as { activation?: unknown }).activation)) return;
  }
  void createHotbarMacro(request, slot);
  return false;
}
