import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { clientSchema, DEFAULT_CLIENT_TYPE, type ClientData } from "@agency/shared";

/** The three sales reps a client can be assigned to (sales contract). */
export const SALES_REPS = ["Salma Idrissi", "Youssef Benali", "Nadia El Fassi"] as const;

/** The inputs of the client form, as first shown: every value a string, "" for an empty one. */
export interface ClientFormValues {
  name: string;
  type: string;
  email: string;
  phone: string;
  address: string;
  contactName: string;
  salesRep: string;
  ice: string;
  fiscalId: string;
  notes: string;
}

export type ClientField = keyof ClientFormValues;

export const emptyClientForm: ClientFormValues = {
  name: "",
  type: DEFAULT_CLIENT_TYPE,
  email: "",
  phone: "",
  address: "",
  contactName: "",
  salesRep: "",
  ice: "",
  fiscalId: "",
  notes: "",
};

/**
 * The form's validation: the shared `clientSchema`, the server's own rules and messages. It takes
 * whatever the inputs hold (react-admin empties a cleared text to null) and answers the checked client.
 */
export const clientResolver = zodResolver(clientSchema as z.ZodType<ClientData, FieldValues>);

/** A client as the API reads it: optional texts may be null or absent. */
export type ClientFields = Pick<ClientFormValues, "name" | "type" | "email" | "phone" | "address"> &
  Partial<Record<"contactName" | "salesRep" | "ice" | "fiscalId" | "notes", string | null>>;

export const toClientFormValues = (client: ClientFields): ClientFormValues => ({
  name: client.name,
  type: client.type,
  email: client.email,
  phone: client.phone,
  address: client.address,
  contactName: client.contactName ?? "",
  salesRep: client.salesRep ?? "",
  ice: client.ice ?? "",
  fiscalId: client.fiscalId ?? "",
  notes: client.notes ?? "",
});

/** The body's `data` of a create or update; `document` is the upload's numeric id. */
export interface ClientPayload {
  name: string;
  type: string;
  email: string;
  phone: string;
  address: string;
  contactName: string | null;
  salesRep: string | null;
  ice: string | null;
  fiscalId: string | null;
  notes: string | null;
  document?: number;
}

/**
 * The payload of a form the shared `clientSchema` has checked (its resolver gives trimmed texts
 * and identifiers without their spaces): null for a blank optional text, so that clearing a
 * field clears it on the server too.
 */
export const toClientPayload = (client: ClientData): ClientPayload => {
  const { contactName, salesRep, ice, fiscalId, notes, ...required } = client;
  return {
    ...required,
    contactName: contactName || null,
    salesRep: salesRep || null,
    ice: ice || null,
    fiscalId: fiscalId || null,
    notes: notes || null,
  };
};

/** The sales reps offered, plus a client's current one should it no longer be in the list. */
export const salesRepChoices = (current: string | null | undefined): readonly string[] =>
  !current || SALES_REPS.some((rep) => rep === current) ? SALES_REPS : [...SALES_REPS, current];
