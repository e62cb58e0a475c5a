// The one check every importer's image path goes through: relative paths inside the world's folder, the
// system's folder or Foundry's icons, judged after decoding; anything else is refused (the document then
// keeps its type's default image, and the report says so).
import { describe, expect, it } from "vitest";
import { importedImage } from "../../../module/features/importers/images-model.ts";
import { convertStarWarsFFG } from "../../../module/features/importers/model/converters.ts";

describe("importedImage", () => {
  it("keeps relative image paths in the world's folder, the system's folder and Foundry's icons", () => {
    expect(importedImage("worlds/test/portrait.webp", { worldId: "test" })).toBe("worlds/test/portrait.webp");
    expect(importedImage("systems/eote/assets/blaster.svg")).toBe("systems/eote/assets/blaster.svg");
    expect(importedImage("icons/weapons/guns/gun-pistol.webp")).toBe("icons/weapons/guns/gun-pistol.webp");
    // Encoded names are read decoded: a space, a non-ASCII letter.
    expect(importedImage("worlds/test/my%20portrait.png", { worldId: "test" })).toBe("worlds/test/my portrait.png");
    expect(importedImage("worlds/test/Ré.png", { worldId: "test" })).toBe("worlds/test/Ré.png");
  });

  it("refuses remote hosts, other schemes and absolute paths", () => {
    for (const raw of [
      "//evil.example/pixel.png", "http://evil.example/pixel.png", "https://evil.example/a.png", "HTTPS://evil.example/a.png",
      "data:image/png;base64,AAAA", "javascript:alert(1)", "blob:https://x/1", "/icons/svg/mystery-man.svg", "\\\\evil\\share\\a.png",
      "%2F%2Fevil.example/pixel.png", "%252F%252Fevil.example/pixel.png", "C:/Users/me/a.png", "icons/a.png?x=1", "icons/a.png#x",
    ]) expect(importedImage(raw, { worldId: "test" }), raw).toBeNull();
  });

  it("refuses paths that climb out of their folder, however they are written", () => {
    for (const raw of [
      "worlds/test/../../etc/passwd.png", "%2e%2e/%2e%2e/secret.png", "worlds/test/%2e%2e/%2e%2e/other/a.png",
      "worlds/test/%252e%252e/%252e%252e/a.png", "worlds/test/..\\..\\a.png", "icons/./a.png", "icons//a.png",
      "worlds/test/%25252e%25252e/a.png",
    ]) expect(importedImage(raw, { worldId: "test" }), raw).toBeNull();
  });

  it("refuses other folders, another world, non-images and malformed encodings", () => {
    for (const raw of [
      "systems/starwarsffg/images/blaster.png", "modules/x/a.png", "worlds/other/a.png", "icons/a.js", "icons/a",
      "worlds/test/a%zz.png", "worlds/test/100%.png", "", "icons/\u0000a.png", `icons/${"a".repeat(600)}.png`, "icons/<b>.png",
    ]) expect(importedImage(raw, { worldId: "test" }), raw).toBeNull();
  });
});

describe("the StarWarsFFG import", () => {
  it("keeps a safe portrait and gives a remote or traversing one the default image, with a line in the report", () => {
    const actor = (name: string, img: string) => ({ name, type: "rival", img, system: {} });
    const r = convertStarWarsFFG([
      actor("Kept", "worlds/test/ok.webp"), actor("Remote", "//evil.example/pixel.png"), actor("Climber", "%2e%2e/%2e%2e/secret.png"),
      { name: "Item", type: "gear", img: "https://evil.example/a.png", system: {} },
    ]);
    const byName = new Map(r.documents.map((d) => [d.name, d]));
    expect(byName.get("Kept")!.img).toBe("worlds/test/ok.webp");
    expect(byName.get("Remote")!.img).toBeUndefined();
    expect(byName.get("Climber")!.img).toBeUndefined();
    expect(byName.get("Item")!.img).toBeUndefined();
    const refused = r.warnings.filter((w) => w.reasonKey === "EOTE.Import.Reason.ImageRefused");
    expect(refused.map((w) => w.reasonData?.["name"]).sort()).toEqual(["Climber", "Item", "Remote"]);
  });
});
