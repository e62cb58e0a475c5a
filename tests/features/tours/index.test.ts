// The tours over the v13 doubles: registered with game.tours at setup under the system's namespace, built
// on foundry.nue.Tour from the tours' data (the gallery test checks the selectors); before a step, the
// window it points into is opened (here: the party view for the GM's tools).
import { describe, expect, it } from "vitest";
import { shellSuite } from "../../doubles/suite.ts";
import { installHooks } from "../../doubles/index.ts";
import { TOURS } from "../../../module/features/tours/model.ts";

/** The globals this file stands in for: the tour manager, foundry.nue, Hooks and the document a step waits on. */
const g = globalThis as unknown as {
  game: { tours?: { register(namespace: string, id: string, tour: TourDouble): void } };
  foundry: { nue?: { Tour: typeof TourDouble }; applications: { instances: Map<string, unknown> } };
  Hooks: { callAll(hook: string, ...args: unknown[]): boolean };
  document?: { querySelector(selector: string): unknown };
};

/** A stand-in for v13's foundry.nue.Tour: keeps its config, walks its steps, calls _preStep before each. */
class TourDouble {
  stepIndex = -1;
  constructor(readonly config: { id: string; steps: { id: string; selector: string; opens?: string }[] } & Record<string, unknown>) {}
  get currentStep() { return this.config.steps[this.stepIndex] ?? null; }
  async _preStep(): Promise<void> {}
  async next(): Promise<void> {
    this.stepIndex += 1;
    await this._preStep();
  }
}

const shell = shellSuite({ seed: 3, install: () => void installHooks(), modules: {
  tours: () => import("../../../module/features/tours/index.ts"),
} });

describe("tours", () => {
  it("are registered at setup, one per tour, under the system's namespace, with the tours' steps", () => {
    const registered: [string, string, TourDouble][] = [];
    g.game.tours = { register: (ns: string, id: string, tour: TourDouble) => void registered.push([ns, id, tour]) };
    g.foundry.nue = { Tour: TourDouble };
    shell.tours.register();
    expect(registered).toEqual([]);
    g.Hooks.callAll("setup");
    expect(registered.map(([ns, id]) => `${ns}.${id}`)).toEqual(["eote.character-sheet", "eote.dice-dialog", "eote.gm-tools"]);
    const gm = registered[2]![2];
    expect(gm.config["restricted"]).toBe(true);
    expect(gm.config.steps.map((s) => s.id)).toEqual(TOURS[2]!.steps.map((s) => s.id));
    expect(gm.config.steps.every((s) => !("view" in s))).toBe(true); // the gallery's view ids stay out of Foundry's config
  });

  it("opens the window a step points into before the step (the GM's party view)", async () => {
    const registered: TourDouble[] = [];
    g.game.tours = { register: (_ns: string, _id: string, tour: TourDouble) => void registered.push(tour) };
    g.foundry.nue = { Tour: TourDouble };
    g.document = { querySelector: () => ({}) }; // the step's element is drawn
    shell.tours.register();
    g.Hooks.callAll("setup");
    const gm = registered.find((t) => t.config.id === "gm-tools")!;
    g.foundry.applications.instances.clear();
    gm.stepIndex = 0; // the Destiny pool step done: the party view next
    await gm.next();
    expect(gm.currentStep?.id).toBe("party");
    expect(g.foundry.applications.instances.has("eote-party-view")).toBe(true);
    delete g.document;
  });
});
