/**
 * What a sheet row that is not a document gives when dragged (to the hotbar, for a macro): a skill row
 * its skill, a recovery button its action and the actor. Item rows keep core's drag data (ActorSheetV2's
 * own drag start, `{ type: "Item", uuid }`). Rows must carry the `draggable` class (FOUNDRY-V13-FACTS.md).
 */
import { api as macrosApi } from "../../features/macros/index.ts";

const { DRAG_TYPES, isRecoveryAction, isSkillId } = macrosApi;

/** The drag data of the element a drag started on, or null for one that is not ours. */
export function macroDragData(target: EventTarget | null, actorUuid: string): Record<string, string> | null {
  const el = (target as Partial<Element> | null)?.closest?.("[data-macro-skill], [data-macro-recovery]") as HTMLElement | null | undefined;
  if (!el) return null;
  const skill = el.dataset["macroSkill"];
  if (skill !== undefined) return isSkillId(skill) ? { type: DRAG_TYPES.skill, skill } : null;
  const action = el.dataset["macroRecovery"];
  return isRecoveryAction(action) ? { type: DRAG_TYPES.recovery, actorUuid, action } : null;
}

/** One listener on the sheet's lasting root element: our rows' drag data (added after core's, so it stands). */
export function listenForMacroDrags(root: HTMLElement, actor: Actor.Implementation): void {
  root.addEventListener("dragstart", (event: DragEvent) => {
    const data = macroDragData(event.target, actor.uuid);
    if (data) event.dataTransfer?.setData("text/plain", JSON.stringify(data));
  });
}
