/**
 * Character identity and experience from the sheet: drops, purchases, undo, creation mode. The code loads
 * on the first drop or purchase; these facades keep the sheet's imports.
 */
import type * as Drop from "./drop.ts";
import type * as Purchase from "./purchase.ts";
import type * as Undo from "./undo.ts";

export { IDENTITY_TYPES } from "./identity-types.ts";

/** A species, career or specialisation dropped on a character (the code loads on first use). */
export async function dropIdentity(...args: Parameters<typeof Drop.dropIdentity>): ReturnType<typeof Drop.dropIdentity> {
  return (await import("./drop.ts")).dropIdentity(...args);
}

/** Buys a skill rank with experience (the code loads on first use). */
export async function buySkill(...args: Parameters<typeof Purchase.buySkill>): ReturnType<typeof Purchase.buySkill> {
  return (await import("./purchase.ts")).buySkill(...args);
}

/** Buys a characteristic point with experience (the code loads on first use). */
export async function buyCharacteristic(...args: Parameters<typeof Purchase.buyCharacteristic>): ReturnType<typeof Purchase.buyCharacteristic> {
  return (await import("./purchase.ts")).buyCharacteristic(...args);
}

/** Buys a talent of a specialisation tree (the code loads on first use). */
export async function buyTalent(...args: Parameters<typeof Purchase.buyTalent>): ReturnType<typeof Purchase.buyTalent> {
  return (await import("./purchase.ts")).buyTalent(...args);
}

/** Opens or closes character creation (the code loads on first use). */
export async function setCreation(...args: Parameters<typeof Purchase.setCreation>): ReturnType<typeof Purchase.setCreation> {
  return (await import("./purchase.ts")).setCreation(...args);
}

/** Undoes the last experience purchase (the code loads on first use). */
export async function undoLastPurchase(...args: Parameters<typeof Undo.undoLastPurchase>): ReturnType<typeof Undo.undoLastPurchase> {
  return (await import("./undo.ts")).undoLastPurchase(...args);
}
