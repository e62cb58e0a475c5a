/**
 * The character header's glance row: what is asked every scene, each a button that opens the tab holding its
 * block (module/applications/sheets/character-sheet.ts openBlock). No Foundry global here.
 * - Encumbrance, value / threshold, marked over when it is (seed 001 Encumbrance: over the threshold adds a setback).
 * - Force rating, where it is not 0 (a Force-sensitive character: seed 002 THE FORCE).
 * - Obligation and Duty, the totals of their entries (the party's Obligation roll reads them); Duty only for a
 *   character who has a Duty entry.
 * - Morality, its value and a standing other than neutral (seed 002 MORALITY), for a Force-sensitive character or
 *   one whose Morality has moved from its start or holds conflict.
 */
import type { EncumbranceState, MoralityDerived } from "../../../rules/character/derived-types.ts";
import { MORALITY_START } from "../../../rules/force/morality.ts";
import type { MoralityData, PartyStake } from "../../../rules/types.ts";
import type { CharacterTab } from "./layout.ts";

/** The blocks a glance button opens (the sheet finds each by its fixed selector). */
export const GLANCE_BLOCKS = ["encumbrance", "force", "obligations", "duties", "morality"] as const;
export type GlanceBlock = (typeof GLANCE_BLOCKS)[number];

export function isGlanceBlock(value: unknown): value is GlanceBlock {
  return typeof value === "string" && (GLANCE_BLOCKS as readonly string[]).includes(value);
}

/** The tab each block is on. */
export const GLANCE_TABS: Record<GlanceBlock, CharacterTab> = {
  encumbrance: "inventory", force: "force", obligations: "notes", duties: "notes", morality: "notes",
};

export interface GlanceEntry {
  block: GlanceBlock;
  tab: CharacterTab;
  labelKey: string;
  /** What it reads: "4 / 8", "2", "10". */
  value: string;
  /** "over" (encumbrance), "darkSide" or "paragon" (Morality); "" otherwise. */
  state: "" | "over" | "darkSide" | "paragon";
  /** The state's word, a lang key ("over", "Dark side"), or null. */
  stateKey: string | null;
  /** What the button does, after its visible words for a screen reader: "Opens the Inventory tab". */
  openKey: string;
}

export interface GlanceInput {
  encumbrance: EncumbranceState;
  forceRating: number;
  obligations: readonly PartyStake[];
  duties: readonly PartyStake[];
  morality: MoralityData;
  moralityDerived?: MoralityDerived | undefined;
}

const total = (list: readonly PartyStake[]) => list.reduce((n, e) => n + Math.max(0, e.magnitude), 0);

function entry(block: GlanceBlock, value: string, state: GlanceEntry["state"] = "", stateKey: string | null = null): GlanceEntry {
  return { block, tab: GLANCE_TABS[block], labelKey: `EOTE.SheetGlance.Label.${block}`, value, state, stateKey, openKey: `EOTE.SheetGlance.Open.${block}` };
}

export function glanceRow(s: GlanceInput): GlanceEntry[] {
  const row: GlanceEntry[] = [];
  const enc = s.encumbrance;
  row.push(entry("encumbrance", `${enc.value} / ${enc.threshold}`, enc.over ? "over" : "", enc.over ? "EOTE.SheetGlance.Over" : null));
  if (s.forceRating > 0) row.push(entry("force", `${s.forceRating}`));
  row.push(entry("obligations", `${total(s.obligations)}`));
  if (s.duties.length > 0) row.push(entry("duties", `${total(s.duties)}`));
  const m = s.morality;
  if (s.forceRating > 0 || m.value !== MORALITY_START || m.conflict > 0 || m.darkSide) {
    const standing = s.moralityDerived?.standing ?? "neutral";
    row.push(standing === "neutral" ? entry("morality", `${m.value}`) : entry("morality", `${m.value}`, standing, `EOTE.Morality.Standing.${standing}`));
  }
  return row;
}
