/** The item types a character sheet takes as its identity when dropped (the sheet asks at every drop). */
export const IDENTITY_TYPES: readonly string[] = ["species", "career", "specialisation"];

/**
 * The flag (flags.eote.<this>) on an owned species item recording what its start wrote on a fresh character
 * (module/rules/character/identity-removal.ts SpeciesStart), so removing the species takes exactly that back.
 */
export const SPECIES_START_FLAG = "speciesStart";
