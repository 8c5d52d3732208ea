import { HttpError } from "react-admin";
import { describe, expect, it } from "vitest";
import { fieldErrorsOf, serverFieldErrors } from "./fieldErrors";

describe("fieldErrorsOf", () => {
  it("reads our controllers' record of messages by dotted path", () => {
    const body = {
      error: {
        status: 400,
        message: "Tous les articles doivent avoir une description et un prix",
        details: { errors: { client: "Client requis", "items.0.quantity": "Quantité invalide", odd: 3 } },
      },
    };
    expect(fieldErrorsOf(body)).toEqual({ client: "Client requis", "items.0.quantity": "Quantité invalide" });
  });

  it("reads Strapi's own list of { path, message }", () => {
    const body = {
      error: {
        status: 400,
        message: "2 errors occurred",
        details: {
          errors: [
            { path: ["email"], message: "email must be a valid email", name: "ValidationError" },
            { path: ["items", 1, "unitPrice"], message: "Prix invalide" },
            { message: "no path" },
          ],
        },
      },
    };
    expect(fieldErrorsOf(body)).toEqual({ email: "email must be a valid email", "items.1.unitPrice": "Prix invalide" });
  });

  it("finds none in other answers", () => {
    expect(fieldErrorsOf({ error: { status: 409, message: "Numéro déjà utilisé" } })).toBeUndefined();
    expect(fieldErrorsOf({ error: { details: {} } })).toBeUndefined();
    expect(fieldErrorsOf({ error: { details: { errors: [] } } })).toBeUndefined();
    expect(fieldErrorsOf("<html>Bad gateway</html>")).toBeUndefined();
    expect(fieldErrorsOf(null)).toBeUndefined();
  });
});

describe("serverFieldErrors", () => {
  it("answers the messages an HttpError carries in body.errors", () => {
    const error = new HttpError("Refusé", 400, { errors: { name: "Le nom est requis", n: 1 } });
    expect(serverFieldErrors(error)).toEqual({ name: "Le nom est requis" });
  });

  it("answers none for other failures", () => {
    expect(serverFieldErrors(new HttpError("Refusé", 409, { error: { message: "Numéro déjà utilisé" } }))).toEqual({});
    expect(serverFieldErrors(new Error("réseau"))).toEqual({});
    expect(serverFieldErrors({ body: { errors: { name: "x" } } })).toEqual({});
  });
});
