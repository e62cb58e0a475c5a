/** Item data models: schema from the spec; items derive nothing of their own yet. */
import { ABILITY, ARMOUR, ATTACHMENT, CRITICAL, CRITICAL_HIT, FORCE_POWER, GEAR, QUALITY, TALENT, WEAPON } from "../spec/items.ts";
import { CAREER, SPECIALISATION, SPECIES } from "../spec/identity.ts";
import { EoteItemModel, schemaFrom, type Schema } from "./base.ts";

export class WeaponModel extends EoteItemModel {
  static readonly eoteType = "weapon";
  static override defineSchema(): Schema {
    return schemaFrom(WEAPON);
  }
}

export class ArmourModel extends EoteItemModel {
  static readonly eoteType = "armour";
  static override defineSchema(): Schema {
    return schemaFrom(ARMOUR);
  }
}

export class GearModel extends EoteItemModel {
  static readonly eoteType = "gear";
  static override defineSchema(): Schema {
    return schemaFrom(GEAR);
  }
}

export class QualityModel extends EoteItemModel {
  static readonly eoteType = "quality";
  static override defineSchema(): Schema {
    return schemaFrom(QUALITY);
  }
}

/** Critical injuries (characters) and critical hits (vehicles) share the d100 table-row shape. */
export class CriticalInjuryModel extends EoteItemModel {
  static readonly eoteType = "criticalInjury";
  static override defineSchema(): Schema {
    return schemaFrom(CRITICAL);
  }
}

export class CriticalHitModel extends EoteItemModel {
  static readonly eoteType = "criticalHit";
  static override defineSchema(): Schema {
    return schemaFrom(CRITICAL_HIT);
  }
}

export class TalentModel extends EoteItemModel {
  static readonly eoteType = "talent";
  static override defineSchema(): Schema {
    return schemaFrom(TALENT);
  }
}

export class SpeciesModel extends EoteItemModel {
  static readonly eoteType = "species";
  static override defineSchema(): Schema {
    return schemaFrom(SPECIES);
  }
}

export class CareerModel extends EoteItemModel {
  static readonly eoteType = "career";
  static override defineSchema(): Schema {
    return schemaFrom(CAREER);
  }
}

export class SpecialisationModel extends EoteItemModel {
  static readonly eoteType = "specialisation";
  static override defineSchema(): Schema {
    return schemaFrom(SPECIALISATION);
  }
}

export class ForcePowerModel extends EoteItemModel {
  static readonly eoteType = "forcePower";
  static override defineSchema(): Schema {
    return schemaFrom(FORCE_POWER);
  }
}

/** An attachment (module/rules/gear/attachments.ts): installed on a weapon or armour, or owned by a vehicle. */
export class AttachmentModel extends EoteItemModel {
  static readonly eoteType = "attachment";
  static override defineSchema(): Schema {
    return schemaFrom(ATTACHMENT);
  }
}

/** An adversary's special ability (module/rules/types.ts AbilityData), shown on adversary sheets. */
export class AbilityModel extends EoteItemModel {
  static readonly eoteType = "ability";
  static override defineSchema(): Schema {
    return schemaFrom(ABILITY);
  }
}
