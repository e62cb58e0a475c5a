/**
 * Where each card keeps its records on the actor it acted on (flags.eote.<log>.<messageId>), and the
 * immersion session's flag. Their own module: the startup hooks that redraw a card when its record
 * changes need only these names, not the card's code (loaded when a card is shown).
 */
/** The attack card's records (damage, crits, statuses put on the target). */
export const LOG_FLAG = "combatLog";
/** The Medicine card's records on the patient. */
export const MEDICINE_LOG = "medicineLog";
/** The critical treatment (and critical hit repair) card's records on the patient or vehicle. */
export const CRITICAL_TREATMENT_LOG = "criticalTreatmentLog";
/** The bacta tank / oil bath card's records on the patient. */
export const IMMERSION_LOG = "immersionLog";
/** The open bacta tank / oil bath session on the patient (flags.eote.immersion), also the card's flag. */
export const SESSION_FLAG = "immersion";
