import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { importOggDude, jsonFiles, looksLikeZip, oggDudeFiles } from "../../../../module/features/importers/model/converters.ts";
import { enc, errorOf, FIXTURES, readFolder } from "../load.ts";

describe("the files a GM hands the tool", () => {
  const data = readFolder(`${FIXTURES}/oggdude/Data`, (n) => n.endsWith(".xml"));

  it("opens a zip of the Data folder, wherever the folder sits in it, and leaves other files out", () => {
    const zip = zipSync({
      "OggDude/Data/Weapons.xml": enc(data["Weapons.xml"]!),
      "OggDude/Data/Careers/Drifter.xml": enc(data["Careers/Drifter.xml"]!),
      "OggDude/Data/EquipmentImages/x.png": new Uint8Array([1, 2, 3]),
      "OggDude/readme.txt": enc("hello"),
    });
    expect(looksLikeZip(zip)).toBe(true);
    const { files, skipped } = oggDudeFiles({ "backup.zip": zip });
    expect(Object.keys(files).sort()).toEqual(["OggDude/Data/Careers/Drifter.xml", "OggDude/Data/Weapons.xml"]);
    expect(skipped).toEqual([]);
    const r = importOggDude(files);
    expect(r.documents.map((d) => d.sourceKey)).toContain("TDRIFTER");
    expect(r.documents.map((d) => d.sourceKey)).toContain("TESTPISTOL");
  });

  it("refuses a file named .zip that is not one, naming it", () => {
    expect(errorOf(() => oggDudeFiles({ "backup.zip": enc("not a zip at all") }))).toMatchObject({ key: "EOTE.Import.Error.NotAZip", data: { file: "backup.zip" } });
  });

  it("refuses a folder without any of OggDude's files", () => {
    const zip = zipSync({ "Pictures/cat.png": new Uint8Array([1]) });
    expect(errorOf(() => oggDudeFiles({ "pictures.zip": zip }))).toMatchObject({ key: "EOTE.Import.Error.WrongFolder" });
    expect(errorOf(() => oggDudeFiles({ "notes.xml": enc("<x/>") }))).toMatchObject({ key: "EOTE.Import.Error.WrongFolder" });
  });

  it("takes files picked from the Data folder one by one, with their folder paths", () => {
    const { files } = oggDudeFiles({ "Data/Species/Kessari.xml": enc(data["Species/Kessari.xml"]!), "Data/Thumbs.db": new Uint8Array([0]) });
    expect(Object.keys(files)).toEqual(["Data/Species/Kessari.xml"]);
  });

  it("wants .json files for the other sources", () => {
    expect(Object.keys(jsonFiles({ "a.json": enc("[]") }))).toEqual(["a.json"]);
    expect(errorOf(() => jsonFiles({ "a.xml": enc("<x/>") }))).toMatchObject({ key: "EOTE.Import.Error.NotJson", data: { file: "a.xml" } });
    expect(errorOf(() => jsonFiles({}))).toMatchObject({ key: "EOTE.Import.Error.NoFiles" });
  });
});
