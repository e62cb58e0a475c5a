/**
 * Core's own ways from typed text to a roll, as v13 shows them to a system (over the roll and chat
 * doubles): the chat log's roll commands, inline rolls in enriched text, and a click on a deferred
 * inline roll. Test-only; module/ never imports it.
 * - processMessage(text): the `chatMessage` hook first (false: nothing is sent); a roll command
 *   (`/r`, `/roll`, `/gmr`, `/br`, `/sr`, `/pr` and long names, `# flavour`) builds and evaluates its
 *   roll and creates a message with it, the content its total, in the command's roll mode (`/r`: the
 *   user's setting); any other text is created with its immediate inline rolls (`[[2da]]`) rolled
 *   once and stored in its content, so every client shows the same result.
 * - enrichInlineRolls(text): `[[formula]]` is rolled now and drawn with the roll's toAnchor (which keeps
 *   the roll in data-roll); `[[/r formula # flavour]]` becomes a deferred anchor (`inline-roll roll`,
 *   data-mode, data-formula, data-flavor) that rolls when clicked (clickInlineRoll: the roll's
 *   toMessage in that mode). inlineResultRoll(anchor) is what a click on a result rebuilds
 *   (Roll.fromData of its data-roll).
 * Which constructor core uses on these paths is not documented (FOUNDRY-V13-FACTS.md, Rolls and chat;
 * foundryvtt/foundryvtt#13710), so the double builds them the way `coreBuilds.mode` says, and tests run
 * each path every way:
 * - "create": Roll.create(formula, data) (older cores' chat commands; v13's documented factory);
 * - "configured": new CONFIG.Dice.rolls[0](formula, data) (what Roll.defaultImplementation would give);
 * - "core-class": new Roll(formula, data) with core's own class, reached neither through the global
 *   `Roll` nor through CONFIG (the worst case for a system).
 */
import { FakeAnchor, Roll } from "./roll.ts";
import { messages, ROLL_MODES, rollModeSetting, type ChatMessageDouble, type FakeChatMessage } from "./chat.ts";

/** The globals core's paths read here: the configured Roll classes, ChatMessage, the hooks and the chat log. */
const g = globalThis as unknown as {
  CONFIG: { Dice: { rolls: (new (formula: string, data: Record<string, unknown>) => Roll)[] } };
  ChatMessage: typeof ChatMessageDouble;
  Hooks?: { call?(hook: string, ...args: unknown[]): unknown };
  ui?: { chat?: unknown };
};

export const CORE_BUILDS = ["create", "configured", "core-class"] as const;
export type CoreBuild = (typeof CORE_BUILDS)[number];
export const coreBuilds: { mode: CoreBuild } = { mode: "create" };

/** A roll for `formula`, built as core's path would under coreBuilds.mode. */
export function coreRoll(formula: string, data: Record<string, unknown> = {}): Roll {
  if (coreBuilds.mode === "create") return Roll.create(formula, data);
  if (coreBuilds.mode === "configured") return new g.CONFIG.Dice.rolls[0]!(formula, data);
  return new Roll(formula, data);
}

const COMMAND_MODES: Record<string, string | null> = {
  r: null, roll: null, pr: ROLL_MODES.PUBLIC, publicroll: ROLL_MODES.PUBLIC, gmr: ROLL_MODES.PRIVATE, gmroll: ROLL_MODES.PRIVATE,
  br: ROLL_MODES.BLIND, broll: ROLL_MODES.BLIND, blindroll: ROLL_MODES.BLIND, sr: ROLL_MODES.SELF, selfroll: ROLL_MODES.SELF,
};
const ROLL_COMMAND = /^\/([a-z]+)\s+([^#]+?)\s*(?:#\s*(.*))?$/is;

/** The roll mode of a roll command (null: not one); `/r` means the user's current setting. */
function commandMode(command: string): string | null {
  if (!Object.hasOwn(COMMAND_MODES, command.toLowerCase())) return null;
  return COMMAND_MODES[command.toLowerCase()] ?? rollModeSetting.value;
}

/** ChatLog#processMessage, for roll commands and text with inline rolls. Resolves to the message, or undefined. */
// Typed loosely for now: tests/roll/entry-points.test.ts reads the message without narrowing (FakeChatMessage | undefined).
export async function processMessage(text: string): Promise<FakeChatMessage | undefined> {
  const message = text.trim();
  const chatData: Record<string, unknown> = { speaker: g.ChatMessage.getSpeaker() };
  if (g.Hooks?.call?.("chatMessage", g.ui?.chat ?? {}, message, chatData) === false) return undefined;
  const command = ROLL_COMMAND.exec(message);
  const mode = command ? commandMode(command[1]!) : null;
  if (command && mode) {
    const roll = coreRoll(command[2]!.trim());
    await roll.evaluate();
    const flavor = command[3]?.trim();
    return g.ChatMessage.implementation.create({ ...chatData, ...(flavor ? { flavor } : {}), rolls: [roll], content: String(roll.total) }, { rollMode: mode });
  }
  const { html } = await enrichInlineRolls(message);
  return g.ChatMessage.implementation.create({ ...chatData, content: html });
}

const INLINE = /\[\[(\/[a-z]+\s)?(.*?)\]\](?:\{([^}]+)\})?/gi;

/** Text with its inline rolls replaced by anchors: the HTML, and the anchors in order. */
export async function enrichInlineRolls(text: string): Promise<{ html: string; anchors: FakeAnchor[] }> {
  const anchors: FakeAnchor[] = [];
  let html = "";
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    html += text.slice(last, match.index);
    last = match.index + match[0].length;
    const [, command, body, label] = match;
    const anchor = command ? deferredAnchor(command.trim().slice(1), body!, label) : await immediateAnchor(body!, label);
    anchors.push(anchor);
    html += anchor.outerHTML;
  }
  return { html: html + text.slice(last), anchors };
}

async function immediateAnchor(formula: string, label: string | undefined): Promise<FakeAnchor> {
  const roll = coreRoll(formula.trim());
  await roll.evaluate();
  return roll.toAnchor(label ? { label } : {}) as unknown as FakeAnchor;
}

function deferredAnchor(command: string, body: string, label: string | undefined): FakeAnchor {
  const [formula, flavor] = body.split("#").map((s) => s.trim());
  const a = new FakeAnchor();
  a.classList.push("inline-roll", "roll");
  Object.assign(a.dataset, { mode: command, formula: formula ?? "", flavor: flavor ?? "" });
  a.append(label ?? formula ?? "");
  return a;
}

/** A click on a deferred inline roll: its formula rolled and posted in the anchor's mode. */
// Typed loosely for now, as processMessage.
export async function clickInlineRoll(anchor: FakeAnchor): Promise<FakeChatMessage | undefined> {
  const mode = commandMode(anchor.dataset["mode"] ?? "") ?? rollModeSetting.value;
  const roll = coreRoll(anchor.dataset["formula"] ?? "");
  const flavor = anchor.dataset["flavor"];
  const posted = await roll.toMessage({ speaker: g.ChatMessage.getSpeaker(), ...(flavor ? { flavor } : {}) }, { rollMode: mode });
  return messages.find((m) => m === posted); // the message posted (ChatMessage.create resolves to it)
}

/** What a click on an immediate inline result rebuilds: Roll.fromData of its data-roll. */
export function inlineResultRoll(anchor: FakeAnchor): Roll {
  return Roll.fromData(JSON.parse(unescape(anchor.dataset["roll"] ?? "null")));
}

/** The data-roll of every immediate inline result in stored HTML (a message's content). */
export function inlineRollsIn(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<a class="[^"]*\binline-result\b[^"]*"[^>]*\bdata-roll="([^"]*)"/g)]
    .map((m) => JSON.parse(unescape(m[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, "&"))));
}
