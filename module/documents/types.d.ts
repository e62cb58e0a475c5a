// Type configuration for foundry-vtt-types: our document classes and data models per subtype.
import type { EoteActor } from "./actor.ts";
import type { EoteItem } from "./item.ts";
import type {
  AbilityModel, ArmourModel, CharacterModel, CriticalHitModel, CriticalInjuryModel, GearModel, MinionModel, NemesisModel,
  QualityModel, RivalModel, TalentModel, VehicleModel, WeaponModel, SpeciesModel, CareerModel, SpecialisationModel, ForcePowerModel, AttachmentModel,
} from "../data/models/index.ts";

declare global {
  interface DocumentClassConfig {
    Actor: typeof EoteActor;
    Item: typeof EoteItem;
  }

  interface DataModelConfig {
    Actor: {
      character: typeof CharacterModel;
      minion: typeof MinionModel;
      rival: typeof RivalModel;
      nemesis: typeof NemesisModel;
      vehicle: typeof VehicleModel;
    };
    Item: {
      weapon: typeof WeaponModel;
      armour: typeof ArmourModel;
      gear: typeof GearModel;
      quality: typeof QualityModel;
      criticalInjury: typeof CriticalInjuryModel;
      criticalHit: typeof CriticalHitModel;
      talent: typeof TalentModel;
      species: typeof SpeciesModel;
      career: typeof CareerModel;
      specialisation: typeof SpecialisationModel;
      forcePower: typeof ForcePowerModel;
      attachment: typeof AttachmentModel;
      ability: typeof AbilityModel;
    };
  }
}
