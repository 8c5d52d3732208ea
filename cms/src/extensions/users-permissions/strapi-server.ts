import type { Context } from "../../utils/context";
import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { toAuthUser } from "../../auth/auth-user";
import { accountAddress, ADDRESS_TAKEN, USERNAME_TAKEN } from "../../auth/one-address";
import { SIGN_IN_LIMIT } from "../../auth/rate-limits";

type Controller = (ctx: Context, next?: () => Promise<unknown>) => Promise<unknown>;
type ControllerFactory = (deps: { strapi: Core.Strapi }) => Record<string, Controller>;

/** Strapi answers sign-in and account errors in English; staff read French. */
const FRENCH_ERRORS: Record<string, string> = {
  "Email already taken": ADDRESS_TAKEN,
  "Username already taken": USERNAME_TAKEN,
  "Invalid identifier or password": "Adresse e-mail ou mot de passe incorrect",
  "Your account has been blocked by an administrator": "Votre compte a été bloqué par un administrateur",
  "Your account email is not confirmed": "L'adresse e-mail de votre compte n'est pas confirmée",
  "identifier is a required field": "L'adresse e-mail est requise",
  "password is a required field": "Le mot de passe est requis",
};

function translateError(error: unknown): unknown {
  if (error instanceof errors.ApplicationError) {
    const french = FRENCH_ERRORS[error.message];
    if (french) {
      const Translated = error.constructor as new (message: string, details?: unknown) => Error;
      return new Translated(french, error.details);
    }
  }
  return error;
}

/** A bcrypt hash of a random password nobody knows, at users-permissions' cost: the decoy of an unknown address. */
const DECOY_HASH = "$2a$10$N1tvwc.gfErMTNGbPylCzOYziqZ0ngDDgcqaICqraSx7KoPaTojj2";

/**
 * users-permissions answers an unknown address at once and a known one after checking its password (bcrypt, tens
 * of milliseconds): the time told which addresses are staff accounts. A refused sign-in of an address without a
 * password to check checks the decoy, so both take as long.
 */
async function sameWorkAsAPassword(strapi: Core.Strapi, body: unknown): Promise<void> {
  const { identifier, password } = (body ?? {}) as { identifier?: unknown; password?: unknown };
  if (typeof identifier !== "string" || typeof password !== "string" || !identifier || !password) return;
  const user = await strapi.db.query("plugin::users-permissions.user").findOne({
    where: { provider: "local", $or: [{ email: identifier.toLowerCase() }, { username: identifier }] },
    select: ["id", "password"],
  });
  if (user?.password) return;
  await strapi.plugin("users-permissions").service("user").validatePassword(password, DECOY_HASH);
}

/**
 * Routes of users-permissions that this product does not offer: staff accounts
 * are created by admins (with a code), passwords are reset with our own
 * code-based flow, and there is no third-party sign-in.
 */
const REMOVED_HANDLERS = new Set([
  "auth.connect",
  "auth.register",
  "auth.forgotPassword",
  "auth.resetPassword",
  "auth.emailConfirmation",
  "auth.sendEmailConfirmation",
  "auth.changePassword",
  "auth.refresh",
  "auth.logout",
  "auth.getSessions",
  "auth.revokeSession",
]);

interface Route {
  method: string;
  path: string;
  handler: string;
  config?: Record<string, unknown>;
}

/** A token's claims, as users-permissions' jwt service verifies them. */
type TokenPayload = { id?: number; iat?: number; iatMs?: unknown } | null | undefined;

/** users-permissions' jwt service, as far as it is wrapped here. */
interface JwtService {
  issue(this: unknown, payload: Record<string, unknown>, options?: Record<string, unknown>): string;
  getToken(this: unknown, ctx: Context): Promise<TokenPayload>;
  [member: string]: unknown;
}

/** The parts of the users-permissions plugin that this extension changes (Strapi hands an extension its plugin untyped). */
interface UsersPermissionsPlugin {
  routes: { "content-api": { routes: Route[] } };
  services: { jwt: (deps: { strapi: Core.Strapi }) => JwtService };
  controllers: { auth: ControllerFactory; user: Record<string, Controller> };
}

function adaptRoute(route: Route): Route {
  if (route.handler === "auth.callback") {
    return { ...route, config: { ...route.config, middlewares: [SIGN_IN_LIMIT()] } };
  }
  if (route.handler === "user.destroy") {
    const policies = ["global::not-self", { name: "global::deletion-code", config: { resource: "users" } }];
    // The account's deletion and its journal entry (a lifecycle of the query layer) in one transaction.
    return { ...route, config: { ...route.config, policies, middlewares: ["global::transactional"] } };
  }
  if (route.handler === "user.update") {
    // In one transaction, so that the locks of the last-admin check and of the address (auth/last-admin,
    // auth/one-address) are held until the write commits.
    const config = { policies: ["global::user-change-code"], middlewares: ["global::transactional"] };
    return { ...route, config: { ...route.config, ...config } };
  }
  if (route.handler === "user.create") {
    const policies = [{ name: "global::deletion-code", config: { resource: "users", creation: true } }];
    // In one transaction, so that the address's lock (auth/one-address) is held until the account is written.
    return { ...route, config: { ...route.config, policies, middlewares: ["global::transactional"] } };
  }
  return route;
}

function adaptRoutes(plugin: UsersPermissionsPlugin): void {
  const contentApi = plugin.routes["content-api"];
  contentApi.routes = contentApi.routes
    .filter(
      (route) => !REMOVED_HANDLERS.has(route.handler) && !(route.handler === "auth.callback" && route.method === "GET"),
    )
    .map(adaptRoute);
}

/**
 * A token issued before the user's last password change opens nothing: a change ends the other sessions.
 * Tokens carry their issue time in ms (`iat` has whole seconds only, which let a token of the same second live).
 */
function revokeOldTokens(plugin: UsersPermissionsPlugin): void {
  const createJwt = plugin.services.jwt;
  plugin.services.jwt = (deps: { strapi: Core.Strapi }) => {
    const jwt = createJwt(deps);
    const service = {
      ...jwt,
      issue(payload: Record<string, unknown>, options?: Record<string, unknown>) {
        return jwt.issue.call(service, { ...payload, iatMs: Date.now() }, options);
      },
      async getToken(ctx: Context) {
        const payload = await jwt.getToken.call(service, ctx);
        if (
          payload?.id !== undefined &&
          (await deps.strapi.service("api::account.account").isTokenRevoked(payload.id, payload))
        ) {
          throw new errors.UnauthorizedError("Session expirée : veuillez vous reconnecter");
        }
        return payload;
      },
    };
    return service;
  };
}

/**
 * Strapi's own check of a `unique` attribute, which users-permissions passes on without saying which: an account
 * written second in a race meets it (the first committed between users-permissions' check and Strapi's).
 */
const UNIQUE_CHECK = "This attribute must be unique";

/** Which of an account's unique fields the written data takes from another account: its address, else its username. */
async function takenIdentifier(ctx: Context): Promise<string> {
  const { email } = (ctx.request.body ?? {}) as { email?: unknown };
  if (typeof email !== "string" || !email) return USERNAME_TAKEN;
  const holder = await strapi.db
    .query("plugin::users-permissions.user")
    .findOne({ where: { email: accountAddress(email) }, select: ["id"] });
  return holder && String(holder.id) !== String(ctx.params?.id) ? ADDRESS_TAKEN : USERNAME_TAKEN;
}

/** The account routes' refusals in French (users-permissions gives this controller as its actions, not a factory). */
function translateUserErrors(plugin: UsersPermissionsPlugin): void {
  const user = plugin.controllers.user;
  const inFrench =
    (action: Controller): Controller =>
    async (ctx, next) => {
      try {
        return await action(ctx, next);
      } catch (error) {
        if (error instanceof errors.ApplicationError && error.message === UNIQUE_CHECK) {
          throw new errors.ApplicationError(await takenIdentifier(ctx));
        }
        throw translateError(error);
      }
    };
  plugin.controllers.user = { ...user, create: inFrench(user.create!), update: inFrench(user.update!) };
}

/**
 * Sign-in answers the user with its role, so the back-office knows whether it
 * is an admin or a writer without a second request.
 */
export default (plugin: UsersPermissionsPlugin) => {
  adaptRoutes(plugin);
  revokeOldTokens(plugin);
  translateUserErrors(plugin);
  const createAuth = plugin.controllers.auth;
  plugin.controllers.auth = (deps: { strapi: Core.Strapi }) => {
    const auth = createAuth(deps);
    const callback = auth.callback as Controller;
    return {
      ...auth,
      async callback(ctx: Context, next?: () => Promise<unknown>) {
        try {
          await callback(ctx, next);
        } catch (error) {
          await sameWorkAsAPassword(deps.strapi, ctx.request.body);
          throw translateError(error);
        }
        const body = ctx.body as { jwt?: string; user?: { id: number } } | undefined;
        if (body?.jwt && body.user) {
          const user = await deps.strapi.db.query("plugin::users-permissions.user").findOne({
            where: { id: body.user.id },
            populate: ["role"],
          });
          ctx.body = { jwt: body.jwt, user: toAuthUser(user) };
        }
      },
    };
  };
  return plugin;
};
