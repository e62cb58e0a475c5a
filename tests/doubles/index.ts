/**
 * The shared Foundry v13 double set: one install for every shell test. module/ never imports it.
 * - roll.ts: Roll and DiceTerm (parsing through CONFIG.Dice.terms, toJSON/fromData, toMessage, toAnchor), the global Roll;
 * - core-rolls.ts: core's own paths to a roll (chat roll commands, inline and deferred inline rolls), built three ways;
 * - application.ts: ApplicationV2 and HandlebarsApplicationMixin with v13's render lifecycle on one lasting element;
 * - sheets.ts: ActorSheetV2 and ItemSheetV2 over it (document, isEditable, merged DEFAULT_OPTIONS, click actions);
 * - users.ts: users with roles and ownership levels, game.user at the keyboard;
 * - pipeline.ts + documents.ts: actors, items, tokens, with the update pipeline and permissions;
 * - chat.ts: ChatMessage with authors, roll modes, whispers and content visibility; rolls stored as JSON,
 *   preCreateChatMessage fired, rolls rebuilt by class name; the configured document class, and v13's
 *   async renderHTML (chat-element.ts: the element it resolves with);
 * - documents.ts: Actor.create with core's prototype token and the data model's _preCreate;
 * - users.ts also has CONFIG.queries' transport, User#query;
 * - fields.ts: data fields that record their options, for the registration tests;
 * - time.ts: game.time (worldTime, advance, the updateWorldTime hook) and a Hooks registry;
 * - notices.ts: ui.notifications, each notice recorded with the i18n key and data of its text;
 * - tooltip.ts: game.tooltip, shown and hidden by code (activate, deactivate);
 * - settings.ts: game.settings over a test's own values by key, the registrations recorded (installSettings),
 *   and one world setting only a GM writes, with its onChange (installWorldSetting);
 * - token-action-hud.ts: Token Action HUD Core 2.1.0's api (the base classes a system extends) and its
 *   acceptance of a system module; ruler.ts: v13's Ruler and TokenRuler waypoint label contexts.
 */
import { installFoundryDouble, registerNarrativeDice, seeded } from "./roll.ts";
import { ChatMessageDouble, chatLog, messages, rollModeSetting, ROLL_MODES } from "./chat.ts";
import { indexEntry } from "./compendium.ts";
import { actors, createdActors, EoteActorProto, FakeActor, FakeItem, FakeToken, packSource, placedTokens, propertyAt, TOKEN_DISPOSITIONS, worldItems, type AnyFakeActor } from "./documents.ts";
import { instances } from "./application.ts";
import { enrichInlineRolls } from "./core-rolls.ts";
import { loadModels } from "./pipeline.ts";
import { asUser, installUsers, OWNERSHIP, users } from "./users.ts";
import { ActorSheetV2, ItemSheetV2, sheetClasses, sheetCollection } from "./sheets.ts";
import { notices, notificationsDouble } from "./notices.ts";
import { TooltipManagerDouble } from "./tooltip.ts";
import { Collection } from "./collection.ts";

export * from "./chat.ts";
export { ChatMessageElement, MessagePart } from "./chat-element.ts";
export * from "./documents.ts";
export * from "./users.ts";
// Stand-ins some shell tests install instead of (or besides) the set above: Combat and its Combatants,
// bare sheet base classes, Dice So Nice, and the world the migration runner reads (world actors, scenes,
// tokens with their ActorDelta). attack.ts builds attack messages on this set: import it directly.
// Each document double is typed as the v13 document it stands in for (typed.ts), so tests pass them
// to the module without casting; messageLike does the same for a message built by hand (chat.ts).
export * from "./combat.ts";
export * from "./sheet-bases.ts";
export { fakeDice3d } from "./dice-so-nice.ts";
export * from "./world.ts";
export { expandObject, mergeInto, ValidationFailure } from "./pipeline.ts";
export { installFoundryDouble, makeHandlebars, makeI18n, Roll, savedFiles, seeded } from "./roll.ts";
export { ActorSheetV2, ClickEvent, ItemSheetV2 } from "./sheets.ts";
export { FakeGameTime, hookErrors, installHooks, installWorldTime } from "./time.ts";
export { shownKey, keyWithData } from "./keys.ts";
export { installNotifications, localized, notice, noticeKeys, notices, type Notice } from "./notices.ts";
export { TooltipManagerDouble } from "./tooltip.ts";
export { actorLike, elementLike, malformed } from "./typed.ts";
export { asApplication, renderOptions } from "./application.ts";
export { resetShell } from "./dice-dialog.ts";

const tokens = placedTokens;

export function register<A extends AnyFakeActor>(actor: A): A {
  actors.set(actor.uuid, actor);
  return actor;
}

/** A token for `actor` on the scene, registered with its synthetic actor when unlinked. */
export function placeToken<S, D>(actor: FakeActor<S, D>, options: { name?: string; linked?: boolean; scene?: string } = {}): FakeToken<S, D> {
  const token = new FakeToken(actor, options);
  tokens.set(token.uuid, token);
  actors.set(token.actor.uuid, token.actor);
  return token;
}

/** fromUuidSync as core: documents by uuid; for a compendium uuid whose document is not loaded, its index entry. */
function fromUuidSync(uuid: string): unknown {
  if (actors.has(uuid)) return actors.get(uuid)!;
  if (tokens.has(uuid)) return tokens.get(uuid)!;
  const item = /^(.*)\.Item\.([^.]+)$/.exec(uuid);
  if (item && actors.has(item[1]!)) return actors.get(item[1]!)!.items.get(item[2]!) ?? null;
  const world = /^Item\.([^.]+)$/.exec(uuid);
  if (world) return worldItems.get(world[1]!) ?? null;
  const message = /^ChatMessage\.(.+)$/.exec(uuid);
  if (message) return messages.find((m) => m.id === message[1]) ?? null;
  const pack = /^Compendium\.([^.]+\.[^.]+)\.Item\.([^.]+)$/.exec(uuid);
  if (pack) {
    const entry = compendium.get(pack[1]!)?.find((d) => d._id === pack[2]);
    return entry ? { _id: entry._id, name: entry.name, type: entry.type, uuid, img: "icons/svg/item-bag.svg" } : null;
  }
  return null;
}

let randomIds = 0;

const compendium = new Map<string, ReturnType<typeof packSource>>();

/**
 * Installs the whole double set as Foundry's globals (with the GM at the keyboard, public roll mode),
 * registers our dice, and clears the logs; returns CONFIG, whose randomUniform tests may swap.
 */
export async function installFoundry(seed = 1) {
  const config = installFoundryDouble(seeded(seed));
  // The globals this function writes and reads back (installFoundryDouble set game, foundry and CONFIG).
  type Bag = Record<string, unknown>;
  const g = globalThis as unknown as Bag & {
    game: Bag & { i18n: { localize(key: string): string } };
    foundry: Bag & { documents?: Bag; applications: Bag; utils?: Bag };
    CONFIG: Bag & { statusEffects: { id: string }[] };
  };
  await loadModels();
  g.Actor = FakeActor;
  g.Item = FakeItem;
  g.CONST = { DICE_ROLL_MODES: ROLL_MODES, DOCUMENT_OWNERSHIP_LEVELS: OWNERSHIP, TOKEN_DISPOSITIONS };
  g.ui = { notifications: notificationsDouble() };
  g.game.tooltip = new TooltipManagerDouble(g.game.i18n);
  g.ChatMessage = ChatMessageDouble;
  g.foundry.applications.sheets = { ActorSheetV2, ItemSheetV2 };
  g.foundry.applications.instances = instances;
  instances.clear();
  // Sheet registration (DocumentSheetConfig): what registerApplications registers, what Document#sheet opens.
  sheetClasses.Actor.clear();
  sheetClasses.Item.clear();
  g.foundry.documents = { ...g.foundry.documents, collections: { Actors: sheetCollection("Actor"), Items: sheetCollection("Item") } };
  g.foundry.applications.ux = {
    TextEditor: {
      implementation: {
        // v13: the JSON a drag start put in the event's text/plain data ({} when there is none or it is not JSON).
        getDragEventData(event: { dataTransfer?: { getData(type: string): string } }) {
          try {
            return JSON.parse(event.dataTransfer?.getData("text/plain") || "{}");
          } catch {
            return {};
          }
        },
        // Enrichment of inline rolls only (core-rolls.ts: `[[2da]]` rolled, `[[/r 2da]]` deferred); content
        // links, secrets and custom enrichers are not modelled.
        enrichHTML: async (text: string | null | undefined) => (await enrichInlineRolls(text ?? "")).html,
      },
    },
  };
  // Core's class until a system registers its own (module/chat/message.ts).
  g.CONFIG.ChatMessage = { documentClass: ChatMessageDouble };
  messages.length = 0;
  chatLog.length = 0;
  notices.length = 0;
  rollModeSetting.value = ROLL_MODES.PUBLIC;
  for (const user of Object.values(users)) user.active = true;
  installUsers(Object.values(users));
  g.game.messages = { get: (id: string) => messages.find((m) => m.id === id), contents: messages };
  const settings = new Map<string, unknown>([["core.rollMode", ROLL_MODES.PUBLIC]]);
  g.game.settings = {
    get: (scope: string, key: string) => (scope === "core" && key === "rollMode" ? rollModeSetting.value : settings.get(`${scope}.${key}`)),
    set: async (scope: string, key: string, value: unknown) => {
      if (scope === "core" && key === "rollMode") rollModeSetting.value = value as string;
      else settings.set(`${scope}.${key}`, value);
      return value;
    },
  };
  asUser(users.gm);
  // game.packs as v13's Collection: get by id, iteration over the packs; these are the system's own, locked.
  const packs = new Collection<unknown>();
  const systemPacks = ["critical-injuries", "vehicle-critical-hits", "talents", "force-powers", "species", "careers", "specialisations", "weapons", "armour", "gear"];
  for (const [id, dir] of systemPacks.map((name) => [`eote.${name}`, name] as const)) {
    const docs = packSource(dir);
    compendium.set(id, docs);
    packs.set(id, {
      collection: id, documentName: "Item", locked: true, metadata: { id, packageType: "system", type: "Item" },
      // Documents of a compendium carry their own compendium uuid.
      getDocuments: async () => docs.map((d) => new FakeItem(d, null, id)),
      getDocument: async (docId: string) => {
        const d = docs.find((x) => x._id === docId);
        return d ? new FakeItem(d, null, id) : undefined;
      },
      index: docs.map((d) => ({ _id: d._id, name: d.name, type: d.type, uuid: `Compendium.${id}.Item.${d._id}` })),
      getIndex: async (options: { fields?: string[] } = {}) => docs.map((d) => indexEntry(d, `Compendium.${id}.Item.${d._id}`, options.fields)),
    });
  }
  g.game.packs = packs;
  // WorldCollection#fromCompendium: the document's data without its id, linked to its compendium uuid.
  worldItems.clear();
  g.game.items = {
    get: (id: string) => worldItems.get(id),
    get contents() { return [...worldItems.values()]; },
    get size() { return worldItems.size; },
    [Symbol.iterator]: () => worldItems.values(),
    fromCompendium: (doc: FakeItem) => {
      const { _id, ...data } = doc.toObject();
      return doc.uuid.startsWith("Compendium.") ? { ...data, _stats: { ...data._stats, compendiumSource: doc.uuid } } : data;
    },
  };
  g.game.combat = null;
  // Core's status list as our registration leaves it, and core's defeated marker id.
  const { mergedStatusEffects } = await import("../../module/foundry/statuses.ts");
  g.CONFIG.statusEffects = mergedStatusEffects([
    { id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" },
    { id: "unconscious", name: "EFFECT.StatusUnconscious", img: "icons/svg/unconscious.svg" },
  ]);
  g.CONFIG.specialStatusEffects = { DEFEATED: "dead" };
  // ActiveEffect.fromStatusEffect as core builds it: the configured entry's data with its status id.
  g.ActiveEffect = {
    implementation: {
      fromStatusEffect: async (statusId: string) => {
        const entry = g.CONFIG.statusEffects.find((e) => e.id === statusId);
        if (!entry) throw new Error(`no status ${statusId}`);
        const { id, ...rest } = entry;
        const data = { _id: `status${id}`.padEnd(16, "0").slice(0, 16), ...rest, statuses: [id], duration: {}, flags: {} };
        return { toObject: () => structuredClone(data) };
      },
    },
  };
  g.foundry.utils = {
    ...g.foundry.utils,
    fromUuidSync,
    fromUuid: async (uuid: string) => fromUuidSync(uuid),
    getProperty: (obj: unknown, path: string) => propertyAt(obj, path),
    // v13 foundry.utils.deepClone: a deep copy of plain data (objects, arrays, dates).
    deepClone: <T>(value: T): T => structuredClone(value),
    // v13 foundry.utils.randomID(length = 16): alphanumeric; counted here so runs repeat.
    randomID: (length = 16) => `rnd${(++randomIds).toString(36)}`.padEnd(length, "0").slice(0, length),
  };
  await registerNarrativeDice(config);
  const { routeNarrativeFormulas } = await import("../../module/roll/routing.ts");
  routeNarrativeFormulas();
  const { EoteActor } = await import("../../module/documents/actor.ts");
  EoteActorProto.current = EoteActor.prototype;
  // As registerDocuments leaves CONFIG.Actor: Actor.create builds EoteActors (which extend this double).
  const { ACTOR_MODELS } = await import("../../module/data/models/index.ts");
  g.CONFIG.Actor = { documentClass: EoteActor, dataModels: ACTOR_MODELS };
  // game.actors: the actors Actor.create made (documents.ts, createdActors), as a WorldCollection reads them.
  createdActors.clear();
  const world = () => [...createdActors];
  g.game.actors = {
    get: (id: string) => world().find((a) => a.id === id),
    getName: (name: string) => world().find((a) => a.name === name),
    get contents() { return world(); },
    get size() { return createdActors.size; },
    [Symbol.iterator]: () => world()[Symbol.iterator](),
  };
  return config as { Dice: { randomUniform: () => number } };
}
