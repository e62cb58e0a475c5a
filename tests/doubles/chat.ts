/**
 * ChatMessage as v13 behaves where our shell depends on it (FOUNDRY-V13-FACTS.md, Rolls and chat):
 * - the author is the user who created it (a player cannot post as someone else);
 * - roll modes: applyRollMode sets `whisper` (GM ids for private and blind, the author for self,
 *   nobody for public) and `blind`; a message with rolls created with a `rollMode` option, or with
 *   no whisper in its data, gets that mode (or the user's current core.rollMode) applied at creation;
 *   a message without rolls keeps the whisper and blind of its data (public if none);
 * - `visible` and `isContentVisible` for the CURRENT user: whispered roll messages show to everyone
 *   with their content hidden from those not whispered; a blind roll's content is hidden from its
 *   own author; flags and rolls of every message reach every client that receives it;
 * - only its author or a GM may update or delete a message (flags and rolls included); a player may not
 *   create one in another user's name;
 * - rolls are stored as JSON: create() keeps each roll's JSON in the pending message's `_source.rolls`,
 *   fires `preCreateChatMessage` (message, data, options, userId) where a handler may change the pending
 *   message with `updateSource` or cancel it by returning false, and the created message's `rolls` are
 *   rebuilt from that JSON with Roll.fromData, found by class name in CONFIG.Dice.rolls, as every client
 *   (its author's too) rebuilds them. Not v13: a plain test stand-in that is neither a Roll nor roll data
 *   (`{ actionableOutcome }`) is kept as it is, so card tests can post an outcome without dice.
 * - ChatMessage.create builds the class configured in CONFIG.ChatMessage.documentClass (a system's subclass
 *   once registered), as every document of the world is of its configured class;
 * - renderHTML(options) is async and resolves with the message's element (chat-element.ts); it calls the
 *   renderChatMessageHTML hook itself, with the element and its render context, before resolving (v13 calls
 *   the hook inside ChatMessage#renderHTML: a subclass's code after super.renderHTML runs after the hooks,
 *   foundryvtt/foundryvtt#13588). The chat log awaits renderHTML and only then shows the element (postToLog).
 */
import { currentUser, usersCollection, type FakeUser } from "./users.ts";
import { mergeInto, expandObject } from "./pipeline.ts";
import { standIn } from "./typed.ts";
import { ChatMessageElement } from "./chat-element.ts";
import type { RollData } from "./roll.ts";
import type { NarrativeRoll } from "../../module/roll/narrative-roll.ts";

export const ROLL_MODES = { PUBLIC: "publicroll", PRIVATE: "gmroll", BLIND: "blindroll", SELF: "selfroll" } as const;

/** The core.rollMode setting of the user at the keyboard. */
export const rollModeSetting = { value: ROLL_MODES.PUBLIC as string };

let nextId = 0;

/** The globals the chat double reads: Roll (to rebuild rolls), CONFIG's message class, and the hooks. */
type Hooked = { call?(hook: string, ...args: unknown[]): unknown; callAll?(hook: string, ...args: unknown[]): unknown };
const g = globalThis as unknown as {
  foundry: { dice: { Roll: { fromData(data: RollData): unknown } } };
  CONFIG?: { ChatMessage?: { documentClass?: typeof ChatMessageDouble } };
  Hooks?: Hooked;
};

/** A roll or stored roll as a message may hold it: read through these optional members only. */
type MaybeRoll = { toJSON?: unknown; class?: unknown; terms?: unknown } | null | undefined;

/** A Roll or its toJSON() data (as opposed to a test's plain stand-in). */
function isRollData(r: unknown): r is RollData | { toJSON(): unknown } {
  const m = (typeof r === "object" ? r : undefined) as MaybeRoll;
  return typeof m?.toJSON === "function" || (typeof m?.class === "string" && Array.isArray(m?.terms));
}

/** What `_source.rolls` holds for each roll: its JSON text (a stand-in as it is). */
function storedRoll(r: unknown): unknown {
  if (typeof r === "string") return r;
  return isRollData(r) ? JSON.stringify(r) : r;
}

/** A stored roll rebuilt as a client does: Roll.fromData by its class name (a stand-in as it is). */
function rebuiltRoll(r: unknown): unknown {
  const data: unknown = typeof r === "string" ? JSON.parse(r) : r;
  return isRollData(data) ? g.foundry.dice.Roll.fromData(data as RollData) : data;
}

class FakeChatMessageDouble {
  id = `msg${(++nextId).toString().padStart(13, "0")}`;
  uuid = `ChatMessage.${this.id}`;
  author: FakeUser | { id?: string; isGM?: boolean; name?: string };
  content = "";
  speaker: Record<string, unknown> = {};
  /**
   * As stored, by scope: joined with ChatMessage's own type (typed.ts), flags.eote is what the system's
   * FlagConfig declares (possibly undefined); a test reads any other flag through getFlag, flagRecord or
   * flagList (documents.ts), which check what they find.
   */
  flags: Record<string, unknown> = {};
  /** What clients rebuilt: core's Roll as ChatMessage types it; a test reads ours through narrativeRollOf. */
  rolls: unknown[] = [];
  whisper: string[] = [];
  blind = false;
  flavor = "";
  updates: Record<string, unknown>[] = [];

  /** The stored rolls: JSON text per roll (stand-ins as they are); `rolls` is what clients rebuilt from it. */
  #sourceRolls: unknown[] = [];

  constructor(data: Record<string, unknown>, author: FakeChatMessageDouble["author"]) {
    this.author = author;
    const fields = this as unknown as Record<string, unknown>;
    for (const key of ["content", "speaker", "flags", "rolls", "whisper", "blind", "flavor"] as const) {
      const value = data[key];
      if (value !== undefined) fields[key] = key === "rolls" ? [...(value as unknown[])] : structuredClone(value);
    }
    this.#sourceRolls = this.rolls.map(storedRoll);
  }

  /** v13 Document#_source, for the fields hooks read: rolls as stored (JSON text), flags, content. */
  get _source(): { rolls: unknown[]; flags: Record<string, unknown>; content: string } {
    return { rolls: this.#sourceRolls, flags: this.flags, content: this.content };
  }

  /** DataModel#updateSource on the pending message (what a preCreate hook may change): rolls are stored as JSON. */
  updateSource(changes: Record<string, unknown>): void {
    const { rolls, ...rest } = expandObject(changes);
    if (Array.isArray(rolls)) this.#sourceRolls = rolls.map(storedRoll);
    const next = mergeInto({ flags: this.flags, content: this.content }, rest);
    this.flags = plainRecord(next["flags"]);
    this.content = String(next["content"]);
  }

  /** Every client's copy of the rolls: rebuilt from the stored JSON by class name. */
  rebuildRolls(): void {
    this.rolls = this.#sourceRolls.map(rebuiltRoll);
  }

  get isRoll(): boolean {
    return this.rolls.length > 0;
  }
  get isAuthor(): boolean {
    const user = currentUser();
    return !!user && user.id === this.author.id && user.id !== undefined;
  }
  /** Whether the current user's log shows the message at all. */
  get visible(): boolean {
    if (this.whisper.length) return this.isRoll || this.isAuthor || this.whisper.includes(currentUser()?.id ?? "");
    return true;
  }
  /** Whether the current user may see its content (core's rule, roll modes included). */
  get isContentVisible(): boolean {
    if (!this.visible) return false;
    if (!this.whisper.length) return true;
    return this.whisper.includes(currentUser()?.id ?? "") || (this.isAuthor && !this.blind);
  }
  getFlag(scope: string, key: string): unknown {
    return key.split(".").reduce<unknown>((node, k) => (node as Record<string, unknown> | null | undefined)?.[k], this.flags[scope]);
  }
  async update(changes: Record<string, unknown>): Promise<this> {
    const user = currentUser();
    if (!user?.isGM && !this.isAuthor) throw new Error(`User ${String(user?.id)} lacks permission to update ChatMessage ${this.id}`);
    this.updates.push(changes);
    const next = mergeInto({ flags: this.flags, content: this.content, rolls: this.rolls }, expandObject(changes));
    this.flags = plainRecord(next["flags"]);
    this.content = String(next["content"]);
    // v13 stores rolls as JSON (a Roll or its toJSON() data) and rebuilds each as a Roll of its registered
    // class after an update; a plain test stand-in ({ actionableOutcome }) is kept as it is.
    const rolls = changes["rolls"];
    if (Array.isArray(rolls)) {
      this.#sourceRolls = rolls.map((r) => (isRollData(r) ? JSON.stringify(r) : structuredClone(r)));
      this.rebuildRolls();
    } else {
      this.rolls = next["rolls"] as unknown[];
    }
    return this;
  }
  /** Only its author or a GM may delete it. */
  async delete(): Promise<this> {
    const user = currentUser();
    if (!user?.isGM && !this.isAuthor) throw new Error(`User ${String(user?.id)} lacks permission to delete ChatMessage ${this.id}`);
    const at = messages.indexOf(this as unknown as FakeChatMessage); // this double as the ChatMessage it stands in for (typed.ts)
    if (at >= 0) messages.splice(at, 1);
    return this;
  }
  /**
   * v13's ChatMessage#renderHTML: builds the message's element (its content for a user who may see it),
   * calls renderChatMessageHTML with the element and the render context, and resolves with the element.
   */
  async renderHTML({ canDelete, canClose = false }: { canDelete?: boolean; canClose?: boolean } = {}): Promise<HTMLElement> {
    const user = currentUser();
    // Core renders the message's template asynchronously before the hook.
    await Promise.resolve();
    const context = {
      canDelete: canDelete ?? user?.isGM === true, canClose, message: this.toObject(), user, author: this.author,
      isWhisper: this.whisper.length > 0, borderColor: null,
    };
    const element = new ChatMessageElement(this.id, this.isContentVisible ? this.content : "");
    g.Hooks?.callAll?.("renderChatMessageHTML", this, element, context);
    return element as unknown as HTMLElement;
  }
  /** The data a client receives for it: everything, flags and rolls included, whatever its mode. */
  toObject(): Record<string, unknown> {
    return {
      _id: this.id, author: this.author.id, content: this.content, speaker: structuredClone(this.speaker), flags: structuredClone(this.flags),
      rolls: this.rolls.map((r) => { const json = (r as { toJSON?: unknown } | null | undefined)?.toJSON; return typeof json === "function" ? json.call(r) : r; }), whisper: [...this.whisper], blind: this.blind,
    };
  }
}

/** Flags after a merge: a plain object as DataModel keeps them (anything else as none). */
function plainRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value as Record<string, unknown> : {};
}

/** A ChatMessage as the module sees it (typed.ts): the double's members and ChatMessage.Implementation's. */
export type FakeChatMessage = FakeChatMessageDouble & ChatMessage.Implementation;
export const FakeChatMessage = standIn<ChatMessage.Implementation>()(FakeChatMessageDouble);

/**
 * A message built by hand as a card's code reads it (id, author, flags, rolls, visibility...), not
 * posted through ChatMessage.create: only the fields given exist. Typed as the ChatMessage it stands
 * in for (typed.ts), keeping the fields' own types.
 */
export function messageLike<T extends object>(fields: T): T & ChatMessage.Implementation {
  return fields as T & ChatMessage.Implementation;
}

/** Every message created, oldest first (also game.messages). */
export const messages: FakeChatMessage[] = [];

/** A roll of the system's class (a NarrativeRoll or one extending it, such as initiative's): its results are read. */
function isNarrativeRoll(roll: unknown): roll is NarrativeRoll {
  return typeof roll === "object" && roll !== null && "narrativeResults" in roll && "actionableOutcome" in roll && "narrativeOptions" in roll;
}

/**
 * A message's roll as clients rebuilt it, checked to be the system's NarrativeRoll: a core Roll, a test's
 * stand-in or no roll at that place throws, so a test reads its results without a cast.
 */
export function narrativeRollOf(message: { id: string | null; rolls: readonly unknown[] }, index = 0): NarrativeRoll {
  const roll = message.rolls[index];
  if (!isNarrativeRoll(roll)) throw new Error(`tests/doubles: message ${String(message.id)} has no NarrativeRoll at ${index}`);
  return roll;
}

function gmIds(): string[] {
  return usersCollection().filter((u) => u.isGM).map((u) => u.id);
}

/** ChatMessage.applyRollMode: `"roll"` means the user's current setting. */
export function applyRollMode<T extends object>(data: T, mode: string): T {
  const resolved = mode === "roll" ? rollModeSetting.value : mode;
  const d = data as Record<string, unknown>;
  if (resolved === ROLL_MODES.PRIVATE || resolved === ROLL_MODES.BLIND) d["whisper"] = gmIds();
  else if (resolved === ROLL_MODES.SELF) d["whisper"] = [currentUser()?.id].filter((id) => id !== undefined);
  else if (resolved === ROLL_MODES.PUBLIC) d["whisper"] = [];
  d["blind"] = resolved === ROLL_MODES.BLIND;
  return data;
}

/**
 * The global ChatMessage: the message double with core's static methods. A system's ChatMessage subclass
 * extends it, as it extends core's class in a world.
 */
export class ChatMessageDouble extends FakeChatMessage {
  static applyRollMode = applyRollMode;

  /** The configured document class (core's ChatMessage.implementation). */
  static get implementation(): typeof ChatMessageDouble {
    return g.CONFIG?.ChatMessage?.documentClass ?? ChatMessageDouble;
  }

  static getSpeaker({ actor, token }: { actor?: { name: string; id?: string; token?: { name: string; id?: string } | null } | null; token?: { name: string; id?: string } | null } = {}) {
    const tok = token ?? actor?.token ?? null;
    return { actor: actor?.id ?? null, token: tok?.id ?? null, alias: tok?.name ?? actor?.name ?? currentUser()?.name ?? "Gamemaster" };
  }

  static getWhisperRecipients(name: string) {
    return name === "GM" ? usersCollection().filter((u) => u.isGM) : usersCollection().filter((u) => u.name === name);
  }

  static async create(data: Record<string, unknown>, options: { rollMode?: string } = {}): Promise<FakeChatMessage | undefined> {
    const user: { id?: string; isGM?: boolean } = currentUser() ?? {};
    const d: Record<string, unknown> = structuredClone({ ...data, rolls: undefined });
    const rolls = (data["rolls"] ?? []) as unknown[];
    d["rolls"] = rolls;
    const isRoll = rolls.length > 0;
    const whisper = d["whisper"] as unknown[] | undefined;
    if (options.rollMode || (isRoll && !((whisper?.length ?? 0) > 0))) applyRollMode(d, options.rollMode ?? "roll");
    // The server refuses a player posting as another user; a GM may post for anyone.
    if (d["author"] && d["author"] !== user.id && !user.isGM) throw new Error(`User ${String(user.id)} may not create a message as ${String(d["author"])}`);
    const author = d["author"] ? usersCollection().get(String(d["author"])) ?? user : user;
    const message = new ChatMessageDouble.implementation(d, author as FakeChatMessageDouble["author"]);
    if (g.Hooks?.call?.("preCreateChatMessage", message, data, options, user.id) === false) return undefined;
    message.rebuildRolls();
    messages.push(message);
    return message;
  }
}

/** v13's ChatLog posting a message: it awaits the message's renderHTML, then shows the element (kept here, oldest first). */
export const chatLog: HTMLElement[] = [];

export async function postToLog(message: FakeChatMessage): Promise<HTMLElement> {
  const element = await message.renderHTML();
  chatLog.push(element);
  return element;
}
