import type { Context } from "../../../utils/context";
import type { Core } from "@strapi/strapi";
import { z } from "zod";
import { DELETABLE_RESOURCES, isDeletableResource, type DeletableResource } from "../../../auth/deletable-resources";
import { ROLE_ADMIN } from "../../../auth/roles";
import { ConflictError } from "../../../sales/conflict";
import { deletionRefusal, GUARDED_RESOURCES } from "../../../sales/deletion-guard";
import type { CodeTarget, VerifyResult } from "../services/one-time-code";

const bodySchema = z.object({
  resource: z.string().min(1).max(40),
  id: z.union([z.string().min(1).max(60), z.number().int().positive()]).optional(),
  otp: z.string().max(20).optional(),
  /** `update`: a code for changing a user's password, e-mail or role (users only). */
  action: z.enum(["delete", "update"]).optional(),
});

export const VERIFY_FAILURES: Record<Exclude<VerifyResult, { ok: true }>["reason"], string> = {
  invalid: "Code de vérification incorrect",
  expired: "Ce code a expiré : demandez-en un nouveau",
  locked: "Trop de tentatives : ce code est annulé, demandez-en un nouveau",
};

interface Resolved {
  target: CodeTarget;
  /** How the mail names the action the code confirms. */
  what: string;
}

/** Checks the body, the caller's right to delete (or create, or change a user) and that the record exists. */
async function resolve(ctx: Context, strapi: Core.Strapi): Promise<Resolved | null> {
  const parsed = bodySchema.safeParse(ctx.request.body ?? {});
  if (!parsed.success || !isDeletableResource(parsed.data.resource)) {
    ctx.badRequest("Ressource inconnue ou requête invalide");
    return null;
  }
  const { resource: name, id, action = "delete" } = parsed.data;
  const resource: DeletableResource = DELETABLE_RESOURCES[name];
  const user = ctx.state.user;
  const creation = name === "users" && id === undefined;
  const update = action === "update";
  if (update && (name !== "users" || creation)) {
    ctx.badRequest("Ressource inconnue ou requête invalide");
    return null;
  }
  if (resource.adminOnly && user.role?.name !== ROLE_ADMIN) {
    ctx.forbidden("Action réservée aux administrateurs");
    return null;
  }
  if (!creation) {
    if (id === undefined) {
      ctx.badRequest("Identifiant manquant");
      return null;
    }
    if (!update && name === "users" && String(id) === String(user.id)) {
      ctx.forbidden("Vous ne pouvez pas supprimer votre propre compte");
      return null;
    }
    const where = resource.key === "id" ? { id: Number(id) } : { documentId: String(id) };
    if (
      (resource.key === "id" && !Number.isInteger(Number(id))) ||
      !(await strapi.db.query(resource.uid).findOne({ where, select: ["id"] }))
    ) {
      ctx.notFound(resource.notFound);
      return null;
    }
  }
  const purpose = creation ? "user-creation" : update ? "user-update" : "deletion";
  return {
    what: creation
      ? "la création d’un utilisateur"
      : update
        ? "la modification d’un utilisateur"
        : `la suppression ${resource.label}`,
    target: { userId: user.id, purpose, resource: name, recordId: creation ? "" : String(id) },
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/delete-otp/generate { resource, id }: mails a code to the signed-in user. */
  async generate(ctx: Context) {
    const resolved = await resolve(ctx, strapi);
    if (!resolved) return;
    // A record the book of record keeps (an issued invoice, a client with documents) is refused here, as its DELETE
    // would be: no code is mailed for a deletion that cannot happen.
    const { purpose, resource, recordId } = resolved.target;
    const guarded = purpose === "deletion" ? GUARDED_RESOURCES[resource] : undefined;
    const refusal = guarded ? await deletionRefusal(strapi, guarded, recordId) : null;
    if (refusal) throw new ConflictError(refusal);
    const code = await strapi.service("api::one-time-code.one-time-code").issue(resolved.target);
    const { what } = resolved;
    const sent: boolean = await strapi
      .service("api::one-time-code.code-mail")
      .send(
        ctx.state.user,
        "Votre code de vérification",
        `Voici le code qui confirme ${what} dans le back-office :`,
        code,
      );
    ctx.body = {
      ok: true,
      // Refused by the SMTP server: the outbox retries it, and the code stays valid 10 minutes.
      message: sent
        ? "Code de vérification envoyé par e-mail"
        : "Le code de vérification partira par e-mail dès que possible",
    };
  },

  /** POST /api/delete-otp/verify { resource, id, otp } */
  async verify(ctx: Context) {
    const resolved = await resolve(ctx, strapi);
    if (!resolved) return;
    const otp = String(ctx.request.body?.otp ?? "");
    if (!/^\d{6}$/.test(otp)) return ctx.badRequest("Veuillez saisir le code à 6 chiffres.");
    const result: VerifyResult = await strapi.service("api::one-time-code.one-time-code").verify(resolved.target, otp);
    if (!result.ok) return ctx.badRequest(VERIFY_FAILURES[result.reason]);
    ctx.body = { ok: true, message: "Code vérifié" };
  },
});
