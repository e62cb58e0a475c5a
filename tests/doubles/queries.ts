/**
 * Users and `User#query` as Foundry v13 has them, for tests of GM-side requests.
 *
 * What v13 does, and this double with it:
 * - `game.users.activeGM` is the designated GM: the first connected GM by id (null when none).
 * - `user.query(name, data, { timeout })` sends `data` over the socket to that user's client, which
 *   runs `CONFIG.queries[name](data, { timeout })` and sends the result back. Data and result cross the
 *   wire as JSON (functions, undefined and class instances do not survive). The handler is NOT told who
 *   asked (foundryvtt/foundryvtt#13418 is the open request to add it), so the double passes only
 *   `{ timeout }`: code that trusts a sender in the data or options fails here as it would in Foundry.
 * - Querying a user who is not connected, or a name no handler is registered for, fails.
 * - The handler runs on a later tick than the call (a socket round trip), so concurrent queries
 *   really interleave.
 * Not reproduced: the timeout itself (no timers in tests) and the QUERY_USER permission.
 *
 * One process plays every client: `game.user` is whoever the test says is at the keyboard. A handler
 * runs when the test has switched `game.user` to the receiving user (see `asUser`).
 */
export interface UserDouble {
  id: string;
  name: string;
  isGM: boolean;
  active: boolean;
  character: unknown;
  readonly isSelf: boolean;
  query(name: string, data: unknown, options?: { timeout?: number }): Promise<unknown>;
}

/** A query as it left the sending client (for assertions; in one process the sender is not known). */
export interface SentQuery {
  to: string;
  name: string;
  data: unknown;
}

const g = globalThis as any;
const wire = <T>(value: T): T => (value === undefined ? value : JSON.parse(JSON.stringify(value)));
/** A socket round trip: the handler starts after everything queued before it (a macrotask-free delay). */
const tick = async () => { for (let i = 0; i < 3; i++) await Promise.resolve(); };

export const sentQueries: SentQuery[] = [];

export function makeUser(spec: { id: string; name: string; isGM?: boolean; active?: boolean; character?: unknown }): UserDouble {
  const user: UserDouble = {
    id: spec.id,
    name: spec.name,
    isGM: spec.isGM ?? false,
    active: spec.active ?? true,
    character: spec.character ?? null,
    get isSelf() { return g.game?.user?.id === user.id; },
    async query(name, data, options = {}) {
      sentQueries.push({ to: user.id, name, data: wire(data) });
      if (!user.active) throw new Error(`User ${user.id} is not connected`);
      const payload = wire(data);
      await tick();
      const handler = g.CONFIG?.queries?.[name] as ((d: unknown, o: { timeout?: number }) => unknown) | undefined;
      if (typeof handler !== "function") throw new Error(`No query handler registered for "${name}"`);
      const result = await handler(payload, { ...(options.timeout !== undefined ? { timeout: options.timeout } : {}) });
      await tick();
      return wire(result);
    },
  };
  return user;
}

/** Installs `game.users` (a small collection with `activeGM`) and `CONFIG.queries`. */
export function installUsers(users: UserDouble[]) {
  g.game ??= {};
  g.CONFIG ??= {};
  g.CONFIG.queries ??= {};
  sentQueries.length = 0;
  g.game.users = {
    contents: users,
    get: (id: string) => users.find((u) => u.id === id),
    find: (fn: (u: UserDouble) => boolean) => users.find(fn),
    filter: (fn: (u: UserDouble) => boolean) => users.filter(fn),
    map: <T>(fn: (u: UserDouble) => T) => users.map(fn),
    some: (fn: (u: UserDouble) => boolean) => users.some(fn),
    get activeGM() {
      return users.filter((u) => u.isGM && u.active).sort((a, b) => a.id.localeCompare(b.id))[0] ?? null;
    },
    [Symbol.iterator]: () => users[Symbol.iterator](),
  };
  return g.game.users as { activeGM: UserDouble | null; get(id: string): UserDouble | undefined };
}

/** Puts `user` at the keyboard: `game.user` and `game.userId` are theirs until the next call. */
export function asUser(user: UserDouble): void {
  g.game ??= {};
  g.game.user = user;
  g.game.userId = user.id;
}
