/**
 * game.tooltip, v13's TooltipManager, as far as the system calls it. Core shows an element's data-tooltip on
 * its own when the pointer rests on it (not modelled: no test drives a pointer over time); code may show one
 * at once with `activate(element, { text })` (no text: the element's data-tooltip, localised when it is a
 * key) and hide it with `deactivate()`. `element` is the element shown for, null when none; `html` what the
 * tooltip holds (core inserts the text as HTML).
 */
export class TooltipManagerDouble {
  element: HTMLElement | null = null;
  html = "";

  constructor(private readonly i18n: { localize(key: string): string }) {}

  activate(element: HTMLElement, options: { text?: string } = {}): void {
    this.element = element;
    this.html = options.text ?? this.i18n.localize(element.dataset["tooltip"] ?? "");
  }

  deactivate(): void {
    this.element = null;
    this.html = "";
  }
}
