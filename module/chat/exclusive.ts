/**
 * One run at a time per key on this client. A card button or a purchase reads the documents, then writes
 * absolute values over several awaits: a double click would otherwise run twice on the same reading
 * (two effects where the record names one, two talents for one charge). A second click while the first
 * is being written is refused with `notice` and returns `busy`.
 */
const running = new Set<string>();

export async function exclusive<T>(key: string, busy: T, notice: () => void, run: () => Promise<T>): Promise<T> {
  // The lock is this client's, and a client is its user's: keyed by the user too, so that two users' clicks
  // (two clients, as the test doubles run them in one process) are not one client's double click. What two
  // clients clicking at once do is settled by the action ids of ./card-action.ts, not by this lock.
  const mine = `${typeof game === "undefined" ? "" : game.user?.id ?? ""}:${key}`;
  if (running.has(mine)) {
    notice();
    return busy;
  }
  running.add(mine);
  try {
    return await run();
  } finally {
    running.delete(mine);
  }
}
