import { roundToCentime, xmlAmount, type EinvoiceModel, type EinvoiceParty } from "@agency/shared";
import { create } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";

const NS = {
  invoice: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
  creditNote: "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2",
  cac: "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  cbc: "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
};

const text = (parent: XMLBuilder, name: string, value: string, attributes?: Record<string, string>) =>
  parent.ele(name, attributes).txt(value).up();

const amount = (parent: XMLBuilder, name: string, value: number) =>
  text(parent, name, xmlAmount(value), { currencyID: "MAD" });

const taxScheme = (parent: XMLBuilder, id: string) => text(parent.ele("cac:TaxScheme"), "cbc:ID", id);

/** A party (BG-4 seller, BG-7 buyer): address in Morocco, IF as tax registration, ICE as legal registration. */
function party(parent: XMLBuilder, name: string, who: EinvoiceParty) {
  const node = parent.ele(name).ele("cac:Party");
  if (who.email) text(node, "cbc:EndpointID", who.email, { schemeID: "EM" });
  const address = node.ele("cac:PostalAddress");
  if (who.address) text(address, "cbc:StreetName", who.address.replace(/\s*\n\s*/g, ", "));
  text(address.ele("cac:Country"), "cbc:IdentificationCode", "MA");
  if (who.fiscalId) {
    const scheme = node.ele("cac:PartyTaxScheme");
    text(scheme, "cbc:CompanyID", who.fiscalId);
    taxScheme(scheme, "FC");
  }
  const legal = node.ele("cac:PartyLegalEntity");
  text(legal, "cbc:RegistrationName", who.name);
  if (who.ice) text(legal, "cbc:CompanyID", who.ice);
  if (who.legalInfo) text(legal, "cbc:CompanyLegalForm", who.legalInfo);
}

/** The VAT category of a line or of a breakdown row; an exempt one says why. */
function category(
  parent: XMLBuilder,
  name: string,
  vat: { category: string; rate: number; exemptionReason?: string; exemptionCode?: string },
) {
  const node = parent.ele(name);
  text(node, "cbc:ID", vat.category);
  text(node, "cbc:Percent", String(vat.rate));
  if (vat.exemptionCode) text(node, "cbc:TaxExemptionReasonCode", vat.exemptionCode);
  if (vat.exemptionReason) text(node, "cbc:TaxExemptionReason", vat.exemptionReason);
  taxScheme(node, "VAT");
}

/** The document in UBL 2.1: an Invoice, or a CreditNote that names the invoice it corrects. */
export function ublXml(model: EinvoiceModel): string {
  const invoice = model.kind === "invoice";
  const root = create({ version: "1.0", encoding: "UTF-8" }).ele(
    invoice ? NS.invoice : NS.creditNote,
    invoice ? "Invoice" : "CreditNote",
    {
      "xmlns:cac": NS.cac,
      "xmlns:cbc": NS.cbc,
    },
  );
  text(root, "cbc:CustomizationID", "urn:cen.eu:en16931:2017");
  text(root, "cbc:ID", model.number);
  text(root, "cbc:IssueDate", model.issueDate.slice(0, 10));
  if (invoice && model.dueDate) text(root, "cbc:DueDate", model.dueDate.slice(0, 10));
  text(root, invoice ? "cbc:InvoiceTypeCode" : "cbc:CreditNoteTypeCode", model.typeCode);
  if (model.note) text(root, "cbc:Note", model.note);
  text(root, "cbc:DocumentCurrencyCode", model.currency);
  if (model.corrects) {
    const reference = root.ele("cac:BillingReference").ele("cac:InvoiceDocumentReference");
    text(reference, "cbc:ID", model.corrects.number);
    if (model.corrects.issueDate) text(reference, "cbc:IssueDate", model.corrects.issueDate.slice(0, 10));
  }
  party(root, "cac:AccountingSupplierParty", model.seller);
  party(root, "cac:AccountingCustomerParty", model.buyer);
  if (model.bankAccount) {
    // 30: credit transfer, to a Moroccan RIB.
    const means = root.ele("cac:PaymentMeans");
    text(means, "cbc:PaymentMeansCode", "30");
    text(means.ele("cac:PayeeFinancialAccount"), "cbc:ID", model.bankAccount);
  }
  if (model.paymentTerms !== undefined && model.paymentTerms !== null) {
    text(
      root.ele("cac:PaymentTerms"),
      "cbc:Note",
      model.paymentTerms === 0 ? "Payable à réception" : `Payable à ${model.paymentTerms} jours`,
    );
  }
  const taxTotal = root.ele("cac:TaxTotal");
  amount(taxTotal, "cbc:TaxAmount", model.totals.tax);
  for (const vat of model.vat) {
    const subtotal = taxTotal.ele("cac:TaxSubtotal");
    amount(subtotal, "cbc:TaxableAmount", vat.base);
    amount(subtotal, "cbc:TaxAmount", vat.tax);
    category(subtotal, "cac:TaxCategory", vat);
  }
  const sums = root.ele("cac:LegalMonetaryTotal");
  amount(sums, "cbc:LineExtensionAmount", model.totals.lineTotal);
  amount(sums, "cbc:TaxExclusiveAmount", model.totals.taxExclusive);
  amount(sums, "cbc:TaxInclusiveAmount", model.totals.taxInclusive);
  amount(sums, "cbc:PayableAmount", model.totals.payable);
  for (const line of model.lines) {
    const node = root.ele(invoice ? "cac:InvoiceLine" : "cac:CreditNoteLine");
    text(node, "cbc:ID", line.id);
    text(node, invoice ? "cbc:InvoicedQuantity" : "cbc:CreditedQuantity", String(line.quantity), {
      unitCode: line.unitCode,
    });
    amount(node, "cbc:LineExtensionAmount", line.netAmount);
    if (line.allowance > 0) {
      const allowance = node.ele("cac:AllowanceCharge");
      text(allowance, "cbc:ChargeIndicator", "false");
      text(allowance, "cbc:AllowanceChargeReason", "Remise");
      text(allowance, "cbc:MultiplierFactorNumeric", String(line.discountPercent));
      amount(allowance, "cbc:Amount", line.allowance);
      amount(allowance, "cbc:BaseAmount", roundToCentime(line.netAmount + line.allowance));
    }
    const item = node.ele("cac:Item");
    text(item, "cbc:Name", line.name);
    category(item, "cac:ClassifiedTaxCategory", { category: line.category, rate: line.rate });
    amount(node.ele("cac:Price"), "cbc:PriceAmount", line.unitPrice);
  }
  return root.end({ prettyPrint: true });
}
