/**
 * v13's rulers as the range-band labels meet them (public API documentation: foundry.canvas.interaction.Ruler
 * and foundry.canvas.placeables.tokens.TokenRuler, `_getWaypointLabelContext(waypoint, state)`, protected,
 * returning the label's context or nothing): a waypoint's `measurement.distance` is the distance travelled
 * up to it in the scene's grid units; the first waypoint (no `previous`) gets no label. The context here
 * holds only what the system reads, `distance: { total, units }`, as public v13 systems read it.
 */
export interface WaypointDouble {
  previous: WaypointDouble | null;
  measurement: { distance: number };
}

/** A path's waypoints from its distances (the first is the origin, at 0). */
export function waypointsAt(...distances: number[]): WaypointDouble[] {
  const out: WaypointDouble[] = [];
  for (const distance of [0, ...distances]) out.push({ previous: out.at(-1) ?? null, measurement: { distance } });
  return out;
}

export class RulerDouble {
  /** The scene's grid units. */
  static units = "m";

  /** The user whose measurement this is (v13 draws every user's ruler on each client). */
  constructor(readonly user: { isSelf: boolean } = { isSelf: true }) {}

  _getWaypointLabelContext(waypoint: WaypointDouble, _state: object): { distance: { total: string; units: string } } | void {
    if (!waypoint.previous) return;
    return { distance: { total: String(Math.round(waypoint.measurement.distance * 100) / 100), units: RulerDouble.units } };
  }
}

/** A token's ruler: the same labels, for the token it belongs to. */
export class TokenRulerDouble extends RulerDouble {
  constructor(readonly token: { actor: unknown }) {
    super();
  }
}
