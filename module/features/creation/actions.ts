/**
 * Guided creation's reads and writes. It reads the Item compendia's indexes (not whole documents) for the
 * catalogue, and on Create makes the character (or takes the fresh one it was opened from) and writes it
 * through the sheet's own purchases, in the plan's order (module/features/advancement: the species,
 * career and specialisation drops, free ranks, characteristics, skills, talents, each with its ledger
 * entry and Undo), then the Obligation, story, credits and gear as the sheet's fields and item drops
 * write them. A refusal on the way stops there with the rule's notice; what was written stays, as on
 * the sheet, and Undo takes it back.
 */
import { api as advancement } from "../advancement/index.ts";
import { canActOn, updatePaths } from "../../foundry/documents.ts";
import { format, localize } from "../../foundry/localize.ts";
import { warn, warnKey } from "../../foundry/notify.ts";
import { escapeHtml } from "../../rules/text.ts";
import { obligationTypeFor } from "../../rules/character/creation-start.ts";
import { CATALOGUE_FIELDS, catalogueOf, type IndexEntry } from "./catalogue-model.ts";
import { planOf, speciesOf, type Catalogue, type WizardState } from "./state-model.ts";
import { freshForGuide } from "./fresh-model.ts";

type IndexPack = {
  documentName?: string;
  collection?: string;
  getIndex?(options: { fields: string[] }): Promise<Iterable<IndexEntry>>;
  getDocument?(id: string): Promise<unknown>;
};

/** Player characters in the party: the non-GM users of the world (at least 2, the smallest published table row). */
export function partySize(): number {
  const players = (game.users?.contents ?? []).filter((u) => !u.isGM).length;
  return Math.max(2, players);
}

/** Every Item compendium's index (species, careers, specialisations, gear), system and world packs alike. */
export async function loadCatalogue(): Promise<Catalogue> {
  const entries: IndexEntry[] = [];
  for (const pack of (game.packs?.values() ?? []) as Iterable<IndexPack>) {
    if (pack.documentName !== "Item" || !pack.getIndex) continue;
    for (const e of await pack.getIndex({ fields: CATALOGUE_FIELDS })) entries.push(e);
  }
  return catalogueOf(entries, partySize());
}

/** A compendium document by its uuid (Compendium.<pack>.Item.<id>), through its pack. */
async function packDocument(uuid: string): Promise<Item.Implementation | null> {
  const m = /^Compendium\.(.+)\.Item\.([^.]+)$/.exec(uuid);
  if (!m) return null;
  const pack = game.packs?.get(m[1]!) as unknown as IndexPack | undefined;
  return ((await pack?.getDocument?.(m[2]!)) ?? null) as Item.Implementation | null;
}

/**
 * An Obligation type rolled on the published Obligation table (d100, module/rules/character/creation-start.ts
 * obligationTypeFor), with core's random source; the table's 97–100 rolls again.
 */
export function rollObligationType(): string {
  const random = (CONFIG as unknown as { Dice?: { randomUniform?: () => number } }).Dice?.randomUniform ?? Math.random;
  for (let i = 0; i < 10; i++) {
    const type = obligationTypeFor(Math.min(100, Math.floor(random() * 100) + 1));
    if (type) return type;
  }
  return "debt";
}

/** Whether the user may make a new actor (core's ACTOR_CREATE permission; a GM always may). */
export function canCreateActors(): boolean {
  const user = game.user as unknown as { isGM?: boolean; can?: (p: string) => boolean } | null;
  return user?.isGM === true || user?.can?.("ACTOR_CREATE") === true;
}

/** Whether a character sheet may offer guided creation: its owner or GM, in creation mode, nothing bought or dropped yet. */
export function canGuide(actor: Actor.Implementation): boolean {
  if (actor.type !== "character" || !canActOn(actor)) return false;
  const system = actor.system as unknown as { creation?: boolean; xp?: { total?: number; ledger?: { refunded?: boolean }[] } };
  return freshForGuide(system, actor.items.map((i) => i.type));
}

/** The Obligation, story, credits and biography, as the sheet's own fields write them. */
function storyChanges(s: WizardState, plan: ReturnType<typeof planOf>) {
  const paragraph = (t: string) => (t.trim() ? `<p>${escapeHtml(t.trim())}</p>` : "");
  return {
    "system.obligations": [{ type: localize(`EOTE.Creation.ObligationType.${s.obligationType}`), magnitude: plan.obligation.magnitude, notes: "" }],
    "system.motivations": s.motivation.trim() ? [{ kind: "desire", text: s.motivation.trim() }] : [],
    "system.duties": s.duty.trim() ? [{ type: s.duty.trim(), magnitude: 0, notes: "" }] : [],
    "system.morality.strength": s.moralityStrength.trim(),
    "system.morality.weakness": s.moralityWeakness.trim(),
    "system.credits": plan.credits.left,
    "system.biography": paragraph(s.biography),
  };
}

/** Writes the plan onto a fresh character through the sheet's purchases; false at the first refusal. */
export async function writePlan(actor: Actor.Implementation, s: WizardState, c: Catalogue): Promise<boolean> {
  const plan = planOf(s, c);
  const docs = await Promise.all([s.species, s.career, s.specialisation].map(packDocument));
  const [species, career, spec] = docs;
  if (!species || !career || !spec) {
    warnKey("EOTE.Creation.Error.Missing");
    return false;
  }
  const chosen = speciesOf(s, c);
  if (!(await advancement.applySpecies(actor, species, { skills: s.speciesSkills }))) return false;
  // Extra Obligation's XP (published Table 2–3) joins the species' starting XP before anything is bought.
  const extra = plan.xp.total - (chosen?.system.startingXp ?? 0);
  if (extra > 0) {
    const xp = (actor.system as unknown as { xp: { total: number; available: number } }).xp;
    await updatePaths(actor, { "system.xp.total": xp.total + extra, "system.xp.available": xp.available + extra });
  }
  // The free ranks are chosen here: no prompt after the drops.
  if (!(await advancement.dropIdentity(actor, career, { prompt: false }))) return false;
  const specItem = await advancement.dropIdentity(actor, spec, { prompt: false });
  if (!specItem) return false;
  if (!(await advancement.chooseFreeRanks(actor, { career: s.freeCareer, specialisation: s.freeSpecialisation }))) return false;
  for (const p of plan.purchases.filter((p) => !p.free)) {
    const ok = p.kind === "characteristic" ? await advancement.buyCharacteristic(actor, p.target)
      : p.kind === "skill" ? await advancement.buySkill(actor, p.target)
        : await advancement.buyTalent(actor, specItem.id ?? "", p.cell);
    if (!ok) return false;
  }
  await updatePaths(actor, storyChanges(s, plan));
  const gear: Record<string, unknown>[] = [];
  for (const g of s.gear) {
    const doc = await packDocument(g.uuid);
    if (!doc) continue;
    const data = doc.toObject() as unknown as { system: Record<string, unknown> } & Record<string, unknown>;
    const { _id: _dropped, ...rest } = data;
    if (doc.type === "gear") gear.push({ ...rest, system: { ...data.system, quantity: g.quantity } });
    else for (let i = 0; i < g.quantity; i++) gear.push(rest);
  }
  if (gear.length) await actor.createEmbeddedDocuments("Item", gear as unknown as Item.CreateData[]);
  return true;
}

/**
 * Create: refused with the plan's first reason when the choices break a rule; otherwise the new character
 * (or `onto`, the fresh character the window was opened from), written by writePlan. Returns the actor.
 */
export async function createCharacter(s: WizardState, c: Catalogue, onto: Actor.Implementation | null = null): Promise<Actor.Implementation | null> {
  const plan = planOf(s, c);
  if (plan.refusals[0]) {
    warn(plan.refusals[0]);
    return null;
  }
  if (!plan.ok || s.name.trim() === "") {
    warnKey("EOTE.Creation.Error.Missing");
    return null;
  }
  let actor = onto;
  if (actor) {
    if (!canGuide(actor)) {
      warnKey("EOTE.Creation.Error.NotFresh");
      return null;
    }
    await actor.update({ name: s.name.trim(), ...(s.img ? { img: s.img } : {}) } as Actor.UpdateData);
  } else {
    if (!canCreateActors()) {
      warnKey("EOTE.Creation.Error.CannotCreate");
      return null;
    }
    const made = await Actor.create({ name: s.name.trim(), type: "character", ...(s.img ? { img: s.img } : {}), system: { creation: true } } as Actor.CreateData);
    actor = (made ?? null) as Actor.Implementation | null;
  }
  if (!actor) return null;
  const ok = await writePlan(actor, s, c);
  if (ok) ui.notifications?.info(format("EOTE.Creation.Notice.Created", { name: s.name.trim() }));
  return actor;
}
