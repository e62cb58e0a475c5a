/** The passage cards' names, kept apart so the eager card registration (./card/passage.ts) reads them without loading the cards. */

/** flags.eote.<SUBLIGHT_FLAG> on a sublight trip's card. */
export const SUBLIGHT_FLAG = "sublight";
/** flags.eote.check.<NAV_HAZARD_CHECK> on a navigation hazard check's roll. */
export const NAV_HAZARD_CHECK = "navHazard";
/** flags.eote.<NAV_HAZARD_LOG>.<messageId> on the vehicle: the speed the hazard card changed. */
export const NAV_HAZARD_LOG = "navHazardLog";
