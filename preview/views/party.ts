/**
 * The GM's party view: four player characters (one over its strain threshold, one a dark side Force
 * user, one whose last ledger entry is an undoable grant, one the XP audit flags, one with a long name),
 * and the view with no player character yet. From the pure view in the real template.
 */
import { partyView, type PartyMemberInput } from "../../module/features/party/model.ts";
import { MAX_XP_GRANT } from "../../module/rules/character/advancement.ts";
import type { LedgerEntry } from "../../module/rules/types.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";

export const PARTY_TEMPLATE = "templates/dialogs/party.hbs";

const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  kind: "skill", target: "cool", cost: 10, time: Date.UTC(2026, 0, 1), user: "gm", from: 0, to: 1, item: "", created: false,
  source: "", cell: -1, refunded: false, ...over,
});

function member(id: string, name: string, over: Partial<PartyMemberInput> = {}): PartyMemberInput {
  return {
    id, name, wounds: { value: 4, threshold: 13 }, strain: { value: 3, threshold: 12 },
    obligations: [{ magnitude: 10 }], duties: [], morality: { value: 50, standing: "neutral" },
    xp: { total: 110, available: 110, ledger: [] }, skillRanks: {}, talents: [], ...over,
  };
}

const PARTY: PartyMemberInput[] = [
  member("kira", "Kira Voss", {
    strain: { value: 14, threshold: 12 }, obligations: [{ magnitude: 10 }, { magnitude: 5 }],
    xp: { total: 135, available: 125, ledger: [entry({ cost: 10 }), entry({ kind: "grant", target: "", cost: 0, from: 110, to: 135 })] },
    skillRanks: { cool: 1 },
  }),
  member("tam", "Tam Orrin", { morality: { value: 22, standing: "darkSide" }, duties: [{ magnitude: 10 }], wounds: { value: 15, threshold: 12 } }),
  member("ves", "Ves", {
    xp: { total: 150, available: 20, ledger: [entry({ cost: 10 })] }, skillRanks: { cool: 1, perception: 2 },
    talents: [{ id: "t1", name: "Grit", rank: 1 }], morality: { value: 82, standing: "paragon" },
  }),
  member("long", "Dathomiri Nightsister of the Singing Mountain Clan, called Ashes-on-the-Wind", { morality: null, obligations: [{ magnitude: 5 }] }),
];

export function partyViews(kit: Kit, group = "Dialogs"): View[] {
  const view = (id: string, title: string, members: PartyMemberInput[]): View => ({
    id: `party-${id}`, title, group, frame: "dialog", classes: "eote eote-party", size: { width: 760, height: members.length ? 560 : 200 },
    // The context PartyWindow#_prepareContext gives the template.
    html: kit.engine.render(PARTY_TEMPLATE, partyView(members, MAX_XP_GRANT)),
  });
  return [view("gm", "Party view (GM)", PARTY), view("empty", "Party view (GM, no player characters yet)", [])];
}
