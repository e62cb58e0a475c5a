/**
 * Who may see a message that follows another (a status, a critical's d100, a treated injury, a
 * recovery line): the same users as the message it follows. Foundry makes a message public unless its
 * data carries `whisper`/`blind` or a roll mode is applied, whatever the roll before it was, so a
 * blind attack's critical would otherwise be announced to the table. A follow-up tied to no message
 * (a rest or a stimpack from a sheet) takes the user's current roll mode, as a roll would.
 */
export interface Visibility {
  whisper: string[];
  blind: boolean;
}

/** A message as far as its visibility goes. */
export interface VisibleMessage {
  whisper?: readonly (string | null)[] | null;
  blind?: boolean | null;
  author?: { id?: string | null } | null;
}

/** What a follow-up may be tied to: the message itself or its id (null: none). */
export type FollowedMessage = VisibleMessage | string | null | undefined;

/**
 * The visibility of `message`, for a message that follows it and is seen by the same users. Its
 * whisper list and blindness are copied; a whispered message that is not blind is also seen by its
 * author (a player's private GM roll), who is added, since the follow-up's author may be someone else.
 */
export function followUpVisibility(message: VisibleMessage): Visibility {
  const whisper = (message.whisper ?? []).filter((id): id is string => typeof id === "string" && id !== "");
  const blind = message.blind === true;
  const author = message.author?.id;
  if (whisper.length && !blind && author && !whisper.includes(author)) whisper.push(author);
  return { whisper, blind };
}

/** Whether anyone but the listed users is meant not to see the content (any roll mode but public). */
export function isPrivateVisibility(visibility: Partial<Visibility>): boolean {
  return (visibility.whisper?.length ?? 0) > 0 || visibility.blind === true;
}

/** The user's roll mode from the chat controls (public when Foundry has none set). */
export function currentRollMode(): string {
  return String(game.settings?.get("core", "rollMode") ?? "publicroll");
}

/**
 * The roll mode a message was posted with, read back from its visibility: blind, a blind roll; whispered
 * to its author alone, a self roll; whispered to others, a private GM roll; else public. For a check that
 * follows it (the dice dialog's starting mode), so the follow-up is seen by the same users by default.
 */
export function rollModeOf(message: VisibleMessage): string {
  const whisper = (message.whisper ?? []).filter((id): id is string => typeof id === "string" && id !== "");
  if (message.blind === true) return "blindroll";
  if (whisper.length === 0) return "publicroll";
  const author = message.author?.id;
  return whisper.length === 1 && author && whisper[0] === author ? "selfroll" : "gmroll";
}

/** `whisper` and `blind` for the user's current roll mode, as Foundry would apply them to a roll. */
export function rollModeVisibility(mode = currentRollMode()): Visibility {
  return followUpVisibility(ChatMessage.applyRollMode({} as ChatMessage.CreateData, mode as never) as Partial<Visibility>);
}

function followed(follows: FollowedMessage): VisibleMessage | null {
  if (typeof follows === "string") return follows ? (game.messages?.get(follows) as VisibleMessage | undefined) ?? null : null;
  return follows ?? null;
}

/** `data` with the visibility of the message it follows (a message or its id), else of the user's roll mode. */
export function followUpData<T extends object>(data: T, follows: FollowedMessage): T & Visibility {
  const message = followed(follows);
  return { ...data, ...(message ? followUpVisibility(message) : rollModeVisibility()) };
}

/** Whether a follow-up of `follows` is hidden from someone (not public). */
export function isPrivateFollowUp(follows: FollowedMessage): boolean {
  return isPrivateVisibility(followUpData({}, follows));
}

/** Posts a follow-up chat message seen by the same users as `follows`. */
export async function createFollowUp(data: Record<string, unknown>, follows: FollowedMessage): Promise<void> {
  await ChatMessage.create(followUpData(data, follows) as ChatMessage.CreateData);
}

/**
 * Posts an evaluated roll (a critical's d100) as a follow-up, as Roll#toMessage builds its message.
 * Foundry applies a roll mode to a roll message created without whisper recipients (the user's own
 * when none is given), which would replace the followed message's: a public one is posted with the
 * public mode, a whispered or blind one keeps its recipients and blindness.
 */
export async function postFollowUpRoll(roll: Roll, data: Record<string, unknown>, follows: FollowedMessage): Promise<void> {
  const visibility = followUpData({}, follows);
  const message = { content: String(roll.total ?? ""), sound: CONFIG.sounds?.dice, ...data, ...visibility, rolls: [roll] };
  await ChatMessage.create(message as unknown as ChatMessage.CreateData, (visibility.whisper.length ? {} : { rollMode: "publicroll" }) as never);
}
