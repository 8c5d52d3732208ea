import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { toAuthUser } from '../../auth/auth-user';

type Controller = (ctx: any, next?: () => Promise<unknown>) => Promise<unknown>;
type ControllerFactory = (deps: { strapi: Core.Strapi }) => Record<string, Controller>;

/** Strapi answers sign-in errors in English; staff read French. */
const FRENCH_LOGIN_ERRORS: Record<string, string> = {
  'Invalid identifier or password': 'Adresse e-mail ou mot de passe incorrect',
  'Your account has been blocked by an administrator': 'Votre compte a été bloqué par un administrateur',
  'Your account email is not confirmed': "L'adresse e-mail de votre compte n'est pas confirmée",
  'identifier is a required field': "L'adresse e-mail est requise",
  'password is a required field': 'Le mot de passe est requis',
};

function translateLoginError(error: unknown): unknown {
  if (error instanceof errors.ApplicationError) {
    const french = FRENCH_LOGIN_ERRORS[error.message];
    if (french) {
      const Translated = error.constructor as new (message: string, details?: unknown) => Error;
      return new Translated(french, error.details);
    }
  }
  return error;
}

/**
 * Sign-in answers the user with its role, so the back-office knows whether it
 * is an admin or a writer without a second request.
 */
export default (plugin: any) => {
  const createAuth: ControllerFactory = plugin.controllers.auth;
  plugin.controllers.auth = (deps: { strapi: Core.Strapi }) => {
    const auth = createAuth(deps);
    const callback = auth.callback as Controller;
    return {
      ...auth,
      async callback(ctx: any, next?: () => Promise<unknown>) {
        try {
          await callback(ctx, next);
        } catch (error) {
          throw translateLoginError(error);
        }
        const body = ctx.body as { jwt?: string; user?: { id: number } } | undefined;
        if (body?.jwt && body.user) {
          const user = await deps.strapi.db.query('plugin::users-permissions.user').findOne({
            where: { id: body.user.id },
            populate: ['role'],
          });
          ctx.body = { jwt: body.jwt, user: toAuthUser(user) };
        }
      },
    };
  };
  return plugin;
};
