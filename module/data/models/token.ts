/**
 * What a new actor's prototype token starts with. Core gives every new actor an unlinked token and
 * the bars named in system.json for every type (FOUNDRY-V13-FACTS.md, Status effects and tokens), so
 * a player character dragged onto a scene would keep its damage in the token's ActorDelta instead of
 * on the sheet its player reads, and a vehicle's bars would point at wounds it does not have.
 * - Characters: linked, friendly, with sight (as dnd5e sets its characters up).
 * - Bars by type: characters and nemeses show wounds and strain; rivals and minion groups have no
 *   strain track (seed 002 ADVERSARIES: they do not suffer strain), so one bar; vehicles show
 *   hull trauma and system strain.
 * Create data that brings a prototypeToken of its own (a compendium import, a duplicated or exported
 * actor) keeps its token exactly as it was set up.
 */
import type { ActorType } from "../../rules/types.ts";

interface TokenDefaults {
  /** The token follows the world actor (damage lands on the sheet). */
  linked: boolean;
  bar1: string;
  bar2: string | null;
}

export const TOKEN_DEFAULTS: Readonly<Record<ActorType, TokenDefaults>> = {
  character: { linked: true, bar1: "wounds", bar2: "strain" },
  nemesis: { linked: false, bar1: "wounds", bar2: "strain" },
  rival: { linked: false, bar1: "wounds", bar2: null },
  minion: { linked: false, bar1: "wounds", bar2: null },
  vehicle: { linked: false, bar1: "hullTrauma", bar2: "systemStrain" },
};

/** The prototype token fields a new actor gets, as an updateSource change; null to leave the token alone. */
export function newPrototypeToken(type: string, data: { prototypeToken?: unknown }, friendly: number): Record<string, unknown> | null {
  if (data.prototypeToken !== undefined && data.prototypeToken !== null) return null;
  if (!Object.hasOwn(TOKEN_DEFAULTS, type)) return null;
  const defaults = TOKEN_DEFAULTS[type as ActorType];
  const token: Record<string, unknown> = { bar1: { attribute: defaults.bar1 }, bar2: { attribute: defaults.bar2 } };
  if (defaults.linked) Object.assign(token, { actorLink: true, disposition: friendly, sight: { enabled: true } });
  return token;
}
