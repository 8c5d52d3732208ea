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
    expect(failureMessage("invoices", "generate", "Trop de demandes", OWN)).toBe("app.deletion.send_failed");
    expect(failureMessage("clients", "generate", undefined, OWN)).toBe("app.deletion.send_failed");
  });

  it("gives each resource its own failure message, whatever the server said", () => {
    expect(failureMessage("posts", "verify", "Code invalide", OWN)).toBe("app.deletion.outcomes.posts.failure");
    expect(failureMessage("delivery", "action", undefined, OWN)).toBe(outcomeKey("delivery", "failure"));
  });

  it("shows the server's message for clients, else the generic one", () => {
    expect(failureMessage("clients", "action", "Client lié à des factures", OWN)).toBe("Client lié à des factures");
    expect(failureMessage("clients", "verify", undefined, OWN)).toBe("app.deletion.outcomes.clients.failure");
  });

  it("shows the refusal to delete one's own account as the server words it", () => {
    for (const step of ["generate", "verify", "action"] as const) {
      expect(failureMessage("users", step, OWN, OWN)).toBe(OWN);
    }
    expect(failureMessage("users", "action", "Autre erreur", OWN)).toBe("app.deletion.outcomes.users.failure");
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
