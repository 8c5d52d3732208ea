import { describe, expect, it } from "vitest";
import { distinctFieldMessages } from "./formErrors";

describe("distinctFieldMessages", () => {
  const order = ["currentPassword", "newPassword", "confirmPassword"];

  it("writes a shared message once, under the first field in screen order", () => {
    const all = "Veuillez remplir tous les champs";
    expect(distinctFieldMessages({ confirmPassword: all, newPassword: all }, order)).toEqual({ newPassword: all });
  });

  it("keeps distinct messages on their own fields", () => {
    const errors = { newPassword: "trop court", confirmPassword: "différents" };
    expect(distinctFieldMessages(errors, order)).toEqual(errors);
  });
});
