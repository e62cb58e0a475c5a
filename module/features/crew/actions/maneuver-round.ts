/**
 * The vessel's starship maneuvers this combat round (the count: module/foundry/maneuver-tally.ts). Open vehicle sheets show the round's count: a new round (or the combat's end) changes it without any
 * change to the vehicle, so they are rendered again then.
 */
export function registerManeuverCounter(): void {
  const refresh = () => {
    for (const app of foundry.applications.instances.values()) {
      const shown = app as unknown as { rendered?: boolean; document?: { type?: string }; render(): unknown };
      if (shown.rendered && shown.document?.type === "vehicle") void shown.render();
    }
  };
  Hooks.on("updateCombat", (_combat: Combat.Implementation, changes: Record<string, unknown>) => {
    if ("round" in changes) refresh();
  });
  Hooks.on("deleteCombat", refresh);
}
