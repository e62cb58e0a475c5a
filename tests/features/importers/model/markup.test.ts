import { describe, expect, it } from "vitest";
import { oggdudeHtml, plainHtml, safeHtml } from "../../../../module/features/importers/model/converters.ts";

describe("OggDude markup as safe HTML", () => {
  it("writes headings, paragraphs, bold, italic and line breaks, always balanced", () => {
    expect(oggdudeHtml("[H3]Title[h3]First [B]bold[b] and [I]open.[P]Second[BR]line")).toBe(
      "<h3>Title</h3><p>First <strong>bold</strong> and <em>open.</em></p><p>Second<br>line</p>",
    );
    expect(oggdudeHtml("stray [b]closer[i]")).toBe("<p>stray closer</p>");
    expect(oggdudeHtml("one\n\ntwo\nthree")).toBe("<p>one</p><p>two<br>three</p>");
  });
  it("turns dice and symbol codes into our enricher tokens, a run (spaces between) as one counted token", () => {
    expect(oggdudeHtml("Roll [AB][AB][PR] vs [DI] [DI]; [SU] [AD][TR] [FA][TH][DE] [LI][DA] [FO] [BOOST] [SETBACK]")).toBe(
      "<p>Roll [eote:2ability proficiency] vs [eote:2difficulty]; [eote:success advantage triumph failure threat despair light dark force boost setback]</p>",
    );
  });
  it("escapes everything the file writes and leaves unknown codes as text", () => {
    expect(oggdudeHtml("<img src=x onerror=alert(1)> [XYZ] & \"q\"")).toBe("<p>&lt;img src=x onerror=alert(1)&gt; [XYZ] &amp; &quot;q&quot;</p>");
    expect(oggdudeHtml(undefined)).toBe("");
  });
});

describe("plain text with :symbol: codes", () => {
  it("escapes, splits paragraphs and draws known symbols only", () => {
    expect(plainHtml("Add :boost::boost: <b>now</b>\n\nor :nope:")).toBe("<p>Add [eote:2boost] &lt;b&gt;now&lt;/b&gt;</p><p>or :nope:</p>");
  });
});

describe("HTML from another system", () => {
  it("keeps structure, drops every attribute, script and unknown element", () => {
    expect(safeHtml('<p class="a" onclick="x()">Hi <strong>there</strong> <a href="javascript:alert(1)">link</a></p><script>alert(1)</script>')).toBe(
      "<p>Hi <strong>there</strong> link</p>",
    );
    expect(safeHtml('<img src=x onerror=alert(1)><svg onload=alert(1)><circle/></svg>ok')).toBe("ok");
    expect(safeHtml("a < b and c > d")).toBe("a &lt; b and c &gt; d");
    expect(safeHtml('<p title="x>y">t</p><!-- hidden --><style>p{}</style>')).toBe("<p>t</p>");
  });
});
