/**
 * Hotbar macros (pure): what a drop on the hotbar asks for, read from its drag data (a claim: any module
 * or user can start a drag), and the macro made for it. A macro's command is built here and only here,
 * from ids and uuids checked against their shapes and written as JSON strings, calling the system's
 * public API (`game.system.api.macros`); no stored text is ever put in a command.
 */

import { isActiveTalent } from "../../rules/combat/talent-use.ts";

/** Drag data types the sheets give to rows that are not documents. */
export const DRAG_TYPES = { skill: "eote.Skill", recovery: "eote.Recovery" } as const;

/** The recovery buttons a macro can press (the Combat tab's: strain with Cool or Discipline, rest, stimpack, Medicine). */
export const RECOVERY_ACTIONS = ["recoverCool", "recoverDiscipline", "naturalRest", "useStimpack", "medicine"] as const;
export type RecoveryAction = (typeof RECOVERY_ACTIONS)[number];

export type MacroRequest =
  /** An owned weapon, Force power or active talent: what its row's button does, for its actor. */
  | { kind: "item"; uuid: string }
  /** An item from a compendium: shown in chat. */
  | { kind: "show"; uuid: string }
  /** A skill: its check for the selected token's actor, or the user's character. */
  | { kind: "skill"; skill: string }
  /** A recovery button, for the actor it came from. */
  | { kind: "recovery"; actorUuid: string; action: RecoveryAction };

const ID = "[A-Za-z0-9]{1,32}";
/** A world actor (`Actor.x`) or a token's synthetic actor (`Scene.s.Token.t`, or with `.Actor.a`). */
const ACTOR = `(?:Actor\\.${ID}|Scene\\.${ID}\\.Token\\.${ID}(?:\\.Actor\\.${ID})?)`;
const ACTOR_UUID = new RegExp(`^${ACTOR}$`);
const OWNED_ITEM_UUID = new RegExp(`^${ACTOR}\\.Item\\.${ID}$`);
const COMPENDIUM_ITEM_UUID = new RegExp(`^Compendium\\.[A-Za-z0-9_-]{1,64}\\.[A-Za-z0-9_-]{1,64}\\.Item\\.${ID}$`);
const SKILL_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** A document's own id (an embedded item's, a weapon's on a crew roster). */
export const isDocumentId = (v: unknown): v is string => typeof v === "string" && new RegExp(`^${ID}$`).test(v);
export const isActorUuid = (v: unknown): v is string => typeof v === "string" && ACTOR_UUID.test(v);
export const isOwnedItemUuid = (v: unknown): v is string => typeof v === "string" && OWNED_ITEM_UUID.test(v);
export const isCompendiumItemUuid = (v: unknown): v is string => typeof v === "string" && COMPENDIUM_ITEM_UUID.test(v);
export const isSkillId = (v: unknown): v is string => typeof v === "string" && SKILL_ID.test(v);
export const isRecoveryAction = (v: unknown): v is RecoveryAction => typeof v === "string" && (RECOVERY_ACTIONS as readonly string[]).includes(v);

/** What a hotbar drop asks for; null for anything else (core's own handling then applies). */
export function macroRequest(data: unknown): MacroRequest | null {
  if (!data || typeof data !== "object") return null;
  const d = data as Record<string, unknown>;
  if (d["type"] === "Item") {
    if (isOwnedItemUuid(d["uuid"])) return { kind: "item", uuid: d["uuid"] };
    if (isCompendiumItemUuid(d["uuid"])) return { kind: "show", uuid: d["uuid"] };
    return null;
  }
  if (d["type"] === DRAG_TYPES.skill) return isSkillId(d["skill"]) ? { kind: "skill", skill: d["skill"] } : null;
  if (d["type"] === DRAG_TYPES.recovery) {
    return isActorUuid(d["actorUuid"]) && isRecoveryAction(d["action"]) ? { kind: "recovery", actorUuid: d["actorUuid"], action: d["action"] } : null;
  }
  return null;
}

/** What clicking an owned item's row button does: a weapon attacks, a Force power is used, an active talent is used (its Use). */
export type ItemUse = "attack" | "forcePower" | "talent";

/** The use of an owned item of this type (a talent's activation decides), or null for one a sheet does nothing with. */
export function itemUse(type: string, activation: unknown): ItemUse | null {
  if (type === "weapon") return "attack";
  if (type === "forcePower") return "forcePower";
  if (type === "talent" && isActiveTalent(activation)) return "talent";
  return null;
}

/**
 * The macro's command: one call of game.system.api.macros with the request's checked ids as JSON strings,
 * returned, so `await macro.execute()` waits for it and gets whether it acted.
 */
export function macroCommand(request: MacroRequest): string {
  const api = "return game.system.api.macros";
  switch (request.kind) {
    case "item": return `${api}.useItem(${JSON.stringify(request.uuid)});`;
    case "show": return `${api}.showItem(${JSON.stringify(request.uuid)});`;
    case "skill": return `${api}.rollSkill(${JSON.stringify(request.skill)});`;
    case "recovery": return `${api}.recover(${JSON.stringify(request.actorUuid)}, ${JSON.stringify(request.action)});`;
  }
}

/** The key a macro is found again by (its flag): one macro per item and actor, per skill, per actor's recovery action. */
export function macroKey(request: MacroRequest): string {
  switch (request.kind) {
    case "item": return `item:${request.uuid}`;
    case "show": return `show:${request.uuid}`;
    case "skill": return `skill:${request.skill}`;
    case "recovery": return `recovery:${request.actorUuid}:${request.action}`;
  }
}
