/**
 * Plain inputs the sheet context builders take: the actor's or item's `system` data (with
 * `derived` for actors), its items as plain objects and the sheet's flags. No Foundry global here,
 * so the builders run the same in vitest, in the preview gallery and in Foundry.
 */
import type { DerivedByType } from "../../../rules/character/derived-types.ts";
export type { DerivedByType };
import type { ImmersionKind } from "../../../rules/combat/immersion.ts";
import type { AdvancementExtras } from "./advancement.ts";
import type { ActorDataByType, ActorType, Characteristics, ItemDataByType, ItemType } from "../../../rules/types.ts";


/** An owned item as the builders see it. */
export interface PlainItem<T extends ItemType = ItemType> {
  id: string;
  name: string;
  img: string;
  type: T;
  system: ItemDataByType[T];
  /** The item's use state and improvised mark (flags.eote.weaponUse, flags.eote.improvised), as stored. */
  use?: { weaponUse?: unknown; improvised?: unknown };
}

/** Any owned item, discriminated on `type`. */
export type AnyPlainItem = { [K in ItemType]: PlainItem<K> }[ItemType];

/** What the sheet lets the user do. */
export interface SheetFlags {
  /** The user may change the document (owner and not locked in a compendium). */
  editable: boolean;
  /** The user owns the document. */
  owner: boolean;
  /** Edit mode shows inputs for every stored field; play mode shows values and roll buttons. */
  editMode: boolean;
  /** The tab shown first (actor sheets with tabs). */
  activeTab?: string;
}

export interface ActorInput<T extends ActorType> {
  name: string;
  img: string;
  type: T;
  system: ActorDataByType[T] & { derived: DerivedByType[T] };
  /** The characteristics as stored (the document's _source), where `system` has effects applied. */
  storedCharacteristics?: Characteristics;
  items: readonly AnyPlainItem[];
  flags: SheetFlags;
  /**
   * HTML fields already run through TextEditor.enrichHTML by the sheet (sanitised); `rulesText` holds the
   * descriptions of the items whose rows show them (context/rules-text.ts), by item id.
   */
  enriched?: { biography?: string; notes?: string; rulesText?: Record<string, string> };
  /** The kind of the actor's open bacta tank or oil bath session, if one is open. */
  immersion?: ImmersionKind | null;
  /** Characters: what the Advancement tab needs beyond the actor (GM or not, user names, language). */
  advancement?: AdvancementExtras;
  /** Characters: the system pack's Force powers the Force tab offers to learn (read when that tab is open). */
  forceOffers?: readonly { id: string; name: string; cost: number }[];
}

export interface ItemInput<T extends ItemType = ItemType> {
  name: string;
  img: string;
  type: T;
  system: ItemDataByType[T];
  flags: SheetFlags;
  /** The description, already enriched (sanitised) by the sheet. */
  enrichedDescription?: string;
  /** The type of the actor that owns the item (a vehicle's weapon has firing arcs); none for a world item. */
  ownerType?: ActorType | null;
  /** The user is a GM: the advanced fields (a quality's stable key) show to the GM only. */
  gm?: boolean;
  /** A weapon marked improvised (flags.eote.improvised). */
  improvised?: boolean;
  /** The item's own ActiveEffects (a talent's modifiers), as plain data. */
  effects?: readonly ItemEffectInput[];
  /** The item's id (a specialisation's tree names it). */
  id?: string;
  /** A specialisation: the careers pack's careers (its career is picked and shown by name). */
  careers?: readonly PackChoice[];
  /** A specialisation: the talents pack's talents (each tree cell picks one by name), and their rules text by key. */
  talents?: readonly PackChoice[];
  talentTexts?: Readonly<Record<string, string>>;
}

/** A pack entry offered by name and stored by its stable key (a career, a talent). */
export interface PackChoice {
  key: string;
  name: string;
}

/** One of an item's ActiveEffects as the sheet lists it. */
export interface ItemEffectInput {
  id: string;
  name: string;
  disabled: boolean;
  situational: boolean;
  changes: readonly { key: string; mode: number; value: string }[];
}

/** The owned items of one type, in the order given. */
export function itemsOfType<T extends ItemType>(items: readonly AnyPlainItem[], type: T): PlainItem<T>[] {
  return items.filter((i): i is AnyPlainItem & PlainItem<T> => i.type === type);
}
