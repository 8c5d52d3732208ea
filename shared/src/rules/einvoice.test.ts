import { beforeAll, describe, expect, it } from "vitest";
import {
  ciiDate,
  einvoiceModel,
  unitCode,
  VAT_EXEMPTION_REASONS,
  xmlAmount,
  type EinvoiceInput,
  type EinvoiceModel,
} from "./einvoice.js";

const LONG =
  "Refonte du site vitrine : maquettes, intégration responsive, optimisation SEO technique et formation ".repeat(3);

const invoice: EinvoiceInput = {
  kind: "invoice",
  number: "FA-26-0042",
  issueDate: "2026-11-26",
  dueDate: "2026-12-26",
  paymentTerms: 30,
  seller: { name: "Agence", ice: "001234567000089", fiscalId: "40123456" },
  buyer: { name: "Atlas SARL", ice: "002222333000044" },
  lines: [
    { description: "Création du logo", quantity: 1, unitPrice: 2500, discount: 0, taxRate: 20 },
    { description: "Réseaux sociaux", quantity: 3, unit: "mois", unitPrice: 1200, discount: 10, taxRate: 20 },
    { description: "Rédaction", quantity: 4.5, unit: "h", unitPrice: 350, discount: 0, taxRate: 10 },
    { description: "Formation", quantity: 2, unit: "jour", unitPrice: 800, discount: 0, taxRate: 14 },
    { description: "Nom de domaine", quantity: 1, unitPrice: 150, discount: 0, taxRate: 0 },
    { description: "Audit offert", quantity: 1, unitPrice: 300, discount: 100, taxRate: 20 },
    { description: LONG, quantity: 1.25, unit: "m²", unitPrice: 99.99, discount: 0, taxRate: 20 },
  ],
};

describe("einvoiceModel", () => {
  // Made before the tests, not while they are collected: a model that throws fails them (the mutation runner counted
  // a file that failed to load as no test failing).
  let model: EinvoiceModel;
  beforeAll(() => {
    model = einvoiceModel(invoice);
  });

  it("writes each line with its unit code, net price, discount as an allowance, and VAT category", () => {
    expect(
      model.lines.map((line) => [line.unitCode, line.allowance, line.netAmount, line.category, line.rate]),
    ).toEqual([
      ["C62", 0, 2500, "S", 20],
      ["MON", 360, 3240, "S", 20],
      ["HUR", 0, 1575, "S", 10],
      ["DAY", 0, 1600, "S", 14],
      ["C62", 0, 150, "E", 0],
      ["C62", 300, 0, "S", 20],
      // 1.25 × 99.99 = 124.9875, to the centime.
      ["MTK", 0, 124.99, "S", 20],
    ]);
    expect(model.lines[6]!.name).toBe(LONG);
    expect(model.lines[1]).toMatchObject({ id: "2", quantity: 3, unitPrice: 1200, discountPercent: 10 });
  });

  it("breaks the VAT down per rate, the exempt one with its reason, and totals to the centime", () => {
    expect(model.vat).toEqual([
      { category: "E", rate: 0, base: 150, tax: 0, exemptionReason: VAT_EXEMPTION_REASONS[0].text },
      { category: "S", rate: 10, base: 1575, tax: 157.5 },
      { category: "S", rate: 14, base: 1600, tax: 224 },
      // 2500 + 3240 + 0 + 124.99; 500 + 648 + 0 + 25.00 (24.998 to the centime).
      { category: "S", rate: 20, base: 5864.99, tax: 1173 },
    ]);
    expect(model.totals).toEqual({
      lineTotal: 9189.99,
      taxExclusive: 9189.99,
      tax: 1554.5,
      taxInclusive: 10744.49,
      payable: 10744.49,
    });
    expect(model).toMatchObject({ typeCode: "380", currency: "MAD" });
  });

  it("types a credit note 381, with the invoice it corrects, and an export exemption with its VATEX code", () => {
    const credit = einvoiceModel({
      ...invoice,
      kind: "creditNote",
      number: "AV-26-0003",
      corrects: { number: "FA-26-0042", issueDate: "2026-11-26" },
      exemption: "export",
    });
    expect(credit).toMatchObject({ typeCode: "381", corrects: { number: "FA-26-0042" } });
    expect(credit.vat[0]).toMatchObject({ category: "E", exemptionCode: "VATEX-EU-G" });
    expect(credit.vat[0]!.exemptionReason).toBe("Exportation de services, exonérée de TVA (article 92-I-1° du CGI)");
  });

  it("states an unknown exemption as the default one, article 91", () => {
    const unknown = einvoiceModel({ ...invoice, exemption: "inconnue" as EinvoiceInput["exemption"] });
    expect(unknown.vat[0]).toEqual({
      category: "E",
      rate: 0,
      base: 150,
      tax: 0,
      exemptionReason: "Exonéré de TVA (article 91 du Code général des impôts)",
    });
  });
});

describe("formats", () => {
  it("codes units by UN/ECE rec. 20, a date as CII's 102 and an amount with two decimals", () => {
    expect([unitCode(" H "), unitCode("Jours"), unitCode(undefined), unitCode("licence")]).toEqual([
      "HUR",
      "DAY",
      "C62",
      "C62",
    ]);
    // Every unit word of our lines, in any letter case: an empty code would make the e-invoice invalid.
    const words: Array<[string | null, string]> = [
      ["h", "HUR"],
      ["heure", "HUR"],
      ["Heures", "HUR"],
      ["j", "DAY"],
      ["jour", "DAY"],
      ["mois", "MON"],
      ["an", "ANN"],
      ["Année", "ANN"],
      ["semaine", "WEE"],
      ["m", "MTR"],
      ["m²", "MTK"],
      ["M2", "MTK"],
      ["kg", "KGM"],
      ["page", "ZZ"],
      ["mot", "ZZ"],
      ["", "C62"],
      [null, "C62"],
    ];
    expect(words.map(([word]) => unitCode(word))).toEqual(words.map(([, code]) => code));
    expect(ciiDate("2026-02-03T00:00:00.000Z")).toBe("20260203");
    expect([xmlAmount(1554.5), xmlAmount(0), xmlAmount(10744.49)]).toEqual(["1554.50", "0.00", "10744.49"]);
  });
});
