/**
 * game.time as v13 has it where our shell depends on it (foundry.helpers.GameTime; hookEvents.updateWorldTime):
 * - `worldTime` is a read-only getter (seconds), the value of the world setting core.time;
 * - `advance(delta, options)` is async and writes that setting, so only a user who may change world
 *   settings (a GM here) can move the clock; a player's call fails as the server refuses the setting;
 * - when the time changes every client gets the `updateWorldTime` hook with (worldTime, dt, options, userId).
 * Hooks: a small registry (on, once, off, call, callAll) installed when none is, so tests can listen. As
 * core's, a handler that throws does not stop the others nor the caller: the error is reported (here kept
 * in `hookErrors`) and the next handler runs.
 */
import { currentUser } from "./users.ts";
import { globalObject, hooks } from "./typed.ts";

type Handler = (...args: unknown[]) => unknown;

/** Errors thrown by hook handlers, as core reports them (Hooks.onError) instead of throwing. */
export const hookErrors: unknown[] = [];

/** A minimal Hooks as core's: handlers by name, ids from on/once, callAll calls every handler. */
export function installHooks(): { on: (name: string, fn: Handler) => number; callAll: (name: string, ...args: unknown[]) => boolean } {
  const g = globalThis as unknown as { Hooks?: ReturnType<typeof installHooks> & Record<string, unknown> };
  if (g.Hooks?.callAll) return g.Hooks;
  const handlers = new Map<string, { id: number; fn: Handler; once: boolean }[]>();
  let ids = 0;
  const add = (name: string, fn: Handler, once: boolean) => {
    const id = ++ids;
    handlers.set(name, [...(handlers.get(name) ?? []), { id, fn, once }]);
    return id;
  };
  const run = (name: string, args: unknown[], stopOnFalse: boolean) => {
    for (const h of [...(handlers.get(name) ?? [])]) {
      if (h.once) handlers.set(name, (handlers.get(name) ?? []).filter((x) => x !== h));
      let result: unknown;
      try {
        result = h.fn(...args);
      } catch (err) {
        hookErrors.push(err);
        continue;
      }
      if (result === false && stopOnFalse) return false;
    }
    return true;
  };
  const installed = {
    on: (name: string, fn: Handler) => add(name, fn, false),
    once: (name: string, fn: Handler) => add(name, fn, true),
    off: (name: string, id: number | Handler) => handlers.set(name, (handlers.get(name) ?? []).filter((h) => h.id !== id && h.fn !== id)),
    call: (name: string, ...args: unknown[]) => run(name, args, true),
    callAll: (name: string, ...args: unknown[]) => run(name, args, false),
  };
  g.Hooks = installed;
  return installed;
}

export class FakeGameTime {
  #time: number;
  constructor(start = 0) {
    this.#time = start;
  }
  get worldTime(): number {
    return this.#time;
  }
  /** Moves the clock by `delta` seconds (negative rewinds); GM only, as writing core.time is. */
  async advance(delta: number, options: Record<string, unknown> = {}): Promise<number> {
    const user = currentUser();
    if (!user?.isGM) throw new Error(`User ${String(user?.id)} lacks permission to modify the world setting core.time`);
    if (!Number.isFinite(delta)) throw new Error("The world time must be advanced by a number of seconds");
    this.#time += delta;
    hooks()?.callAll("updateWorldTime", this.#time, delta, options, user.id);
    return this.#time;
  }
}

/** Installs game.time at `start` seconds (and a Hooks registry when none is); returns it. */
export function installWorldTime(start = 0): FakeGameTime {
  installHooks();
  const time = new FakeGameTime(start);
  globalObject("game")["time"] = time;
  return time;
}
