// Validation throughput of validateSystemData, which the pack build and the importers run over every entry.
// CPU time per call as { min, median, max, runs } (bench/timing.mjs), each against its target.
import { loadDataSpec } from "../scripts/lib/load-data-spec.mjs";
import { budget, cpuRunsTogether, spread } from "./timing.mjs";

// Target: the importers check every document they make with validateSystemData, and a full-size Data
// folder (importers.bench.mjs: 3,535 documents) has a 3-second budget. Checking may take a tenth of it:
// 300 ms / 3,535 documents ≈ 85 µs a document, for the largest (a character) as for the smallest.
const TARGET_MICROS = 85;

export async function bench() {
  const { validateSystemData, defaultSystemData } = await loadDataSpec();
  const character = defaultSystemData("Actor", "character");
  const weapon = defaultSystemData("Item", "weapon");
  const s = cpuRunsTogether({
    character: () => validateSystemData("Actor", "character", character),
    weapon: () => validateSystemData("Item", "weapon", weapon),
  });
  const micros = (samples) => budget(spread(samples.map((ms) => ms * 1000)), TARGET_MICROS, { key: "targetMicros" });
  return { validateCharacterMicros: micros(s.character), validateWeaponMicros: micros(s.weapon) };
}
