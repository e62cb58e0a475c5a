/**
 * The GM's import form (ApplicationV2): the source (OggDude's Data folder as a .zip or the folder
 * itself, Star Wars Adversaries JSON, StarWarsFFG JSON), the kinds to bring in, the destination, and a
 * progress bar across the whole run. A file over 50 MB is refused before it is read, naming it; any
 * other bad input shows its localised error in the form, nothing written. Opened from the Compendium
 * directory's button or `game.system.api.importers.open()`; refused to players.
 */
import { SYSTEM_PATH } from "../../system/config.ts";
import { format, localize } from "../../foundry/localize.ts";
import { formValues } from "../../applications/form-values.ts";
import { runImport, type Progress } from "./actions.ts";
import type { SourceId } from "./model/files.ts";
import { choicesFromForm, formView, initialForm, KINDS_BY_SOURCE, SOURCES, type FormState } from "./model.ts";
import { MAX_FILE_BYTES, tooLarge } from "./model/limits.ts";

export const IMPORT_FORM_TEMPLATE = `${SYSTEM_PATH}/templates/dialogs/import.hbs`;
export const IMPORT_PROGRESS_TEMPLATE = `${SYSTEM_PATH}/templates/dialogs/import-progress.hbs`;
export const IMPORT_FORM_ID = "eote-import-dialog";

type ApplicationV2 = foundry.applications.api.ApplicationV2;

/** What the form needs of a chosen file (the browser's File). */
export interface ChosenFile {
  name: string;
  size: number;
  webkitRelativePath?: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The chosen files by path, each checked against the size limit before it is read. */
export async function readChosen(files: readonly ChosenFile[]): Promise<Record<string, Uint8Array>> {
  const out: Record<string, Uint8Array> = {};
  for (const file of files) {
    const path = file.webkitRelativePath || file.name;
    if (file.size > MAX_FILE_BYTES) throw tooLarge(path);
    out[path] = new Uint8Array(await file.arrayBuffer());
  }
  return out;
}

function message(err: unknown): string {
  const e = err as { key?: unknown; data?: Record<string, string | number>; message?: string };
  if (typeof e?.key === "string") return format(e.key, e.data ?? {});
  return format("EOTE.Import.Error.Write", { message: e?.message ?? String(err) });
}

/** Built on first use, so importing this module needs no Foundry application globals (tests, the preview). */
function defineForm() {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

  return class ImportForm extends HandlebarsApplicationMixin(ApplicationV2) {
    static override DEFAULT_OPTIONS = {
      id: IMPORT_FORM_ID,
      classes: ["eote", "eote-import-dialog"],
      tag: "form",
      window: { title: "EOTE.Import.Title", icon: "fa-solid fa-file-import" },
      position: { width: 480 },
      form: { handler: ImportForm.#onSubmit, closeOnSubmit: false, submitOnChange: false },
      actions: { chooseSource: ImportForm.#onChooseSource },
    };

    static override PARTS = {
      form: { template: IMPORT_FORM_TEMPLATE },
      progress: { template: IMPORT_PROGRESS_TEMPLATE },
    };

    choices: FormState = initialForm();

    override async _prepareContext(options: Parameters<ApplicationV2["_prepareContext"]>[0]) {
      const base = await super._prepareContext(options);
      return { ...base, ...formView(this.choices, (key, data) => format(key, data)) };
    }

    /** Another source: its own kinds, all ticked (the files chosen for the last one no longer apply). */
    async chooseSource(source: SourceId): Promise<void> {
      if (this.choices.progress !== null || !SOURCES.includes(source)) return;
      this.choices = { ...this.choices, source, kinds: KINDS_BY_SOURCE[source], error: null };
      await this.render();
    }

    /** Moves the bar (only the progress part is redrawn, so the chosen files stay chosen). */
    progress: Progress = (fraction, stage) => {
      const before = Math.round((this.choices.progress ?? -1) * 100);
      this.choices = { ...this.choices, progress: fraction, stage };
      if (Math.round(fraction * 100) !== before) void this.render({ parts: ["progress"] });
    };

    /** Runs the import with the form's choices and the chosen files; errors stay in the form. */
    async start(values: Record<string, unknown>, files: readonly ChosenFile[]): Promise<void> {
      const choices = choicesFromForm(values);
      this.choices = { ...this.choices, ...choices, error: null };
      try {
        const read = await readChosen(files);
        this.progress(0.05, { key: "EOTE.Import.Progress.Reading", data: { file: files[0]?.name ?? "" } });
        await runImport({ ...choices, files: read }, this.progress);
        this.choices = { ...this.choices, progress: null, stage: null };
      } catch (err) {
        this.choices = { ...this.choices, progress: null, stage: null, error: message(err) };
      }
      await this.render();
    }

    static async #onChooseSource(this: ImportForm, _event: Event, target: HTMLElement): Promise<void> {
      await this.chooseSource((target as HTMLInputElement).value as SourceId);
    }

    static async #onSubmit(this: ImportForm, _event: Event, form: HTMLFormElement): Promise<void> {
      const inputs = [...form.querySelectorAll<HTMLInputElement>("input[type=file]")];
      const files = inputs.flatMap((input) => [...(input.files ?? [])]) as ChosenFile[];
      await this.start(formValues(form), files);
    }
  };
}

let formClass: ReturnType<typeof defineForm> | null = null;

export function importFormClass(): ReturnType<typeof defineForm> {
  formClass ??= defineForm();
  return formClass;
}

/** Opens the form for the GM (a player gets a notice); a second call brings the open one forward. */
export async function openImportForm(): Promise<InstanceType<ReturnType<typeof defineForm>> | null> {
  if (game.user?.isGM !== true) {
    ui.notifications?.warn(localize("EOTE.Import.Notice.GmOnly"));
    return null;
  }
  const open = foundry.applications.instances?.get(IMPORT_FORM_ID) as InstanceType<ReturnType<typeof defineForm>> | undefined;
  if (open) return open.render({ force: true });
  return new (importFormClass())().render({ force: true });
}
