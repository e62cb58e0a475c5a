/**
 * Token Action HUD in Foundry, written against Token Action HUD Core 2.x (followed: 2.1.0, its
 * `module/core/api.mjs`, `managers/system-manager.mjs`, `handlers/action-handlers/action-handler.mjs` and
 * `handlers/roll-handlers/roll-handler.mjs`; the dnd5e system module as the example of a system's side).
 * Core calls `tokenActionHudCoreApiReady` with its module, whose `api` holds the classes to extend; the
 * system answers with `Hooks.call("tokenActionHudSystemReady", { api: { requiredCoreModuleVersion,
 * SystemManager } })`, and Core then makes our SystemManager, which hands it our ActionHandler (the
 * actions: ./model.ts) and RollHandler (a click). A click goes through `game.system.api.macros` (the
 * macros feature, which already maps ids to the sheets' calls and checks ownership when it runs), so the
 * HUD does exactly what the sheet's button does. Any other major version, or an api without those
 * classes: one console warning, and the system carries on without the HUD.
 */
import { SYSTEM_ID } from "../../system/config.ts";
import { format, localize } from "../../foundry/localize.ts";
import { api as macrosApi } from "../macros/index.ts";
import { api as turnsApi } from "../turns/index.ts";
import { skillSource } from "../../applications/sheets/skill-roll.ts";
import type { CrewStations } from "../../rules/types.ts";
import { groupLabelKey, HUD_LAYOUT, hudActions, type HudAction, type HudActionType, type HudActorView } from "./model.ts";

/** Token Action HUD Core's package id. */
export const TAH_CORE_ID = "token-action-hud-core";
/** The Core major version this integration is written for (TAH Core compares majors; see requiredCoreModuleVersion). */
export const TAH_CORE_MAJOR = "2";

/** An action as Core 2.x's ActionHandler#addActions takes it (createAction's fields we use). */
export interface TahActionData {
  id: string;
  name: string;
  listName: string;
  info1?: { text: string };
  system: { actionType: HudActionType; actionId: string };
}

/** The base classes of Core 2.x's api that the system extends, with the members it calls or overrides. */
export interface TahActionHandlerBase {
  readonly actor: Actor.Implementation | null | undefined;
  addActions(actions: TahActionData[], group: { id: string; type?: string }): void;
  buildSystemActions(groupIds: string[]): Promise<void>;
}
export interface TahRollHandlerBase {
  action: { system?: { actionType?: unknown; actionId?: unknown } } | null | undefined;
  readonly actor: Actor.Implementation | null | undefined;
  readonly isShift: boolean;
  isRenderItem(): boolean;
  renderItem(actor: Actor.Implementation, itemId: string): boolean | void;
  handleActionClick(event: Event | null, buttonValue: string | null): unknown;
}
export interface TahSystemManagerBase {
  getActionHandler(): unknown;
  getRollHandler(rollHandlerId: string): unknown;
  getAvailableRollHandlers(): unknown;
  registerSettings(onChange: unknown): void;
  registerDefaults(): Promise<unknown>;
}
export interface TahCoreApi {
  ActionHandler: new () => TahActionHandlerBase;
  RollHandler: new () => TahRollHandlerBase;
  SystemManager: new (moduleId: string) => TahSystemManagerBase;
}
/** What Core passes with tokenActionHudCoreApiReady: its own module (a v13 Module with `api` set). */
export interface TahCoreModule {
  version?: unknown;
  api?: Partial<Record<keyof TahCoreApi, unknown>> | null;
}

/** Why Core's module cannot be used, as the console warning's detail; null when it can. */
export function coreRefusal(coreModule: TahCoreModule | null | undefined): string | null {
  const version = typeof coreModule?.version === "string" ? coreModule.version : "";
  if (version.split(".")[0] !== TAH_CORE_MAJOR) return `version ${version || "unknown"} (this system supports ${TAH_CORE_MAJOR}.x)`;
  const api = coreModule?.api;
  const missing = (["ActionHandler", "RollHandler", "SystemManager"] as const).filter((name) => typeof api?.[name] !== "function");
  return missing.length ? `no ${missing.join(", ")} in its api` : null;
}

/** Item names and custom skill labels are their authors' to write: shown whole up to this length (Core's templates escape them). */
const NAME_MAX = 80;

/** The HUD's view of an actor (./model.ts HudActorView), read once per build. */
export function hudView(actor: Actor.Implementation): HudActorView {
  const skills = skillSource(actor);
  const items = [...(actor.items as unknown as Iterable<{ id: string | null; type: string; name: string; system: { activation?: unknown } }>)]
    .map((i) => {
      const activation = i.type === "talent" && typeof i.system?.activation === "string" ? { activation: i.system.activation } : {};
      return { id: i.id ?? "", type: i.type, name: String(i.name ?? "").slice(0, NAME_MAX), ...activation };
    });
  const stations = actor.type === "vehicle" ? (actor.system as unknown as { stations?: CrewStations }).stations ?? null : null;
  return {
    type: actor.type, characteristics: skills?.characteristics ?? null, ranks: skills?.ranks ?? {},
    customSkills: (skills?.customSkills ?? []).map((c) => ({ ...c, label: String(c.label ?? "").slice(0, NAME_MAX) })),
    items, stations, acting: turnsApi.actingCombatantFor(actor.uuid) !== null,
  };
}

const labelOf = (a: HudAction): string => (a.labelKey ? (a.labelData ? format(a.labelKey, a.labelData) : localize(a.labelKey)) : a.label);

/** The actions of one actor, by group, as Core's addActions takes them. */
export function tahActions(actor: Actor.Implementation): { groupId: string; actions: TahActionData[] }[] {
  return hudActions(hudView(actor)).map(({ group, actions }) => {
    const groupName = localize(groupLabelKey(group));
    return {
      groupId: group,
      actions: actions.map((a) => {
        const name = labelOf(a);
        return { id: a.id, name, listName: `${groupName}: ${name}`, ...(a.info ? { info1: { text: a.info } } : {}), system: { actionType: a.type, actionId: a.actionId } };
      }),
    };
  });
}

/**
 * What a click does: the macros' call for the same button, for the HUD's actor (each call checks again that
 * the user owns the actor). Shift-click on a weapon skips the attack's prompt, as on the sheet.
 */
export async function runHudAction(actor: Actor.Implementation, type: unknown, actionId: unknown, options: { shift?: boolean } = {}): Promise<boolean> {
  if (typeof actionId !== "string") return false;
  const itemUuid = () => (actor.items as unknown as { get(id: string): { uuid: string } | undefined }).get(actionId)?.uuid;
  switch (type as HudActionType) {
    case "skill": return macrosApi.rollSkill(actionId, actor.uuid);
    case "attack": return macrosApi.useItem(itemUuid(), { prompt: options.shift !== true });
    case "forcePower":
    case "talent": return macrosApi.useItem(itemUuid());
    case "recovery": return macrosApi.recover(actor.uuid, actionId);
    case "turn": return macrosApi.spendTurn(actor.uuid, actionId);
    case "maneuver": return macrosApi.vehicleManeuver(actor.uuid, actionId);
    case "crew": {
      const [station, weaponId = ""] = actionId.split(":");
      return macrosApi.crewCheck(actor.uuid, station, weaponId);
    }
    default: return false;
  }
}

/** Core's defaults: the layout (tabs and their groups) and the flat list of groups, named in the user's language. */
export function hudDefaults() {
  const group = (id: string, nestId: string) => {
    const name = localize(groupLabelKey(id as Parameters<typeof groupLabelKey>[0]));
    return { id, nestId, name, listName: `${localize("EOTE.ActionHud.GroupPrefix")}: ${name}`, type: "system" };
  };
  const layout = HUD_LAYOUT.map((tab) => ({
    nestId: tab.id, id: tab.id, name: localize(tab.labelKey), groups: tab.groups.map((id) => group(id, `${tab.id}_${id}`)),
  }));
  return { layout, groups: HUD_LAYOUT.flatMap((tab) => tab.groups.map((id) => group(id, id))) };
}

/** The SystemManager class for Core's api: our ActionHandler and RollHandler, and the defaults. */
export function defineSystemManager(api: TahCoreApi) {
  class EoteActionHandler extends api.ActionHandler {
    override async buildSystemActions(_groupIds: string[]): Promise<void> {
      // Several tokens selected: Core's own (macros, compendia) only; each token's actions are its sheet's.
      if (!this.actor) return;
      for (const { groupId, actions } of tahActions(this.actor)) this.addActions(actions, { id: groupId, type: "system" });
    }
  }
  class EoteRollHandler extends api.RollHandler {
    override async handleActionClick(_event: Event | null, _buttonValue: string | null): Promise<void> {
      const actor = this.actor;
      const system = this.action?.system;
      if (!actor || !system) return;
      const isItem = system.actionType === "attack" || system.actionType === "forcePower" || system.actionType === "talent";
      // Core's "right-click opens the item" setting.
      if (isItem && typeof system.actionId === "string" && this.isRenderItem()) {
        this.renderItem(actor, system.actionId);
        return;
      }
      await runHudAction(actor, system.actionType, system.actionId, { shift: this.isShift });
    }
  }
  return class EoteSystemManager extends api.SystemManager {
    override getActionHandler() {
      return new EoteActionHandler();
    }
    override getAvailableRollHandlers() {
      return { core: localize("EOTE.ActionHud.RollHandler") };
    }
    override getRollHandler(_rollHandlerId: string) {
      return new EoteRollHandler();
    }
    override registerSettings(_onChange: unknown): void {}
    override async registerDefaults() {
      return hudDefaults();
    }
  };
}

/** Foundry's Hooks for a module's own hook names (the League types know only core's). */
export const moduleHooks = () => Hooks as unknown as {
  once(name: string, fn: (...args: never[]) => unknown): number;
  call(name: string, ...args: unknown[]): boolean;
};

/** tokenActionHudCoreApiReady: define the classes on Core's api and announce the system, or warn once and do nothing. */
export function onCoreApiReady(coreModule: TahCoreModule | null | undefined): void {
  const refusal = coreRefusal(coreModule);
  if (refusal) {
    console.warn(`${SYSTEM_ID} | Token Action HUD Core: ${refusal}; the HUD is left without this system's actions.`);
    return;
  }
  const SystemManager = defineSystemManager(coreModule!.api as unknown as TahCoreApi);
  // Core 2.x reads systemModule.api.{requiredCoreModuleVersion, SystemManager} (main.mjs registerCoreModule); "2" accepts any 2.x.
  moduleHooks().call("tokenActionHudSystemReady", { id: SYSTEM_ID, api: { requiredCoreModuleVersion: TAH_CORE_MAJOR, SystemManager } });
}
