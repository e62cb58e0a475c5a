/**
 * Macro documents as v13 has them, for the hotbar macros: `Macro.create({ name, type, command, img, flags })`
 * (type "script" or "chat"; a name is required; the author is the user who made it and owns it, with the
 * default level NONE for others), `game.macros` (the world's macros, iterable, by id), `macro.isOwner`,
 * `canExecute` (an owner, or OBSERVER or more) and `execute()`, which for a script runs its command as
 * core does (the command's text as the body of an async function with `speaker`, `actor`, `token`,
 * `character` and `scope` in reach) as the user at the keyboard. `game.user.assignHotbarMacro` is users.ts.
 */
import { currentUser, levelOf, OWNERSHIP } from "./users.ts";
import { newId } from "./documents.ts";
import { globalAt, globalObject, globals } from "./typed.ts";
import { Collection } from "./collection.ts";

export class MacroDouble {
  readonly id = newId();
  name: string;
  type: "script" | "chat";
  img: string;
  command: string;
  flags: Record<string, Record<string, unknown>>;
  /** The id of the user who made it; v13's `author` field gives that User (below). */
  readonly authorId: string;
  ownership: Record<string, number>;

  constructor(data: { name: string; type: "script" | "chat"; img?: string; command?: string; flags?: Record<string, Record<string, unknown>> }, author: string) {
    this.name = data.name;
    this.type = data.type;
    this.img = data.img ?? "icons/svg/dice-target.svg";
    this.command = data.command ?? "";
    this.flags = structuredClone(data.flags ?? {});
    this.authorId = author;
    this.ownership = { default: OWNERSHIP.NONE, [author]: OWNERSHIP.OWNER };
  }

  get documentName(): string { return "Macro"; }
  /** v13 Macro#author: the User document who made it. */
  get author(): { id: string } | null { return (globalAt("game", "users") as { get(id: string): { id: string } | undefined } | undefined)?.get(this.authorId) ?? null; }
  get uuid(): string { return `Macro.${this.id}`; }
  get isOwner(): boolean { return levelOf(this.ownership, currentUser()) >= OWNERSHIP.OWNER; }
  get canExecute(): boolean { return levelOf(this.ownership, currentUser()) >= OWNERSHIP.OBSERVER; }

  static async create(data: { name?: unknown; type?: unknown; img?: string; command?: unknown; flags?: Record<string, Record<string, unknown>> }): Promise<MacroDouble> {
    const user = currentUser();
    if (!user?.id) throw new Error("No user to author the macro");
    if (typeof data.name !== "string" || !data.name) throw new Error("Macro validation errors: name: may not be blank");
    if (data.type !== "script" && data.type !== "chat") throw new Error(`Macro validation errors: type: ${String(data.type)} is not a valid choice`);
    if (data.command !== undefined && typeof data.command !== "string") throw new Error("Macro validation errors: command: must be a string");
    const macro = new MacroDouble({ ...data, name: data.name, type: data.type, command: data.command ?? "" }, user.id);
    macros.set(macro.id, macro);
    return macro;
  }

  /** v13 Macro#execute(scope): a script's command run as an async function body; refused to a user who may not. */
  async execute(scope: Record<string, unknown> = {}): Promise<unknown> {
    if (!this.canExecute) throw new Error(`You do not have permission to execute Macro ${this.id}`);
    if (this.type !== "script") throw new Error("Chat macros are not modelled");
    const AsyncFunction = (async () => {}).constructor as new (...args: string[]) => (...a: unknown[]) => Promise<unknown>;
    const fn = new AsyncFunction("speaker", "actor", "token", "character", "scope", this.command);
    const user = currentUser() as { character?: unknown } | undefined;
    return fn.call(this, {}, null, null, user?.character ?? null, scope);
  }
}

/** The world's macros (game.macros): by id, iterating the macros. */
export class MacroCollection extends Collection<MacroDouble> {
}

export const macros = new MacroCollection();

/** Installs Macro and game.macros (empty), and clears every user's hotbar. */
export function installMacros(): void {
  macros.clear();
  globals["Macro"] = MacroDouble;
  const game = globalObject("game");
  game["macros"] = macros;
  for (const user of (game["users"] ?? []) as Iterable<{ hotbar: Record<string, unknown> }>) user.hotbar = {};
}
