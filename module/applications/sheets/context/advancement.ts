/**
 * The character sheet's Advancement tab: XP, creation mode, what can be bought now and at what cost
 * (module/rules/character/advancement.ts), each specialisation's talent tree and the purchase ledger. Pure.
 */
import { boundedText, MAX_NAME_CHARS } from "../../../rules/text.ts";
import { checkCharacteristic, checkSkillRank, freeRankSource, lastPurchase, namedXpAudit, type NamedXpAudit } from "../../../rules/character/advancement.ts";
import { CHARACTERISTICS } from "../../../rules/character/characteristics.ts";
import { freeRankOffer, treeCells } from "../../../rules/character/identity.ts";
import { treeView, type TreeView } from "./talent-tree.ts";
import { SKILLS } from "../../../rules/checks/skills.ts";
import type { LedgerEntry } from "../../../rules/types.ts";
import { isForceLedgerKind } from "../../../rules/character/identity-types.ts";
import { itemsOfType, type ActorInput } from "./inputs.ts";
import type { OwnedItem } from "../../../rules/character/owned-items.ts";
import { firstSpecialisationId, pendingFreeRanks } from "../../../rules/character/free-ranks.ts";
import { formatDateTime } from "../../../system/i18n.ts";

export interface BuyOption {
  id: string;
  labelKey: string;
  value: number;
  /** The next step's cost, or null when the rules forbid it (rank or rating at its cap); 0 for a free rank. */
  cost: number | null;
  /** A button is offered (the step is allowed); its label: free, or the cost. */
  buyable: boolean;
  buyKey: string;
  affordable: boolean;
  career?: boolean;
}

export interface LedgerRow {
  kindKey: string;
  /** i18n key of the target (skill, characteristic), or null with `label` as named. */
  labelKey: string | null;
  label: string;
  cost: number;
  when: string;
  by: string;
  refunded: boolean;
}

/** The GM's XP audit as the tab shows it (module/rules/character/advancement.ts namedXpAudit). */
export type AuditView = NamedXpAudit;

export interface AdvancementContext {
  xp: { total: number; available: number; spent: number };
  /** For the GM only, and only when the ledger does not explain everything: null otherwise. */
  audit: AuditView | null;
  creation: boolean;
  /** Buttons: close creation (owner, GM), reopen (GM), buy and undo (whoever may change the actor). */
  canAct: boolean;
  canReopen: boolean;
  /** A fresh character (nothing dropped or bought): its sheet offers guided creation. */
  canGuide: boolean;
  characteristics: BuyOption[];
  skills: BuyOption[];
  trees: TreeView[];
  ledger: LedgerRow[];
  canUndo: boolean;
  /** The ledger's Load log: a GM only (a log sets the character's XP). */
  canImportLog: boolean;
  /** Free ranks at creation are left to choose now (a species' choice, the career's, the first specialisation's). */
  freeRanksPending: boolean;
  thresholds: { wounds: string; strain: string; overrideWounds: number | null; overrideStrain: number | null };
}

function buyLabel(cost: number | null): { buyable: boolean; buyKey: string } {
  return { buyable: cost !== null, buyKey: cost === 0 ? "EOTE.Advancement.BuyFree" : "EOTE.Advancement.BuyFor" };
}

function whenText(time: number, lang: string): string {
  return formatDateTime(time, lang);
}

export function ledgerRow(e: LedgerEntry, names: ReadonlyMap<string, string>, users: Readonly<Record<string, string>>, lang: string): LedgerRow {
  // XP the GM granted (the party view): named by its amount, costing nothing.
  if (e.kind === "grant") {
    return { kindKey: "EOTE.Party.Ledger.Grant", labelKey: null, label: `+${e.to - e.from}`, cost: 0, when: whenText(e.time, lang), by: users[e.user] ?? "", refunded: e.refunded };
  }
  const labelKey = e.kind === "skill" ? `EOTE.Skill.${e.target}` : e.kind === "characteristic" ? `EOTE.Characteristic.${e.target}` : null;
  // The Force tab's purchases: their kinds in a block of their own; an upgrade named with its power.
  const force = isForceLedgerKind(e.kind);
  const label = e.kind === "forceUpgrade" ? names.get(`${e.item}:${e.target}`) ?? e.target : names.get(e.item) ?? e.target;
  return {
    kindKey: force ? `EOTE.ForceBuy.Kind.${e.kind}` : `EOTE.Advancement.Kind.${e.kind}`, labelKey, label, cost: e.cost,
    when: whenText(e.time, lang), by: users[e.user] ?? "", refunded: e.refunded,
  };
}

export interface AdvancementExtras {
  /** The viewer is a GM: reopening creation, and the XP audit. */
  gm?: boolean;
  /** User names by id, for the ledger's "by" column. */
  userNames?: Readonly<Record<string, string>>;
  lang?: string;
  /** Each tree talent's rules text (enriched, from the talents pack), by talent key. */
  talentTexts?: Readonly<Record<string, string>>;
  /** The viewer may open guided creation onto this character (module/features/creation canGuide). */
  guide?: boolean;
}

export function advancementBlock(input: ActorInput<"character">, extras: AdvancementExtras = {}): AdvancementContext {
  const s = input.system;
  const available = s.xp.available;
  const career = new Set(s.derived.careerSkills ?? []);
  const canAct = input.flags.editable;
  const characteristics: BuyOption[] = s.creation
    ? CHARACTERISTICS.map((id) => {
      const v = checkCharacteristic(s.characteristics[id], true, Number.MAX_SAFE_INTEGER);
      const cost = v.ok ? v.cost : null;
      return { id, labelKey: `EOTE.Characteristic.${id}`, value: s.characteristics[id], cost, affordable: cost !== null && cost <= available, ...buyLabel(cost) };
    })
    : [];
  const owned = input.items.map((i) => ({ type: i.type, system: i.system }) as OwnedItem);
  const offer = freeRankOffer(owned);
  const skills: BuyOption[] = SKILLS.map(({ id }) => {
    const rank = s.skills[id].rank;
    const v = checkSkillRank(rank, career.has(id), s.creation, Number.MAX_SAFE_INTEGER);
    const free = freeRankSource(id, rank, s.creation, offer, s.xp.ledger) !== null;
    const cost = free ? 0 : v.ok ? v.cost : null;
    return { id, labelKey: `EOTE.Skill.${id}`, value: rank, cost, affordable: cost !== null && cost <= available, career: career.has(id), ...buyLabel(cost) };
  });
  const trees: TreeView[] = itemsOfType(input.items, "specialisation").map((item) =>
    treeView({ id: item.id, name: item.name, tree: item.system.tree }, { canAct, available, talentTexts: extras.talentTexts, chat: true }));
  const names = ledgerNames(input);
  const ledger = s.xp.ledger.map((e) => ledgerRow(e, names, extras.userNames ?? {}, extras.lang ?? "en")).reverse();
  const audit = extras.gm === true ? auditView(input, names) : null;
  const source = s.derived.thresholdSource;
  return {
    xp: { total: s.xp.total, available, spent: s.xp.ledger.filter((e) => !e.refunded).reduce((n, e) => n + e.cost, 0) },
    audit, creation: s.creation, canAct, canReopen: canAct && extras.gm === true && !s.creation, canGuide: canAct && extras.guide === true,
    characteristics, skills, trees, ledger, canUndo: canAct && lastPurchase(s.xp.ledger) >= 0, canImportLog: extras.gm === true,
    freeRanksPending: canAct && s.creation && freeRanksLeft(input),
    thresholds: {
      wounds: `EOTE.Advancement.ThresholdFrom.${source?.wounds ?? "stored"}`,
      strain: `EOTE.Advancement.ThresholdFrom.${source?.strain ?? "stored"}`,
      overrideWounds: s.thresholdOverride?.wounds ?? null, overrideStrain: s.thresholdOverride?.strain ?? null,
    },
  };
}

/** The names the ledger's rows show, by item id (and `power:upgrade` for a Force upgrade). */
export function ledgerNames(input: ActorInput<"character">): Map<string, string> {
  const names = new Map(input.items.map((i) => [i.id, i.name]));
  // A talent is named as its tree cell prints it, a specialisation by its key, when the item is gone.
  for (const e of input.system.xp.ledger) {
    if (names.has(e.item)) continue;
    const source = itemsOfType(input.items, "specialisation").find((i) => i.id === e.source);
    const cellName = source ? treeCells(source.system.tree)[e.cell]?.name : undefined;
    if (cellName) names.set(e.item, cellName);
  }
  for (const power of itemsOfType(input.items, "forcePower")) {
    for (const u of power.system.upgrades) names.set(`${power.id}:${u.key}`, boundedText(`${power.name}: ${u.name}`, MAX_NAME_CHARS));
  }
  return names;
}

/** What the ledger does not explain (xpAudit), named for the tab; null when it explains everything. */
function auditView(input: ActorInput<"character">, names: ReadonlyMap<string, string>): AuditView | null {
  const s = input.system;
  const ranks = Object.fromEntries(SKILLS.map(({ id }) => [id, s.skills[id].rank]));
  // A species' starting talents came free with it: one rank each the ledger does not hold.
  const starting = new Set(itemsOfType(input.items, "species")[0]?.system.startingTalents ?? []);
  const talents = itemsOfType(input.items, "talent").map((i) => ({ id: i.id, rank: i.system.rank, free: starting.has(i.system.key ?? "") ? 1 : 0 }));
  return namedXpAudit(s.xp, ranks, talents, names);
}

/** Whether any free rank can be chosen now (module/rules/character/free-ranks.ts pendingFreeRanks). */
function freeRanksLeft(input: ActorInput<"character">): boolean {
  const s = input.system;
  const specs = itemsOfType(input.items, "specialisation");
  const firstId = firstSpecialisationId(specs.map((i) => i.id), s.xp.ledger);
  const groups = pendingFreeRanks({
    creation: s.creation,
    species: itemsOfType(input.items, "species")[0]?.system ?? null,
    career: itemsOfType(input.items, "career")[0]?.system ?? null,
    specialisation: specs.find((i) => i.id === firstId)?.system ?? null,
    careerSkills: s.derived.careerSkills ?? [],
    ranks: Object.fromEntries(SKILLS.map(({ id }) => [id, s.skills[id].rank])),
    ledger: s.xp.ledger,
  });
  return groups.some((g) => !g.waiting);
}
