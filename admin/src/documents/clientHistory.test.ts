import polyglotI18nProvider from "ra-i18n-polyglot";
import frenchMessages from "ra-language-french";
import { describe, expect, it } from "vitest";
import { auditMessages } from "../audit/messages";
import { clientHistoryRows } from "./clientHistory";
import { documentMessages } from "./messages";

// The documents' and the journal's strings only, as fr.ts merges them.
const i18n = polyglotI18nProvider(
  () => ({ ...frenchMessages, app: { documents: documentMessages, audit: auditMessages } }),
  "fr",
);

const entry = (id: number, action: string, changes: unknown, user: string | null = "admin@agence.ma") => ({
  id,
  at: "2026-11-24T18:30:05.000Z",
  user,
  action,
  resource: "quotes",
  recordId: "q1",
  changes,
});

const rows = (...entries: ReturnType<typeof entry>[]) => clientHistoryRows(entries, i18n.translate);

describe("clientHistoryRows", () => {
  it("says when (Casablanca's clock) a mail went, to whom with the copies, and by whom", () => {
    const changes = {
      to: [null, "compta@client.ma"],
      cc: [null, "a@client.ma, b@client.ma"],
      subject: [null, "Facture"],
    };
    expect(rows(entry(7, "mail", changes))).toEqual([
      {
        id: 7,
        at: "24/11/2026 19:30:05",
        event: "Envoyé à compta@client.ma",
        detail: "Cc : a@client.ma, b@client.ma",
        by: "admin@agence.ma",
      },
    ]);
  });

  it("has no copies line when none were sent, and reads copies written as a list", () => {
    const details = rows(
      entry(1, "mail", { to: [null, "x@client.ma"], cc: [null, null] }),
      entry(2, "mail", { to: [null, "x@client.ma"] }),
      entry(3, "mail", { to: [null, "x@client.ma"], cc: [null, ["a@client.ma", "b@client.ma"]] }),
    ).map((row) => row.detail);
    expect(details).toEqual(["", "", "Cc : a@client.ma, b@client.ma"]);
  });

  it("words the link's creation with its last day in Casablanca, and its revocation", () => {
    // 23:30 UTC is 00:30 the next day in Casablanca (UTC+1 outside Ramadan).
    const [created, revoked] = rows(
      entry(1, "share", { expiresAt: [null, "2027-01-24T23:30:00.000Z"] }),
      entry(2, "share-revoked", { revokedAt: [null, "2026-12-01T10:00:00.000Z"] }),
    );
    expect(created).toMatchObject({ event: "Lien client créé, valable jusqu'au 25/01/2027", by: "admin@agence.ma" });
    expect(revoked).toMatchObject({ event: "Lien client révoqué", detail: "" });
  });

  it("names the client as the author of a consultation, an acceptance and a refusal, with their words", () => {
    const [viewed, accepted, refused] = rows(
      entry(1, "view", { at: [null, "2026-11-26"] }, null),
      entry(
        2,
        "accept",
        {
          name: [null, "Nadia Alaoui"],
          comment: [null, "Livraison avant fin janvier"],
          address: [null, "203.0.113.9"],
          userAgent: [null, "Firefox"],
        },
        null,
      ),
      entry(3, "reject", { reason: [null, "Trop cher"], address: [null, "203.0.113.9"] }, null),
    );
    expect(viewed).toMatchObject({ event: "Consulté par le client", detail: "", by: "Le client" });
    expect(accepted).toMatchObject({
      event: "Accepté par Nadia Alaoui",
      detail: "Commentaire : « Livraison avant fin janvier »",
      by: "Le client",
    });
    expect(refused).toMatchObject({ event: "Refusé par le client", detail: "Motif : « Trop cher »", by: "Le client" });
  });

  it("leaves out a comment or a reason the client did not give", () => {
    const details = rows(
      entry(1, "accept", { name: [null, "Nadia Alaoui"], comment: [null, null] }, null),
      entry(2, "reject", { reason: [null, ""] }, null),
    ).map((row) => row.detail);
    expect(details).toEqual(["", ""]);
  });

  it("says a reminder's recipient, and names the system for what no one did by hand", () => {
    const [reminder, recurring] = rows(
      entry(1, "reminder", { daysAfterDue: [null, 7], to: [null, "compta@client.ma"] }, null),
      entry(2, "mail", { to: [null, "compta@client.ma"] }, null),
    );
    expect(reminder).toMatchObject({ event: "Relance envoyée à compta@client.ma", by: "Système" });
    expect(recurring).toMatchObject({ by: "Système" });
  });

  it("shows what it can of changes it cannot read, and the journal's label of any other action", () => {
    const [broken, share, other] = rows(
      entry(1, "mail", "broken"),
      entry(2, "share", null),
      entry(3, "status", { status: ["draft", "sent"] }),
    );
    expect(broken).toMatchObject({ event: "Envoi par e-mail", detail: "" });
    expect(share?.event).toBe("Lien client créé");
    expect(other?.event).toBe("Changement de statut");
  });
});
