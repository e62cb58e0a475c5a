// The weapon rows of seed 000 (RANGED WEAPONS PAGE 160, MELEE WEAPONS PAGE 161) exactly as the OCR
// gives them, tab-separated: Name, Skill, Dam, Crit, Range, Encum, HP, Price, Rarity, Special.
// tests/packs/numbers.test.ts reads the built weapons pack against these, allowing only the
// corrections listed in packs/README.md.
export const SEED_000_WEAPON_ROWS = `
Holdout Blaster	Ranged (Light)	5	-4	Short	1	1	200	4	Stun setting Stun setting
Light Blaster Pistol	Ranged (Light)	5	4	Medium	1	2	300	4	Stun setting
Blaster Pistol	Ranged (Light)	6	3	Medium	1	3	400	4	Stun setting
Heavy Blaster Pistol	Ranged (Light)	7	3	Medium	2	3	700	6	Stun setting Stun setting
Blaster Carbine	Ranged (Heavy)	9	3	Medium	3	4	850	5	Stun setting
Blaster Rifle	Ranged (Heavy)	9	3	Long	4	4	900	5	Stun setting
Heavy Blaster Rifle	Ranged (Heavy)	10	3	Long	6	4	1,500	6	Auto-fire, Cumbersome 3
Light Repeating Blaster	Ranged (Heavy)	11	3	Long	7	4	(R) 2,250	7	Auto-fire, Cumbersome 4, Pierce 1
Heavy Repeating Blaster	Gunnery	15	2	Long	9	4	(R) 6,000	8	Auto-fire, Cumbersome 5, Pierce 2, Vicious 1
Bowcaster	Ranged (Heavy)	10	3	Medium	5	2	1,250	7	Cumbersome 3, Knockdown
Ionization Blaster	Ranged (Light)	10	5	Short	3	3	250	3	Disorient 5, Stun Damage (Droid only)
Disruptor Pistol	Ranged (Light)	10	2	Short	2	2	(R) 3,000	6	Vicious 4
Disruptor Rifle	Ranged (Heavy)	1.0	2	Long	5	4	(R) 5,000	6	Cumbersome 2, Vicious 5
Slugthrower Pistol	Ranged (Light)	4	5	Short	1	0	100	3	
Slugthrower Rifle	Ranged (Heavy)	7	5	Medium	5	1	250	3	Cumbersome 2
Bola / Net	Ranged (Light)	2	-	Short	1/3	2	20	2	Ensnare 3, Knockdown , Limited Ammo 1
Flame Projector	Ranged (Heavy)	8	2	Short	6	2	1,000	6	Burn 3, Blast 8
Missile Tube	Gunnery	20	2	Extreme	7	4	(R) 7,500	8	Blast 10, Cumbersome 3, Guided 3, Breach 1, Prepare 1, Limited Ammo 6
Frag Grenade	Ranged (Light)	8	4	Short	1	0	50	5	Blast 6, Limited Ammo 1
Stun Grenade	Ranged (Light)	8	NA	Short	1	0	75	4	Disorient 3, Stun Damage, Blast 8, Limited Ammo 1
Thermal Detonator	Ranged (Light)	20	2	Short	1	0	(R) 2,000	8	Blast 15, Breach 1, Vicious 4, Limited Ammo 1
Brass Knuckles	Brawl	+1	4	Engaged	1	0	25	0	Disorient 3
Shock Gloves	Brawl	+0	5	Engaged	0	1	300	2	Stun 3
Combat Knife	Melee	+1	3	Engaged	1	0	25	1	
Gaffi Stick	Melee	+2	3	Engaged	3	0	100	2	Defensive 1, Disorient 3
Force Pike	Melee	+3	2	Engaged	3	3	500	.4	Pierce 2, Stun Setting
Lightsaber	Lightsaber	10	1	Engaged	1	0	(R) 10,000	10	Breach 1, Sunder, Vicious 2
Truncheon	Melee	+2	5	Engaged	2	0	15	1	Disorient 2
Vibro-ax	Melee	+3	2	Engaged	4	3	750	5	Pierce 2, Sunder, Vicious 3
Vibroknife	Melee	+1	2	Engaged	1	2	250	3	Pierce 2, Vicious 1
Vibrosword	Melee	+2	2	Engaged	3	3	750	5	Pierce 2, Vicious 1, Defensive 1
Small	Melee	+1	5	Engaged	1				
Medium	Melee	+2	5	Engaged	-3				Cumbersome 2
Large	Melee	+3	5	Engaged	4				Cumbersome 4
`.trim().split("\n").map((row) => row.split("\t"));

// Seed 000 ARMOR PAGE 170 (Type, Defense, Soak), as the OCR gives it.
export const SEED_000_ARMOUR_ROWS = `
Adverse Environment Gear	0	. 1
Armored Clothing		1
Heavy Battle Armor	1	2
Heavy Clothing	0	1
Laminate	0	2
Personal Deflector Shield	2	0
Padded Armor	0	2
`.trim().split("\n").map((row) => row.split("\t"));
