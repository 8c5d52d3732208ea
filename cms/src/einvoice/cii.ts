import { ciiDate, xmlAmount, type EinvoiceModel, type EinvoiceParty } from "@agency/shared";
import { create } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";

const NS = {
  rsm: "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
  ram: "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
  udt: "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100",
  qdt: "urn:un:unece:uncefact:data:standard:QualifiedDataType:100",
};

const text = (parent: XMLBuilder, name: string, value: string, attributes?: Record<string, string>) =>
  parent.ele(name, attributes).txt(value).up();

const date = (parent: XMLBuilder, name: string, day: string) =>
  parent.ele(name).ele("udt:DateTimeString", { format: "102" }).txt(ciiDate(day)).up().up();

/** A party (BG-4 seller, BG-7 buyer): name, ICE as legal registration, address in Morocco, IF as tax registration. */
function party(parent: XMLBuilder, name: string, who: EinvoiceParty) {
  const node = parent.ele(name);
  text(node, "ram:Name", who.name);
  if (who.legalInfo) text(node, "ram:Description", who.legalInfo);
  if (who.ice) text(node.ele("ram:SpecifiedLegalOrganization"), "ram:ID", who.ice);
  const address = node.ele("ram:PostalTradeAddress");
  if (who.address) text(address, "ram:LineOne", who.address.replace(/\s*\n\s*/g, ", "));
  text(address, "ram:CountryID", "MA");
  if (who.email) text(node.ele("ram:URIUniversalCommunication"), "ram:URIID", who.email, { schemeID: "EM" });
  if (who.fiscalId) text(node.ele("ram:SpecifiedTaxRegistration"), "ram:ID", who.fiscalId, { schemeID: "FC" });
  return node;
}

/** The document in UN/CEFACT CII D16B (profile EN 16931): what Factur-X embeds. */
export function ciiXml(model: EinvoiceModel): string {
  const root = create({ version: "1.0", encoding: "UTF-8" }).ele(NS.rsm, "rsm:CrossIndustryInvoice", {
    "xmlns:ram": NS.ram,
    "xmlns:udt": NS.udt,
    "xmlns:qdt": NS.qdt,
  });
  text(
    root.ele("rsm:ExchangedDocumentContext").ele("ram:GuidelineSpecifiedDocumentContextParameter"),
    "ram:ID",
    "urn:cen.eu:en16931:2017",
  );
  const document = root.ele("rsm:ExchangedDocument");
  text(document, "ram:ID", model.number);
  text(document, "ram:TypeCode", model.typeCode);
  date(document, "ram:IssueDateTime", model.issueDate);
  if (model.note) text(document.ele("ram:IncludedNote"), "ram:Content", model.note);

  const transaction = root.ele("rsm:SupplyChainTradeTransaction");
  for (const line of model.lines) {
    const item = transaction.ele("ram:IncludedSupplyChainTradeLineItem");
    text(item.ele("ram:AssociatedDocumentLineDocument"), "ram:LineID", line.id);
    text(item.ele("ram:SpecifiedTradeProduct"), "ram:Name", line.name);
    text(
      item.ele("ram:SpecifiedLineTradeAgreement").ele("ram:NetPriceProductTradePrice"),
      "ram:ChargeAmount",
      String(line.unitPrice),
    );
    text(item.ele("ram:SpecifiedLineTradeDelivery"), "ram:BilledQuantity", String(line.quantity), {
      unitCode: line.unitCode,
    });
    const settlement = item.ele("ram:SpecifiedLineTradeSettlement");
    const tax = settlement.ele("ram:ApplicableTradeTax");
    text(tax, "ram:TypeCode", "VAT");
    text(tax, "ram:CategoryCode", line.category);
    text(tax, "ram:RateApplicablePercent", String(line.rate));
    if (line.allowance > 0) {
      const allowance = settlement.ele("ram:SpecifiedTradeAllowanceCharge");
      text(allowance.ele("ram:ChargeIndicator"), "udt:Indicator", "false");
      text(allowance, "ram:CalculationPercent", String(line.discountPercent));
      text(allowance, "ram:ActualAmount", xmlAmount(line.allowance));
      text(allowance, "ram:Reason", "Remise");
    }
    text(
      settlement.ele("ram:SpecifiedTradeSettlementLineMonetarySummation"),
      "ram:LineTotalAmount",
      xmlAmount(line.netAmount),
    );
  }

  const agreement = transaction.ele("ram:ApplicableHeaderTradeAgreement");
  party(agreement, "ram:SellerTradeParty", model.seller);
  party(agreement, "ram:BuyerTradeParty", model.buyer);
  transaction.ele("ram:ApplicableHeaderTradeDelivery");

  const settlement = transaction.ele("ram:ApplicableHeaderTradeSettlement");
  text(settlement, "ram:InvoiceCurrencyCode", model.currency);
  if (model.bankAccount) {
    // 30: credit transfer, to a Moroccan RIB (not an IBAN: its proprietary account identifier).
    const means = settlement.ele("ram:SpecifiedTradeSettlementPaymentMeans");
    text(means, "ram:TypeCode", "30");
    text(means.ele("ram:PayeePartyCreditorFinancialAccount"), "ram:ProprietaryID", model.bankAccount);
  }
  for (const vat of model.vat) {
    const tax = settlement.ele("ram:ApplicableTradeTax");
    text(tax, "ram:CalculatedAmount", xmlAmount(vat.tax));
    text(tax, "ram:TypeCode", "VAT");
    if (vat.exemptionReason) text(tax, "ram:ExemptionReason", vat.exemptionReason);
    text(tax, "ram:BasisAmount", xmlAmount(vat.base));
    text(tax, "ram:CategoryCode", vat.category);
    if (vat.exemptionCode) text(tax, "ram:ExemptionReasonCode", vat.exemptionCode);
    text(tax, "ram:RateApplicablePercent", String(vat.rate));
  }
  if (model.dueDate || model.paymentTerms !== undefined) {
    const terms = settlement.ele("ram:SpecifiedTradePaymentTerms");
    if (model.paymentTerms !== undefined && model.paymentTerms !== null)
      text(
        terms,
        "ram:Description",
        model.paymentTerms === 0 ? "Payable à réception" : `Payable à ${model.paymentTerms} jours`,
      );
    if (model.dueDate) date(terms, "ram:DueDateDateTime", model.dueDate);
  }
  const sums = settlement.ele("ram:SpecifiedTradeSettlementHeaderMonetarySummation");
  text(sums, "ram:LineTotalAmount", xmlAmount(model.totals.lineTotal));
  text(sums, "ram:TaxBasisTotalAmount", xmlAmount(model.totals.taxExclusive));
  text(sums, "ram:TaxTotalAmount", xmlAmount(model.totals.tax), { currencyID: model.currency });
  text(sums, "ram:GrandTotalAmount", xmlAmount(model.totals.taxInclusive));
  text(sums, "ram:DuePayableAmount", xmlAmount(model.totals.payable));
  if (model.corrects) {
    const reference = settlement.ele("ram:InvoiceReferencedDocument");
    text(reference, "ram:IssuerAssignedID", model.corrects.number);
    if (model.corrects.issueDate) {
      reference
        .ele("ram:FormattedIssueDateTime")
        .ele("qdt:DateTimeString", { format: "102" })
        .txt(ciiDate(model.corrects.issueDate));
    }
  }
  return root.end({ prettyPrint: true });
}
