import { describe, expect, it } from "vitest";
import { billingSettingsSchema } from "./billing-settings.js";

const valid = {
  remindersEnabled: true,
  reminderDays: "7, 15, 30",
  rib: "",
  vatExemption: "art91",
  mailSubjectTemplate: "",
  mailMessageTemplate: null,
};

describe("billingSettingsSchema", () => {
  it("stores the days sorted without repeats and a blank template as none", () => {
    expect(billingSettingsSchema.parse({ ...valid, reminderDays: " 30; 7 15 7 " })).toEqual({
      remindersEnabled: true,
      reminderDays: "7, 15, 30",
      rib: null,
      vatExemption: "art91",
      mailSubjectTemplate: null,
      mailMessageTemplate: null,
      shareLinkDays: 90,
    });
    expect(billingSettingsSchema.parse({ ...valid, reminderDays: "" }).reminderDays).toBe("7, 15, 30");
  });

  it("asks in French whether reminders are on, and for days as text", () => {
    expect(billingSettingsSchema.safeParse({ ...valid, remindersEnabled: "oui" }).error?.issues[0]?.message).toBe(
      "Veuillez indiquer si les relances sont actives.",
    );
    expect(billingSettingsSchema.safeParse({ ...valid, reminderDays: 7 }).error?.issues[0]?.message).toBe(
      "Indiquez des nombres de jours séparés par des virgules, par exemple « 7, 15, 30 ».",
    );
  });

  it("refuses days that are not whole positive numbers", () => {
    for (const reminderDays of ["sept", "0", "7, -15", "7.5", "1000"]) {
      expect(billingSettingsSchema.safeParse({ ...valid, reminderDays }).error?.issues[0]?.message).toBe(
        "Indiquez des nombres de jours séparés par des virgules, par exemple « 7, 15, 30 ».",
      );
    }
  });

  it("refuses a template with a variable that is not ours, naming it and the possible ones", () => {
    const parsed = billingSettingsSchema.safeParse({ ...valid, mailSubjectTemplate: "{type} {numéro} {numéro}" });
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      [
        "mailSubjectTemplate",
        "Variable inconnue : {numéro}. Variables possibles : {type}, {document}, {numero}, {client}, {montant}, {echeance}, {societe}.",
      ],
    ]);
  });

  it("stores a template without the spaces around it, and a blank one as none", () => {
    const parsed = billingSettingsSchema.parse({
      ...valid,
      mailSubjectTemplate: "  {type} {numero}  ",
      mailMessageTemplate: " \n ",
    });
    expect(parsed.mailSubjectTemplate).toBe("{type} {numero}");
    expect(parsed.mailMessageTemplate).toBeNull();
  });

  it("counts the days' length without the spaces around them", () => {
    expect(billingSettingsSchema.parse({ ...valid, reminderDays: `${" ".repeat(60)}7` }).reminderDays).toBe("7");
  });

  it("keeps the templates within the cms's lengths", () => {
    expect(billingSettingsSchema.safeParse({ ...valid, mailSubjectTemplate: "x".repeat(201) }).success).toBe(false);
    expect(billingSettingsSchema.safeParse({ ...valid, mailMessageTemplate: "x".repeat(5000) }).success).toBe(true);
  });
});

describe("the clients' links", () => {
  it("work 90 days unless the settings say another whole number of days, from 1 to 365", () => {
    expect(billingSettingsSchema.parse({ ...valid, shareLinkDays: "" }).shareLinkDays).toBe(90);
    expect(billingSettingsSchema.parse({ ...valid, shareLinkDays: null }).shareLinkDays).toBe(90);
    expect(billingSettingsSchema.parse({ ...valid, shareLinkDays: "30" }).shareLinkDays).toBe(30);
    expect(billingSettingsSchema.parse({ ...valid, shareLinkDays: 1 }).shareLinkDays).toBe(1);
    expect(billingSettingsSchema.parse({ ...valid, shareLinkDays: 365 }).shareLinkDays).toBe(365);
    for (const shareLinkDays of [0, 366, 7.5, "sept", -3]) {
      expect(billingSettingsSchema.safeParse({ ...valid, shareLinkDays }).error?.issues[0]?.message).toBe(
        "La durée des liens client est un nombre entier de jours, de 1 à 365.",
      );
    }
  });
});

describe("the e-invoices' bank account and VAT exemption", () => {
  it("keeps a RIB's 24 digits without spaces, and refuses another length", () => {
    expect(billingSettingsSchema.parse({ ...valid, rib: "011 780 0000123456789012 96" }).rib).toBe(
      "011780000012345678901296",
    );
    // Too short, one digit too many, or 24 digits inside other characters: refused.
    for (const rib of [
      "01178000001234",
      "0117800000123456789012961",
      "FR011780000012345678901296",
      "011780000012345678901296X",
    ]) {
      expect(billingSettingsSchema.safeParse({ ...valid, rib }).error?.issues[0]?.message, rib).toBe(
        "Le RIB compte 24 chiffres (banque, ville, compte et clé).",
      );
    }
  });

  it("answers a RIB that is not text with the RIB's message", () => {
    expect(billingSettingsSchema.safeParse({ ...valid, rib: 11780000012345 }).error?.issues[0]?.message).toBe(
      "Le RIB compte 24 chiffres (banque, ville, compte et clé).",
    );
  });

  it("takes an exemption of the list only", () => {
    expect(billingSettingsSchema.parse({ ...valid, vatExemption: "export" }).vatExemption).toBe("export");
    expect(billingSettingsSchema.safeParse({ ...valid, vatExemption: "art99" }).error?.issues[0]?.message).toBe(
      "Veuillez choisir le motif d'exonération de TVA des lignes à 0 %.",
    );
  });
});
