/**
 * Stored shapes of the identity items (species, career, specialisation) and of a character's
 * experience ledger. The seeds are silent on character creation and advancement: these follow the
 * published Edge of the Empire core rules (Character Creation; Experience and Development).
 */
import type { CharacteristicId } from "./characteristics.ts";
import type { SkillId } from "../checks/skills.ts";

/** A species: its starting profile (EotE core rules, Step 3: Determine Species). */
export interface SpeciesData {
  /** Special abilities, rich text. */
  description: string;
  /** Starting characteristics. */
  characteristics: Record<CharacteristicId, number>;
  /** Wound threshold = this + Brawn. */
  woundBase: number;
  /** Strain threshold = this + Willpower. */
  strainBase: number;
  startingXp: number;
  /** Skills the species grants a free rank in during creation. */
  freeRanks: SkillId[];
}

/** A career (EotE core rules, Step 4: Choose a Career). */
export interface CareerData {
  description: string;
  /** Stable id specialisations refer to (`SpecialisationData.career`). */
  key: string;
  careerSkills: SkillId[];
  /** Free ranks in career skills during creation (4 in the published careers). */
  freeRanks: number;
}

/** One cell of a talent tree: the talent it grants, its links, and whether it was bought. */
export interface TalentCell {
  /** The talent's stable id (talent items carry the same key). */
  key: string;
  /** The talent's name as printed in the tree. */
  name: string;
  /** A line to the cell on the right (same row). */
  right: boolean;
  /** A line to the cell below (same column). */
  down: boolean;
  /** Bought by the owning character (meaningful on an owned specialisation only). */
  bought: boolean;
}

/** A specialisation: its bonus career skills and its talent tree, 4 columns × 5 rows, row-major. */
export interface SpecialisationData {
  description: string;
  key: string;
  /** The career it belongs to (its key): buying it outside that career costs 10 more. */
  career: string;
  /**
   * Other careers that list it too (their keys): later books list some core specialisations under their own
   * careers (Mechanic, Pilot, Slicer). It is in career for a character of any of them.
   */
  otherCareers: string[];
  careerSkills: SkillId[];
  tree: TalentCell[];
}

/**
 * Force purchases (module/rules/force/force-tree.ts): a power learned from a pack (`forcePower`: `item`
 * the new power item, `target` its pack document's id) and one upgrade cell of an owned power
 * (`forceUpgrade`: `target` the upgrade key, `item` and `source` the power item, `cell` the tree cell,
 * `from`/`to` the upgrade's ranks bought before and after).
 */
export type ForceLedgerKind = "forcePower" | "forceUpgrade";
export const FORCE_LEDGER_KINDS: readonly ForceLedgerKind[] = ["forcePower", "forceUpgrade"];
/** Whether a ledger entry's kind is one of the Force tab's purchases (FORCE_LEDGER_KINDS). */
export const isForceLedgerKind = (kind: string): kind is ForceLedgerKind => (FORCE_LEDGER_KINDS as readonly string[]).includes(kind);

/** What a ledger entry records: a purchase, or XP the GM granted (`grant`). */
export type LedgerKind = "skill" | "talent" | "specialisation" | "characteristic" | "grant" | ForceLedgerKind;
export const LEDGER_KINDS: readonly LedgerKind[] = ["skill", "talent", "specialisation", "characteristic", "grant", ...FORCE_LEDGER_KINDS];

/**
 * One purchase on a character, enough to undo it exactly: what was bought (`kind`, `target`: a
 * skill or characteristic id, a talent key, a specialisation key), the XP it cost, when (world
 * time in ms) and by which user; the value before (`from`) and after (`to`) for ranks and ratings;
 * the item it made or changed (`item`: the talent or specialisation item's id, `created` when the
 * purchase made it) and, for a talent, the specialisation item and tree cell (`source`, `cell`).
 * A refunded purchase stays listed with `refunded` set.
 * A `grant` is XP the GM awarded: it costs nothing (`cost` 0), and `from`/`to` are the total XP before
 * and after, so the amount is `to − from`; its Undo takes that much back from total and available.
 */
export interface LedgerEntry {
  kind: LedgerKind;
  target: string;
  cost: number;
  time: number;
  user: string;
  from: number;
  to: number;
  item: string;
  created: boolean;
  source: string;
  cell: number;
  refunded: boolean;
}

/** A character's experience: total earned, still available, every purchase. */
export interface Experience {
  total: number;
  available: number;
  ledger: LedgerEntry[];
}

/** House-rule thresholds that replace the derived ones (null: derived). */
export interface ThresholdOverride {
  wounds: number | null;
  strain: number | null;
}
