/**
 * The GM's hazard dialog (pure): the form's values read into a choice, and the context its template
 * shows for a choice (which fields the hazard uses, the rating's examples from seed 002's table).
 */
import { FALL_BANDS, HAZARD_IDS, breathHolds, isFallBand, isHazardId, isRatedHazard, isRoundHazard, ratingBand } from "../../rules/combat/hazards.ts";
import { readChoice, type HazardChoice } from "./model.ts";

export const DEFAULT_CHOICE: HazardChoice = Object.freeze({ id: "fire", rating: 3, rounds: 1 }) as HazardChoice;

const num = (value: unknown, fallback: number): number => {
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
};

/** The form's flat values (name → string, checkbox → boolean) as a choice; fields the hazard does not use are left out. */
export function choiceFromForm(data: Readonly<Record<string, unknown>>): HazardChoice {
  const id = isHazardId(data["hazard"]) ? data["hazard"] : DEFAULT_CHOICE.id;
  if (id === "falling") {
    return readChoice({
      id, band: isFallBand(data["band"]) ? data["band"] : "short",
      check: { netSuccess: num(data["netSuccess"], 0), netAdvantage: num(data["netAdvantage"], 0), triumph: Math.max(0, num(data["triumph"], 0)) },
    }) ?? DEFAULT_CHOICE;
  }
  const choice: HazardChoice = { id, rounds: Math.max(1, num(data["rounds"], 1)) };
  if (isRatedHazard(id)) choice.rating = Math.max(1, num(data["rating"], 1));
  if (breathHolds(id)) {
    choice.exposedBefore = Math.max(0, num(data["exposedBefore"], 0));
    if (data["holdBreath"] === true || data["holdBreath"] === "on" || data["holdBreath"] === "true") choice.holdBreath = true;
  }
  return readChoice(choice) ?? DEFAULT_CHOICE;
}

export interface HazardDialogContext {
  hazards: { id: string; labelKey: string; selected: boolean }[];
  choice: HazardChoice;
  rated: boolean;
  rounds: boolean;
  breath: boolean;
  falling: boolean;
  /** The rating's examples (seed 002's table), a lang key. */
  ratingHintKey: string | null;
  bands: { id: string; labelKey: string; selected: boolean }[];
  targets: string[];
}

export function hazardDialogContext(choice: HazardChoice, targets: readonly string[]): HazardDialogContext {
  const rated = isRatedHazard(choice.id);
  return {
    hazards: HAZARD_IDS.map((id) => ({ id, labelKey: `EOTE.Hazard.Name.${id}`, selected: id === choice.id })),
    choice,
    rated,
    rounds: isRoundHazard(choice.id),
    breath: breathHolds(choice.id),
    falling: choice.id === "falling",
    ratingHintKey: rated ? `EOTE.Hazard.RatingBand.${ratingBand(choice.rating ?? 1)}` : null,
    bands: FALL_BANDS.map((id) => ({ id, labelKey: `EOTE.Sheet.Range.${id}`, selected: id === (choice.band ?? "short") })),
    targets: [...targets],
  };
}
