/**
 * The real dice dialog as its tests drive it (dialog-*.test.ts): its class, typed by the module's own
 * types, its click actions and its form run as v13 runs them (`this` the dialog), and the context it draws.
 */
import type { dicePoolDialogClass } from "../../module/applications/dice-dialog/pool-dialog.ts";
import type { ApplicationV2 as ApplicationDouble } from "../doubles/application.ts";

export type DialogClass = ReturnType<typeof dicePoolDialogClass>;
export type Dialog = InstanceType<DialogClass>;
/** What the dialog hands its template. */
export type DialogContext = Awaited<ReturnType<Dialog["_prepareContext"]>>;

type Action = (this: unknown, event: object, target: unknown) => unknown;
type FormHandler = (this: unknown, event: Event, form: object, data: { object: Record<string, unknown> }) => Promise<unknown>;

/** The clicked control of an action, as far as the dialog reads it: closest() gives its row's dataset. */
export const at = (dataset: Record<string, string>) => ({ closest: () => ({ dataset }) });

/** The dialog class's click actions by name. */
export const actionsOf = (Dialog: DialogClass) => Dialog.DEFAULT_OPTIONS.actions as unknown as Record<string, Action | undefined>;

/** Runs the dialog class's click action `action` on `dlg`, its target a control under a row with `dataset`. */
export function act(Dialog: DialogClass, dlg: Dialog, action: string, dataset: Record<string, string> = {}): unknown {
  return actOn(Dialog, dlg, action, at(dataset));
}

/** Runs the click action `action` with its own target (a drawn control). */
export function actOn(Dialog: DialogClass, dlg: Dialog, action: string, target: unknown): unknown {
  const run = actionsOf(Dialog)[action];
  if (!run) throw new Error(`the dice dialog has no action ${action}`);
  return run.call(dlg, {}, target);
}

/** Submits the dialog's form as ApplicationV2 does: the handler with the form's named values. */
export function submit(Dialog: DialogClass, dlg: Dialog, object: Record<string, unknown>): Promise<unknown> {
  const handler = (Dialog.DEFAULT_OPTIONS.form as unknown as { handler: FormHandler }).handler;
  return handler.call(dlg, new Event("submit"), {}, { object });
}

/** The dialog as the ApplicationV2 double runs it: how often it rendered, whether it closed. */
export const drawn = (dlg: Dialog) => dlg as unknown as Dialog & Pick<ApplicationDouble, "renders" | "closed">;
