import { describe, expect, it } from "vitest";
import { resolveForm } from "../fields/resolveForm";
import { billingFormValues, billingResolver, readBilling } from "./billingSettings";

const resolve = resolveForm(billingResolver);

describe("readBilling", () => {
  it("shows the default days, exemption and template when the settings hold none", () => {
    expect(readBilling(null)).toEqual({
      remindersEnabled: false,
      reminderDays: "7, 15, 30",
      rib: "",
      vatExemption: "art91",
      mailSubjectTemplate: "{type} {numero} — {societe}",
      mailMessageTemplate: expect.stringMatching(/^Bonjour,\n\nVeuillez trouver ci-joint \{document\} \{numero\} /),
      shareLinkDays: 90,
    });
  });

  it("reads the saved ones", () => {
    const saved = {
      remindersEnabled: true,
      reminderDays: "10",
      rib: "011780000012345678901296",
      vatExemption: "export",
      mailSubjectTemplate: "S",
      mailMessageTemplate: "M",
      shareLinkDays: 30,
    };
    expect(readBilling({ data: { name: "A", ...saved } })).toEqual(saved);
  });
});

describe("billingResolver (the shared billingSettingsSchema)", () => {
  it("answers the days sorted, a blank RIB as none, and flags an unknown variable under its field", async () => {
    const values = {
      remindersEnabled: true,
      reminderDays: "30, 7",
      rib: " ",
      vatExemption: "art92",
      mailSubjectTemplate: "{type}",
      mailMessageTemplate: "{nom}",
      shareLinkDays: 30,
    };
    const result = await resolve(values);
    expect(result.messages).toEqual({ mailMessageTemplate: expect.stringMatching(/^Variable inconnue : \{nom\}\./) });
    expect((await resolve({ ...values, mailMessageTemplate: "" })).values).toEqual({
      remindersEnabled: true,
      reminderDays: "7, 30",
      rib: null,
      vatExemption: "art92",
      mailSubjectTemplate: "{type}",
      mailMessageTemplate: null,
      shareLinkDays: 30,
    });
  });

  it("takes a blank link duration as the default 90 days, and refuses a duration outside 1 to 365 whole days", async () => {
    const values = {
      remindersEnabled: false,
      reminderDays: "7",
      rib: "",
      vatExemption: "art91",
      mailSubjectTemplate: "",
      mailMessageTemplate: "",
    };
    expect((await resolve({ ...values, shareLinkDays: null })).values).toMatchObject({ shareLinkDays: 90 });
    const refused = "La durée des liens client est un nombre entier de jours, de 1 à 365.";
    for (const shareLinkDays of [0, 366, 7.5]) {
      expect((await resolve({ ...values, shareLinkDays })).messages).toEqual({ shareLinkDays: refused });
    }
  });
});

describe("billingFormValues", () => {
  it("puts the default template back in place of a cleared one, and an empty RIB for none", () => {
    const saved = {
      remindersEnabled: true,
      reminderDays: "7",
      rib: null,
      vatExemption: "art91" as const,
      mailSubjectTemplate: null,
      mailMessageTemplate: "M",
      shareLinkDays: 90,
    };
    expect(billingFormValues(saved)).toMatchObject({
      rib: "",
      mailSubjectTemplate: "{type} {numero} — {societe}",
      mailMessageTemplate: "M",
    });
  });
});
