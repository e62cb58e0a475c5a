/** Registry of data models by document type: what registerDocuments puts in CONFIG. */
import type { ActorType, ItemType } from "../../rules/types.ts";
import { CharacterModel, MinionModel, NemesisModel, RivalModel, VehicleModel } from "./actors.ts";
import {
  AbilityModel, ArmourModel, AttachmentModel, CareerModel, CriticalHitModel, CriticalInjuryModel, ForcePowerModel, GearModel, QualityModel, SpecialisationModel,
  SpeciesModel, TalentModel, WeaponModel,
} from "./items.ts";

export const ACTOR_MODELS = {
  character: CharacterModel,
  minion: MinionModel,
  rival: RivalModel,
  nemesis: NemesisModel,
  vehicle: VehicleModel,
} as const satisfies Record<ActorType, unknown>;

export const ITEM_MODELS = {
  weapon: WeaponModel,
  armour: ArmourModel,
  gear: GearModel,
  quality: QualityModel,
  criticalInjury: CriticalInjuryModel,
  criticalHit: CriticalHitModel,
  talent: TalentModel,
  species: SpeciesModel,
  career: CareerModel,
  specialisation: SpecialisationModel,
  forcePower: ForcePowerModel,
  attachment: AttachmentModel,
  ability: AbilityModel,
} as const satisfies Record<ItemType, unknown>;

export {
  ArmourModel, CharacterModel, CriticalHitModel, CriticalInjuryModel, GearModel, MinionModel, NemesisModel,
  QualityModel, RivalModel, TalentModel, VehicleModel, WeaponModel, SpeciesModel, CareerModel, SpecialisationModel, ForcePowerModel, AttachmentModel,
  AbilityModel,
};
