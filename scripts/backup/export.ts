import type { Core } from "@strapi/strapi";
import { engine, file, strapi as local } from "@strapi/data-transfer";
import { reportProblems, summary } from "./report";

/** Strapi's panel accounts, roles and tokens (admin::*): Strapi's export leaves them out, as `strapi export` does. */
const transferred = (type: string) => !local.isIgnoredOfficialTransferType(type);

/**
 * Writes the whole content of the cms into `<base>.tar.gz` (`.enc` after it when a key is given) with Strapi's
 * data-transfer engine, as `strapi export` does: every collection's rows with their private fields, the links
 * between them, the uploaded files and Strapi's stored configuration. Answers the archive's path.
 */
export async function exportArchive(strapi: Core.Strapi, base: string, key: string | undefined): Promise<string> {
  const source = local.providers.createLocalStrapiSourceProvider({ getStrapi: () => strapi, autoDestroy: false });
  const destination = file.providers.createLocalFileDestinationProvider({
    file: { path: base },
    encryption: { enabled: Boolean(key), key },
    compression: { enabled: true },
  });
  const transfer = engine.createTransferEngine(source, destination, {
    versionStrategy: "ignore",
    schemaStrategy: "ignore",
    transforms: {
      entities: [{ filter: (entity) => transferred(entity.type) }],
      links: [{ filter: (link) => transferred(link.left.type) && transferred(link.right.type) }],
    },
  });
  reportProblems(transfer);
  const results = await transfer.transfer();
  console.log(summary(results.engine));
  const archive = results.destination?.file?.path;
  if (!archive) throw new Error("L'export de Strapi s'est terminé sans écrire d'archive.");
  return archive;
}
