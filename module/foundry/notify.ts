/** Shows a pure-core EoteError to the user, localised (falling back to its English message). */
import type { EoteError } from "../dice/errors.ts";
import { format } from "./localize.ts";

export function warn(error: EoteError): void {
  ui.notifications?.warn(format(error.key, error.data, error.message));
}
