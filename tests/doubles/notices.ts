/**
 * ui.notifications as v13 has it (info, warn, error), recording each notice with the i18n key and data
 * that produced its text, so tests assert notices by key and rewording lang/en.json breaks none of them.
 * The i18n double (makeI18n, roll.ts) reports every string it localises or formats to `rememberText`;
 * a notice's text is looked up there when it is shown (the newest producer of that exact text wins).
 */
import { expect } from "vitest";
import { createI18n, type I18n } from "../../preview/i18n.ts";
import { readLang } from "../../preview/load.ts";
import { keysSwitch, keyWithData } from "./keys.ts";

export type NoticeLevel = "info" | "warn" | "error";

/** Where a shown string came from: the i18n key, and the data it was formatted with (values as strings). */
export interface TextOrigin {
  key: string;
  data: Record<string, string>;
}

/** One notice shown: its level and text, and the key and data that produced the text (null key: not from i18n). */
export interface Notice {
  level: NoticeLevel;
  text: string;
  key: string | null;
  data: Record<string, string>;
}

/** Every notice shown since the last reset, oldest first. */
export const notices: Notice[] = [];

const origins = new Map<string, TextOrigin>();

const asStrings = (data: Readonly<Record<string, unknown>> = {}): Record<string, string> =>
  Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));

/** Called by the i18n double with each string it returns; returns the text unchanged. */
export function rememberText(text: string, key: string, data?: Readonly<Record<string, unknown>>): string {
  origins.set(text, { key, data: asStrings(data) });
  return text;
}

function show(level: NoticeLevel) {
  return (message: string): Notice => {
    const text = String(message);
    const origin = origins.get(text);
    const notice: Notice = { level, text, key: origin?.key ?? null, data: { ...(origin?.data ?? {}) } };
    notices.push(notice);
    return notice;
  };
}

/** ui.notifications over `notices`. */
export function notificationsDouble(): Record<NoticeLevel, (message: string) => Notice> {
  return { info: show("info"), warn: show("warn"), error: show("error") };
}

/** Installs `ui.notifications` (keeping any other `ui` members) and clears the record. */
export function installNotifications(): Notice[] {
  const g = globalThis as { ui?: Record<string, unknown> };
  g.ui = { ...(g.ui ?? {}), notifications: notificationsDouble() };
  notices.length = 0;
  return notices;
}

/** The i18n keys of the notices shown, oldest first (null for a text i18n did not produce). */
export function noticeKeys(): (string | null)[] {
  return notices.map((n) => n.key);
}

/**
 * Matches one recorded notice by its key and, when given, by the data its text shows (values compared as
 * strings; data the text does not show may be present too): `expect(notices).toEqual([notice("EOTE.X", { name: "Kira" })])`.
 */
export function notice(key: string, data?: Readonly<Record<string, unknown>>): Notice {
  return expect.objectContaining(data === undefined ? { key } : { key, data: expect.objectContaining(asStrings(data)) }) as Notice;
}

/**
 * The text the i18n double gives for a key, for data that is itself localised: `{ station: localized("EOTE.Crew.Station.pilot") }`.
 * Under shellSuite's `keys: true` that is the echo (keys.ts): the key, with the data as JSON when there is any.
 */
export function localized(key: string, data?: Readonly<Record<string, unknown>>): string {
  if (keysSwitch.on) return keyWithData(key, data);
  english ??= createI18n(readLang());
  return english.format(key, asStrings(data));
}

let english: I18n | undefined;
