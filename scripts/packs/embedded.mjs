// Checks an actor's embedded items against the packs they were copied from. An adversary's blaster
// or a fighter's laser cannons are copies of the weapons pack's items (`_stats.compendiumSource`, as
// Foundry records a drop from a compendium): a copy must name an item the packs hold, of its type and
// name, with the same data except what is set where it is carried. A vehicle's gunner stations name
// its own weapons, and a pack ships every seat empty.

/**
 * Fields set by the carrier, not the item: a weapon equipped or mounted on arcs, armour worn, a
 * talent's rank, a quantity carried. `qualities` may gain mounting qualities (Linked) but keeps all
 * of the source's.
 */
export const PLACEMENT = new Set(["equipped", "worn", "firingArcs", "rank", "quantity", "qualities"]);

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

function copyProblems(at, item, source) {
  if (!source) return [`${at} is copied from ${item._stats.compendiumSource}, which no pack holds`];
  const problems = [];
  if (source.type !== item.type) problems.push(`${at} is a ${item.type} copied from a ${source.type}`);
  if (source.name !== item.name) problems.push(`${at} is named "${item.name}" but its source is "${source.name}"`);
  for (const [field, value] of Object.entries(source.system ?? {})) {
    if (!PLACEMENT.has(field) && !same(item.system?.[field], value)) problems.push(`${at}.system.${field} differs from its source's`);
  }
  for (const ref of source.system?.qualities ?? []) {
    if (!(item.system?.qualities ?? []).some((q) => same(q, ref))) problems.push(`${at} lost its source's quality ${ref.key}`);
  }
  return problems;
}

/**
 * Problems of one actor's embedded items.
 * @param {any} actor a pack actor source
 * @param {Map<string, any>} items pack items by compendium uuid
 * @param {Set<string>} qualityKeys every quality item's key
 * @returns {string[]}
 */
export function embeddedProblems(actor, items, qualityKeys) {
  const problems = [];
  for (const [i, item] of (actor.items ?? []).entries()) {
    const at = `items[${i}] (${item.name})`;
    for (const ref of item.system?.qualities ?? []) {
      if (!qualityKeys.has(ref.key)) problems.push(`${at}: quality "${ref.key}" has no quality item`);
    }
    const from = item._stats?.compendiumSource;
    if (typeof from === "string" && from !== "") problems.push(...copyProblems(at, item, items.get(from)));
  }
  if (actor.type === "vehicle") {
    const weapons = new Set((actor.items ?? []).filter((i) => i.type === "weapon").map((i) => i._id));
    const stations = actor.system?.stations ?? {};
    for (const [station, seat] of Object.entries(stations)) {
      if (station !== "gunners" && seat !== "") problems.push(`system.stations.${station} is taken in a pack (seats ship empty)`);
    }
    for (const [i, g] of (stations.gunners ?? []).entries()) {
      if (!weapons.has(g.weaponId)) problems.push(`system.stations.gunners[${i}] names weapon ${g.weaponId}, which the vehicle does not carry`);
      if (g.actorUuid !== "") problems.push(`system.stations.gunners[${i}] is taken in a pack (seats ship empty)`);
    }
  }
  return problems;
}
