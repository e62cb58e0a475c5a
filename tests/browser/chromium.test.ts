// Which Chromium the browser tests and the benchmark drive: CHROMIUM_PATH, else a system Chromium,
// else @sparticuz/chromium. Checked with stand-in file checks and unpacker, so no browser is launched.
import { describe, expect, it } from "vitest";
import { LAUNCH_ARGS, resolveChromium } from "../../scripts/chromium.mjs";

const SPARTICUZ_ARGS = ["--no-pings", "--single-process", "--disable-web-security", "--allow-running-insecure-content",
  "--disable-features=AudioServiceOutOfProcess,IsolateOrigins,site-per-process", "--font-render-hinting=none",
  "--use-gl=angle", "--no-sandbox", "--no-zygote", "--headless='shell'"];

/** A resolver over a pretend file system holding `files`, recording whether the package was unpacked. */
function resolver(files: string[], env: Record<string, string | undefined>) {
  const calls = { unpacked: 0 };
  const resolve = () => resolveChromium({
    env,
    isExecutable: (path: string) => files.includes(path),
    unpackSparticuz: () => {
      calls.unpacked += 1;
      return { executablePath: "/tmp/eote-sparticuz-1.0.0/chromium", args: SPARTICUZ_ARGS };
    },
  });
  return { resolve, calls };
}

describe("Chromium resolver", () => {
  it("takes CHROMIUM_PATH first, even with a system Chromium present", () => {
    const { resolve, calls } = resolver(["/opt/chrome/chrome", "/usr/bin/chromium"], { CHROMIUM_PATH: "/opt/chrome/chrome", PATH: "/usr/bin" });
    expect(resolve()).toEqual({ executablePath: "/opt/chrome/chrome", args: LAUNCH_ARGS, source: "CHROMIUM_PATH" });
    expect(calls.unpacked).toBe(0);
  });

  it("fails naming CHROMIUM_PATH when it points at nothing, instead of picking another browser", () => {
    const { resolve, calls } = resolver(["/usr/bin/chromium"], { CHROMIUM_PATH: "/nowhere/chromium" });
    expect(resolve).toThrow(/CHROMIUM_PATH is \/nowhere\/chromium/);
    expect(calls.unpacked).toBe(0);
  });

  it("takes /usr/bin/chromium next, before chromium on PATH and before the package", () => {
    const { resolve, calls } = resolver(["/usr/bin/chromium", "/usr/local/bin/chromium"], { PATH: "/usr/local/bin:/usr/bin" });
    expect(resolve()).toEqual({ executablePath: "/usr/bin/chromium", args: LAUNCH_ARGS, source: "system" });
    expect(calls.unpacked).toBe(0);
  });

  it("finds chromium on PATH when /usr/bin has none", () => {
    const { resolve, calls } = resolver(["/snap/bin/chromium"], { PATH: "/usr/bin:/snap/bin" });
    expect(resolve()).toMatchObject({ executablePath: "/snap/bin/chromium", source: "system" });
    expect(calls.unpacked).toBe(0);
  });

  it("falls back to @sparticuz/chromium, keeping the usual flags and only its harmless ones", () => {
    const { resolve, calls } = resolver([], { PATH: "/usr/bin:/bin" });
    const found = resolve();
    expect(found.executablePath).toBe("/tmp/eote-sparticuz-1.0.0/chromium");
    expect(found.source).toBe("@sparticuz/chromium");
    expect(found.args).toEqual([...LAUNCH_ARGS, "--no-pings", "--no-zygote"]);
    expect(calls.unpacked).toBe(1);
  });

  it("says what was tried and how to get a browser when none is found", () => {
    const resolve = () => resolveChromium({
      env: { PATH: "/usr/bin" },
      isExecutable: () => false,
      unpackSparticuz: () => { throw new Error("Cannot find module '@sparticuz/chromium'"); },
    });
    expect(resolve).toThrow(/no \/usr\/bin\/chromium or chromium on PATH, and @sparticuz\/chromium failed \(Cannot find module/);
    expect(resolve).toThrow(/Run `npm ci`/);
  });
});
