import { describe, expect, it } from "vitest";
import {
  documentPdfPath,
  einvoiceFileName,
  einvoicePath,
  einvoiceZipPath,
  exportFileName,
  listExportPath,
  printViewPath,
} from "./documentPaths";

const entries = (path: string) => [...new URLSearchParams(path.split("?")[1]).entries()];

describe("listExportPath", () => {
  it("sends the invoice list's search, status and sort as the data provider does", () => {
    const path = listExportPath(
      "invoices",
      "xlsx",
      { q: "x", status: "unpaid" },
      { field: "issueDate", order: "DESC" },
    );
    expect(path.split("?")[0]).toBe("/api/invoices/export");
    expect(entries(path)).toEqual([
      ["format", "xlsx"],
      ["filters[$or][0][invoiceNumber][$containsi]", "x"],
      ["filters[$or][1][client][name][$containsi]", "x"],
      ["filters[status][$eq]", "unpaid"],
      ["sort", "issueDate:desc"],
    ]);
  });

  it("exports delivery notes from /api/deliveries", () => {
    expect(listExportPath("delivery", "pdf", {}, undefined)).toBe("/api/deliveries/export?format=pdf");
  });

  it("leaves out empty filters, like the list's own query", () => {
    const path = listExportPath("clients", "pdf", { q: "", type: "sarl" }, { field: "createdAt", order: "ASC" });
    expect(entries(path)).toEqual([
      ["format", "pdf"],
      ["filters[type][$eq]", "sarl"],
      ["sort", "createdAt:asc"],
    ]);
  });

  it("restricts a client tab's export to that client", () => {
    const path = listExportPath("quotes", "pdf", { "client.documentId": "abc123" }, undefined);
    expect(entries(path)).toContainEqual(["filters[client][documentId][$eq]", "abc123"]);
  });
});

describe("document addresses", () => {
  it("names the export after the list and the day", () => {
    expect(exportFileName("delivery", "xlsx", new Date("2026-03-01T10:00:00Z"))).toBe("bons_livraison_2026-03-01.xlsx");
  });

  it("reads a document's PDF by documentId, escaped", () => {
    expect(documentPdfPath("delivery", "a/b")).toBe("/api/deliveries/a%2Fb/pdf");
    expect(documentPdfPath("invoices", "k1")).toBe("/api/invoices/k1/pdf");
  });

  it("prints from the screen's own address", () => {
    expect(printViewPath("quotes", "k1")).toBe("/quotes/k1/print");
    expect(printViewPath("delivery", "k2")).toBe("/delivery/k2/print");
  });
});

describe("einvoicePath and einvoiceFileName", () => {
  it("asks the server for one format of an invoice or a credit note, named as the server names it", () => {
    expect(einvoicePath("creditNotes", "a/b", "ubl")).toBe("/api/credit-notes/a%2Fb/einvoice?format=ubl");
    expect(einvoicePath("invoices", "k1", "facturx")).toBe("/api/invoices/k1/einvoice?format=facturx");
    expect(einvoiceFileName("FA-26-0001", "facturx")).toBe("FA-26-0001-facturx.pdf");
    expect(einvoiceFileName("AV-26-0002", "cii")).toBe("AV-26-0002-cii.xml");
  });
});

describe("einvoiceZipPath", () => {
  it("carries the invoice list's filters and sort, as the list's own export does", () => {
    const path = einvoiceZipPath("ubl", { status: "paid" }, { field: "issueDate", order: "DESC" });
    const url = new URL(path, "http://cms");
    expect(url.pathname).toBe("/api/invoices/einvoice.zip");
    expect(url.searchParams.get("format")).toBe("ubl");
    expect(url.search).toBe(
      new URL(
        listExportPath("invoices", "pdf", { status: "paid" }, { field: "issueDate", order: "DESC" }),
        "http://cms",
      ).search.replace("format=pdf", "format=ubl"),
    );
  });
});
