/** Actor data models: schema from the spec, derived data from the pure rules (module/rules). */
import { characterDerived, minionDerived, rivalDerived, vehicleDerived } from "../../rules/actor-derived.ts";
import type { CharacterDerived, MinionDerived, NemesisDerived, RivalDerived, VehicleDerived } from "../../rules/derived-types.ts";
import type { CharacterData, MinionData, NemesisData, RivalData, VehicleData } from "../../rules/types.ts";
import { CHARACTER, MINION, NEMESIS, RIVAL, VEHICLE } from "../spec/actors.ts";
import { EoteActorModel, schemaFrom, type Schema } from "./base.ts";

export class CharacterModel extends EoteActorModel {
  static override defineSchema(): Schema {
    return schemaFrom(CHARACTER);
  }
  declare derived: CharacterDerived;
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = characterDerived(this as unknown as CharacterData, this.ownedItems());
  }
}

export class NemesisModel extends EoteActorModel {
  static override defineSchema(): Schema {
    return schemaFrom(NEMESIS);
  }
  declare derived: NemesisDerived;
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = characterDerived(this as unknown as NemesisData, this.ownedItems());
  }
}

export class RivalModel extends EoteActorModel {
  static override defineSchema(): Schema {
    return schemaFrom(RIVAL);
  }
  declare derived: RivalDerived;
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = rivalDerived(this as unknown as RivalData, this.ownedItems());
  }
}

export class MinionModel extends EoteActorModel {
  static override defineSchema(): Schema {
    return schemaFrom(MINION);
  }
  declare derived: MinionDerived;
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = minionDerived(this as unknown as MinionData, this.ownedItems());
  }
}

export class VehicleModel extends EoteActorModel {
  static override defineSchema(): Schema {
    return schemaFrom(VEHICLE);
  }
  declare derived: VehicleDerived;
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = vehicleDerived(this as unknown as VehicleData, this.ownedItems());
  }
}
