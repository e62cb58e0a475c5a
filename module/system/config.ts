/** The system id, as in system.json; every setting, flag and template path hangs off it. */
export const SYSTEM_ID = "eote";

/** Where the built system lives inside Foundry's Data folder. */
export const SYSTEM_PATH = `systems/${SYSTEM_ID}`;

declare const __EOTE_TEMPLATES__: readonly string[];

/**
 * Every Handlebars template shipped in dist/templates, relative to the system folder.
 * The build globs templates/ and injects the list, so adding a template needs no edit here.
 */
// The build defines the list; a module loaded without it (Node tests) has none to preload.
export const TEMPLATE_PATHS: readonly string[] = (typeof __EOTE_TEMPLATES__ === "undefined" ? [] : __EOTE_TEMPLATES__).map((p) => `${SYSTEM_PATH}/${p}`);
