/**
 * The critical treatment card (combat area): a seeded roll of a treatment or Resilience pool against a
 * critical injury, the pure card model over the patient and this card's record, rendered with the real
 * template and appended to the narrative card as the renderChatMessageHTML hook does
 * (module/features/critical/card.ts). Shows Remove on a success, a failed Resilience check at
 * rest, a removal Undo can reverse, and a crew member's successful repair of a vehicle's critical hit.
 */
import {
  buildCriticalTreatmentCard, type CriticalTreatmentFlag, type TreatmentPatientInput,
} from "../../module/features/critical/model.ts";
import { parsePool } from "../../module/dice/index.ts";
import { buildCardContext, type Outcome } from "../../module/roll/card-model.ts";
import { chatMessage } from "../frame.ts";
import { packDoc, type Kit } from "../kit.ts";
import type { View } from "../types.ts";
import { renderCard, rollWanted } from "./cards.ts";

export const CRITICAL_TREATMENT_TEMPLATE = "templates/chat/critical-treatment.hbs";

interface TreatmentSpec {
  id: string;
  label: string;
  /** The check's pool: the roller's dice plus one difficulty die per point of severity (both criticals here: 2). */
  pool: string;
  kind: CriticalTreatmentFlag["kind"];
  speaker: string;
  wanted: (o: Outcome) => boolean;
  /** The injury already removed by this card (its record kept for Undo). */
  removed: boolean;
}

/** The critical each kind works on, and its owner: an injury on Kira, or a critical hit on a freighter. */
const SUBJECT = {
  injury: { pack: "critical-injuries", name: "Agonizing Wound", patientUuid: "Actor.kira", patient: "Kira Voss" },
  hit: { pack: "vehicle-critical-hits", name: "Shields Failing", patientUuid: "Actor.wayfarer", patient: "Wayfarer" },
} as const;

const SPECS: readonly TreatmentSpec[] = [
  { id: "success", label: "Critical treatment: success, Remove", pool: "2p2i", kind: "medicine", speaker: "Doc Arvel", wanted: (o) => o.succeeded, removed: false },
  { id: "rest-failed", label: "Critical treatment: Resilience at rest fails", pool: "3a2i", kind: "resilience", speaker: "Kira Voss", wanted: (o) => !o.succeeded, removed: false },
  { id: "removed", label: "Critical treatment: removed, Undo", pool: "2p2i", kind: "medicine", speaker: "Doc Arvel", wanted: (o) => o.succeeded, removed: true },
  // Tekka: Intellect 3, Mechanics 1.
  { id: "repair", label: "Critical hit repair: success, Repair", pool: "1p2a2i", kind: "repair", speaker: "Tekka", wanted: (o) => o.succeeded, removed: false },
];

function render(kit: Kit, spec: TreatmentSpec): string {
  const subject = SUBJECT[spec.kind === "repair" ? "hit" : "injury"];
  const doc = packDoc(kit, subject.pack, subject.name);
  const injury = { id: doc._id, name: doc.name, severity: (doc.system as { severity: number }).severity };
  const flag: CriticalTreatmentFlag = { patientUuid: subject.patientUuid, injuryId: injury.id, kind: spec.kind, name: injury.name, severity: injury.severity };
  const patient: TreatmentPatientInput = spec.removed
    ? { name: subject.patient, canAct: true, injury: null, record: { removed: { itemId: injury.id, name: injury.name, severity: injury.severity, data: { ...doc } } }, underRolled: false }
    : { name: subject.patient, canAct: true, injury, record: null, underRolled: false };
  const dice = rollWanted(parsePool(spec.pool), spec.wanted);
  const outcome = buildCardContext({ dice }).outcome;
  const section = kit.engine.render(CRITICAL_TREATMENT_TEMPLATE, {
    ...buildCriticalTreatmentCard(flag, outcome.succeeded, patient), messageId: `preview-critical-treatment-${spec.id}`, authorName: "Kira's player",
  });
  const titleKey = spec.kind === "resilience" ? "EOTE.Combat.CriticalTreatment.ResilienceTitle"
    : spec.kind === "repair" ? "EOTE.Combat.CriticalTreatment.MechanicsTitle" : "EOTE.Combat.CriticalTreatment.MedicineTitle";
  const card = renderCard(kit, { title: kit.i18n.format(titleKey, { injury: injury.name, patient: patient.name }), pool: spec.pool }, dice);
  // The hook appends the section at the end of the card's .eote-roll element (its outermost element).
  const at = card.lastIndexOf("</div>");
  return card.slice(0, at) + section + card.slice(at);
}

export function criticalTreatmentViews(kit: Kit): View[] {
  return SPECS.map((spec) => ({
    id: `chat-critical-treatment-${spec.id}`, title: spec.label, group: "Chat cards", frame: "chat", html: chatMessage(spec.speaker, render(kit, spec)),
  }));
}
