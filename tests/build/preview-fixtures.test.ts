// The gallery's fixture actors are what the system would derive from the same items (preview/data/actors.ts):
// a GM reads the screenshots as the rules, so the fixtures take the packs' documents and their effects.
import { describe, expect, it } from "vitest";
import { loadSources } from "../../preview/load.ts";
import { createKit } from "../../preview/kit.ts";
import { characterInput } from "../../preview/data/actors.ts";
import { buildGallery } from "../../preview/gallery.ts";

const sources = loadSources(".");
const kit = createKit(sources);
const views = buildGallery(sources);
const html = (id: string) => views.find((v) => v.id === id)?.html ?? "";
// As a reader sees the text: tags gone, a no-break space (the quality run joins a name to its rating) read as a space.
const text = (id: string) => html(id).replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/\s+/g, " ");

describe("the gallery's character", () => {
  it("Human · Smuggler with Grit 2: strain threshold 10 + willpower 2 + Grit 2; the Smuggler's career skills are career skills", () => {
    const kira = characterInput(kit);
    expect(kira.system.species).toBe("Human");
    expect(kira.system.career).toBe("Smuggler");
    expect(kira.system.derived.strain.threshold).toBe(14);
    expect(kira.system.derived.wounds.threshold).toBe(13);
    const career = kira.system.derived.careerSkills ?? [];
    for (const id of ["coordination", "deception", "underworld", "perception", "pilotingSpace", "skulduggery", "streetwise", "vigilance"]) {
      expect(career).toContain(id);
    }
  });
});

describe("the gallery's vehicles and gear", () => {
  it("the TIE squadron is not the freighter: one pilot, no passengers, encumbrance 4", () => {
    const t = text("actor-vehicle-squadron");
    expect(t).toContain("One pilot");
    expect(t).not.toContain("co-pilot");
    expect(t).not.toContain("165");
    expect(t).toMatch(/Passengers 0 /);
    expect(t).toMatch(/Encumbrance capacity 4 /);
  });

  it("the damaged Laminate is the pack's (price 2500, rarity 5, encumbrance 4)", () => {
    // A read-only view: its card's stats as text.
    const h = html("item-armour-major-damage");
    expect(h).toContain("<dt>Price</dt><dd>2,500 credits</dd>"); // grouped as the language writes it (formatNumber)
    expect(h).toContain("<dt>Rarity</dt><dd>5</dd>");
    expect(h).toContain("<dt>Encumbrance</dt><dd>4</dd>");
  });

  it("the light laser cannon fires at close range, on the sheet and on the attack card", () => {
    expect(text("actor-vehicle-crew")).toMatch(/Twin light laser cannon .*Close/);
    expect(text("chat-attack-vehicle")).toContain("Close range");
    expect(text("chat-attack-vehicle")).not.toContain("Short range");
  });
});

describe("the gallery's pack actors", () => {
  it("the bestiary's Veteran Bounty Hunter is the pack's: its weapons, armour, talents and abilities, soak from Brawn and armour", () => {
    const t = text("actor-bestiary-nemesis");
    for (const name of ["Veteran Bounty Hunter", "Heavy Blaster Rifle", "Heavy Battle Armor", "Dodge", "Lethal Blows"]) expect(t).toContain(name);
    expect(html("actor-bestiary-nemesis")).toContain("<dt>Soak</dt><dd>5</dd>"); // Brawn 3 + Heavy Battle Armor 2
  });

  it("the garage's X-wing carries its linked cannons and torpedoes on the fore arc", () => {
    const t = text("actor-garage-vehicle");
    expect(t).toContain("T-65B X-wing");
    // Each weapon row names its seat (no gunner yet) under the weapon's name.
    expect(t).toContain("Laser Cannon (Light) No gunner Gunnery 5 3 Close Fore Linked 3");
    expect(t).toContain("Proton Torpedo Launcher No gunner Gunnery 8 2 Short Fore Blast 6, Breach 6, Guided 2, Limited Ammo 3, Slow-Firing 1, Linked 1");
  });
});
