/**
 * Users as v13 has them: an id, a name, a role (GM or player), targets and an assigned character.
 * `game.user` is whoever the test says is at the keyboard (asUser); `game.users` is the world's list
 * with `activeGM`. Ownership levels are those of CONST.DOCUMENT_OWNERSHIP_LEVELS.
 */
import { standIn, globalAt, globalObject } from "./typed.ts";

/** Core's ownership levels (CONST.DOCUMENT_OWNERSHIP_LEVELS), numbers as core brands them. */
export type OwnershipLevel = CONST.DOCUMENT_OWNERSHIP_LEVELS;
const level = (n: number) => n as OwnershipLevel;
export const OWNERSHIP = { NONE: level(0), LIMITED: level(1), OBSERVER: level(2), OWNER: level(3) } as const;
export type OwnershipName = keyof typeof OWNERSHIP;

/** A socket round trip: what was queued before runs first (a few microtasks, no timers). */
const tick = async () => { for (let i = 0; i < 3; i++) await Promise.resolve(); };
/** Data and results cross the wire as JSON: functions, undefined and class instances do not survive. */
const wire = <T>(value: T): T => (value === undefined ? value : JSON.parse(JSON.stringify(value)));

/** A query as it left the sending client (for assertions; the receiver is not told the sender). */
export interface SentQuery {
  to: string;
  name: string;
  data: unknown;
}
export const sentQueries: SentQuery[] = [];

// Core USER_PERMISSIONS default roles: creating actors and items from the Assistant GM (3) up; script macros from the Player (1) up.
const ROLE_DEFAULTS: Readonly<Record<string, number>> = { ACTOR_CREATE: 3, ITEM_CREATE: 3, MACRO_SCRIPT: 1 };

/** What a test targets: tokens, or stand-ins with the members the code reads (`{ actor }`). */
type Target = { actor?: unknown; document?: unknown; name?: string };
/** A user's targets as the doubles hold them: a Set, seen as v13's UserTargets (a Set of tokens with more members). */
export type Targets = Set<Target> & UserTargets;

/**
 * The targets a test gives a user (`game.user.targets = targeting(token)`): a plain Set, typed as the
 * UserTargets it stands in for; only Set's members exist, as code under test reads no other.
 */
export function targeting(...tokens: Target[]): Targets {
  return new Set(tokens) as Targets;
}

class FakeUserDouble {
  /** Tokens targeted (a Set); typed loosely, as tests put stand-ins in it (User's own type wants UserTargets). */
  targets = new Set<{ actor?: unknown; document?: unknown; name?: string }>();
  /** The assigned character, or null; typed loosely, as tests assign stand-ins (User's own type wants an Actor). */
  character: unknown = null;
  /** Connected to the world now. */
  active = true;
  /** Permissions granted to this user beyond its role's defaults (core's User Management per-user grants). */
  granted = new Set<string>();
  constructor(readonly id: string, readonly name: string, readonly isGM: boolean) {}
  /**
   * v13 User#can(permission): a GM may do anything; otherwise the role must reach the permission's
   * default role (core's USER_PERMISSIONS: creating actors and items from the Assistant GM up) or the
   * permission be granted to the user. Unknown permissions: GM only.
   */
  can(permission: string): boolean {
    if (this.isGM || this.granted.has(permission)) return true;
    const defaultRole = ROLE_DEFAULTS[permission];
    return defaultRole !== undefined && this.role >= defaultRole;
  }
  /** The hotbar: macro ids by slot (1–50), as v13's User#hotbar. */
  hotbar: Record<number, string> = {};
  /**
   * v13 User#assignHotbarMacro(macro, slot): the macro's id in that slot (the first free one when no slot
   * is given); a macro already elsewhere on the bar moves. Only the user themself or a GM may.
   */
  async assignHotbarMacro(macro: { id: string } | null, slot?: number | string): Promise<this> {
    if (!this.isSelf && currentUser()?.isGM !== true) throw new Error(`User ${currentUser()?.id} cannot change ${this.id}'s hotbar`);
    let at = slot === undefined ? undefined : Number(slot);
    if (at === undefined) at = Array.from({ length: 50 }, (_, i) => i + 1).find((i) => !this.hotbar[i]);
    if (at === undefined || !Number.isInteger(at) || at < 1 || at > 50) throw new Error(`No hotbar slot ${String(slot)}`);
    for (const [k, id] of Object.entries(this.hotbar)) if (macro && id === macro.id) delete this.hotbar[Number(k)];
    if (macro) this.hotbar[at] = macro.id;
    else delete this.hotbar[at];
    return this;
  }
  get role(): number {
    return this.isGM ? 4 : 1;
  }
  get isSelf(): boolean {
    return currentUser()?.id === this.id;
  }
  /** The v13 name of the check used for "is this the connected GM that acts for the world". */
  get isActiveGM(): boolean {
    return activeGM() === (this as unknown as FakeUser); // this double as the User it stands in for (typed.ts)
  }
  /**
   * v13's User#query: `data` goes over the socket to this user's client, which runs
   * `CONFIG.queries[name](data, { timeout })` and sends the result back. The handler is NOT told who
   * asked (foundryvtt/foundryvtt#13418 is the open request to add it): code that trusts a sender in the
   * data fails here as in Foundry. A user who is not connected, or a name with no handler, fails.
   * The handler runs on a later tick, so concurrent queries really interleave; it runs as whoever the
   * test has put at the keyboard by then (the receiving client).
   */
  async query(name: string, data: unknown, options: { timeout?: number } = {}): Promise<unknown> {
    sentQueries.push({ to: this.id, name, data: wire(data) });
    if (!this.active) throw new Error(`User ${this.id} is not connected`);
    const payload = wire(data);
    await tick();
    const handler = globalAt("CONFIG", "queries", name) as ((d: unknown, o: { timeout?: number }) => unknown) | undefined;
    if (typeof handler !== "function") throw new Error(`No query handler registered for "${name}"`);
    const result = await handler(payload, options.timeout !== undefined ? { timeout: options.timeout } : {});
    await tick();
    return wire(result);
  }
}

/** A User as the module sees it (typed.ts): the double's members and User.Implementation's. */
export type FakeUser = FakeUserDouble & User.Implementation;
export const FakeUser = standIn<User.Implementation>()(FakeUserDouble);

export const users = {
  gm: new FakeUser("gmUser0000000001", "Gamemaster", true),
  player: new FakeUser("playerUser000001", "Kira's player", false),
  other: new FakeUser("playerUser000002", "Other player", false),
};

/** The world's users: the three above unless a test installs its own (installUsers). */
let world: FakeUser[] = Object.values(users);

export function makeUser(spec: { id: string; name: string; isGM?: boolean; active?: boolean; character?: Actor.Implementation | null }): FakeUser {
  const user = new FakeUser(spec.id, spec.name, spec.isGM ?? false);
  user.active = spec.active ?? true;
  user.character = spec.character ?? null;
  return user;
}

/** Makes `list` the world's users (game.users); clears the sent queries. */
export function installUsers(list: FakeUser[]) {
  world = list;
  for (const user of list) user.granted.clear();
  sentQueries.length = 0;
  const config = globalObject("CONFIG");
  config["queries"] ??= {};
  const collection = usersCollection();
  globalObject("game")["users"] = collection;
  return collection;
}

/** v13's designated GM: the connected GM with the lowest id (null when none). */
function activeGM(): FakeUser | undefined {
  return world.filter((u) => u.isGM && u.active).sort((a, b) => a.id.localeCompare(b.id))[0];
}

/** game.users: a collection by id with the v13 helpers our code calls. */
export function usersCollection() {
  return {
    get: (id: string) => world.find((u) => u.id === id),
    get contents() { return world; },
    get activeGM() { return activeGM() ?? null; },
    filter: (fn: (u: FakeUser) => boolean) => world.filter(fn),
    find: (fn: (u: FakeUser) => boolean) => world.find(fn),
    map: <T>(fn: (u: FakeUser) => T) => world.map(fn),
    some: (fn: (u: FakeUser) => boolean) => world.some(fn),
    [Symbol.iterator]: () => world[Symbol.iterator](),
  };
}

/** Puts `user` at the keyboard (game.user), with fresh targets; returns it. */
export function asUser<U extends FakeUser>(user: U, { keepTargets = false } = {}): U {
  if (!keepTargets) user.targets = targeting();
  const game = globalObject("game");
  game["user"] = user;
  game["userId"] = user.id;
  return user;
}

/** Test-written stand-ins (`{ isGM: false }`) have no id: they get the document's default level. */
export function currentUser(): { id?: string; isGM?: boolean; name?: string } | undefined {
  return globalAt("game", "user") as { id?: string; isGM?: boolean; name?: string } | undefined;
}

/** The level `user` has on a document with these ownership entries (a GM owns everything). */
export function levelOf(ownership: Record<string, number>, user: { id?: string; isGM?: boolean } | undefined): number {
  if (!user) return OWNERSHIP.NONE;
  if (user.isGM) return OWNERSHIP.OWNER;
  const own = user.id !== undefined && Object.hasOwn(ownership, user.id) ? ownership[user.id] : undefined;
  return own ?? ownership["default"] ?? OWNERSHIP.NONE;
}
