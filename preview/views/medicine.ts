/**
 * The Medicine card (combat area): a seeded roll of a Medicine pool, the pure Medicine card model over
 * a patient and this card's record, rendered with the real template and appended to the narrative card
 * as the renderChatMessageHTML hook does (module/features/medicine/card.ts). Shows healing with a
 * triumph to spend, threat and despair before Apply, and a rival's threat taken as wounds after it.
 */
import { buildMedicineCard, emptyMedicineRecord, type PatientInput } from "../../module/features/medicine/model.ts";
import { parsePool } from "../../module/dice/index.ts";
import { buildCardContext, type Outcome } from "../../module/roll/card-model.ts";
import { chatMessage } from "../frame.ts";
import { packDoc, type Kit } from "../kit.ts";
import type { View } from "../types.ts";
import { renderCard, rollWanted } from "./cards.ts";

export const MEDICINE_TEMPLATE = "templates/chat/medicine.hbs";

interface MedicineSpec {
  id: string;
  label: string;
  pool: string;
  wanted: (o: Outcome) => boolean;
  /** The patient as the card sees it for this roll (before or after its buttons were used). */
  patient: (kit: Kit, outcome: Outcome) => PatientInput;
}

function injury(kit: Kit, name: string): PatientInput["injuries"][number] {
  const doc = packDoc(kit, "critical-injuries", name);
  return { id: doc._id, name: doc.name, severity: (doc.system as { severity: number }).severity };
}

/** A wounded character with two critical injuries, nothing done on this card yet. */
const kira = (kit: Kit): PatientInput => ({
  uuid: "Actor.kira", name: "Kira Voss", canAct: true, wounds: 9, strain: 5, thresholds: { wounds: 13, strain: 12 },
  injuries: [injury(kit, "Agonizing Wound"), injury(kit, "Minor Nick")], record: null,
});

/** A rival (no strain) as a failed check's Apply leaves it: its threat suffered as wounds (8 before); Undo remains. */
const enforcer = (_kit: Kit, outcome: Outcome): PatientInput => {
  const threat = Math.max(0, -outcome.netAdvantage);
  return {
    uuid: "Actor.rival", name: "Gamorrean enforcer", canAct: true, wounds: 8 + threat, strain: null, thresholds: { wounds: 12, strain: null },
    injuries: [], record: { ...emptyMedicineRecord(), healed: { wounds: 0, strain: 0 }, suffered: { wounds: threat, strain: 0 } },
  };
};

const MEDICINE: readonly MedicineSpec[] = [
  {
    id: "triumph", label: "Medicine: success with a triumph to spend", pool: "1p2a2i",
    wanted: (o) => o.succeeded && o.triumph > 0 && o.netAdvantage > 0, patient: kira,
  },
  {
    id: "threat-despair", label: "Medicine: threat and despair (Apply)", pool: "1p2a1c1i",
    wanted: (o) => o.succeeded && o.netAdvantage < 0 && o.despair > 0 && o.triumph === 0, patient: kira,
  },
  {
    id: "rival-applied", label: "Medicine: a rival's threat as wounds, applied", pool: "2a1c1i",
    wanted: (o) => !o.succeeded && o.netAdvantage < 0 && o.despair === 0, patient: enforcer,
  },
];

/** The narrative card with the Medicine section inside it, in a chat message. */
function renderMedicine(kit: Kit, spec: MedicineSpec): string {
  const dice = rollWanted(parsePool(spec.pool), spec.wanted);
  const outcome = buildCardContext({ dice }).outcome;
  const patient = spec.patient(kit, outcome);
  const section = kit.engine.render(MEDICINE_TEMPLATE, { ...buildMedicineCard(outcome, patient), messageId: `preview-medicine-${spec.id}`, authorName: "Kira's player" });
  const title = kit.i18n.format("EOTE.Combat.Recovery.MedicineTitle", { patient: patient.name });
  const card = renderCard(kit, { title, pool: spec.pool }, dice);
  // The hook appends the section at the end of the card's .eote-roll element (its outermost element).
  const at = card.lastIndexOf("</div>");
  return card.slice(0, at) + section + card.slice(at);
}

export function medicineViews(kit: Kit): View[] {
  return MEDICINE.map((spec) => ({
    id: `chat-medicine-${spec.id}`, title: spec.label, group: "Chat cards", frame: "chat", html: chatMessage("Doc Arvel", renderMedicine(kit, spec)),
  }));
}
