// A large OggDude Data folder, generated: invented names and short texts with OggDude's markup, in the
// shape of the real files, at about the size of a full install (3,000 items, 400 vehicles). Used by the
// importers bench; no book text.
const SKILLS = ["RANGLT", "RANGHVY", "MELEE", "BRAWL", "GUNN", "LTSABER"];
const QUALITIES = ["PIERCE", "VICIOUS", "STUNSETTING", "AUTOFIRE", "CUMBERSOME", "ACCURATE", "BLAST", "LINKED", "ION", "KNOCKDOWN"];
const RANGES = ["wrEngaged", "wrShort", "wrMedium", "wrLong", "wrExtreme"];

const text = (i) => `[H4]Entry ${i}[h4]An invented entry for timing, [B]number ${i}[b]. Roll [AB][AB][DI] and add [BO] when it helps.[BR]Spend [AD][AD] for more. It weighs what it weighs and costs what it costs.`;
const list = (root, entry, items) => `<?xml version="1.0" encoding="utf-8"?>\n<${root}>\n${items.map((body) => `  <${entry}>${body}</${entry}>`).join("\n")}\n</${root}>`;

export function generatedDataFolder({ weapons = 700, armour = 150, gear = 1300, attachments = 300, talents = 550, vehicles = 400 } = {}) {
  const files = {};
  files["ItemDescriptors.xml"] = list("ItemDescriptors", "ItemDescriptor", [
    ...QUALITIES.map((k) => `<Key>${k}</Key><Name>${k}</Name><Description>A quality.</Description><QualDesc>${k} {0}</QualDesc><IsQuality>true</IsQuality>`),
    "<Key>DAMADD</Key><Name>Damage</Name><ModDesc>+{0} Damage</ModDesc>",
  ]);
  files["Talents.xml"] = list("Talents", "Talent", Array.from({ length: talents }, (_, i) =>
    `<Key>GT${i}</Key><Name>Talent ${i}</Name><Description>${text(i)}</Description><Ranked>${i % 3 === 0}</Ranked><ActivationValue>${["taPassive", "taManeuver", "taAction", "taIncidental"][i % 4]}</ActivationValue>${i % 5 === 0 ? "<Attributes><StrainThreshold>1</StrainThreshold></Attributes>" : ""}${i % 7 === 0 ? `<DieModifiers><DieModifier><SkillKey>${SKILLS[i % 6]}</SkillKey><BoostCount>1</BoostCount></DieModifier></DieModifiers>` : ""}`));
  files["Weapons.xml"] = list("Weapons", "Weapon", Array.from({ length: weapons }, (_, i) =>
    `<Key>GW${i}</Key><Name>Weapon ${i}</Name><Description>${text(i)}</Description><Source Page="${i % 300}">Invented</Source><Type>${i % 5 === 0 ? "Vehicle" : "Energy Weapon"}</Type><SkillKey>${SKILLS[i % 6]}</SkillKey><Damage>${4 + (i % 8)}</Damage><Crit>${1 + (i % 5)}</Crit><RangeValue>${RANGES[i % 5]}</RangeValue><Encumbrance>${i % 5}</Encumbrance><HP>${i % 4}</HP><Price>${100 * (i % 20)}</Price><Rarity>${i % 10}</Rarity><Qualities><Quality><Key>${QUALITIES[i % 10]}</Key><Count>${1 + (i % 3)}</Count></Quality><Quality><Key>${QUALITIES[(i + 3) % 10]}</Key></Quality></Qualities>`));
  files["Armor.xml"] = list("Armors", "Armor", Array.from({ length: armour }, (_, i) =>
    `<Key>GA${i}</Key><Name>Armour ${i}</Name><Description>${text(i)}</Description><Defense>${i % 3}</Defense><Soak>${1 + (i % 3)}</Soak><Encumbrance>${i % 6}</Encumbrance><HP>${i % 4}</HP><Price>${500 + i}</Price><Rarity>${i % 8}</Rarity>`));
  files["Gear.xml"] = list("Gears", "Gear", Array.from({ length: gear }, (_, i) =>
    `<Key>GG${i}</Key><Name>Gear ${i}</Name><Description>${text(i)}</Description><Encumbrance>${i % 4}</Encumbrance><Price>${25 * (i % 40)}</Price><Rarity>${i % 9}</Rarity>`));
  files["ItemAttachments.xml"] = list("ItemAttachments", "ItemAttachment", Array.from({ length: attachments }, (_, i) =>
    `<Key>GX${i}</Key><Name>Attachment ${i}</Name><Description>${text(i)}</Description><Type>${["Weapon", "Armor", "Vehicle"][i % 3]}</Type><HP>${1 + (i % 2)}</HP><Price>${200 + i}</Price><Rarity>${i % 7}</Rarity><BaseMods><Mod><Key>ACCURATE</Key><Count>1</Count></Mod></BaseMods><AddedMods><Mod><Key>DAMADD</Key><Count>2</Count></Mod><Mod><MiscDesc>Innate talent</MiscDesc></Mod></AddedMods>`));
  const dirs = [];
  for (let i = 0; i < 80; i++) dirs.push(`<Direction>${i % 2 ? "<Down>true</Down>" : ""}${i % 3 ? "<Right>true</Right>" : ""}</Direction>`);
  for (let s = 0; s < 100; s++) {
    const rows = Array.from({ length: 5 }, (_, r) => `<TalentRow><Index>${r}</Index><Cost>${5 * (r + 1)}</Cost><Talents>${[0, 1, 2, 3].map((c) => `<Key>GT${(s * 7 + r * 4 + c) % talents}</Key>`).join("")}</Talents><Directions>${dirs.slice(r * 4, r * 4 + 4).join("")}</Directions></TalentRow>`).join("");
    files[`Specializations/Spec${s}.xml`] = `<?xml version="1.0" encoding="utf-8"?>\n<Specialization><Key>GS${s}</Key><Name>Specialisation ${s}</Name><Description>${text(s)}</Description><CareerSkills><Key>COOL</Key><Key>PERC</Key><Key>RANGLT</Key><Key>STEAL</Key></CareerSkills><TalentRows>${rows}</TalentRows></Specialization>`;
  }
  for (let c = 0; c < 25; c++) {
    files[`Careers/Career${c}.xml`] = `<?xml version="1.0" encoding="utf-8"?>\n<Career><Key>GC${c}</Key><Name>Career ${c}</Name><Description>${text(c)}</Description><CareerSkills>${["ASTRO", "COOL", "PERC", "SW", "SURV", "MECH", "RANGLT", "DECEP"].map((k) => `<Key>${k}</Key>`).join("")}</CareerSkills><Specializations>${[0, 1, 2, 3].map((k) => `<Key>GS${(c * 4 + k) % 100}</Key>`).join("")}</Specializations></Career>`;
  }
  for (let v = 0; v < vehicles; v++) {
    const guns = Array.from({ length: 1 + (v % 4) }, (_, g) => `<VehicleWeapon><Key>GW${(v * 5 + g * 5) % weapons}</Key><Count>${1 + (g % 2)}</Count><FiringArcs><Fore>true</Fore>${g % 2 ? "<Aft>true</Aft>" : ""}</FiringArcs></VehicleWeapon>`).join("");
    files[`Vehicles/Vehicle${v}.xml`] = `<?xml version="1.0" encoding="utf-8"?>\n<Vehicle><Key>GV${v}</Key><Name>Vehicle ${v}</Name><Description>${text(v)}</Description><Categories><Category>${v % 2 ? "Starship" : "Airspeeder"}</Category></Categories><Silhouette>${1 + (v % 8)}</Silhouette><Speed>${1 + (v % 5)}</Speed><Handling>${(v % 5) - 2}</Handling><Armor>${v % 6}</Armor><HullTrauma>${10 + v % 30}</HullTrauma><SystemStrain>${8 + v % 20}</SystemStrain><DefFore>${v % 3}</DefFore><DefAft>${v % 2}</DefAft><SensorRangeValue>srShort</SensorRangeValue><Crew><CrewMember><Quantity>1</Quantity><CrewDescription>pilot</CrewDescription></CrewMember></Crew><Passengers>${v % 10}</Passengers><EncumbranceCapacity>${v % 200}</EncumbranceCapacity><Price>${1000 * v}</Price><Rarity>${v % 10}</Rarity><HP>${v % 6}</HP><VehicleWeapons>${guns}</VehicleWeapons></Vehicle>`;
  }
  return files;
}
