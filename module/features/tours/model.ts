/**
 * The system's tours (Foundry v13 foundry.nue.Tour), as data (pure): for each tour its steps, the element
 * each step points at (a CSS selector inside our own windows) and the window the step needs open
 * (`opens`: ./index.ts opens it before the step). Titles and texts are lang keys (EOTE.Tour.*), which
 * the Tour localises. The gallery test (tests/browser/views.test.ts) checks every selector matches
 * something in the rendered view named by `view`.
 */
export type TourWindow = "sheet:skills" | "sheet:advancement" | "dice" | "destiny" | "party" | "import";

export interface TourStepSpec {
  id: string;
  selector: string;
  title: string;
  content: string;
  opens: TourWindow;
  /** The gallery view whose rendered page has this step's element (for the selector test). */
  view: string;
}

export interface TourSpec {
  id: string;
  title: string;
  description: string;
  /** GM only (the GM's tools). */
  restricted: boolean;
  steps: TourStepSpec[];
}

const SHEET = ".eote.sheet.character";
const DIALOG = ".eote-dice-dialog";

function step(tour: string, id: string, selector: string, opens: TourWindow, view: string): TourStepSpec {
  return { id, selector, opens, view, title: `EOTE.Tour.${tour}.${id}.Title`, content: `EOTE.Tour.${tour}.${id}.Content` };
}

export const TOURS: readonly TourSpec[] = [
  {
    id: "character-sheet", title: "EOTE.Tour.Sheet.Title", description: "EOTE.Tour.Sheet.Description", restricted: false,
    steps: [
      step("Sheet", "tabs", `${SHEET} nav.eote-tabs`, "sheet:skills", "actor-character-skills"),
      step("Sheet", "roll", `${SHEET} .eote-tab-skills button.eote-roll`, "sheet:skills", "actor-character-skills"),
      step("Sheet", "edit", `${SHEET} .eote-mode-toggle`, "sheet:skills", "actor-character-skills"),
      step("Sheet", "advancement", `${SHEET} .eote-tab-advancement .eote-xp-summary`, "sheet:advancement", "actor-character-advancement"),
    ],
  },
  {
    id: "dice-dialog", title: "EOTE.Tour.Dice.Title", description: "EOTE.Tour.Dice.Description", restricted: false,
    steps: [
      step("Dice", "pool", `${DIALOG} .eote-pool__strip`, "dice", "dialog-plain"),
      step("Dice", "difficulty", `${DIALOG} .eote-pool__difficulty`, "dice", "dialog-plain"),
      step("Dice", "odds", `${DIALOG} .eote-pool__odds`, "dice", "dialog-plain"),
      step("Dice", "destiny", `${DIALOG} .eote-pool__destiny`, "dice", "dialog-plain"),
      step("Dice", "roll", `${DIALOG} .eote-pool__roll`, "dice", "dialog-plain"),
    ],
  },
  {
    id: "gm-tools", title: "EOTE.Tour.Gm.Title", description: "EOTE.Tour.Gm.Description", restricted: true,
    steps: [
      step("Gm", "destiny", ".eote-destiny-pool .eote-destiny-pool__sides", "destiny", "destiny-gm"),
      step("Gm", "party", ".eote-party .eote-party__table", "party", "party-gm"),
      step("Gm", "obligation", ".eote-party [data-column=\"obligation\"]", "party", "party-gm"),
      step("Gm", "import", ".eote-import-dialog .eote-import-dialog__sources", "import", "dialog-import"),
    ],
  },
];
