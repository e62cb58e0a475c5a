/**
 * The party view's reads and writes on the GM's client. Reads each player character
 * (module/foundry/player-characters.ts) once into the plain input the pure view takes (./model.ts);
 * grants XP through the advancement feature's ledger (one `grant` entry per character, undone exactly by
 * the ledger's Undo). GM only: a player is refused with a notice and nothing is written.
 */
import { api as advancementApi } from "../advancement/index.ts";
import { playerCharacters } from "../../foundry/player-characters.ts";
import { localize } from "../../foundry/localize.ts";
import { warn } from "../../foundry/notify.ts";
import { checkGrant } from "../../rules/character/advancement.ts";
import type { CharacterData, LedgerEntry } from "../../rules/types.ts";
import type { CharacterDerived } from "../../rules/character/derived-types.ts";
import { SKILL_IDS } from "../../rules/checks/skills.ts";
import type { PartyMemberInput } from "./model.ts";

type Character = CharacterData & { derived: CharacterDerived };

/** Whether the current user is a GM; otherwise the party view's notice. */
export function gmOnly(): boolean {
  if (game.user?.isGM === true) return true;
  ui.notifications?.warn(localize("EOTE.Party.Notice.GmOnly"));
  return false;
}

/** One player character as the view reads it (derived thresholds, as the sheet shows them). */
export function memberInput(actor: Actor.Implementation): PartyMemberInput {
  const s = actor.system as unknown as Character;
  const d = s.derived;
  const species = actor.items.find((i) => i.type === "species")?.system as unknown as { startingTalents?: string[] } | undefined;
  const starting = new Set(species?.startingTalents ?? []);
  return {
    id: actor.id ?? "", name: actor.name ?? "",
    wounds: { value: d?.wounds?.value ?? s.wounds.value, threshold: d?.wounds?.threshold ?? s.wounds.threshold },
    strain: { value: d?.strain?.value ?? s.strain.value, threshold: d?.strain?.threshold ?? s.strain.threshold },
    obligations: s.obligations ?? [], duties: s.duties ?? [],
    morality: s.morality ? { value: s.morality.value, standing: d?.morality?.standing ?? "neutral" } : null,
    xp: { total: s.xp.total, available: s.xp.available, ledger: (s.xp.ledger ?? []) as LedgerEntry[] },
    skillRanks: Object.fromEntries(SKILL_IDS.map((id) => [id, s.skills[id]?.rank ?? 0])),
    talents: actor.items.filter((i) => i.type === "talent").map((i) => ({
      id: i.id ?? "", name: i.name ?? "", rank: (i.system as unknown as { rank?: number }).rank ?? 0,
      free: starting.has((i.system as unknown as { key?: string }).key ?? "") ? 1 : 0,
    })),
  };
}

export function partyMembers(): PartyMemberInput[] {
  return playerCharacters().map(memberInput);
}

/** The player character with this id, or null (an id from a form is only a claim). */
function member(id: string): Actor.Implementation | null {
  return playerCharacters().find((a) => a.id === id) ?? null;
}

/**
 * Grants `amount` XP to each player character named (by id): the amount is checked once, before any
 * write; ids that are not player characters are skipped. Returns how many characters received it.
 */
export async function grantPartyXp(ids: readonly string[], amount: unknown): Promise<number> {
  if (!gmOnly()) return 0;
  const verdict = checkGrant(amount);
  if (!verdict.ok) {
    warn(verdict.error);
    return 0;
  }
  const chosen = [...new Set(ids)].map(member).filter((a): a is Actor.Implementation => a !== null);
  if (chosen.length === 0) {
    ui.notifications?.warn(localize("EOTE.Party.Notice.NoneChosen"));
    return 0;
  }
  let granted = 0;
  for (const actor of chosen) if (await advancementApi.grantXp(actor, verdict.amount)) granted++;
  return granted;
}

/** Takes back one character's last grant through the ledger's Undo (refused when it is not a grant). */
export async function undoPartyGrant(id: string): Promise<boolean> {
  if (!gmOnly()) return false;
  const actor = member(id);
  if (!actor) return false;
  const s = actor.system as unknown as Character;
  const ledger = s.xp.ledger ?? [];
  const last = [...ledger].reverse().find((e) => !e.refunded);
  if (last?.kind !== "grant") {
    ui.notifications?.warn(localize("EOTE.Party.Notice.LastNotGrant"));
    return false;
  }
  return advancementApi.undoLastPurchase(actor);
}
