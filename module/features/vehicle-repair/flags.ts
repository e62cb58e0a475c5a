/** The repair cards' names, kept apart so the eager card registrations read them without loading the cards. */

/** flags.eote.<log>.<messageId> on the vehicle: what the damage control, emergency repair and collision cards did. */
export const REPAIR_LOG = "repairLog";
export const EMERGENCY_LOG = "emergencyRepairLog";
export const COLLISION_LOG = "collisionLog";
