/**
 * Steps the critical treatment and repair shell tests share.
 */
import { expect } from "vitest";
import { noticeKeys } from "../../doubles/index.ts";

type Card = typeof import("../../../module/features/critical/card.ts");
type Message = Parameters<Card["runCriticalTreatmentAction"]>[0];

/** A viewer who may not act on the card: its section has no button, and Remove is refused with a notice. */
export async function refusedRemove(card: Card, message: Message): Promise<void> {
  expect(await card.criticalTreatmentSection(message)).not.toContain("<button");
  await card.runCriticalTreatmentAction(message, "eoteRemoveCritical");
  expect(noticeKeys()).toEqual(["EOTE.Combat.Notice.NotAllowed"]);
}
