import type { Context } from "../../utils/context";
import type { Core } from "@strapi/strapi";
import { FILE_TYPE_REFUSED } from "@agency/shared";
import { errors } from "@strapi/utils";
import { checkFileContent, type IncomingFile } from "../../uploads/file-content";
import { isAdmin, recordOwner, WRITER_CONTENT, writerMayChange } from "../../uploads/ownership";

type Controller = (this: unknown, ctx: Context) => Promise<unknown>;
type Factory<T> = (deps: { strapi: Core.Strapi }) => T;

interface Route {
  method: string;
  path: string;
  handler: string;
  config?: Record<string, unknown>;
}

type UploadService = Record<string, (this: unknown, ...args: unknown[]) => Promise<unknown>>;

/** The parts of the upload plugin that this extension changes (Strapi hands an extension its plugin untyped). */
interface UploadPlugin {
  contentTypes: { file: { schema: { attributes: Record<string, unknown> } } };
  services: { upload: Factory<UploadService> };
  controllers: {
    "content-api": Factory<Record<string, Controller>>;
    "admin-file": Record<string, Controller>;
    "admin-folder-file": Record<string, Controller>;
  };
  routes: { "content-api": { routes: Route[] } };
}

/** Strapi's own type check (config `security`) answers in English; staff read French. */
const inFrench = (error: unknown): unknown =>
  error instanceof errors.ValidationError && /file type|mime type/i.test(error.message)
    ? new errors.ValidationError(FILE_TYPE_REFUSED)
    : error;

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Every upload path (content API, Strapi's panel, the seed) goes through the service: the content check lives there. */
function checkContentInService(plugin: UploadPlugin): void {
  const createUpload = plugin.services.upload;
  plugin.services.upload = (deps: { strapi: Core.Strapi }) => {
    const service = createUpload(deps);
    const { upload, replace } = service;
    return Object.assign(service, {
      async upload(input: { data: unknown; files: IncomingFile | IncomingFile[] }, opts?: unknown) {
        for (const file of asArray(input.files)) await checkFileContent(file);
        return upload!.call(service, input, opts);
      },
      async replace(id: unknown, input: { data: unknown; file: IncomingFile }, opts?: unknown) {
        await checkFileContent(input.file);
        return replace!.call(service, id, input, opts);
      },
    });
  };
}

/**
 * Writers upload for articles and change only what they uploaded; their media
 * list holds only their own files (the whole library includes client documents).
 */
function restrictWriters(plugin: UploadPlugin): void {
  const createController = plugin.controllers["content-api"];
  plugin.controllers["content-api"] = (deps: { strapi: Core.Strapi }) => {
    const { strapi } = deps;
    const controller = createController(deps);
    const { upload, find, findOne } = controller;
    const ownFiles = (ctx: Context) => ({ uploadedBy: ctx.state.user.id });
    return Object.assign(controller, {
      async upload(this: unknown, ctx: Context) {
        const user = ctx.state.user;
        const id = ctx.query?.id;
        const ref = ctx.request.body?.ref;
        if (!isAdmin(user)) {
          if (ref !== undefined && !WRITER_CONTENT.has(String(ref))) {
            throw new errors.ForbiddenError("Vous ne pouvez joindre des fichiers qu’aux articles.");
          }
          if (id !== undefined && !(await writerMayChange(strapi, Number(id), user.id))) {
            throw new errors.ForbiddenError(
              "Vous ne pouvez modifier que les fichiers que vous avez envoyés pour vos articles.",
            );
          }
        }
        try {
          await upload!.call(this, ctx);
        } catch (error) {
          throw inFrench(error);
        }
        if (id === undefined && ctx.status === 201) {
          await recordOwner(
            strapi,
            asArray(ctx.body as { id: number }[]).map((file) => file.id),
            user.id,
          );
        }
      },
      async find(this: unknown, ctx: Context) {
        if (isAdmin(ctx.state.user)) return find!.call(this, ctx);
        const files = await strapi
          .plugin("upload")
          .service("upload")
          .findMany({ filters: ownFiles(ctx), sort: { createdAt: "desc" }, limit: 100 });
        ctx.body = await strapi.contentAPI.sanitize.output(files, strapi.getModel("plugin::upload.file"), {
          auth: ctx.state.auth,
        });
      },
      async findOne(this: unknown, ctx: Context) {
        if (!isAdmin(ctx.state.user)) {
          const mine = await strapi.db
            .query("plugin::upload.file")
            .findOne({ where: { id: Number(ctx.params.id), ...ownFiles(ctx) }, select: ["id"] });
          if (!mine) return ctx.notFound("Fichier introuvable");
        }
        return findOne!.call(this, ctx);
      },
    });
  };
}

/** Deleting a file needs a verified code, as every other deletion does. */
function deletionNeedsCode(plugin: UploadPlugin): void {
  const contentApi = plugin.routes["content-api"];
  contentApi.routes = contentApi.routes.map((route) =>
    route.handler === "content-api.destroy"
      ? {
          ...route,
          config: { ...route.config, policies: [{ name: "global::deletion-code", config: { resource: "files" } }] },
        }
      : route,
  );
}

const isSuperAdmin = (user: { roles?: Array<{ code?: string }> } | undefined): boolean =>
  (user?.roles ?? []).some((role) => role.code === "strapi-super-admin");

/**
 * Strapi's panel lets whoever may change a file delete it: there, deleting
 * media stays the technical Super Admin's, as the API asks a code for it.
 */
function panelDeletionForSuperAdmin(plugin: UploadPlugin): void {
  for (const [name, action] of [
    ["admin-file", "destroy"],
    ["admin-folder-file", "deleteMany"],
  ] as const) {
    const controller = plugin.controllers[name];
    const original: Controller = controller[action];
    controller[action] = async function (this: unknown, ctx: Context) {
      if (!isSuperAdmin(ctx.state.user))
        return ctx.forbidden("Seul le Super Admin supprime des médias depuis le panneau Strapi.");
      return original.call(this, ctx);
    };
  }
}

/** Who uploaded a file (a back-office account id); never shown through the API. */
function addOwner(plugin: UploadPlugin): void {
  plugin.contentTypes.file.schema.attributes.uploadedBy = { type: "integer", private: true, configurable: false };
}

export default (plugin: UploadPlugin) => {
  addOwner(plugin);
  checkContentInService(plugin);
  restrictWriters(plugin);
  deletionNeedsCode(plugin);
  panelDeletionForSuperAdmin(plugin);
  return plugin;
};
