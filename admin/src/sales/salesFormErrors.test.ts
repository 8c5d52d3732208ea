import { quoteSchema } from "@agency/shared";
import { describe, expect, it } from "vitest";
import { HttpError } from "react-admin";
import { formErrorPath, saveFieldErrors, schemaResolver, toFieldErrors } from "./salesFormErrors";

const strapiError = (status: number, error: Record<string, unknown>, errors?: Record<string, string>) =>
  new HttpError(String(error.message), status, { error, ...(errors ? { errors } : {}) });

describe("sales form errors", () => {
  it("puts list-wide line messages on the field array's root", () => {
    expect(formErrorPath("items")).toBe("items.root");
    expect(formErrorPath("items.0.quantity")).toBe("items.0.quantity");
    expect(formErrorPath("_form")).toBe("root");
  });

  it("nests messages the way react-hook-form reads them", () => {
    const errors = toFieldErrors({
      client: "Veuillez sélectionner un client",
      items: "Au moins un",
      "items.1.quantity": "Q",
    });
    expect(errors).toMatchObject({
      client: { message: "Veuillez sélectionner un client" },
      items: { root: { message: "Au moins un" }, 1: { quantity: { message: "Q" } } },
    });
  });

  it("hands the validated payload to the submit handler", async () => {
    const resolve = schemaResolver(quoteSchema, (values: { client: string }) => ({
      client: values.client,
      issueDate: "2026-01-15",
      validUntil: "2026-02-14",
      items: [{ description: "Logo", quantity: 1, unitPrice: 500, discount: 0, taxRate: 20 }],
    }));
    const valid = await resolve({ client: "abc" }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(valid.errors).toEqual({});
    expect(valid.values).toMatchObject({ client: "abc", items: [{ description: "Logo" }] });
  });

  it("answers the schema's messages under the fields", async () => {
    const resolve = schemaResolver(quoteSchema, () => ({
      client: "",
      issueDate: "2026-01-15",
      validUntil: "",
      items: [],
    }));
    const invalid = await resolve({}, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(invalid.errors).toMatchObject({
      client: { message: "Veuillez sélectionner un client" },
      validUntil: { message: "Veuillez définir une date de validité" },
      items: { root: { message: "Le devis doit contenir au moins un article" } },
    });
  });

  it("reads a 400's field errors where the data provider puts them", () => {
    const error = strapiError(
      400,
      { message: "Veuillez sélectionner un client" },
      { client: "Veuillez sélectionner un client", "items.0.quantity": "Quantité" },
    );
    expect(saveFieldErrors(error, "invoiceNumber")).toEqual({
      client: "Veuillez sélectionner un client",
      "items.0.quantity": "Quantité",
    });
  });

  it("shows a 409 under the number field", () => {
    const message = "Ce numéro de devis existe déjà. Veuillez le modifier et réessayer.";
    expect(saveFieldErrors(strapiError(409, { message }), "quoteNumber")).toEqual({ quoteNumber: message });
  });

  it("finds no field error in other failures", () => {
    expect(saveFieldErrors(new Error("réseau"), "invoiceNumber")).toEqual({});
    expect(saveFieldErrors(strapiError(500, { message: "Internal" }), "invoiceNumber")).toEqual({});
  });
});
