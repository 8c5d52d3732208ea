import { describe, expect, it } from "vitest";
import { checkGeneral, readGeneral } from "./companySettings";

describe("checkGeneral", () => {
  it("accepts a name and a valid e-mail, trimmed", () => {
    expect(checkGeneral({ name: " Agence ", email: " contact@agence.ma " })).toEqual({
      ok: true,
      data: { name: "Agence", email: "contact@agence.ma" },
    });
  });

  it("flags a blank name and a malformed e-mail", () => {
    expect(checkGeneral({ name: "  ", email: "contact@" })).toEqual({
      ok: false,
      errors: {
        name: "app.users_screen.settings.name_required",
        email: "app.users_screen.settings.email_invalid",
      },
    });
  });
});

describe("readGeneral", () => {
  it("reads the name and e-mail of the settings", () => {
    expect(readGeneral({ data: { name: "Agence", email: "contact@agence.ma", phone: "0522" } })).toEqual({
      name: "Agence",
      email: "contact@agence.ma",
    });
  });

  it("leaves fields never filled in empty", () => {
    expect(readGeneral({ data: { name: "Agence", email: null } })).toEqual({ name: "Agence", email: "" });
    expect(readGeneral({ data: null })).toEqual({ name: "", email: "" });
  });
});
