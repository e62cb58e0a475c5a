/**
 * The Destiny pool in Foundry: a world setting everyone sees in its own window
 * (module/applications/destiny), formed by the GM rolling one force die per player character,
 * flipped by players (light to dark) and the GM (dark to light), each flip announced in chat.
 *
 * Players cannot write world settings, so every change is made on the active GM's client
 * (actions/gm.ts), one at a time. A player's flip is a request message whispered to the GMs plus a
 * `User#query` to the active GM naming it; the GM's answer comes back as a notice. The active GM's
 * own flips take the same queue directly.
 */
import { SYSTEM_ID } from "../../system/config.ts";
import type { FlipDirection } from "./model.ts";
import { canFlip, flip, flipBy, formPool, setPool } from "./model.ts";
import type { FlipAnswer } from "./actions/gm.ts";
import { FLIP_QUERY, applyFlip, onFlipQuery, readPool, setPoolInTurn } from "./actions/gm.ts";
import { registerDestinySetting } from "./actions/setting.ts";
import { linkDestiny } from "./actions/dialog-link.ts";
import { NarrativeRoll } from "../../roll/narrative-roll.ts";
import { notifyError } from "../../foundry/notify.ts";
import { format, localize, plural } from "../../foundry/localize.ts";
import { destinyStandings, formDestinyPool as poolFromPips } from "../../rules/checks/destiny.ts";
import type { MoralityStanding } from "../../rules/force/morality.ts";

export { readPool } from "./actions/gm.ts";
export { DESTINY_APP_ID, registerDestinySetting } from "./actions/setting.ts";

type QueryHandler = (data: unknown, options: { timeout?: number }) => Promise<unknown>;

/** The setting, the dice dialog's link to the pool, and the active GM's answer to a player's flip (./actions/gm.ts onFlipQuery). */
export function registerDestiny(): void {
  registerDestinySetting();
  // The dice dialog spends points on a check through the same path as the pool window.
  linkDestiny({ readPool, flip: flipAnswer });
  (CONFIG.queries as unknown as Record<string, QueryHandler>)[FLIP_QUERY] = onFlipQuery;
}

/** How long a player waits for the GM's answer before being told it did not come. */
export const FLIP_TIMEOUT_MS = 10_000;

type Query = (name: string, data: unknown, options?: { timeout?: number }) => Promise<unknown>;

function tell(answer: FlipAnswer): void {
  if (!answer.ok) ui.notifications?.warn(localize(answer.reason));
}

/** Asks the active GM to apply a flip by the current user; the answer (or its absence) is a notice. */
async function askGM(gm: User.Implementation, direction: FlipDirection, costOf: string | null): Promise<FlipAnswer> {
  const request = await ChatMessage.create({
    content: `<p class="eote-destiny-request">${localize(direction === "lightToDark" ? "EOTE.Dice.Destiny.Request.LightToDark" : "EOTE.Dice.Destiny.Request.DarkToLight")}</p>`,
    whisper: game.users!.filter((u) => u.isGM).map((u) => u.id!),
    flags: { [SYSTEM_ID]: { destinyRequest: direction, ...(costOf !== null ? { forceCard: costOf } : {}) } },
  });
  if (!request) return { ok: false, reason: "EOTE.Dice.Destiny.Error.NoAnswer" };
  try {
    return await (gm.query as unknown as Query)(FLIP_QUERY, { messageId: request.id }, { timeout: FLIP_TIMEOUT_MS }) as FlipAnswer;
  } catch (err) {
    console.error(err);
    return { ok: false, reason: "EOTE.Dice.Destiny.Error.NoAnswer" };
  }
}

/**
 * A flip by the current user, answered rather than shown: the active GM applies it at once, anyone else
 * asks the active GM. A refusal (the wrong side for this user, an empty side, no GM) is an answer too.
 * The dice dialog pays a Destiny point spent on a check with it when the check is rolled. `costOf`: the
 * Force card (message id) whose cost this flip is; the GM checks it before a flip the other way than this
 * user flips from the pool (gm.ts registerFlipCostCheck).
 */
export async function flipAnswer(direction: FlipDirection, costOf: string | null = null): Promise<FlipAnswer> {
  const user = game.user!;
  try {
    // Refused here before asking anyone.
    if (costOf !== null && !canFlip(direction, user.isGM)) flip(readPool(), direction);
    else flipBy(readPool(), direction, user.isGM);
  } catch (err) {
    const key = (err as { key?: unknown }).key;
    if (typeof key === "string") return { ok: false, reason: key };
    throw err;
  }
  const gm = game.users?.activeGM;
  if (!gm) return { ok: false, reason: "EOTE.Dice.Destiny.Error.NoGM" };
  return gm.isSelf ? applyFlip(user, direction, Date.now(), costOf) : askGM(gm, direction, costOf);
}

/** A flip by the current user from the pool window; a refusal is a notice. */
export async function requestFlip(direction: FlipDirection): Promise<void> {
  try {
    tell(await flipAnswer(direction));
  } catch (err) {
    notifyError(err);
  }
}

/** The GM sets the pool by hand (both sides); a reset is { light: 0, dark: 0 }. */
export async function setDestinyPool(light: unknown, dark: unknown): Promise<void> {
  if (!game.user?.isGM) return;
  try {
    await setPoolInTurn(setPool(light, dark));
  } catch (err) {
    notifyError(err);
  }
}

/**
 * The GM empties the pool (both sides to 0), after a confirmation: a click on the wrong button must not lose the
 * session's points, which only rolling the pool again brings back. Nothing happens for a player, when the pool is
 * already empty, or when the GM says no or closes the question.
 */
export async function emptyDestinyPool(): Promise<void> {
  if (!game.user?.isGM) return;
  const pool = readPool();
  if (pool.light + pool.dark === 0) return;
  const sure = await foundry.applications.api.DialogV2.confirm({
    window: { title: localize("EOTE.Dice.Destiny.EmptyConfirm.Title") },
    // Our own words and two counts: no user-written text in it.
    content: `<p>${format("EOTE.Dice.Destiny.EmptyConfirm.Content", { light: pool.light, dark: pool.dark })}</p>`,
    yes: { label: localize("EOTE.Dice.Destiny.EmptyConfirm.Yes") },
    no: { label: localize("EOTE.Dice.Destiny.EmptyConfirm.No"), default: true },
    rejectClose: false,
  } as never);
  if (sure === true) await setDestinyPool(0, 0);
}

/**
 * A player character's standing for the Destiny pool (dark side Force user, light side paragon, or
 * neither): the standing its derived data gives from its stored morality (module/rules/character/actor-derived.ts
 * characterMorality, with the dark side kept until morality rises above 70). A character without
 * morality data counts as neither.
 */
export function destinyStandingOf(character: unknown): MoralityStanding {
  const standing = (character as { system?: { derived?: { morality?: { standing?: unknown } } } } | null)?.system?.derived?.morality?.standing;
  return standing === "darkSide" || standing === "paragon" ? standing : "neutral";
}

/** The card's line about the pool's adjustments, or none when no character changes it. */
function adjustmentFlavor(darkSideUsers: number, paragons: number): string | null {
  const parts = [
    ...(darkSideUsers ? [plural("EOTE.Count.darkSideUser", darkSideUsers)] : []),
    ...(paragons ? [plural("EOTE.Count.paragon", paragons)] : []),
  ];
  return parts.length ? foundry.utils.escapeHTML(parts.join(", ")) : null;
}

/**
 * The GM forms the pool at the start of a session (seed 002 DESTINY POINTS): one Force die per player
 * character (the characters assigned to players), each light pip a light side point and each dark pip a
 * dark side point, then one light point flipped to dark per dark side Force user and one more light point
 * per light side paragon (module/rules/checks/destiny.ts). One card shows the dice; the pool is written in turn
 * with the flips.
 */
export async function formDestinyPool(standingOf: (character: unknown) => MoralityStanding = destinyStandingOf): Promise<void> {
  if (!game.user?.isGM) return;
  const characters = game.users?.filter((u) => !u.isGM && !!u.character).map((u) => u.character) ?? [];
  if (characters.length < 1) {
    ui.notifications?.warn(localize("EOTE.Dice.Destiny.Error.NoCharacters"));
    return;
  }
  try {
    const { darkSideUsers, paragons } = destinyStandings(characters.map(standingOf));
    const roll = NarrativeRoll.fromFormula(`${characters.length}df`, { title: localize("EOTE.Dice.Destiny.Form") });
    await roll.evaluate();
    const pool = poolFromPips(formPool(roll.narrativeResults), darkSideUsers, paragons);
    const flavor = adjustmentFlavor(darkSideUsers, paragons);
    await roll.toMessage({ ...(flavor ? { flavor } : {}), flags: { eote: { destiny: true } } });
    await setPoolInTurn(pool);
  } catch (err) {
    notifyError(err);
  }
}

