/**
 * What a click in the dice dialog is about, read from the data attributes of the button or its row:
 * a die type, a symbol, the dice an upgrade acts on, an actor uuid. A value the dialog does not know
 * (a forged attribute) reads as null or "", and the click does nothing.
 */
import type { DieType, SymbolKey } from "../../dice/types.ts";
import { isDieType, isSymbolKey } from "../../roll/symbols.ts";

const data = (target: HTMLElement, key: string): string | undefined =>
  target.closest<HTMLElement>(`[data-${key}]`)?.dataset[key];

export function clickedDie(target: HTMLElement): DieType | null {
  const die = data(target, "die");
  return isDieType(die) ? die : null;
}

export function clickedSymbol(target: HTMLElement): SymbolKey | null {
  const symbol = data(target, "symbol");
  return isSymbolKey(symbol) ? symbol : null;
}

/** Which dice an upgrade or downgrade button acts on. */
export function clickedUpgradeTarget(target: HTMLElement): "ability" | "difficulty" | null {
  const t = data(target, "target");
  return t === "ability" || t === "difficulty" ? t : null;
}

export function clickedUuid(target: HTMLElement): string {
  return data(target, "uuid") ?? "";
}
