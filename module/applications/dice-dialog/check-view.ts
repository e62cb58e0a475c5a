/** Reads the candidates, targets and open contests from Foundry for the dialog's check section. */
import { api as contestsApi } from "../../features/contests/index.ts";
import { checkSection, type CheckState } from "./check-state.ts";
import { helperCandidates, targetedActors } from "./participants.ts";

export function checkView(state: CheckState, activeUuid: string | null) {
  if (!state.subject) return null;
  const hasTargets = targetedActors().some((t) => t.actor.uuid !== activeUuid);
  return checkSection(state, helperCandidates(activeUuid), hasTargets, activeUuid ? contestsApi.openContests() : []);
}
