/** Actor and Item document classes and their data models (issue 5). */
export function registerDocuments(): void {
  // Filled in by the documents work: CONFIG.Actor/Item documentClass and dataModels.
}
