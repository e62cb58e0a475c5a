/**
 * The specialisation editor's talent pickers (templates/item/specialisation-fields.hbs). Twenty selects
 * over the talents pack, each drawn with all of its 140 or so talents, were close to 3,000 options to
 * parse and lay out on every render of the editor. The sheet now draws each picker with its own pick
 * only, and the pack's options once in a <template>; a picker gets the whole list when it is focused
 * (the keyboard) or pressed (a mouse or a touch, before its list opens), its value kept. What the form
 * submits is the select's value either way, so what the editor saves is unchanged.
 */

/**
 * Listens on the sheet's root element (once: ApplicationV2 keeps it between renders) for a picker being
 * focused or pressed, and fills it from its editor's template the first time. Self-contained (no
 * module-level names), so a browser test can run this very function on a drawn editor.
 */
export function listenForTalentPickers(root: HTMLElement): void {
  const fill = (event: Event): void => {
    const select = event.target as HTMLSelectElement | null;
    if (!select?.matches?.("select[data-talent-picker]") || select.dataset["filled"] !== undefined) return;
    const options = select.closest(".eote-tree-editor")?.querySelector<HTMLTemplateElement>("template.eote-talent-options");
    if (!options) return;
    const value = select.value;
    // A homebrew key the pack lacks keeps its own option, first as it was drawn.
    const unlisted = [...select.querySelectorAll("option[data-unlisted]")];
    select.replaceChildren(...unlisted, options.content.cloneNode(true));
    select.value = value;
    select.dataset["filled"] = "";
  };
  root.addEventListener("focusin", fill);
  root.addEventListener("pointerdown", fill);
}
