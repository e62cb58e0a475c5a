/**
 * What the always-visible Destiny tracker shows (pure): both sides' counts to everyone, and which side
 * this user may click to spend. Seed 002 "DESTINY POINTS": a player spends a light side point (it flips
 * to dark), the GM spends a dark side point (it flips to light). Who may flip which way is the Destiny
 * feature's rule (module/features/destiny canFlip): the shell asks it and passes `mine` in.
 */
import type { DestinyPool, FlipDirection } from "../../rules/checks/destiny.ts";

export interface TrackerSide {
  side: "light" | "dark";
  count: number;
  /** The flip a click on this side asks for. */
  direction: FlipDirection;
  /** This user spends from this side (players light, the GM dark) and it has a point. */
  canSpend: boolean;
  /** This user spends from this side, whether or not a point is left (the button shows, disabled at 0). */
  mine: boolean;
  /** i18n key of the side's accessible label ({count}); a spendable side says it spends. */
  labelKey: string;
  /** i18n key of the side's short visible caption ("Light", "Dark"): the discs differ by more than their fill. */
  captionKey: string;
}

export interface TrackerView {
  sides: TrackerSide[];
  isGM: boolean;
  empty: boolean;
}

/** `mine(direction)`: whether this user flips that way (module/features/destiny canFlip). */
export function trackerView(pool: DestinyPool, isGM: boolean, mine: (direction: FlipDirection) => boolean): TrackerView {
  const side = (name: "light" | "dark", direction: FlipDirection): TrackerSide => {
    const count = Math.max(0, Math.trunc(pool[name]));
    const own = mine(direction);
    const Name = name === "light" ? "Light" : "Dark";
    return {
      side: name, count, direction, mine: own, canSpend: own && count > 0,
      labelKey: own ? `EOTE.DestinyTracker.Spend${Name}` : `EOTE.DestinyTracker.${Name}`,
      captionKey: `EOTE.DestinyCaption.${Name}`,
    };
  };
  return { sides: [side("light", "lightToDark"), side("dark", "darkToLight")], isGM, empty: pool.light + pool.dark === 0 };
}
