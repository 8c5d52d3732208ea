import { describe, expect, it } from "vitest";
import { mailingRows } from "./mailings";

const entry = (id: number, changes: unknown, user: string | null = "admin@agence.ma") => ({
  id,
  at: "2026-11-24T18:30:05.000Z",
  user,
  action: "mail",
  resource: "invoices",
  recordId: "inv1",
  changes,
});

describe("mailingRows", () => {
  it("says when (Casablanca's clock), to whom with the copies, and by whom", () => {
    const changes = {
      to: [null, "compta@client.ma"],
      cc: [null, "a@client.ma, b@client.ma"],
      subject: [null, "Facture"],
    };
    expect(mailingRows([entry(7, changes)], "Système")).toEqual([
      {
        id: 7,
        at: "24/11/2026 19:30:05",
        to: "compta@client.ma",
        cc: "a@client.ma, b@client.ma",
        by: "admin@agence.ma",
      },
    ]);
  });

  it("has no copies when none were sent, and reads copies written as a list", () => {
    const rows = mailingRows(
      [
        entry(1, { to: [null, "x@client.ma"], cc: [null, null] }),
        entry(2, { to: [null, "x@client.ma"] }),
        entry(3, { to: [null, "x@client.ma"], cc: [null, ["a@client.ma", "b@client.ma"]] }),
      ],
      "Système",
    );
    expect(rows.map((row) => row.cc)).toEqual(["", "", "a@client.ma, b@client.ma"]);
  });

  it("names the system when no one is recorded, and shows nothing for changes it cannot read", () => {
    const [row] = mailingRows([entry(4, "broken", null)], "Système");
    expect(row).toMatchObject({ to: "", cc: "", by: "Système" });
  });
});
