// Zip bombs: a hostile archive is refused from its central directory, before anything is inflated, and
// what is inflated stops at the size each entry declares. Every archive here is small; the sizes and
// counts are what they claim.
import { deflateSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { MAX_ZIP_ENTRIES, MAX_ZIP_TOTAL_BYTES, oggDudeFiles, unzipFiles } from "../../../../module/features/importers/model/converters.ts";
import { enc, errorOf, FIXTURES, readFolder } from "../load.ts";
import { rawZip } from "./zip-bytes.ts";

const MB = 1024 * 1024;

/** Bytes that deflate hardly shrinks (a linear congruential sequence's high bytes). */
function pseudoRandom(length: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = 12345;
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

describe("a zip bomb is refused before it is inflated", () => {
  const weapons = readFolder(`${FIXTURES}/oggdude/Data`, (n) => n === "Weapons.xml")["Weapons.xml"]!;

  it("refuses entries that share one compressed stream (overlapping local records), naming the file", () => {
    const stream = deflateSync(new Uint8Array(MB));
    const central = Array.from({ length: 32 }, (_, i) => ({ name: `Data/Vehicles/V${i}.xml`, local: 0, declared: MB }));
    const zip = rawZip([{ name: "Data/Vehicles/V0.xml", data: stream, method: 8, declared: MB }], central);
    expect(zip.length).toBeLessThan(8 * 1024);
    expect(errorOf(() => unzipFiles("bomb.zip", zip))).toMatchObject({ key: "EOTE.Import.Error.ZipOverlap", data: { file: "bomb.zip" } });
    // Two entries are enough: a well-formed archive never has two entries over the same bytes.
    const two = rawZip([{ name: "Data/Talents.xml", data: enc("<Talents/>") }], [{ name: "Data/Talents.xml", local: 0 }, { name: "Data/Gear.xml", local: 0 }]);
    expect(errorOf(() => oggDudeFiles({ "two.zip": two }))).toMatchObject({ key: "EOTE.Import.Error.ZipOverlap", data: { file: "two.zip" } });
  });

  it("refuses an archive whose files to read declare more than the total limit, before reading any", () => {
    expect(MAX_ZIP_TOTAL_BYTES).toBe(256 * MB);
    // Six entries under the 50 MB a file, 270 MB in all, in a few hundred bytes.
    const locals = Array.from({ length: 6 }, (_, i) => ({ name: `Data/Vehicles/V${i}.xml`, data: enc("<Vehicle/>"), declared: 45 * MB }));
    const zip = rawZip(locals);
    expect(errorOf(() => oggDudeFiles({ "big.zip": zip }))).toMatchObject({ key: "EOTE.Import.Error.ZipTotal", data: { file: "big.zip", limit: 256 } });
  });

  it("refuses an archive of more entries than the limit, whatever they hold", () => {
    expect(MAX_ZIP_ENTRIES).toBe(20_000);
    const many = zipSync(Object.fromEntries(Array.from({ length: MAX_ZIP_ENTRIES + 1 }, (_, i) => [`Data/Vehicles/V${i}.xml`, new Uint8Array(0)])), { level: 0 });
    expect(errorOf(() => oggDudeFiles({ "many.zip": many }))).toMatchObject({ key: "EOTE.Import.Error.ZipEntries", data: { file: "many.zip", limit: MAX_ZIP_ENTRIES } });
    // The largest count a plain zip can state, every entry over one shared stream.
    const stream = deflateSync(new Uint8Array(64 * 1024));
    const central = Array.from({ length: 65_535 }, (_, i) => ({ name: `V${i}.xml`, local: 0, declared: 64 * 1024 }));
    const bomb = rawZip([{ name: "V0.xml", data: stream, method: 8, declared: 64 * 1024 }], central);
    expect(errorOf(() => unzipFiles("65535.zip", bomb))).toMatchObject({ key: "EOTE.Import.Error.ZipEntries", data: { file: "65535.zip" } });
  });

  it("an entry whose header understates its size is refused once it inflates past what it declares", () => {
    const stream = deflateSync(new Uint8Array(4 * MB));
    const zip = rawZip([{ name: "Data/Weapons.xml", data: stream, method: 8, declared: 1000 }]);
    expect(errorOf(() => oggDudeFiles({ "liar.zip": zip }))).toMatchObject({ key: "EOTE.Import.Error.ZipLies", data: { file: "liar.zip", entry: "Data/Weapons.xml", size: 1000 } });
    // Data that hardly compresses is inflated step by step (over 32 KB deflated): stopped the same way.
    const noise = pseudoRandom(256 * 1024);
    const long = rawZip([{ name: "Data/Gear.xml", data: deflateSync(noise), method: 8, declared: 100 * 1024 }]);
    expect(errorOf(() => oggDudeFiles({ "long.zip": long }))).toMatchObject({ key: "EOTE.Import.Error.ZipLies", data: { file: "long.zip", entry: "Data/Gear.xml" } });
    const honest = rawZip([{ name: "Data/Gear.xml", data: deflateSync(noise), method: 8, declared: noise.length }]);
    expect(oggDudeFiles({ "honest.zip": honest }).files["Data/Gear.xml"]).toEqual(noise);
    // One that holds less than it declares is refused as well.
    const short = rawZip([{ name: "Data/Weapons.xml", data: deflateSync(enc(weapons)), method: 8, declared: enc(weapons).length + 1 }]);
    expect(errorOf(() => oggDudeFiles({ "short.zip": short }))).toMatchObject({ key: "EOTE.Import.Error.ZipLies" });
    // Stored (not deflated) data is its own size: one that is not what it declares is refused too.
    const stored = rawZip([{ name: "Data/Weapons.xml", data: enc("<Weapons></Weapons>"), declared: 5 }]);
    expect(errorOf(() => oggDudeFiles({ "stored.zip": stored }))).toMatchObject({ key: "EOTE.Import.Error.ZipLies", data: { file: "stored.zip", entry: "Data/Weapons.xml" } });
  });

  it("does not inflate folders or files the importer never reads, nor count them", () => {
    const garbage = new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
    const images = Array.from({ length: 8 }, (_, i) => ({ name: `Data/EquipmentImages/E${i}.png`, data: garbage, method: 8 as const, declared: 45 * MB }));
    const zip = rawZip([
      { name: "Data/", data: new Uint8Array(0) },
      ...images,
      { name: "Data/Weapons.xml", data: deflateSync(enc(weapons)), method: 8, declared: enc(weapons).length },
    ]);
    const { files, skipped } = oggDudeFiles({ "backup.zip": zip });
    expect(Object.keys(files)).toEqual(["Data/Weapons.xml"]);
    expect(new TextDecoder().decode(files["Data/Weapons.xml"])).toBe(weapons);
    expect(skipped).toEqual([]);
  });

  it("still opens an ordinary archive, deflated or stored, with an entry over 50 MB listed and not inflated", () => {
    const zip = zipSync({ "Data/Weapons.xml": enc(weapons), "Data/readme.txt": enc("hi"), "Data/Careers/": new Uint8Array(0) });
    expect(Object.keys(unzipFiles("ok.zip", zip).files).sort()).toEqual(["Data/Weapons.xml"]);
    const stored = zipSync({ "Data/Weapons.xml": enc(weapons) }, { level: 0 });
    expect(new TextDecoder().decode(unzipFiles("ok.zip", stored).files["Data/Weapons.xml"])).toBe(weapons);
    const big = rawZip([{ name: "Data/Talents.xml", data: enc("<Talents/>"), declared: 50 * MB + 1 }, { name: "Data/Weapons.xml", data: enc(weapons) }]);
    const out = oggDudeFiles({ "big.zip": big });
    expect(Object.keys(out.files)).toEqual(["Data/Weapons.xml"]);
    expect(out.skipped).toEqual([expect.objectContaining({ source: "big.zip", key: "Data/Talents.xml", reasonKey: "EOTE.Import.Reason.TooLarge" })]);
  });

  it("reads ZIP64 records, and judges their sizes and counts the same way", () => {
    const ok = rawZip([{ name: "Data/Weapons.xml", data: deflateSync(enc(weapons)), method: 8, declared: enc(weapons).length }], undefined, undefined, true);
    expect(new TextDecoder().decode(unzipFiles("z64.zip", ok).files["Data/Weapons.xml"])).toBe(weapons);
    const huge = rawZip([{ name: "Data/Weapons.xml", data: enc("<Weapons/>"), declared: 5 * 1024 * MB }], undefined, undefined, true);
    expect(unzipFiles("huge.zip", huge).skipped).toEqual([expect.objectContaining({ key: "Data/Weapons.xml", reasonKey: "EOTE.Import.Reason.TooLarge" })]);
    const counted = rawZip([{ name: "Data/Weapons.xml", data: enc("<Weapons/>") }], undefined, 70_000, true);
    expect(errorOf(() => unzipFiles("many.zip", counted))).toMatchObject({ key: "EOTE.Import.Error.ZipEntries" });
  });

  it("refuses a truncated or inconsistent central directory as a bad zip, naming the file", () => {
    const zip = zipSync({ "Data/Weapons.xml": enc(weapons) });
    expect(errorOf(() => unzipFiles("cut.zip", zip.subarray(0, zip.length - 30)))).toMatchObject({ key: "EOTE.Import.Error.BadZip", data: { file: "cut.zip" } });
    const claims = rawZip([{ name: "Data/Weapons.xml", data: enc("<Weapons/>") }], undefined, 5);
    expect(errorOf(() => unzipFiles("claims.zip", claims))).toMatchObject({ key: "EOTE.Import.Error.BadZip", data: { file: "claims.zip" } });
  });
});
