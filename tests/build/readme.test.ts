// The README a new GM starts from: "Your first session" comes first, every label it tells a reader to click is
// the label the system shows (lang/en.json), every `/pool` it shows is accepted by the chat command, it keeps
// exactly two set-up commands, and every relative link in it and in docs/ leads to a file that exists.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { parsePool } from "../../module/dice/index.ts";
import { poolCommandText } from "../../module/roll/chat-command.ts";

const readme = readFileSync("README.md", "utf8");
const lang = JSON.parse(readFileSync("lang/en.json", "utf8"));
const label = (key: string): string => key.split(".").reduce((node, k) => node?.[k], lang) as unknown as string;

/** The buttons and fields the first-session guide names, by the i18n key the system shows them with. */
const NAMED_LABELS = [
  "EOTE.Dice.Destiny.Open", "EOTE.Dice.Destiny.Form", "EOTE.Dice.Destiny.Set", "EOTE.Obligation.Tool.Roll",
  "EOTE.Morality.Tool.EndSession", "EOTE.Morality.Tool.Trigger", "EOTE.Fear.Tool", "EOTE.Hazard.Tool", "EOTE.Chase.Tool",
  "EOTE.Chase.Card.Next", "EOTE.Chase.Card.Undo", "EOTE.Sheet.Weapon.Attack", "EOTE.Combat.Card.ApplyDamage",
  "EOTE.Combat.Card.ApplyCritical", "EOTE.Combat.Card.Undo", "EOTE.Advancement.Undo", "EOTE.Advancement.CloseCreation",
  "EOTE.Sheet.Mode.Edit", "EOTE.Dice.Dialog.Roll", "EOTE.Dice.Dialog.Difficulty", "EOTE.Sheet.Tab.skills",
  "EOTE.Sheet.Tab.combat", "EOTE.Sheet.Tab.advancement", "EOTE.Sheet.Tab.notes", "TYPES.Actor.character",
  "EOTE.Creation.Tool", "EOTE.Creation.Create", "EOTE.Creation.SheetButton",
];

describe("README", () => {
  it("starts with Your first session", () => {
    expect(readme.match(/^## (.+)$/m)?.[1]).toBe("Your first session");
  });

  it("names each button and field as the system labels it", () => {
    for (const key of NAMED_LABELS) {
      const text = label(key);
      expect(typeof text, key).toBe("string");
      expect(readme.replace(/\s+/g, " "), `${key} ("${text}")`).toContain(`*${text}*`);
    }
  });

  it("shows only /pool commands the chat command accepts", () => {
    const commands = [...readme.matchAll(/`(\/pool[^`]*)`/g)].map((m) => m[1]!);
    expect(commands.length).toBeGreaterThanOrEqual(3);
    for (const command of commands) {
      const text = poolCommandText(command);
      expect(text, command).not.toBeNull();
      if (text) expect(() => parsePool(text), command).not.toThrow();
    }
  });

  it("keeps exactly two set-up commands", () => {
    const blocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);
    const commands = blocks.flatMap((b) => b.split("\n")).map((l) => l.replace(/#.*$/, "").trim()).filter(Boolean);
    expect(commands).toEqual(["npm ci && npm run build", "npm test"]);
  });

  it("links only to files that exist, as do the docs it links", () => {
    const files = ["README.md", ...readdirSync("docs").filter((f) => f.endsWith(".md")).map((f) => join("docs", f))];
    for (const file of files) {
      for (const [, target] of readFileSync(file, "utf8").matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        expect(existsSync(join(dirname(file), target!)), `${file} → ${target}`).toBe(true);
      }
    }
  });
});
