import { describe, expect, it } from "vitest";
import { resolveForm } from "../fields/resolveForm";
import { documentMailResolver } from "./documentMail";

const check = resolveForm(documentMailResolver);
const mail = { to: " compta@client.ma ", cc: ["associe@client.ma"], subject: "Facture FA-26-0001", message: "Bonjour" };

describe("documentMailResolver", () => {
  it("answers the mail trimmed, copies included", async () => {
    const { values, messages } = await check(mail);
    expect(messages).toEqual({});
    expect(values).toEqual({ ...mail, to: "compta@client.ma" });
  });

  it("gives the shared schema's messages, a wrong copy on the Cc input itself", async () => {
    const { messages } = await check({
      to: "personne",
      cc: ["associe@client.ma", "pas-une-adresse"],
      subject: " ",
      message: "",
    });
    expect(messages).toEqual({
      to: "Veuillez saisir une adresse e-mail valide.",
      cc: "Veuillez saisir une adresse e-mail valide.",
      subject: "Le sujet est requis",
      message: "Le message est requis",
    });
  });

  it("refuses more than five copies", async () => {
    const cc = Array.from({ length: 6 }, (_, index) => `copie${index}@client.ma`);
    expect((await check({ ...mail, cc })).messages).toEqual({ cc: "5 adresses en copie au plus." });
  });
});
