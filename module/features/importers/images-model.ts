/**
 * The one check an imported image path passes before it is stored (every importer that takes one: the
 * StarWarsFFG export's `img`; OggDude and the adversary files carry none). An image path is fetched by
 * every client that shows the document: a remote host learns who looks at it and when, and a path that
 * climbs out of its folder reaches files the GM never shared. So only relative paths inside the world's
 * own folder (`worlds/<this world>/`), this system's folder (`systems/eote/`) or Foundry's own icons
 * (`icons/`) are kept, judged on the path as a server would read it: percent-decoded until nothing
 * changes (a double-encoded `%252e%252e` is `..` too), backslashes read as slashes. Anything else is
 * refused; the importer then leaves the image unset, so the document gets its type's default image,
 * and lists the refusal in the report. Pure: no Foundry global.
 */
import { SYSTEM_ID } from "../../system/config.ts";

/** Longest path kept (characters, decoded): far past any real one, short enough for a report line. */
export const MAX_IMAGE_PATH = 256;

/** The image formats Foundry's image fields accept (its IMAGE file category). */
const IMAGE_EXTENSIONS = new Set(["apng", "avif", "bmp", "gif", "jpeg", "jpg", "png", "svg", "tif", "tiff", "webp"]);

/** How many rounds of percent-decoding are tried; a path still encoded after them is refused. */
const DECODE_ROUNDS = 4;

/** The path fully percent-decoded, or null when an escape is malformed or the encoding runs too deep. */
function decoded(raw: string): string | null {
  let path = raw;
  for (let round = 0; round < DECODE_ROUNDS && path.includes("%"); round++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return null;
    }
  }
  return path.includes("%") ? null : path;
}

/** A folder name as Foundry makes them for worlds and systems (letters, digits, `-`, `_`, `.`), never `.` or `..`. */
const FOLDER = /^[\w.-]+$/;

/**
 * The path to store for an imported image, decoded and with forward slashes, or null when it is not a
 * relative image path inside the world's folder, the system's folder or Foundry's icons. `worldId` is
 * the current world's id; without it (the pure converters run from Node) any one world folder is accepted.
 */
export function importedImage(raw: unknown, options: { worldId?: string } = {}): string | null {
  if (typeof raw !== "string" || raw === "" || raw.length > MAX_IMAGE_PATH * 4) return null;
  const full = decoded(raw.trim());
  if (full === null) return null;
  const path = full.replaceAll("\\", "/");
  if (path === "" || path.length > MAX_IMAGE_PATH) return null;
  // No scheme or drive (":"), query or fragment, control characters, or markup characters.
  if (/[:?#<>"'`]|\p{Cc}/u.test(path)) return null;
  const segments = path.split("/");
  // Absolute ("/x", "//host/x") and empty or dot segments ("a//b", "./", "../") are refused.
  if (segments.some((s) => s === "" || s === "." || s === "..")) return null;
  const [root, folder] = segments;
  const inside =
    (root === "icons" && segments.length >= 2) ||
    (root === "systems" && folder === SYSTEM_ID && segments.length >= 3) ||
    (root === "worlds" && folder !== undefined && FOLDER.test(folder) && (options.worldId === undefined || folder === options.worldId) && segments.length >= 3);
  if (!inside) return null;
  const name = segments.at(-1)!;
  const dot = name.lastIndexOf(".");
  if (dot <= 0 || !IMAGE_EXTENSIONS.has(name.slice(dot + 1).toLowerCase())) return null;
  return path;
}
