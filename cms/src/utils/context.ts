import type { Core } from "@strapi/strapi";

/** Koa's request context with Strapi's additions, as Strapi's own controller type declares it. */
export type Context = Parameters<Core.ControllerHandler>[0];

/** What a policy receives: Strapi wraps the request's context, whose `state` and `params` its type leaves out. */
export type PolicyContext = Core.PolicyContext & Pick<Context, "state" | "params">;
