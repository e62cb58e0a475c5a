/** Sheets and dialogs (issues 4 and 5). */
export function registerApplications(): void {
  // Filled in by the sheet work: DocumentSheetConfig registrations.
}
