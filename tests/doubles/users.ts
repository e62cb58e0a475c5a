/**
 * Users as v13 has them: an id, a name, a role (GM or player), targets and an assigned character.
 * `game.user` is whoever the test says is at the keyboard (asUser); `game.users` is the world's list
 * with `activeGM`. Ownership levels are those of CONST.DOCUMENT_OWNERSHIP_LEVELS.
 */
export const OWNERSHIP = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;
export type OwnershipName = keyof typeof OWNERSHIP;

export class FakeUser {
  targets = new Set<{ actor?: unknown; document?: unknown; name?: string }>();
  character: unknown = null;
  active = true;
  constructor(readonly id: string, readonly name: string, readonly isGM: boolean) {}
  get role(): number {
    return this.isGM ? 4 : 1;
  }
  /** The v13 name of the check used for "is this the connected GM that acts for the world". */
  get isActiveGM(): boolean {
    return this.isGM && this.active && activeGM() === this;
  }
}

export const users = {
  gm: new FakeUser("gmUser0000000001", "Gamemaster", true),
  player: new FakeUser("playerUser000001", "Kira's player", false),
  other: new FakeUser("playerUser000002", "Other player", false),
};

function activeGM(): FakeUser | undefined {
  return [...userList()].find((u) => u.isGM && u.active);
}

function userList(): FakeUser[] {
  return Object.values(users);
}

/** game.users: a collection by id with the v13 helpers our code calls. */
export function usersCollection() {
  return {
    get: (id: string) => userList().find((u) => u.id === id),
    get contents() { return userList(); },
    get activeGM() { return activeGM() ?? null; },
    filter: (fn: (u: FakeUser) => boolean) => userList().filter(fn),
    find: (fn: (u: FakeUser) => boolean) => userList().find(fn),
    [Symbol.iterator]: () => userList()[Symbol.iterator](),
  };
}

/** Puts `user` at the keyboard (game.user), with fresh targets; returns it. */
export function asUser<U extends FakeUser>(user: U): U {
  user.targets = new Set();
  (globalThis as any).game.user = user;
  return user;
}

/** Test-written stand-ins (`{ isGM: false }`) have no id: they get the document's default level. */
export function currentUser(): { id?: string; isGM?: boolean } | undefined {
  return (globalThis as any).game?.user;
}

/** The level `user` has on a document with these ownership entries (a GM owns everything). */
export function levelOf(ownership: Record<string, number>, user: { id?: string; isGM?: boolean } | undefined): number {
  if (!user) return OWNERSHIP.NONE;
  if (user.isGM) return OWNERSHIP.OWNER;
  const own = user.id !== undefined && Object.hasOwn(ownership, user.id) ? ownership[user.id] : undefined;
  return own ?? ownership["default"] ?? OWNERSHIP.NONE;
}
