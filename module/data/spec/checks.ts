/**
 * Compile-time proof that each spec describes exactly its contract shape in module/rules/types.ts:
 * a spec field missing, extra or of the wrong type makes tsc fail here.
 */
import type { ActorDataByType, ItemDataByType } from "../../rules/types.ts";
import type { CHARACTER, MINION, NEMESIS, RIVAL, VEHICLE } from "./actors.ts";
import type { Infer } from "./builders.ts";
import type { ABILITY, ARMOUR, CRITICAL, FORCE_POWER, GEAR, QUALITY, TALENT, WEAPON } from "./items.ts";
import type { CAREER, SPECIALISATION, SPECIES } from "./identity.ts";

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const SPEC_MATCHES_CONTRACT: {
  character: Same<Infer<typeof CHARACTER>, ActorDataByType["character"]>;
  minion: Same<Infer<typeof MINION>, ActorDataByType["minion"]>;
  rival: Same<Infer<typeof RIVAL>, ActorDataByType["rival"]>;
  nemesis: Same<Infer<typeof NEMESIS>, ActorDataByType["nemesis"]>;
  vehicle: Same<Infer<typeof VEHICLE>, ActorDataByType["vehicle"]>;
  weapon: Same<Infer<typeof WEAPON>, ItemDataByType["weapon"]>;
  armour: Same<Infer<typeof ARMOUR>, ItemDataByType["armour"]>;
  gear: Same<Infer<typeof GEAR>, ItemDataByType["gear"]>;
  quality: Same<Infer<typeof QUALITY>, ItemDataByType["quality"]>;
  critical: Same<Infer<typeof CRITICAL>, ItemDataByType["criticalInjury"]>;
  talent: Same<Infer<typeof TALENT>, ItemDataByType["talent"]>;
  species: Same<Infer<typeof SPECIES>, ItemDataByType["species"]>;
  career: Same<Infer<typeof CAREER>, ItemDataByType["career"]>;
  specialisation: Same<Infer<typeof SPECIALISATION>, ItemDataByType["specialisation"]>;
  forcePower: Same<Infer<typeof FORCE_POWER>, ItemDataByType["forcePower"]>;
  ability: Same<Infer<typeof ABILITY>, ItemDataByType["ability"]>;
} = {
  character: true, minion: true, rival: true, nemesis: true, vehicle: true,
  weapon: true, armour: true, gear: true, quality: true, critical: true, talent: true,
  species: true, career: true, specialisation: true, forcePower: true, ability: true,
};
