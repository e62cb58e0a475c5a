/**
 * Range bands on v13's rulers: both the measuring Ruler (CONFIG.Canvas.rulerClass) and a token's drag
 * ruler (CONFIG.Token.rulerClass) build each waypoint's label from `_getWaypointLabelContext(waypoint,
 * state)` (documented, protected; overridden the same way by public v13 systems). Whatever class is
 * configured at init is extended, so another module's ruler keeps working: the label context it returns
 * gets the band of the waypoint's measured distance (`waypoint.measurement.distance`, in the scene's grid
 * units), shown after the distance's units ("12 m · Medium"), and `eoteRangeBand` with its ids. The
 * scale is the token's actor's (a vehicle's domain: planetary or space), for the measuring ruler the first
 * controlled token's; personal otherwise. The band limits are world settings (./index.ts).
 */
import { SYSTEM_ID } from "../../system/config.ts";
import { localize } from "../../foundry/localize.ts";
import { DEFAULT_BAND_LIMITS, parseBandLimits, type RangeScale } from "../../rules/combat/range-measure.ts";
import { rulerBand, type RulerBand } from "./model.ts";

/** The setting holding a scale's band limits ("2, 10, 50, 250"), and the one switching the labels on. */
export const limitsSetting = (scale: RangeScale) => `rangeBands${scale[0]!.toUpperCase()}${scale.slice(1)}`;
export const RULER_SETTING = "rangeBandsOnRuler";

/** The label context's part this reads and writes (v13's waypoint label context has `distance: { total, units }`). */
interface LabelContext {
  distance?: { total?: unknown; units?: unknown };
  eoteRangeBand?: RulerBand;
}

interface Waypoint {
  measurement?: { distance?: unknown } | null;
}

interface ActorLike {
  type?: string;
  system?: unknown;
}

/** The scale an actor measures at: a vehicle's domain, personal for anything else (or no actor). */
export function scaleOf(actor: ActorLike | null | undefined): RangeScale {
  if (actor?.type !== "vehicle") return "personal";
  return (actor.system as { domain?: unknown } | undefined)?.domain === "space" ? "space" : "planetary";
}

const setting = (key: string): unknown => (game.settings as unknown as { get(scope: string, key: string): unknown } | undefined)?.get(SYSTEM_ID, key);

/** Adds the band to a label context (in place, as core's own context is returned); anything without a distance is left alone. */
export function withBand<C>(context: C, waypoint: Waypoint | null | undefined, actor: ActorLike | null | undefined): C {
  const label = context as LabelContext | null | undefined;
  const distance = waypoint?.measurement?.distance;
  if (!label?.distance || typeof distance !== "number" || setting(RULER_SETTING) === false) return context;
  const scale = scaleOf(actor);
  const band = rulerBand(distance, scale, parseBandLimits(setting(limitsSetting(scale)), DEFAULT_BAND_LIMITS[scale]));
  const units = typeof label.distance.units === "string" ? label.distance.units : "";
  label.distance.units = `${units} · ${localize(band.labelKey)}`.trim();
  label.eoteRangeBand = band;
  return context;
}

/** A ruler class as this extends it: core's Ruler or TokenRuler, or whatever a module configured instead. */
export type RulerClass = new (...args: unknown[]) => { _getWaypointLabelContext(waypoint: unknown, state: unknown): unknown };

/** The configured ruler class, extended so its labels carry the band; the actor is read per label. */
export function withBandLabels(Base: RulerClass, actorOf: (ruler: object) => ActorLike | null | undefined): RulerClass {
  return class extends Base {
    override _getWaypointLabelContext(waypoint: unknown, state: unknown): unknown {
      return withBand(super._getWaypointLabelContext(waypoint, state), waypoint as Waypoint, actorOf(this));
    }
  };
}

/** The measuring ruler's actor: the first controlled token's. */
export function controlledActor(): ActorLike | null {
  const layer = (globalThis as { canvas?: { tokens?: { controlled?: readonly { actor?: ActorLike | null }[] } | null } | null }).canvas?.tokens;
  return layer?.controlled?.find((t) => t.actor)?.actor ?? null;
}
