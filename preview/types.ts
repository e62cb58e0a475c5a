/** One entry of the gallery: a rendered template and where it sits in Foundry's UI. */
export interface View {
  /** Stable, file-name safe id ("actor-character", "chat-triumph-despair"). */
  id: string;
  title: string;
  /** Gallery section: "Actor sheets", "Item sheets", "Chat cards", "Dialogs". */
  group: string;
  /**
   * What frame wraps it: an application window, a chat message, a dialog window, or the interface's left
   * column (`dock`: docked above a stand-in players list, as v13's #ui-left-column-1 holds #players).
   */
  frame: "sheet" | "chat" | "dialog" | "dock";
  /** CSS classes the application element gets in Foundry (sheet classes such as "eote actor character"). */
  classes?: string;
  /** Rendered template HTML (or several messages for a chat log). */
  html: string;
  /**
   * The window's size, as Foundry sets it from the application's position (sheets: SHEET_SIZES); without
   * a height the window is as tall as its content, up to the viewport's (the dice dialog).
   */
  size?: { width: number; height?: number };
  /**
   * The browser tests check that nothing in it runs past the window and no text is cut without an
   * ellipsis (tests/browser/overflow.ts): set on views made to show long names.
   */
  checkOverflow?: boolean;
  /** The language it is rendered in, when not English (the page's lang attribute). */
  lang?: string;
}

export type Theme = "light" | "dark";
export const THEMES: readonly Theme[] = ["light", "dark"];
