import { describe, expect, it } from "vitest";
import { failureMessage, otpCollections, outcomeKey, withCodeReason } from "./deletionTargets";

const OWN = "Vous ne pouvez pas supprimer votre propre compte";

describe("otpCollections", () => {
  it("names the API's collections where they differ from react-admin's resources", () => {
    expect([otpCollections.delivery, otpCollections.posts, otpCollections.messages]).toEqual([
      "deliveries",
      "articles",
      "messages",
    ]);
  });
});

describe("failureMessage", () => {
  it("has one message for a failed code request", () => {
    expect(failureMessage("invoices", "generate", { message: "Trop de demandes", status: 429 }, OWN)).toBe(
      "app.deletion.send_failed",
    );
    expect(failureMessage("clients", "generate", {}, OWN)).toBe("app.deletion.send_failed");
  });

  it("says why the book of record keeps the record, at the code request as at the deletion", () => {
    const kept = {
      message: "Une facture émise ne se supprime pas : pour l'annuler, établissez un avoir.",
      status: 409,
    };
    expect(failureMessage("invoices", "generate", kept, OWN)).toBe(kept.message);
    expect(failureMessage("posts", "action", kept, OWN)).toBe(kept.message);
    expect(failureMessage("invoices", "generate", { status: 409 }, OWN)).toBe("app.deletion.send_failed");
  });

  it("gives each resource its own failure message, whatever the server said", () => {
    expect(failureMessage("posts", "verify", { message: "Code invalide", status: 400 }, OWN)).toBe(
      "app.deletion.outcomes.posts.failure",
    );
    expect(failureMessage("delivery", "action", {}, OWN)).toBe(outcomeKey("delivery", "failure"));
  });

  it("shows the server's message for clients, else the generic one", () => {
    expect(failureMessage("clients", "action", { message: "Client lié à des factures", status: 500 }, OWN)).toBe(
      "Client lié à des factures",
    );
    expect(failureMessage("clients", "verify", {}, OWN)).toBe("app.deletion.outcomes.clients.failure");
  });

  it("shows the refusal to delete one's own account as the server words it", () => {
    for (const step of ["generate", "verify", "action"] as const) {
      expect(failureMessage("users", step, { message: OWN, status: 403 }, OWN)).toBe(OWN);
    }
    expect(failureMessage("users", "action", { message: "Autre erreur", status: 500 }, OWN)).toBe(
      "app.deletion.outcomes.users.failure",
    );
  });
});

describe("withCodeReason", () => {
  const translate = (key: string) =>
    key === "app.deletion.outcomes.posts.failure" ? "Impossible de supprimer l'article" : key;

  it("says why the code was refused after the spec's message", () => {
    expect(
      withCodeReason("app.deletion.outcomes.posts.failure", "verify", "Code de vérification incorrect", translate),
    ).toBe("Impossible de supprimer l'article : Code de vérification incorrect");
  });

  it("leaves the other steps, and the server's own words, as they are", () => {
    expect(withCodeReason("app.deletion.outcomes.posts.failure", "action", "Erreur", translate)).toBe(
      "app.deletion.outcomes.posts.failure",
    );
    expect(withCodeReason("app.deletion.outcomes.posts.failure", "verify", undefined, translate)).toBe(
      "app.deletion.outcomes.posts.failure",
    );
    expect(withCodeReason("Client lié à des factures", "verify", "Client lié à des factures", translate)).toBe(
      "Client lié à des factures",
    );
  });
});
