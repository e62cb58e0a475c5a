/**
 * A chat message's element as v13's ChatMessage#renderHTML returns it: an <li class="chat-message message">
 * carrying data-message-id, with the message's content in its .message-content. Reduced to what the
 * system's cards do with it (module/chat/section.ts mountSection, destiny lines): find a part by one class
 * (`.name`), insert HTML at the end of a part or after it, remove a part, listen on it. Each chunk of HTML
 * inserted is a part, found by the classes of its first element; so is the message's content. `html` is the
 * whole markup in order. Any other selector or position throws: the double does not model it.
 */
type Listener = (event: unknown) => void;

export class MessagePart {
  readonly children: MessagePart[] = [];
  readonly listeners: Record<string, Listener[]> = {};

  constructor(readonly markup: string, public parent: MessagePart | null) {}

  /** The classes of the part's first element. */
  get classes(): string[] {
    const first = /^\s*<[a-zA-Z][\w-]*(\s[^>]*)?>/.exec(this.markup)?.[1] ?? "";
    const value = /\sclass\s*=\s*"([^"]*)"/.exec(first)?.[1] ?? "";
    return value.split(/\s+/).filter(Boolean);
  }

  /** The part's markup with what was inserted at its end (before its closing tag). */
  get html(): string {
    const inner = this.children.map((c) => c.html).join("");
    const close = this.markup.lastIndexOf("</");
    return close < 0 ? this.markup + inner : this.markup.slice(0, close) + inner + this.markup.slice(close);
  }

  querySelectorAll(selector: string): MessagePart[] {
    const name = /^\.([\w-]+)$/.exec(selector.trim())?.[1];
    if (!name) throw new Error(`the selector "${selector}" is not modelled by the chat message element double (one .class only)`);
    const found: MessagePart[] = [];
    const walk = (part: MessagePart) => {
      for (const child of part.children) {
        if (child.classes.includes(name)) found.push(child);
        walk(child);
      }
    };
    walk(this);
    return found;
  }

  querySelector(selector: string): MessagePart | null {
    return this.querySelectorAll(selector)[0] ?? null;
  }

  insertAdjacentHTML(where: string, markup: string): void {
    if (where === "beforeend") {
      this.children.push(new MessagePart(markup, this));
    } else if (where === "afterend" && this.parent) {
      const siblings = this.parent.children;
      siblings.splice(siblings.indexOf(this) + 1, 0, new MessagePart(markup, this.parent));
    } else {
      throw new Error(`insertAdjacentHTML("${where}") is not modelled by the chat message element double here`);
    }
  }

  remove(): void {
    if (!this.parent) return;
    this.parent.children.splice(this.parent.children.indexOf(this), 1);
    this.parent = null;
  }

  addEventListener(type: string, listener: Listener): void {
    (this.listeners[type] ??= []).push(listener);
  }
}

export class ChatMessageElement extends MessagePart {
  readonly tagName = "LI";
  readonly dataset: { messageId: string };
  readonly classList = { contains: (name: string) => ["chat-message", "message", "flexcol"].includes(name) };

  constructor(messageId: string, content: string) {
    super(`<li class="chat-message message flexcol" data-message-id="${messageId}"></li>`, null);
    this.dataset = { messageId };
    const body = new MessagePart('<div class="message-content"></div>', this);
    this.children.push(body);
    if (content) body.children.push(new MessagePart(content, body));
  }
}
