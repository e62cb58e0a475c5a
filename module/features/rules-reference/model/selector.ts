/** CSS selector of the elements that carry a topic, for the shell to find the nearest one (at the key press). */
export const REFERENCE_SELECTOR = "[data-quality], [data-option], [data-action='difficulty'][data-level], [data-skill-id]";
