/**
 * The GM's obligation roll (published Edge of the Empire rules, module/rules/character/obligation.ts): a d100
 * with Foundry's Roll against the player characters' obligation in the order of the Actors list, ONE
 * card naming the triggered entry and character, and each character's strain threshold lowered by an
 * ActiveEffect until the end of the session (the card's Undo deletes exactly those effects).
 * GM only: it writes other players' characters.
 */
import { rollObligation, type PartyMember } from "../../rules/character/obligation.ts";
import type { PartyStake } from "../../rules/types.ts";
import { notifyError } from "../../foundry/notify.ts";
import { localize } from "../../foundry/localize.ts";
import { escapeText, updatePaths } from "../../foundry/documents.ts";
import { followUpData } from "../../chat/follow-up.ts";
import { playerCharacters } from "../../foundry/player-characters.ts";
import { logPath, OBLIGATION_FLAG, reductionEffect, type ObligationFlag } from "./model.ts";

type AnyActor = Actor.Implementation;

function obligationsOf(actor: AnyActor): readonly PartyStake[] {
  const list = (actor.system as unknown as { obligations?: PartyStake[] }).obligations;
  return Array.isArray(list) ? list : [];
}

/** The obligation roll for `actors` (default: every player character). Returns the card, or null when nothing was done. */
export async function rollPartyObligation(actors: readonly AnyActor[] = playerCharacters()): Promise<ChatMessage.Implementation | null> {
  try {
    if (game.user?.isGM !== true) {
      ui.notifications?.warn(localize("EOTE.Obligation.Notice.GMOnly"));
      return null;
    }
    const chars = actors.filter((a) => a.type === "character");
    if (!chars.length) {
      ui.notifications?.warn(localize("EOTE.Obligation.Notice.NoCharacters"));
      return null;
    }
    const party: PartyMember[] = chars.map((a) => ({ id: a.uuid, obligations: obligationsOf(a) }));
    const roll = new foundry.dice.Roll("1d100");
    await roll.evaluate();
    const outcome = rollObligation(roll.total ?? 1, party);
    const flag: ObligationFlag = {
      d100: outcome.d100, total: outcome.total, doubled: outcome.doubled,
      triggered: outcome.triggered
        ? { actorUuid: outcome.triggered.memberId, index: outcome.triggered.index, type: outcome.triggered.type, magnitude: outcome.triggered.magnitude }
        : null,
      reductions: Object.entries(outcome.reductions).map(([actorUuid, amount]) => ({ actorUuid, amount })),
    };
    const message = await ChatMessage.create(followUpData({
      content: `<div class="eote-obligation-card"><h4 class="eote-obligation-card__title">${escapeText(localize("EOTE.Obligation.Card.Title"))}</h4></div>`,
      speaker: ChatMessage.getSpeaker(),
      rolls: [roll],
      flags: { eote: { [OBLIGATION_FLAG]: flag } },
    }, null) as ChatMessage.CreateData) as ChatMessage.Implementation | undefined;
    if (!message) return null;
    const id = message.id ?? "";
    for (const actor of chars) {
      const amount = outcome.reductions[actor.uuid];
      if (!amount) continue;
      const created = await actor.createEmbeddedDocuments("ActiveEffect", [reductionEffect(localize("EOTE.Obligation.Effect"), amount, id)] as never[]);
      await updatePaths(actor, { [logPath(id)]: { effectId: created?.[0]?.id ?? "", amount } });
    }
    return message;
  } catch (err) {
    notifyError(err);
    return null;
  }
}
