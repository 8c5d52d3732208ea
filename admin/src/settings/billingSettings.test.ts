import { describe, expect, it } from "vitest";
import { resolveForm } from "../fields/resolveForm";
import { billingFormValues, billingResolver, readBilling } from "./billingSettings";

const resolve = resolveForm(billingResolver);

describe("readBilling", () => {
  it("shows the default days and template when the settings hold none", () => {
    expect(readBilling(null)).toEqual({
      remindersEnabled: false,
      reminderDays: "7, 15, 30",
      mailSubjectTemplate: "{type} {numero} — {societe}",
      mailMessageTemplate: expect.stringMatching(/^Bonjour,\n\nVeuillez trouver ci-joint \{document\} \{numero\} /),
    });
  });

  it("reads the saved ones", () => {
    const body = {
      data: {
        name: "A",
        remindersEnabled: true,
        reminderDays: "10",
        mailSubjectTemplate: "S",
        mailMessageTemplate: "M",
      },
    };
    expect(readBilling(body)).toEqual({
      remindersEnabled: true,
      reminderDays: "10",
      mailSubjectTemplate: "S",
      mailMessageTemplate: "M",
    });
  });
});

describe("billingResolver (the shared billingSettingsSchema)", () => {
  it("answers the days sorted and flags an unknown variable under its field", async () => {
    const values = {
      remindersEnabled: true,
      reminderDays: "30, 7",
      mailSubjectTemplate: "{type}",
      mailMessageTemplate: "{nom}",
    };
    const result = await resolve(values);
    expect(result.messages).toEqual({ mailMessageTemplate: expect.stringMatching(/^Variable inconnue : \{nom\}\./) });
    expect((await resolve({ ...values, mailMessageTemplate: "" })).values).toEqual({
      remindersEnabled: true,
      reminderDays: "7, 30",
      mailSubjectTemplate: "{type}",
      mailMessageTemplate: null,
    });
  });
});

describe("billingFormValues", () => {
  it("puts the default template back in place of a cleared one", () => {
    const saved = { remindersEnabled: true, reminderDays: "7", mailSubjectTemplate: null, mailMessageTemplate: "M" };
    expect(billingFormValues(saved)).toMatchObject({
      mailSubjectTemplate: "{type} {numero} — {societe}",
      mailMessageTemplate: "M",
    });
  });
});
