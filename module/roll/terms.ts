/**
 * The seven narrative dice as Foundry dice terms. One base class reads everything from the core's
 * face table; Foundry needs one registered class per denomination (CONFIG.Dice.terms[letter], found
 * again by class name when a message is reloaded), so each die is a three-line subclass with a stable
 * name (the build keeps class names). A term's results store the 1-based face: { result: face, active }.
 */
import { FACES, SIDES } from "../dice/index.ts";
import type { DieType } from "../dice/types.ts";
import { DIE_LETTERS, SYMBOL_KEYS } from "../dice/types.ts";
import { faceLabelKeys } from "./card-model.ts";
import { symbolHtml } from "./symbols.ts";
import { localize } from "../foundry/localize.ts";

type TermData = foundry.dice.terms.DiceTerm.TermData;
type Result = foundry.dice.terms.DiceTerm.Result;

export abstract class NarrativeDie extends foundry.dice.terms.DiceTerm {
  /** Which narrative die this class rolls; set by each subclass. */
  static DIE: DieType = "ability";

  constructor(termData: Partial<TermData> = {}) {
    const die = (new.target as unknown as typeof NarrativeDie).DIE;
    super({ ...termData, faces: SIDES[die] } as TermData);
  }

  get die(): DieType {
    return (this.constructor as typeof NarrativeDie).DIE;
  }

  /** Narrative dice add symbols, not numbers: in a mixed formula (`2da+1d20`) only core dice count. */
  override get total(): number {
    return 0;
  }

  /** The die's face as symbols, for core's dice tooltip and Dice So Nice's labels. */
  override getResultLabel(result: Result): string {
    const face = FACES[this.die][result.result - 1] ?? {};
    const html = SYMBOL_KEYS.flatMap((key) =>
      Array.from({ length: face[key] ?? 0 }, () => symbolHtml(key, localize(`EOTE.Dice.Symbol.${key}`))));
    if (html.length) return html.join("");
    return `<span class="eote-blank">${localize(faceLabelKeys({ die: this.die, face: result.result })[0]!)}</span>`;
  }

  override getResultCSS(result: Result): (string | null)[] {
    return ["eote-result", `eote-result--${this.die}`, result.active ? null : "discarded"];
  }
}

export class AbilityDie extends NarrativeDie {
  static override DIE: DieType = "ability";
  static override DENOMINATION = DIE_LETTERS.ability;
}
export class ProficiencyDie extends NarrativeDie {
  static override DIE: DieType = "proficiency";
  static override DENOMINATION = DIE_LETTERS.proficiency;
}
export class BoostDie extends NarrativeDie {
  static override DIE: DieType = "boost";
  static override DENOMINATION = DIE_LETTERS.boost;
}
export class DifficultyDie extends NarrativeDie {
  static override DIE: DieType = "difficulty";
  static override DENOMINATION = DIE_LETTERS.difficulty;
}
export class ChallengeDie extends NarrativeDie {
  static override DIE: DieType = "challenge";
  static override DENOMINATION = DIE_LETTERS.challenge;
}
export class SetbackDie extends NarrativeDie {
  static override DIE: DieType = "setback";
  static override DENOMINATION = DIE_LETTERS.setback;
}
export class ForceDie extends NarrativeDie {
  static override DIE: DieType = "force";
  static override DENOMINATION = DIE_LETTERS.force;
}

/** Every narrative term class, keyed by die. */
export const NARRATIVE_TERMS: Readonly<Record<DieType, typeof NarrativeDie>> = {
  ability: AbilityDie, proficiency: ProficiencyDie, boost: BoostDie,
  difficulty: DifficultyDie, challenge: ChallengeDie, setback: SetbackDie, force: ForceDie,
};
