/**
 * Dice So Nice's `game.dice3d` as our registration calls it (addSystem, addColorset, addDicePreset),
 * recording each call's arguments. Test-only; module/ never imports it.
 */
import type { Dice3D } from "../../module/roll/dsn.ts";

export function fakeDice3d() {
  const calls = { systems: [] as unknown[][], colorsets: [] as unknown[][], presets: [] as unknown[][] };
  const dice3d: Dice3D = {
    addSystem: (...args) => { calls.systems.push(args); },
    addColorset: (...args) => { calls.colorsets.push(args); },
    addDicePreset: (...args) => { calls.presets.push(args); },
  };
  return { dice3d, calls };
}
