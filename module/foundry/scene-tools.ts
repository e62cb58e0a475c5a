/**
 * Buttons in the token controls (the left toolbar), where a table looks for its tools during play: v13's
 * getSceneControlButtons hook passes the record of scene controls, each with a record of tools by name.
 * Globals are only read when called.
 */

/** The scene controls as the hook passes them: by control name, each with its tools by name. */
export type SceneControls = Record<string, { tools?: Record<string, unknown> } | undefined>;

/** One button: its name (the key in the record), title (a lang key), icon, who sees it and what it opens. */
export interface TokenTool {
  name: string;
  title: string;
  icon: string;
  visible: boolean;
  onChange: () => void;
}

/** Adds `tool` as a button at the bottom of the token controls; nothing when there are none. */
export function addTokenTool(controls: SceneControls, tool: TokenTool): void {
  const tools = controls["tokens"]?.tools;
  if (!tools) return;
  tools[tool.name] = {
    name: tool.name, title: tool.title, icon: tool.icon, order: Object.keys(tools).length, button: true, visible: tool.visible, onChange: tool.onChange,
  };
}

/** Runs `add` each time v13 builds the scene controls. */
export function onSceneControls(add: (controls: SceneControls) => void): void {
  // The League types do not list this v13 hook's record form; it is documented (hookEvents.getSceneControlButtons).
  (Hooks.on as unknown as (name: string, fn: (controls: SceneControls) => void) => number)("getSceneControlButtons", add);
}
