/**
 * One run at a time per key on this client. A card button or a purchase reads the documents, then writes
 * absolute values over several awaits: a double click would otherwise run twice on the same reading
 * (two effects where the record names one, two talents for one charge). A second click while the first
 * is being written is refused with `notice` and returns `busy`.
 */
const running = new Set<string>();

export async function exclusive<T>(key: string, busy: T, notice: () => void, run: () => Promise<T>): Promise<T> {
  if (running.has(key)) {
    notice();
    return busy;
  }
  running.add(key);
  try {
    return await run();
  } finally {
    running.delete(key);
  }
}
