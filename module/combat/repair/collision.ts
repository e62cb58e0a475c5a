/**
 * The collision section's registration (the section: ./collision-run.ts). Its code loads on first use:
 * only a GM's view of a station check (flags.eote.check.crewStation) needs it; nobody else sees the section.
 */
import { notifyError } from "../../roll/notify.ts";
import { redrawOnRecordChange } from "../cards/redraw.ts";
import { checkFlagOf } from "../cards/section.ts";
import { COLLISION_LOG } from "./flags.ts";

type Message = ChatMessage.Implementation;

async function renderCollision(message: Message, html: HTMLElement): Promise<void> {
  if (checkFlagOf(message, "crewStation") === undefined || game.user?.isGM !== true) return;
  await (await import("./collision-run.ts")).renderCollision(message, html);
}

export function registerCollisionCard(): void {
  Hooks.on("renderChatMessageHTML", (message: Message, html: HTMLElement) => void renderCollision(message, html).catch(notifyError));
  Hooks.on("updateActor", redrawOnRecordChange(COLLISION_LOG, renderCollision));
}
