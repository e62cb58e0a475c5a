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

// Seed 000 CRITICAL INJURY RESULTS PAGE 217 and VEHICLE CRITICAL HIT RESULTS PAGE 244 as the OCR
// gives them: d100 range cell, severity word (first word of the cell), result name.
export const SEED_000_INJURY_ROWS = `
8-8	Ezes	Minor Nick
	Easy	Slowed Down
	Ezey	Sudden Jolt
15-25	Easy	Distracted
	Easy	Off-Balance
25-50	Easy	Discouraging Wound
	Easy	Stunned
35.40	Easy	Stinger
41.45	Average	Bowled Over
45-55	Average	Head Ringer
	Average	Fearsome Wound
56 - 60	Average	Agonizing Wound
51-85	Average	Slightly Dazed
16-70	Average	Scattered Senses
74-75	Average	Hamstrung
76-80	Average	Overpowered
81-85	Average	Winded
95-90	Average	Compromised
91-95	Hard	At the Brink
	Hard	Crippled
101 - 105	Hard	Maimed
106 - 110	Hard	Horrific Injury
111-115	Hard	Temporarily Lame
116 - 120	Hard	Blinded
121 - 125	Hard	Knocked Senseless
126 - 130	Daunting	Gruesome Injury
131 - 140	Daunting	Bleeding Out
141 - 150	Daunting	The End is Nigh
`.trim().split("\n").map((row) => row.split("\t"));

export const SEED_000_HIT_ROWS = `
1-9	Easy	Mechanical Stress
10-18	Easy	Jostled
19-27	Easy	Losing Power to Shields
28-36	Easy	Knocked Off Course
37-45	Easy	Tailspin
46-54	Easy	Component Hit
55-63	Average	Shields Failing
64-72	Average	Navicomputer Failure
73-81	Average	Power Fluctuations
82–90	Hard	Shields Down
91-99	Hard	Engine Damaged
100-108	Hard	Shield Overload
109-117	Hard	Engines Down
118–126	Hard	Major System Failure
127–133	Daunting	Major Hull Breach
134-138	Daunting	Destabilized
139–144	Daunting	Fire!
145–153	Daunting	Breaking Up
154+		Vaporized
`.trim().split("\n").map((row) => row.split("\t"));

// Seed 002 CRITICAL INJURIES and VEHICLE CRITICAL HITS (the clean tables): d100 range,
// severity as difficulty dice ("d" each, "-" for none), result name.
export const SEED_002_INJURY_ROWS = `
01-05	d	Minor Nick
06-10	d	Slowed
11-15	d	Sudden Jolt
16-20	d	Distracted
21-25	d	Off-Balance
26-30	d	Discouraging Wound
31-35	d	Stunned
36-40	d	Stinger
41-45	dd	Bowled Over
46-50	dd	Head Ringer
51-55	dd	Fearsome Wound
56-60	dd	Agonizing Wound
61-65	dd	Slightly Dazed
66-70	dd	Scattered Senses
71-75	dd	Hamstrung
76-80	dd	Overpowered
81-85	dd	Winded
86-90	dd	Compromised
91-95	ddd	At the Brink
96-100	ddd	Crippled
101-105	ddd	Maimed
106-110	ddd	Horrific Injury
111-115	ddd	Temporarily Lame
116-120	ddd	Blinded
121-125	ddd	Knocked Senseless
126-130	dddd	Gruesome Injury
131-140	dddd	Bleeding Out
141-150	dddd	The End is Nigh
151+	-	Dead
`.trim().split("\n").map((row) => row.split("\t"));

export const SEED_002_HIT_ROWS = `
01-09	d	Mechnical Stress
10-18	d	Jostled
19-27	d	Losing Power to Shields
28-36	d	Knocked Off Course
37-45	d	Tailspin
46-54	d	Component Hit
55-63	dd	Shields Failing
64-72	dd	Navicomputer Failure
73-81	dd	Power Fluctuations
82-90	ddd	Shields Down
91-99	ddd	Engine Damaged
100-108	ddd	Shield Overload
109-117	ddd	Engines Down
118-126	ddd	Major System Failure
127-133	dddd	Major Hull Breach
134-138	dddd	Destabilized
139-144	dddd	Fire!
145-153	dddd	Breaking Up
154+	-	Vaporized
`.trim().split("\n").map((row) => row.split("\t"));
