/**
 * Counts the shell's document look-ups, as the doubles install them (fromUuidSync, fromUuid, game.actors.get,
 * game.messages.get), by what each asked for: the read-once tests of every card use it ("a render and a click
 * read each document once").
 */
import { expect } from "vitest";

interface Lookups {
  foundry: { utils: { fromUuidSync: (uuid: string) => unknown; fromUuid: (uuid: string) => Promise<unknown> } };
  game: { actors: { get: (id: string) => unknown }; messages: { get: (id: string) => unknown } };
}

export interface LookupCount {
  /** Each document asked for (a uuid, or `Actor.<id>` / `ChatMessage.<id>`), with how often. */
  counts: Map<string, number>;
  /** All look-ups together. */
  total(): number;
  /** Puts the doubles' own look-ups back. */
  restore(): void;
}

/** Wraps every look-up so it counts what it was asked for, until `restore()`. */
export function countLookups(): LookupCount {
  const world = globalThis as unknown as Lookups;
  const counts = new Map<string, number>();
  const seen = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const { utils } = world.foundry;
  const { actors, messages } = world.game;
  const was = { sync: utils.fromUuidSync, async: utils.fromUuid, actor: actors.get, message: messages.get };
  utils.fromUuidSync = (uuid) => (seen(uuid), was.sync(uuid));
  utils.fromUuid = (uuid) => (seen(uuid), was.async(uuid));
  actors.get = (id) => (seen(`Actor.${id}`), was.actor.call(actors, id));
  messages.get = (id) => (seen(`ChatMessage.${id}`), was.message.call(messages, id));
  return {
    counts,
    total: () => [...counts.values()].reduce((a, b) => a + b, 0),
    restore: () => {
      utils.fromUuidSync = was.sync;
      utils.fromUuid = was.async;
      actors.get = was.actor;
      messages.get = was.message;
    },
  };
}

/** Every document looked up at most once, and each of `documents` exactly once. */
export function expectReadOnce(counts: Map<string, number>, documents: readonly string[]): void {
  expect([...counts].filter(([, n]) => n > 1)).toEqual([]);
  for (const uuid of documents) expect(counts.get(uuid), uuid).toBe(1);
}
