// The pure text helpers' decoding: what escapeHtml writes reads back, in one pass.
import { describe, expect, it } from "vitest";
import { decodeEntities, escapeHtml } from "../../module/rules/text.ts";

describe("decodeEntities", () => {
  it("reads back whatever escapeHtml wrote", () => {
    const text = `Tom & "Jerry" <b>'s</b> &amp; co`;
    expect(decodeEntities(escapeHtml(text))).toBe(text);
  });

  it("decodes in one pass, so an escaped entity stays an entity", () => {
    expect(decodeEntities("&amp;lt;b&amp;gt;")).toBe("&lt;b&gt;");
  });

  it("knows the other spellings descriptions hold and leaves the rest as written", () => {
    expect(decodeEntities("it&#x27;s&nbsp;here")).toBe("it's here");
    expect(decodeEntities("&copy; &#169; &unknown; & ;")).toBe("&copy; &#169; &unknown; & ;");
  });
});
