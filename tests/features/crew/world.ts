/**
 * The Foundry globals the crew tests set or read, typed as the doubles make them (installFoundry,
 * installCombat): the viewed combat, the user's targets, the world's actors, the open applications.
 */
import type { FakeActor, FakeUser } from "../../doubles/index.ts";

export interface CrewWorld {
  game: {
    combat: unknown;
    user: FakeUser & { targets: Set<unknown> };
    /** The world's actors (a test that sets them may remove them after). */
    actors: { contents: FakeActor[]; get?(id: string): FakeActor | undefined };
  };
  foundry: { applications: { instances: Map<string, unknown> } };
}

export const world = globalThis as unknown as CrewWorld;

/** An ActiveEffect's stored data as the crew tests read it (what the module wrote). */
export interface EffectSource {
  name?: string;
  disabled?: boolean;
  duration: Record<string, unknown>;
  changes?: { key: string; mode: number; value: string }[];
  statuses?: string[];
  flags: { eote: { starshipAction: { id?: string; dice?: number; weaponId?: string; targetUuid?: string }; maneuver?: string; [key: string]: unknown } };
}

/** The stored data of each of `actor`'s effects, in order (the double's toObject). */
export function effectSources(actor: { effects: { contents: readonly unknown[] } }): EffectSource[] {
  return actor.effects.contents.map((e) => (e as { toObject(): EffectSource }).toObject());
}
