// From what the user points at to a rules-reference page: the pure mapping (module/features/rules-reference/
// topics.ts) over the ids our templates carry, and the shell (index.ts) with the doubles: the
// keybinding registered in init, the entry's sheet opened at a page that exists in the built pack's
// sources, the compendium opened when nothing known is pointed at, for a GM and for a player.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asUser, installFoundry, installHooks, noticeKeys, notices, users } from "../../doubles/index.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { makeI18n } from "../../doubles/roll.ts";
import { blaster } from "../../fixtures/items.ts";
import { createEnvironment, render } from "../../applications/handlebars-env.ts";
import { weaponRows } from "../../../module/applications/sheets/context/gear.ts";
import { COMBAT_OPTIONS } from "../../../module/rules/combat/combat-options.ts";
import { QUALITY_KEYS } from "../../../module/rules/gear/qualities.ts";
import { SKILL_IDS } from "../../../module/rules/checks/skills.ts";
import { DIFFICULTY_LEVELS } from "../../../module/dice/pool.ts";
import { REFERENCE_PAGES, referenceLocation, referencePageFor } from "../../../module/features/rules-reference/model/topics.ts";
import { packChecks } from "../../../scripts/packs.mjs";
import { readJournalSource } from "../../../scripts/packs/journal.mjs";

interface Built { _id: string; name: string; pages: { _id: string; name: string; flags: { eote: { key: string } } }[] }
let built: Built[] = [];
/** The globals this file stands in for: the keybindings, the uuid look-up and the packs. */
const g = globalThis as unknown as {
  game: { keybindings: unknown; packs: Map<string, unknown> };
  foundry: { utils: { fromUuid: (uuid: string) => Promise<unknown> } };
};
// The shell reads module/system/config.ts, whose template list the build injects: loaded after the doubles.
const shell = shellSuite({ keys: true, modules: { reference: () => import("../../../module/features/rules-reference/index.ts") } });
beforeAll(async () => {
  const checks = await packChecks();
  built = readJournalSource("packs/_source/rules-reference", checks.journalId).map((e: { doc: Built }) => e.doc);
});

/** The built page a ReferencePage points at, by uuid and page id, as Foundry would resolve it. */
function builtPage(page: { entry: string; page: string }) {
  const { entryUuid, pageId } = referenceLocation(page);
  const entry = built.find((e) => entryUuid === `Compendium.eote.rules-reference.JournalEntry.${e._id}`);
  return entry?.pages.find((p) => p._id === pageId);
}

describe("referencePageFor", () => {
  it("points every known id at a page the pack builds, with that key", () => {
    for (const key of QUALITY_KEYS) expect(builtPage(referencePageFor({ quality: key })!)?.flags.eote.key).toBe("qualities/qualities");
    for (const option of COMBAT_OPTIONS) {
      const page = builtPage(referencePageFor({ option: option.id })!);
      expect(page?.flags.eote.key, option.id).toBe(option.scale === "vehicle" ? "spending/vehicle" : "spending/personal");
    }
    DIFFICULTY_LEVELS.forEach((_, level) => {
      expect(builtPage(referencePageFor({ action: "difficulty", level: String(level) })!)?.flags.eote.key).toBe("difficulty/levels");
    });
    for (const skill of SKILL_IDS) expect(builtPage(referencePageFor({ skillId: skill })!)?.flags.eote.key).toBe("skills/list");
    for (const page of Object.values(REFERENCE_PAGES)) expect(builtPage(page), `${page.entry}/${page.page}`).toBeDefined();
  });

  it("names nothing for unknown, custom or hostile ids, or a difficulty past Formidable", () => {
    expect(referencePageFor({ quality: "myHouseRule" })).toBeNull();
    expect(referencePageFor({ quality: "constructor" })).toBeNull();
    expect(referencePageFor({ option: "__proto__" })).toBeNull();
    expect(referencePageFor({ action: "difficulty", level: "6" })).toBeNull();
    expect(referencePageFor({ action: "difficulty", level: "1e0" })).toBeNull();
    expect(referencePageFor({ action: "upgrade" })).toBeNull();
    expect(referencePageFor({ skillId: "basketWeaving" })).toBeNull();
    expect(referencePageFor({})).toBeNull();
  });

  it("reads the data-quality of an item row's quality run: its first known quality, never a stored key", () => {
    const rows = weaponRows([{ id: "w1", name: "Odd", img: "", type: "weapon", system: blaster({ qualities: [{ key: '"><b>x', rating: null }, { key: "pierce", rating: 2 }] }) }], 2);
    const html = render(createEnvironment({ keys: true }), "partials/weapon-list.hbs", { weapons: rows, flags: { editable: true, owner: true, editMode: false } });
    const keys = [...html.matchAll(/data-quality="([^"]*)"/g)].map((m) => m[1]);
    expect(keys).toEqual(["pierce"]);
    expect(html).toContain("&quot;&gt;&lt;b&gt;x, EOTE.Quality.pierce&nbsp;2</td>"); // the stored key shows as escaped text
    expect(referencePageFor({ quality: keys[0]! })).toBe(REFERENCE_PAGES.qualities);
    expect(makeI18n().has("EOTE.RulesReference.Button")).toBe(true); // the button's label is one lang/en.json has
  });
});


/** A stand-in element: `closest` answers for the selector the shell asks, `dataset` is what it carries. */
const element = (dataset: Record<string, string> | null) => ({
  closest: () => (dataset ? { dataset } : null),
});

describe("lookedAtData", () => {
  it("prefers the focused topic, else the innermost hovered one, else nothing", () => {
    const doc = (focused: Record<string, string> | null, hovered: (Record<string, string> | null)[]) =>
      ({ activeElement: element(focused), querySelectorAll: () => hovered.map(element) }) as unknown as Document;
    expect(shell.reference.api.lookedAtData(doc({ option: "freeManeuver" }, [{ quality: "pierce" }]))).toEqual({ option: "freeManeuver" });
    expect(shell.reference.api.lookedAtData(doc(null, [null, { quality: "stun" }, { quality: "pierce" }]))).toEqual({ quality: "pierce" });
    expect(shell.reference.api.lookedAtData(doc(null, []))).toBeNull();
  });
});

describe("the rules-reference shell", () => {
  const opened: { uuid: string; pageId: string }[] = [];
  const packRenders: boolean[] = [];
  let keybinding: { name: string; editable: { key: string; modifiers: string[] }[]; onDown: () => boolean } | undefined;

  beforeEach(async () => {
    await installFoundry();
    installHooks();
    opened.length = 0;
    packRenders.length = 0;
    g.game.keybindings = {
      register: (ns: string, key: string, config: typeof keybinding) => {
        expect([ns, key]).toEqual(["eote", "rulesReference"]);
        keybinding = config;
      },
    };
    // The compendium's entries as the build writes them; an entry's sheet opens at a page it has.
    const fromUuid = g.foundry.utils.fromUuid;
    g.foundry.utils.fromUuid = async (uuid: string) => {
      const entry = built.find((e) => uuid === `Compendium.eote.rules-reference.JournalEntry.${e._id}`);
      if (!entry) return fromUuid(uuid);
      return {
        sheet: {
          render: async (options: { force: boolean; pageId: string }) => {
            if (!entry.pages.some((p) => p._id === options.pageId)) throw new Error(`no page ${options.pageId}`);
            opened.push({ uuid, pageId: options.pageId });
          },
        },
      };
    };
    g.game.packs.set("eote.rules-reference", { render: (force: boolean) => packRenders.push(force) });
    shell.reference.register();
  });

  it("registers a Shift+R keybinding with localised name and hint", () => {
    expect(keybinding?.name).toBe("EOTE.RulesReference.Keybinding.Name");
    expect(keybinding?.editable).toEqual([{ key: "KeyR", modifiers: ["Shift"] }]);
  });

  for (const who of ["gm", "player"] as const) {
    it(`opens the spending page at its id for the option in focus, as the ${who}`, async () => {
      asUser(users[who]);
      expect(await shell.reference.api.open({ option: "damageComponent" })).toBe("page");
      const { entryUuid, pageId } = referenceLocation(REFERENCE_PAGES.vehicleSpending);
      expect(opened).toEqual([{ uuid: entryUuid, pageId }]);
      expect(built.flatMap((e) => e.pages).find((p) => p._id === pageId)?.name).toBe("Vehicle combat");
    });
  }

  it("opens the compendium when nothing known is pointed at, and says so when the pack is missing", async () => {
    asUser(users.player);
    expect(await shell.reference.api.open(null)).toBe("pack");
    expect(await shell.reference.api.open({ quality: "myHouseRule" })).toBe("pack");
    expect(packRenders).toEqual([true, true]);
    expect(opened).toEqual([]);
    g.game.packs.delete("eote.rules-reference");
    expect(await shell.reference.api.open(null)).toBe("none");
    expect(noticeKeys()).toEqual(["EOTE.RulesReference.Missing"]);
  });
});
