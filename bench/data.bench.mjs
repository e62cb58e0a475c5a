// Validation throughput of validateSystemData, which the pack build runs over every entry.
// CPU time per call as { min, median, max, runs } (bench/timing.mjs).
import { loadDataSpec } from "../scripts/lib/load-data-spec.mjs";
import { cpuRunsTogether, spread } from "./timing.mjs";

export async function bench() {
  const { validateSystemData, defaultSystemData } = await loadDataSpec();
  const character = defaultSystemData("Actor", "character");
  const weapon = defaultSystemData("Item", "weapon");
  const s = cpuRunsTogether({
    character: () => validateSystemData("Actor", "character", character),
    weapon: () => validateSystemData("Item", "weapon", weapon),
  });
  const micros = (samples) => spread(samples.map((ms) => ms * 1000));
  return { validateCharacterMicros: micros(s.character), validateWeaponMicros: micros(s.weapon) };
}
