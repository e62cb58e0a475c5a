/**
 * Range bands on the ruler: measuring on the canvas (the ruler, or dragging a token) labels the distance with
 * its range band, at a vehicle's scale for a vehicle token; the band limits are world settings
 * (docs/reference.md, Range bands on the ruler).
 */
import { SYSTEM_ID } from "../../system/config.ts";
import { DEFAULT_BAND_LIMITS, RANGE_SCALES } from "../../rules/combat/range-measure.ts";
import { controlledActor, limitsSetting, RULER_SETTING, withBandLabels, type RulerClass } from "./actions.ts";
import { rulerBand } from "./model.ts";

type Register = (scope: string, key: string, config: Record<string, unknown>) => void;

export function register(): void {
  const register = game.settings.register.bind(game.settings) as unknown as Register;
  register(SYSTEM_ID, RULER_SETTING, {
    name: "EOTE.RangeRuler.Setting.On.Name", hint: "EOTE.RangeRuler.Setting.On.Hint",
    scope: "world", config: true, type: Boolean, default: true,
  });
  for (const scale of RANGE_SCALES) {
    register(SYSTEM_ID, limitsSetting(scale), {
      name: `EOTE.RangeRuler.Setting.${scale}.Name`, hint: `EOTE.RangeRuler.Setting.${scale}.Hint`,
      scope: "world", config: true, type: String, default: DEFAULT_BAND_LIMITS[scale].join(", "),
    });
  }
  const config = CONFIG as unknown as {
    Canvas?: { rulerClass?: RulerClass };
    Token?: { rulerClass?: RulerClass };
  };
  if (config.Token?.rulerClass) {
    config.Token.rulerClass = withBandLabels(config.Token.rulerClass, (ruler) => (ruler as { token?: { actor?: { type?: string; system?: unknown } | null } }).token?.actor);
  }
  // Another user's measurement is read at personal scale: their selected token is not known here.
  if (config.Canvas?.rulerClass) {
    config.Canvas.rulerClass = withBandLabels(config.Canvas.rulerClass, (ruler) => ((ruler as { user?: { isSelf?: boolean } }).user?.isSelf === false ? null : controlledActor()));
  }
}

/** What other areas may call: the band a ruler shows for a distance at a scale (pure). */
export const api = { rulerBand };
