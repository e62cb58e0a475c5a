/**
 * Token Action HUD Core 2.1.0 as the system meets it (its public source: module/core/api.mjs,
 * managers/system-manager.mjs, handlers/action-handlers/action-handler.mjs,
 * handlers/roll-handlers/roll-handler.mjs, main.mjs registerCoreModule): the module passed with
 * `tokenActionHudCoreApiReady`, whose `api` holds the base classes a system extends, with the members the
 * system overrides or calls. `registerWithCore(systemModule)` does what Core's `tokenActionHudSystemReady`
 * handler does: refuse a system module whose requiredCoreModuleVersion does not match (major, then minor and
 * patch when given, compared as strings), then make its SystemManager and ask it for its handlers.
 */
import type { TahActionData } from "../../module/features/action-hud/actions.ts";

export const TAH_CORE_VERSION = "2.1.0";

interface TahAction {
  system?: { actionType?: unknown; actionId?: unknown };
}

/** Core 2.x's ActionHandler: the HUD's actor (null with several tokens) and addActions by group id. */
export class ActionHandlerDouble {
  actor: Actor.Implementation | null = null;
  /** What addActions received, by group id (Core merges these into the user's layout). */
  readonly added = new Map<string, TahActionData[]>();

  addActions(actions: TahActionData[], group: { id: string; type?: string }): void {
    if (!actions.length) return;
    this.added.set(group.id, [...(this.added.get(group.id) ?? []), ...actions]);
  }

  /** Overridden by the system. */
  async buildSystemActions(_groupIds: string[]): Promise<void> {}
}

/** Core 2.x's RollHandler: handleActionClickCore sets `action`, then calls the system's handleActionClick. */
export class RollHandlerDouble {
  action: TahAction | null = null;
  actor: Actor.Implementation | null = null;
  isShift = false;
  /** Core's "right-click opens the item sheet" (isRenderItem: setting on and a right click). */
  renderItemClick = false;
  readonly rendered: string[] = [];

  isRenderItem(): boolean {
    return this.renderItemClick;
  }

  renderItem(_actor: Actor.Implementation, itemId: string): boolean {
    this.rendered.push(itemId);
    return true;
  }

  /** Overridden by the system. */
  handleActionClick(_event: Event | null, _buttonValue: string | null): unknown {
    return undefined;
  }

  /** Core's entry point for a click on an action (its onClick and extenders are not modelled). */
  async handleActionClickCore(event: Event | null, action: TahAction): Promise<void> {
    this.action = action;
    await this.handleActionClick(event, null);
  }
}

/** Core 2.x's SystemManager: the methods a system overrides. */
export class SystemManagerDouble {
  constructor(readonly coreModuleId: string) {}
  getActionHandler(): unknown {
    return undefined;
  }
  getRollHandler(_rollHandlerId: string): unknown {
    return false;
  }
  getAvailableRollHandlers(): unknown {
    return undefined;
  }
  registerSettings(_onChange: unknown): void {}
  async registerDefaults(): Promise<unknown> {
    return undefined;
  }
}

/** The module object Core passes with tokenActionHudCoreApiReady (`game.modules.get("token-action-hud-core")`). */
export function tahCoreModule(version = TAH_CORE_VERSION) {
  return {
    id: "token-action-hud-core", active: true, version,
    api: { ActionHandler: ActionHandlerDouble, RollHandler: RollHandlerDouble, SystemManager: SystemManagerDouble, Utils: {} },
  };
}

interface SystemModule {
  api?: { requiredCoreModuleVersion?: string; SystemManager?: new (id: string) => SystemManagerDouble };
}

/** Core's registerCoreModule for a system module (socketlib taken as active); null when Core refuses it. */
export function registerWithCore(systemModule: SystemModule, coreVersion = TAH_CORE_VERSION): SystemManagerDouble | null {
  const required = systemModule.api?.requiredCoreModuleVersion;
  if (required) {
    const [major, minor, patch] = required.split(".");
    const [cMajor, cMinor, cPatch] = coreVersion.split(".");
    if (cMajor !== major || (minor && cMinor !== minor) || (patch && cPatch !== patch)) return null;
  }
  const Manager = systemModule.api?.SystemManager;
  return Manager ? new Manager("token-action-hud-core") : null;
}
