import { describe, expect, it } from "vitest";
import {
  countQuery,
  listQuery,
  manyQuery,
  narrowsList,
  needsServerDay,
  oneQuery,
  readCountBody,
  readEntryBody,
  readListBody,
  referenceFilterField,
  strapiErrorMessage,
  toRecord,
  toResourceName,
  toStrapiData,
  withQuery,
  writeBody,
} from "./strapiQuery";

/** Decoded key=value pairs, in order, so expectations read like Strapi's docs. */
const pairs = (query: URLSearchParams): string[] => [...query.entries()].map(([key, value]) => `${key}=${value}`);

describe("listQuery", () => {
  it.each([
    {
      does: "pages, sorts and populates a collection",
      resource: "invoices",
      params: { pagination: { page: 2, perPage: 25 }, sort: { field: "issueDate", order: "DESC" }, filter: {} },
      query: ["pagination[page]=2", "pagination[pageSize]=25", "sort=issueDate:desc", "populate[0]=client"],
    },
    {
      does: "turns q into a case-insensitive $or over the resource's search fields, relations included",
      resource: "delivery",
      params: {
        pagination: { page: 1, perPage: 10 },
        sort: { field: "createdAt", order: "ASC" },
        filter: { q: "bl-26" },
      },
      query: [
        "pagination[page]=1",
        "pagination[pageSize]=10",
        "sort=createdAt:asc",
        "filters[$or][0][deliveryNumber][$containsi]=bl-26",
        "filters[$or][1][client][name][$containsi]=bl-26",
        "filters[$or][2][invoice][invoiceNumber][$containsi]=bl-26",
        "populate[0]=client",
        "populate[1]=invoice",
      ],
    },
    {
      does: "combines the search with equality filters, nested with brackets, and skips empty ones",
      resource: "posts",
      params: { filter: { q: "seo", category: "Design", "client.type": "sarl", status: "", other: undefined } },
      query: [
        "pagination[page]=1",
        "pagination[pageSize]=10",
        "filters[$or][0][title][$containsi]=seo",
        "filters[$or][1][excerpt][$containsi]=seo",
        "filters[category][$eq]=Design",
        "filters[client][type][$eq]=sarl",
        "populate[0]=coverImage",
      ],
    },
    {
      does: "searches messages' services by the label shown, whatever the case and accents",
      resource: "messages",
      params: { filter: { q: "CREATION" } },
      query: [
        "pagination[page]=1",
        "pagination[pageSize]=10",
        "filters[$or][0][name][$containsi]=CREATION",
        "filters[$or][1][email][$containsi]=CREATION",
        "filters[$or][2][service][$containsi]=CREATION",
        "filters[$or][3][service][$in][0]=web-creation",
        "filters[$or][3][service][$in][1]=content-creation",
      ],
    },
    {
      does: "adds no label clause when no service's label holds the search",
      resource: "messages",
      params: { filter: { q: "salma" } },
      query: [
        "pagination[page]=1",
        "pagination[pageSize]=10",
        "filters[$or][0][name][$containsi]=salma",
        "filters[$or][1][email][$containsi]=salma",
        "filters[$or][2][service][$containsi]=salma",
      ],
    },
    {
      does: "pages users with start/limit, the users-permissions way",
      resource: "users",
      params: { pagination: { page: 3, perPage: 20 }, sort: { field: "name", order: "ASC" }, filter: { q: "ali" } },
      query: [
        "start=40",
        "limit=20",
        "sort=name:asc",
        "filters[$or][0][name][$containsi]=ali",
        "filters[$or][1][email][$containsi]=ali",
        "populate[0]=role",
      ],
    },
  ] as const)("$does", ({ resource, params, query }) => {
    expect(pairs(listQuery(resource, params))).toEqual(query);
  });

  it("encodes brackets and values safely in the query string", () => {
    const query = listQuery("clients", { filter: { q: "a&b=c" } });
    expect(query.toString()).toContain("filters%5B%24or%5D%5B0%5D%5Bname%5D%5B%24containsi%5D=a%26b%3Dc");
  });
});

describe("countQuery", () => {
  it("carries the list's filters only", () => {
    expect(pairs(countQuery("users", { q: "x" }))).toEqual([
      "filters[$or][0][name][$containsi]=x",
      "filters[$or][1][email][$containsi]=x",
    ]);
  });
});

describe("manyQuery", () => {
  it("reads collection records by documentId", () => {
    expect(pairs(manyQuery("clients", ["a1", "b2"]))).toEqual([
      "pagination[page]=1",
      "pagination[pageSize]=2",
      "filters[documentId][$in][0]=a1",
      "filters[documentId][$in][1]=b2",
    ]);
  });

  it("reads users by numeric id", () => {
    expect(pairs(manyQuery("users", [4, 7]))).toContain("filters[id][$in][1]=7");
  });
});

describe("referenceFilterField", () => {
  it("filters a populated relation on its documentId, any other field as is", () => {
    expect(referenceFilterField("invoices", "client")).toBe("client.documentId");
    expect(referenceFilterField("invoices", "status")).toBe("status");
  });
});

describe("withQuery", () => {
  it("appends a query string only when there is one", () => {
    expect(withQuery("/api/clients/x", new URLSearchParams())).toBe("/api/clients/x");
    expect(withQuery("/api/quotes/x", new URLSearchParams({ a: "1" }))).toBe("/api/quotes/x?a=1");
  });
});

describe("toResourceName", () => {
  it("refuses a resource missing from the collections map", () => {
    expect(toResourceName("delivery")).toBe("delivery");
    expect(() => toResourceName("comments")).toThrow(/Unknown resource/);
  });
});

describe("toRecord", () => {
  it("keys collection entries by documentId and keeps the numeric id", () => {
    expect(toRecord("clients", { id: 3, documentId: "abc", name: "Atlas" })).toEqual({
      id: "abc",
      numericId: 3,
      documentId: "abc",
      name: "Atlas",
    });
  });

  it("keys users by numeric id and flattens their role to its name", () => {
    expect(toRecord("users", { id: 5, documentId: "u5", role: { id: 1, name: "Écrivain" } })).toEqual({
      id: 5,
      documentId: "u5",
      role: "Écrivain",
    });
  });

  it("refuses an entry without its key", () => {
    expect(() => toRecord("quotes", { id: 1 })).toThrow(/without a key/);
  });
});

describe("readListBody", () => {
  it("reads Strapi's data and pagination total", () => {
    const body = {
      data: [{ id: 1, documentId: "m1", name: "Sara" }],
      meta: { pagination: { page: 1, pageSize: 10, pageCount: 4, total: 37 } },
    };
    expect(readListBody("messages", body)).toEqual({
      data: [{ id: "m1", numericId: 1, documentId: "m1", name: "Sara" }],
      total: 37,
    });
  });

  it("reads the bare array /api/users answers, without a total", () => {
    expect(readListBody("users", [{ id: 2, name: "Omar" }])).toEqual({
      data: [{ id: 2, name: "Omar" }],
      total: undefined,
    });
  });

  it("refuses any other shape", () => {
    expect(() => readListBody("clients", { error: {} })).toThrow(/Unexpected clients list/);
  });
});

describe("readEntryBody / readCountBody", () => {
  it("unwraps { data } for collections and takes users bare", () => {
    expect(readEntryBody("posts", { data: { id: 9, documentId: "p9" } }).id).toBe("p9");
    expect(readEntryBody("users", { id: 9, email: "a@b.ma" }).id).toBe(9);
  });

  it("reads the users count", () => {
    expect(readCountBody(12)).toBe(12);
    expect(() => readCountBody({ count: 12 })).toThrow(/Unexpected count/);
  });
});

describe("toStrapiData / writeBody", () => {
  const record = {
    id: "inv1",
    documentId: "inv1",
    numericId: 8,
    createdAt: "2026-01-01",
    updatedAt: "2026-01-02",
    publishedAt: "2026-01-02",
    invoiceNumber: "FA-26-0001",
    client: { id: 2, documentId: "c2", name: "Atlas" },
    items: [{ id: 1, description: "Logo", quantity: 1 }],
  };

  it("strips read-only keys and sends relations by documentId, components as they are", () => {
    expect(toStrapiData(record)).toEqual({
      invoiceNumber: "FA-26-0001",
      client: "c2",
      items: [{ id: 1, description: "Logo", quantity: 1 }],
    });
  });

  it("sends media by numeric id", () => {
    expect(toStrapiData({ coverImage: { id: 4, documentId: "f4", mime: "image/png", url: "/x.png" } })).toEqual({
      coverImage: 4,
    });
  });

  it("wraps collection writes in { data } and sends user writes bare", () => {
    expect(writeBody("quotes", { quoteNumber: "DEVIS-26-0002", id: "q" })).toEqual({
      data: { quoteNumber: "DEVIS-26-0002" },
    });
    expect(writeBody("users", { id: 3, name: "Nadia" })).toEqual({ name: "Nadia" });
  });
});

describe("strapiErrorMessage", () => {
  it("reads Strapi's error message", () => {
    const body = {
      data: null,
      error: { status: 400, name: "ValidationError", message: "Invalid identifier or password", details: {} },
    };
    expect(strapiErrorMessage(body)).toBe("Invalid identifier or password");
  });

  it("answers nothing when the body carries no message", () => {
    expect(strapiErrorMessage({ error: { status: 500, message: "" } })).toBeUndefined();
    expect(strapiErrorMessage("<html>Bad gateway</html>")).toBeUndefined();
    expect(strapiErrorMessage(null)).toBeUndefined();
  });
});

describe("range and overdue filters", () => {
  it("bounds a date range with _gte and _lte", () => {
    expect(pairs(countQuery("invoices", { issueDate_gte: "2026-01-01", issueDate_lte: "2026-03-31" }))).toEqual([
      "filters[issueDate][$gte]=2026-01-01",
      "filters[issueDate][$lte]=2026-03-31",
    ]);
  });

  // Each switch reckoned on the server's day: what it asks Strapi for, nothing when off, an error without the day.
  it.each([
    {
      name: "overdue",
      resource: "invoices",
      reads: "issued invoices due before today with something still due",
      filter: { overdue: true, status: "partial" },
      asked: [
        "filters[$and][0][state][$eq]=issued",
        "filters[$and][1][dueDate][$lt]=2026-11-24",
        "filters[$and][2][status][$in][0]=unpaid",
        "filters[$and][2][status][$in][1]=partial",
        "filters[status][$eq]=partial",
      ],
    },
    {
      name: "expired",
      resource: "quotes",
      reads: "quotes still waiting for an answer past their last valid day, or without one",
      filter: { expired: "true" },
      asked: [
        "filters[$and][0][status][$in][0]=draft",
        "filters[$and][0][status][$in][1]=sent",
        "filters[$and][1][$or][0][validUntil][$lt]=2026-11-24",
        "filters[$and][1][$or][1][validUntil][$null]=true",
      ],
    },
  ] as const)("$name asks for $reads", ({ name, resource, filter, asked }) => {
    expect(pairs(countQuery(resource, { ...filter, today: "2026-11-24" }))).toEqual(asked);
    expect(pairs(countQuery(resource, { [name]: false, today: "2026-11-24" }))).toEqual([]);
    expect(() => countQuery(resource, { [name]: true })).toThrow(`The ${name} filter needs the day`);
  });

  it("says a filter narrows the list when it sends Strapi a filter: a search, a value, a range, a switch on", () => {
    expect(narrowsList({ q: "atlas" })).toBe(true);
    expect(narrowsList({ status: "failed" })).toBe(true);
    expect(narrowsList({ at_gte: "2026-11-01" })).toBe(true);
    expect(narrowsList({ archived: false })).toBe(true);
    expect(narrowsList({ method: ["virement"] })).toBe(true);
    expect(narrowsList({ overdue: true })).toBe(true);
    expect(narrowsList({ q: "", expired: "true" })).toBe(true);
  });

  it("says it does not when nothing is set, what is set is empty, or a day's switch is off", () => {
    expect(narrowsList(undefined)).toBe(false);
    expect(narrowsList({})).toBe(false);
    expect(narrowsList({ q: "", status: undefined, client: null, method: [] })).toBe(false);
    expect(narrowsList({ overdue: false, expired: "false", today: "2026-11-24" })).toBe(false);
  });

  it("needs the server's day for a switch reckoned on it, and only then", () => {
    expect(needsServerDay({ overdue: true })).toBe(true);
    expect(needsServerDay({ expired: "true", q: "atlas" })).toBe(true);
    expect(needsServerDay({ overdue: false, expired: "false" })).toBe(false);
    expect(needsServerDay({ status: "sent", today: "2026-11-24" })).toBe(false);
  });
});

describe("filter aliases", () => {
  it("finds a client's payments through their invoice", () => {
    expect(pairs(countQuery("payments", { client: "c1", method: "cheque" }))).toEqual([
      "filters[invoice][client][documentId][$eq]=c1",
      "filters[method][$eq]=cheque",
    ]);
  });
});

describe("oneQuery", () => {
  it("adds the relations a detail screen asks for after the list's own", () => {
    expect(pairs(oneQuery("creditNotes", ["client.type"]))).toEqual([
      "populate[0]=client",
      "populate[1]=invoice",
      "populate[2]=items",
      "populate[3]=client.type",
    ]);
    expect(pairs(oneQuery("clients", ["document"]))).toEqual(["populate[0]=document"]);
  });
});
