import { HttpError } from "react-admin";
import { describe, expect, it } from "vitest";
import { serverFieldErrors } from "./serverFieldErrors";

describe("serverFieldErrors", () => {
  it("reads the field messages of a Strapi 400", () => {
    const body = {
      error: {
        status: 400,
        message: "Veuillez entrer une adresse email valide",
        details: { errors: { email: "Veuillez entrer une adresse email valide" } },
      },
    };
    expect(serverFieldErrors(new HttpError("x", 400, body))).toEqual({
      email: "Veuillez entrer une adresse email valide",
    });
  });

  it("reads react-admin's body.errors, once the data provider maps them", () => {
    const body = { errors: { ice: "L'ICE comporte exactement 15 chiffres" } };
    expect(serverFieldErrors(new HttpError("x", 400, body))).toEqual({ ice: "L'ICE comporte exactement 15 chiffres" });
  });

  it("answers nothing for an error without field details", () => {
    expect(
      serverFieldErrors(new HttpError("Forbidden", 403, { error: { message: "Forbidden", details: {} } })),
    ).toEqual({});
    expect(serverFieldErrors(new HttpError("Erreur", 500, "Internal Server Error"))).toEqual({});
    expect(serverFieldErrors(new Error("réseau"))).toEqual({});
  });
});
