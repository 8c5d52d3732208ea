import { describe, expect, it } from "vitest";
import { buildCsv, neutraliseCell } from "./csv.js";

describe("neutraliseCell", () => {
  it("prefixes cells a spreadsheet would run as formulas", () => {
    expect(neutraliseCell('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(neutraliseCell("+212600000000")).toBe("'+212600000000");
    expect(neutraliseCell("-1+1")).toBe("'-1+1");
    expect(neutraliseCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(neutraliseCell("\tx")).toBe("'\tx");
    expect(neutraliseCell("\rx")).toBe("'\rx");
  });

  it("leaves ordinary text alone", () => {
    expect(neutraliseCell("Société Atlas")).toBe("Société Atlas");
    expect(neutraliseCell("a=b")).toBe("a=b");
    expect(neutraliseCell("")).toBe("");
  });
});

describe("buildCsv", () => {
  it("writes a BOM, semicolons and CRLF by default", () => {
    const csv = buildCsv(
      ["ID", "Email"],
      [
        [1, "a@b.ma"],
        [2, "c@d.ma"],
      ],
    );
    expect(csv).toBe("\uFEFFID;Email\r\n1;a@b.ma\r\n2;c@d.ma\r\n");
  });

  it("quotes separators, quotes and line breaks", () => {
    const csv = buildCsv(
      ["Nom", "Note"],
      [
        ["Dupont; Fils", 'Il a dit "oui"'],
        ["Ligne\nsuivante", "a\r\nb"],
      ],
      {
        bom: false,
      },
    );
    expect(csv).toBe('Nom;Note\r\n"Dupont; Fils";"Il a dit ""oui"""\r\n"Ligne\nsuivante";"a\r\nb"\r\n');
  });

  it("neutralises before quoting, and leaves numbers as numbers", () => {
    const csv = buildCsv(["a", "b", "c"], [['=1;"2"', -5, "\rx"]], { bom: false });
    expect(csv).toBe('a;b;c\r\n"\'=1;""2""";-5;"\'\rx"\r\n');
  });

  it("neutralises headers too, and quotes a lone carriage return", () => {
    expect(buildCsv(["=cmd", "b"], [["a\rb", 0]], { bom: false })).toBe('\'=cmd;b\r\n"a\rb";0\r\n');
    expect(buildCsv(["a"], [[Number.POSITIVE_INFINITY]], { bom: false })).toBe("a\r\n\r\n");
  });

  it("writes empty cells for null, undefined and non-finite numbers", () => {
    expect(buildCsv(["a", "b", "c"], [[null, undefined, Number.NaN]], { bom: false })).toBe("a;b;c\r\n;;\r\n");
  });

  it("supports another separator", () => {
    expect(buildCsv(["a", "b"], [["x,y", "z;w"]], { separator: ",", bom: false })).toBe('a,b\r\n"x,y",z;w\r\n');
  });

  it("refuses unusable separators", () => {
    expect(() => buildCsv([], [], { separator: '"' })).toThrow(RangeError);
    expect(() => buildCsv([], [], { separator: ";;" })).toThrow(RangeError);
    expect(() => buildCsv([], [], { separator: "" })).toThrow(
      "Le séparateur CSV doit être un seul caractère autre qu'un guillemet ou un saut de ligne",
    );
    expect(() => buildCsv([], [], { separator: "\n" })).toThrow(RangeError);
    expect(() => buildCsv([], [], { separator: "\r" })).toThrow(RangeError);
    expect(buildCsv([], [], { separator: "\t" })).toBe("\uFEFF\r\n");
  });

  it("does not mutate its input", () => {
    const rows = [["=x", 1]];
    buildCsv(["h"], rows);
    expect(rows).toEqual([["=x", 1]]);
  });
});
