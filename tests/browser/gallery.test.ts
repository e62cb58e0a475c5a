// The gallery itself, without a browser: every view is built, fully localised and free of holes,
// and the context glue the preview mirrors from the Foundry shell (card and dialog) still matches
// what the templates read.
import { describe, expect, it } from "vitest";
import { buildGallery } from "../../preview/gallery.ts";
import { loadSources } from "../../preview/load.ts";
import { XSS_NAME } from "../../preview/views/hostile.ts";

const views = buildGallery(loadSources("."));
const byId = (id: string) => {
  const view = views.find((v) => v.id === id);
  if (!view) throw new Error(`no view ${id}`);
  return view.html;
};

describe("preview gallery", () => {
  it("shows every actor type, every item type, the cards and the dialog", () => {
    const classes = views.map((v) => v.classes ?? "");
    for (const type of ["character", "minion", "rival", "nemesis", "vehicle"]) expect(classes).toContain(`eote sheet actor ${type}`);
    for (const type of ["weapon", "armour", "gear", "quality", "criticalInjury", "criticalHit", "talent"]) {
      expect(classes).toContain(`eote sheet item ${type}`);
    }
    expect(views.filter((v) => v.frame === "chat").length).toBeGreaterThanOrEqual(6);
    expect(views.some((v) => v.id.startsWith("dialog-"))).toBe(true);
  });

  it("leaves no key unlocalised and no hole in any view", () => {
    for (const view of views) {
      expect(view.html, view.id).not.toMatch(/\bEOTE\.[A-Z][\w.]*|TYPES\.(Actor|Item)\.|undefined|\[object Object\]|NaN/);
    }
  });

  it("renders each card's kind of result", () => {
    expect(byId("chat-success")).toContain("eote-roll__headline--success");
    expect(byId("chat-failure")).toContain("eote-roll__headline--failure");
    expect(byId("chat-triumph-despair")).toMatch(/data-symbol="triumph"[\s\S]*data-symbol="despair"/);
    expect(byId("chat-force")).not.toContain("eote-roll__headline");
    expect(byId("chat-hidden")).not.toContain("eote-roll__die");
  });

  it("shows an attack that hits with damage and critical options, and one that misses", () => {
    expect(byId("chat-attack-hit")).toMatch(/eote-roll__headline--success[\s\S]*eote-attack__damage[\s\S]*class="eote-attack__crit"[\s\S]*eote-attack__targets/);
    expect(byId("chat-attack-hit")).not.toContain("eote-attack__headline"); // the roll card says Success already
    expect(byId("chat-attack-hit")).toContain('data-action="eoteApplyCritical"');
    expect(byId("chat-attack-miss")).toContain("eote-roll__headline--failure");
    expect(byId("chat-attack-miss")).toContain('class="eote-attack__why"');
    expect(byId("chat-attack-options")).toMatch(/<details class="eote-attack__options eote-attack__options--positive" open>[\s\S]*class="eote-chip eote-chip--triumph"/);
    // One budget per roll: what is left is shown; without Auto-fire the enforcer's hit was the only one.
    expect(byId("chat-attack-hit")).toMatch(/Advantage left: [3-9]\d*, triumph left: 0/);
    expect(byId("chat-attack-hit")).not.toContain('data-action="eoteApplyDamage" data-target-uuid="Actor.squad"');
    // Auto-fire, 5+ advantage, the hunter's crit (3) paid: 2+ left buys the squad an extra hit.
    const autoFire = byId("chat-attack-autofire");
    expect(autoFire).toMatch(/Advantage left: [2-9]\d*, triumph left: 0/);
    expect(autoFire).toContain('data-action="eoteApplyDamage" data-target-uuid="Actor.squad"');
    expect(byId("dialog-attack-options")).toContain('name="autoFire"');
    // Defence and position: cover for a ranged weapon, Guarded Stance and the engaged answer for a melee one.
    expect(byId("dialog-attack-options")).toContain('name="targetInCover"');
    expect(byId("dialog-attack-options")).not.toContain('name="targetGuarded"');
    const melee = byId("dialog-attack-options-melee");
    expect(melee).toContain('name="targetGuarded"');
    expect(melee).toContain('name="answersEngagedRanged"');
    expect(melee).toMatch(/<option value="pistol" selected>Blaster Pistol<\/option>/);
    expect(melee).toMatch(/name="targetSilhouette">[\s\S]*<option value="3" selected>3<\/option>/);
  });

  it("shows Medicine cards: a triumph to spend, threat and despair to Apply, a rival's threat applied as wounds", () => {
    const triumph = byId("chat-medicine-triumph");
    expect(triumph).toMatch(/data-action="eoteHeal">Heal<\/button>/);
    expect(triumph).toContain('data-action="eoteTriumphWound"');
    expect(triumph).toContain('data-action="eoteTreatCritical">Treat Minor Nick');
    const threat = byId("chat-medicine-threat-despair");
    expect(threat).toMatch(/Threat and despair: wounds \+[1-9]\d*, strain \+[1-9]\d*/);
    expect(threat).toMatch(/data-action="eoteHeal">Apply<\/button>/);
    const rival = byId("chat-medicine-rival-applied");
    expect(rival).toContain("The check failed: no healing.");
    expect(rival).toMatch(/Threat and despair applied: wounds \+[1-9]\d*<\/p>/); // a rival has no strain to name
    expect(rival).toContain("No strain threshold: threat is suffered as wounds.");
    expect(rival).toContain('data-action="eoteMedicineUndo"');
    expect(rival).not.toContain('data-action="eoteHeal"');
  });

  it("shows critical treatment cards: Remove on a success, a failed check at rest, Undo once removed, a hit's repair", () => {
    const success = byId("chat-critical-treatment-success");
    expect(success).toContain("Treatment check · Against Agonizing Wound (severity Average)");
    expect(success).toContain('data-action="eoteRemoveCritical">Remove Agonizing Wound</button>');
    const rest = byId("chat-critical-treatment-rest-failed");
    expect(rest).toContain("Resilience check at rest");
    expect(rest).toContain("The check failed: Agonizing Wound stays.");
    expect(rest).not.toMatch(/eoteRemoveCritical|eoteCriticalTreatmentUndo/);
    const removed = byId("chat-critical-treatment-removed");
    expect(removed).toContain("Removed: Agonizing Wound");
    expect(removed).toContain('data-action="eoteCriticalTreatmentUndo"');
    expect(removed).not.toContain("eoteRemoveCritical");
    const repair = byId("chat-critical-treatment-repair");
    expect(repair).toContain("Mechanics: repair Shields Failing (Wayfarer)");
    expect(repair).toContain("Vehicle: Wayfarer");
    expect(repair).toContain("Repair check · Against Shields Failing (severity Average)");
    expect(repair).toContain('data-action="eoteRemoveCritical">Repair Shields Failing</button>');
  });

  it("shows the dialog's odds as bars, the no-dice state, and the localised notice past the exact-odds limit", () => {
    expect(byId("dialog-attack")).toMatch(/data-odds="success">\s*<span class="eote-pool__odd-label">Success<\/span>\s*<span class="eote-pool__bar" role="meter"[^>]*aria-valuetext="\d+\.\d%"/);
    expect(byId("dialog-empty")).toContain("Add dice to the pool to see the odds.");
    expect(byId("dialog-empty")).not.toContain("%");
    expect(byId("dialog-past-odds-limit")).toMatch(/class="eote-pool__odds-note">[^<]*\b45\b/);
  });

  it("escapes hostile names in every hostile view", () => {
    for (const view of views.filter((v) => v.id.startsWith("xss-"))) {
      expect(view.html, view.id).not.toContain(XSS_NAME);
      expect(view.html, view.id).toContain("&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;");
    }
  });
});
