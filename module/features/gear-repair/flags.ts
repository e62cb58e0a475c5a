/** The gear repair card's flag names, apart from its model. */

/** The check flag kind: flags.eote.check.gearRepair. */
export const GEAR_REPAIR_CHECK = "gearRepair";
/** Where the card keeps what it did, on the owner: flags.eote.gearRepairLog.<messageId>. */
export const GEAR_REPAIR_LOG = "gearRepairLog";
