// The attack options of a vehicle's weapon (pure): band, the side the target is on, the target's zone.
import { describe, expect, it } from "vitest";
import { choicesView, defaultChoices, readChoices } from "../../../module/features/attack/options-model.ts";
import { blaster } from "../../fixtures/items.ts";

const cannon = blaster({ skill: "gunnery", range: "engaged", firingArcs: ["port", "starboard"] });
const context = { vehicle: true, firingArcs: cannon.firingArcs, targetZones: ["fore", "aft"] as const };

describe("vehicle weapon options", () => {
  it("default to the weapon's own band (engaged stored: close), its first arc, the target's fore zone", () => {
    expect(defaultChoices(cannon, context)).toMatchObject({ vehicleBand: "close", targetSide: "port", targetZone: "fore" });
    // A personal weapon gets none of them.
    expect(defaultChoices(blaster())).not.toHaveProperty("vehicleBand");
  });

  it("read the form defensively: an unknown band or a zone the target lacks falls back to the default", () => {
    expect(readChoices({ vehicleBand: "long", targetSide: "aft", targetZone: "aft" }, cannon, context))
      .toMatchObject({ vehicleBand: "long", targetSide: "aft", targetZone: "aft" });
    expect(readChoices({ vehicleBand: "orbit", targetSide: "up", targetZone: "port" }, cannon, context))
      .toMatchObject({ vehicleBand: "close", targetSide: "port", targetZone: "fore" });
  });

  it("offer the five planetary and space bands, every side with the weapon's marked, the target's zones", () => {
    const view = choicesView(cannon, defaultChoices(cannon, context), context);
    expect(view.vehicle).toBe(true);
    expect(view.personal).toBe(false);
    expect(view.vehicleBands.map((b) => b.value)).toEqual(["close", "short", "medium", "long", "extreme"]);
    expect(view.sides.filter((s) => s.covered).map((s) => s.value)).toEqual(["port", "starboard"]);
    expect(view.zones.map((z) => z.value)).toEqual(["fore", "aft"]);
  });
});
