// Babele's registration over a Babele 2.7.5 double (tests/doubles/babele.ts): without Babele nothing is
// named and no hook is listened to; with it our folder is named once at init (the "babele.init" hook
// names nothing twice), and a German or French world then shows the translated pack entry names; an
// unexpected version is registered with a console warning; a Babele without the call only warns.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installHooks } from "../../doubles/time.ts";
import { BABELE_VERSION, installBabele, type BabeleDouble } from "../../doubles/babele.ts";
import { api as BABELE_API, register as registerBabele } from "../../../module/features/babele/index.ts";

let babele: BabeleDouble | null = null;
const warn = vi.spyOn(console, "warn").mockImplementation(() => {});

beforeEach(() => {
  installHooks();
  warn.mockClear();
});

afterEach(() => {
  babele?.uninstall();
  babele = null;
});

describe("registerBabele", () => {
  it("does nothing in a world without Babele", () => {
    const once = vi.spyOn(Hooks, "once");
    registerBabele();
    expect(once).not.toHaveBeenCalled();
    expect(BABELE_API.plan()).toEqual({ kind: "absent" });
    expect(warn).not.toHaveBeenCalled();
    once.mockRestore();
  });

  it("does nothing when Babele is installed but not active", () => {
    babele = installBabele({ active: false });
    registerBabele();
    babele.fireInit();
    expect(babele.dirs).toEqual([]);
    expect(BABELE_API.plan()).toEqual({ kind: "absent" });
  });

  it(`names lang/babele once on Babele ${BABELE_VERSION}, and its worlds show the German and French names`, () => {
    babele = installBabele();
    registerBabele();
    babele.fireInit();
    expect(babele.dirs).toEqual(["lang/babele"]);
    expect(BABELE_API.plan()).toEqual({ kind: "register", dir: "lang/babele", warning: null });
    expect(warn).not.toHaveBeenCalled();
    expect(babele.translatedName("eote.weapons", "Blaster Pistol", "de")).toBe("Blasterpistole");
    expect(babele.translatedName("eote.weapons", "Blaster Pistol", "fr")).toBe("Pistolet blaster");
    expect(babele.translatedName("eote.talents", "Grit", "de")).toBe("Mumm");
    // A language with no files keeps the English name, as Babele does.
    expect(babele.translatedName("eote.weapons", "Blaster Pistol", "it")).toBe("Blaster Pistol");
  });

  it("names the folder from the babele.init hook when the global class gives no instance at init", () => {
    babele = installBabele();
    (globalThis as { Babele?: unknown }).Babele = {};
    registerBabele();
    expect(babele.dirs).toEqual([]);
    babele.fireInit();
    expect(babele.dirs).toEqual(["lang/babele"]);
  });

  it("registers on an unexpected version with one clear console warning", () => {
    babele = installBabele({ version: "3.1.0" });
    registerBabele();
    babele.fireInit();
    expect(babele.dirs).toEqual(["lang/babele"]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain("Babele 3.1.0");
  });

  it("only warns when Babele has no setSystemTranslationsDir", () => {
    babele = installBabele({ withSetDir: false });
    registerBabele();
    babele.fireInit();
    expect(babele.dirs).toEqual([]);
    expect(BABELE_API.plan().kind).toBe("refuse");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain("setSystemTranslationsDir");
  });
});
