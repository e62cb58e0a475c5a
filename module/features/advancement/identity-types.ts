/** The item types a character sheet takes as its identity when dropped (the sheet asks at every drop). */
export const IDENTITY_TYPES: readonly string[] = ["species", "career", "specialisation"];
