/**
 * The Destiny pool in Foundry: a world setting shown to everyone under the players list, formed by
 * the GM rolling one force die per player character, flipped by players (light to dark) and the GM
 * (dark to light), each flip announced in chat. Players cannot write world settings, so a player's
 * flip goes to the active GM over the system socket ("system.eote"); the GM's client checks the rule,
 * writes the setting and posts the announcement. The socket accepts only light-to-dark requests, so a
 * player's client cannot make a GM flip.
 */
import { SYSTEM_ID } from "../config.ts";
import { EoteError } from "../dice/errors.ts";
import type { DestinyPool, FlipDirection } from "./destiny-model.ts";
import { canFlip, flip, formPool, normalise } from "./destiny-model.ts";
import { NarrativeRoll } from "./narrative-roll.ts";
import { notifyError } from "./notify.ts";

const SOCKET = `system.${SYSTEM_ID}`;
export const DESTINY_TEMPLATE = `systems/${SYSTEM_ID}/templates/dice/destiny.hbs`;

declare global {
  interface SettingConfig {
    "eote.destinyPool": DestinyPool;
  }
}

interface FlipRequest {
  type: "destinyFlip";
  direction: FlipDirection;
  userId: string;
}

export function registerDestinySetting(): void {
  game.settings.register(SYSTEM_ID, "destinyPool", {
    name: "EOTE.Dice.Destiny.Title",
    scope: "world",
    config: false,
    type: Object,
    default: { light: 0, dark: 0 },
    onChange: () => void ui.players?.render(),
  } as never); // The League types cannot infer an Object setting's shape from `type: Object`.
}

export function readPool(): DestinyPool {
  return normalise(game.settings.get(SYSTEM_ID, "destinyPool"));
}

async function writePool(pool: DestinyPool): Promise<void> {
  await game.settings.set(SYSTEM_ID, "destinyPool", pool);
}

/** Applied on the GM's client: checks the rule, writes the pool, announces the flip. */
async function applyFlip(direction: FlipDirection, user: User.Implementation): Promise<void> {
  if (!canFlip(direction, user.isGM)) return;
  const next = flip(readPool(), direction);
  await writePool(next);
  const key = direction === "lightToDark" ? "EOTE.Chat.DestinyFlipLight" : "EOTE.Chat.DestinyFlipDark";
  await ChatMessage.create({
    content: `<p class="eote-destiny-flip">${game.i18n!.format(key, { name: user.name ?? "" })}</p>`,
    speaker: { alias: user.name ?? "" },
    flags: { eote: { destiny: true } },
  });
}

/** A flip by the current user: the GM applies it, a player asks the active GM over the socket. */
export async function requestFlip(direction: FlipDirection): Promise<void> {
  const user = game.user!;
  try {
    if (!canFlip(direction, user.isGM)) throw new EoteError("EOTE.Dice.Destiny.Error.NotAllowed", "Not allowed to flip that way");
    flip(readPool(), direction); // Fails early with a clear notice when there is nothing to flip.
    if (user.isGM) return await applyFlip(direction, user);
    if (!game.users?.activeGM) {
      ui.notifications?.warn(game.i18n!.localize("EOTE.Dice.Destiny.Error.NoGM"));
      return;
    }
    const request: FlipRequest = { type: "destinyFlip", direction, userId: user.id! };
    game.socket?.emit(SOCKET, request);
  } catch (err) {
    notifyError(err);
  }
}

/** The GM rolls one force die per player character and the result becomes the pool. */
export async function formDestinyPool(): Promise<void> {
  if (!game.user?.isGM) return;
  const players = game.users?.filter((u) => !u.isGM && !!u.character).length ?? 0;
  if (players < 1) {
    ui.notifications?.warn(game.i18n!.localize("EOTE.Dice.Destiny.Error.NoCharacters"));
    return;
  }
  const roll = NarrativeRoll.fromFormula(`${players}df`, { title: game.i18n!.localize("EOTE.Dice.Destiny.Form") });
  await roll.evaluate();
  await roll.toMessage({ flags: { eote: { destiny: true } } });
  await writePool(formPool(roll.narrativeResults));
}

function onSocket(data: unknown): void {
  const request = data as Partial<FlipRequest>;
  if (request?.type !== "destinyFlip" || request.direction !== "lightToDark") return;
  if (game.users?.activeGM?.id !== game.user?.id) return; // Only one GM client applies it.
  const user = game.users?.get(request.userId ?? "");
  if (!user) return;
  void applyFlip("lightToDark", user).catch((err) => console.error(err));
}

/** Adds the pool (counts and buttons) under the players list; it re-renders when the pool changes. */
async function renderDestiny(element: HTMLElement): Promise<void> {
  const pool = readPool();
  const isGM = game.user?.isGM ?? false;
  const html = await foundry.applications.handlebars.renderTemplate(DESTINY_TEMPLATE, {
    ...pool, isGM, canFlipLight: !isGM && pool.light > 0, canFlipDark: isGM && pool.dark > 0,
  });
  element.querySelector(".eote-destiny")?.remove();
  element.insertAdjacentHTML("beforeend", html);
  const section = element.querySelector<HTMLElement>(".eote-destiny");
  section?.addEventListener("click", (event) => {
    const action = (event.target as HTMLElement).closest<HTMLElement>("[data-destiny]")?.dataset.destiny;
    if (action === "lightToDark" || action === "darkToLight") void requestFlip(action);
    else if (action === "form") void formDestinyPool();
  });
}

export function registerDestiny(): void {
  registerDestinySetting();
  Hooks.once("ready", () => game.socket?.on(SOCKET, onSocket));
  Hooks.on("renderPlayers", (_app: unknown, element: HTMLElement) => void renderDestiny(element));
}
