/**
 * Shared pieces of the eote data models. Schemas come from the type's spec, whose plain shape
 * is proven equal to the contract in module/rules/types.ts at compile time (spec/checks.ts):
 * that is why a model may be read as that plain shape (`plain`).
 */
import { baseModifiers, type DerivedModifiers } from "../../rules/checks/modifiers.ts";
import type { OwnedItem } from "../../rules/character/owned-items.ts";
import { toSchema, type FieldsNamespace } from "../fields.ts";
import type { AnySpec } from "../spec/builders.ts";
import { reshapeSystem } from "../../migrations/migrations.ts";
import { newPrototypeToken } from "./token.ts";

type MigrateSource = Parameters<typeof foundry.abstract.TypeDataModel.migrateData>[0];

/** The document type a model class serves, for running migrations on its raw source. */
function eoteTypeOf(cls: unknown): string {
  return (cls as { eoteType?: string }).eoteType ?? "";
}

export type Schema = foundry.data.fields.DataSchema;

export function schemaFrom(spec: AnySpec): Schema {
  // foundry.data.fields satisfies FieldsNamespace structurally; the built fields are Foundry's own.
  return toSchema(spec, foundry.data.fields as unknown as FieldsNamespace) as Schema;
}

/** Base class of actor models: Foundry prepares embedded items before the actor's derived data. */
export abstract class EoteActorModel extends foundry.abstract.TypeDataModel<Schema, Actor.Implementation> {
  /**
   * Foundry hands raw source here before cleaning it: migrate first so nothing old is dropped. It
   * also hands partial update diffs here, so only present keys are reshaped; defaults and values
   * read from other fields are the world runner's (module/migrations/runner.ts).
   */
  static override migrateData(source: MigrateSource): MigrateSource {
    reshapeSystem("Actor", eoteTypeOf(this), source);
    return super.migrateData(source);
  }

  /**
   * A new actor's prototype token: characters linked, friendly and seeing, bars by type (token.ts).
   * Done here, as dnd5e does in its character model, so every way of creating an actor gets it;
   * create data carrying its own prototypeToken (a compendium import) keeps it.
   */
  override async _preCreate(...args: Parameters<foundry.abstract.TypeDataModel<Schema, Actor.Implementation>["_preCreate"]>): Promise<boolean | void> {
    if ((await super._preCreate(...args)) === false) return false;
    const token = newPrototypeToken(this.parent.type, args[0] as { prototypeToken?: unknown }, CONST.TOKEN_DISPOSITIONS.FRIENDLY);
    if (token) this.parent.updateSource({ prototypeToken: token } as Actor.UpdateData);
  }

  /**
   * Modifiers start at zero in the base data; Foundry then adds the active effects' changes to
   * `system.modifiers.*` (and to characteristics) before prepareDerivedData reads them (module/rules/checks/modifiers.ts).
   */
  override prepareBaseData(): void {
    super.prepareBaseData();
    (this as unknown as { modifiers: DerivedModifiers }).modifiers = baseModifiers();
  }

  /** The actor's owned items as the plain view the pure rules read. */
  protected ownedItems(): OwnedItem[] {
    // Each item's system was built from its type's spec (module/data/spec/items.ts).
    return this.parent.items.map((item) => ({ type: item.type, system: item.system }) as unknown as OwnedItem);
  }
}

/**
 * Token bars need `value` and `max`: give the live (never stored, not in the schema) track object a
 * `max` equal to its threshold, the point where the actor is incapacitated.
 */
export function barMax(track: unknown, threshold: number): void {
  (track as { max?: number }).max = threshold;
}

export abstract class EoteItemModel extends foundry.abstract.TypeDataModel<Schema, Item.Implementation> {
  /** Partial-safe, as for actors. */
  static override migrateData(source: MigrateSource): MigrateSource {
    reshapeSystem("Item", eoteTypeOf(this), source);
    return super.migrateData(source);
  }
}
