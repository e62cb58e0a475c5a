/** Actor data models: schema from the spec, derived data from the pure rules (module/rules). */
import { characterDerived, minionDerived, rivalDerived, vehicleDerived } from "../../rules/character/actor-derived.ts";
import type { CharacterDerived, MinionDerived, NemesisDerived, RivalDerived, VehicleDerived } from "../../rules/character/derived-types.ts";
import type { CharacterData, MinionData, NemesisData, RivalData, VehicleData } from "../../rules/types.ts";
import { CHARACTER, MINION, NEMESIS, RIVAL, VEHICLE } from "../spec/actors.ts";
import { barMax, EoteActorModel, schemaFrom, type Schema } from "./base.ts";

export class CharacterModel extends EoteActorModel {
  static readonly eoteType = "character";
  static override defineSchema(): Schema {
    return schemaFrom(CHARACTER);
  }
  declare derived: CharacterDerived;
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const data = this as unknown as CharacterData;
    this.derived = characterDerived(data, this.ownedItems());
    barMax(data.wounds, this.derived.wounds.threshold);
    barMax(data.strain, this.derived.strain.threshold);
  }
}

export class NemesisModel extends EoteActorModel {
  static readonly eoteType = "nemesis";
  static override defineSchema(): Schema {
    return schemaFrom(NEMESIS);
  }
  declare derived: NemesisDerived;
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const data = this as unknown as NemesisData;
    this.derived = characterDerived(data, this.ownedItems());
    barMax(data.wounds, this.derived.wounds.threshold);
    barMax(data.strain, this.derived.strain.threshold);
  }
}

export class RivalModel extends EoteActorModel {
  static readonly eoteType = "rival";
  static override defineSchema(): Schema {
    return schemaFrom(RIVAL);
  }
  declare derived: RivalDerived;
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const data = this as unknown as RivalData;
    this.derived = rivalDerived(data, this.ownedItems());
    barMax(data.wounds, this.derived.wounds.threshold);
  }
}

export class MinionModel extends EoteActorModel {
  static readonly eoteType = "minion";
  static override defineSchema(): Schema {
    return schemaFrom(MINION);
  }
  declare derived: MinionDerived;
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const data = this as unknown as MinionData;
    this.derived = minionDerived(data, this.ownedItems());
    // The bar shows the group's wounds against the group threshold.
    barMax(data.wounds, this.derived.wounds.threshold);
  }
}

export class VehicleModel extends EoteActorModel {
  static readonly eoteType = "vehicle";
  static override defineSchema(): Schema {
    return schemaFrom(VEHICLE);
  }
  declare derived: VehicleDerived;
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const data = this as unknown as VehicleData;
    this.derived = vehicleDerived(data, this.ownedItems());
    // A group of ships fills the group's threshold (seed 002 VEHICLE MINIONS).
    barMax(data.hullTrauma, this.derived.hullTrauma.threshold);
    barMax(data.systemStrain, this.derived.systemStrain.threshold);
  }
}
