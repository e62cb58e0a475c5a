// Validation throughput of validateSystemData, which the pack build runs over every entry.
import { loadDataSpec } from "../scripts/lib/load-data-spec.mjs";

export async function bench() {
  const { validateSystemData, defaultSystemData } = await loadDataSpec();
  const character = defaultSystemData("Actor", "character");
  const weapon = defaultSystemData("Item", "weapon");
  const run = (n, fn) => {
    const start = performance.now();
    for (let i = 0; i < n; i++) fn();
    return (performance.now() - start) / n;
  };
  run(200, () => validateSystemData("Actor", "character", character));
  return {
    validateCharacterMicros: Math.round(run(5000, () => validateSystemData("Actor", "character", character)) * 1000 * 10) / 10,
    validateWeaponMicros: Math.round(run(20000, () => validateSystemData("Item", "weapon", weapon)) * 1000 * 10) / 10,
  };
}
