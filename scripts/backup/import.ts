import type { Core } from "@strapi/strapi";
import { engine, file, strapi as local } from "@strapi/data-transfer";
import { AUDIT_UID } from "../../cms/src/audit/journal";
import { reportProblems, summary } from "./report";

/**
 * Replaces the cms's content with an archive of exportArchive, with Strapi's data-transfer engine as `strapi import`
 * does: it deletes every collection's rows and the uploaded files, then writes the archive's through the query
 * engine with the database lifecycles off, so that no document-service rule nor journal sees the writes: the rows
 * come back as they were, the audit journal's included, with no entry added. Strapi's panel accounts (admin::*)
 * are not in the archive and stay as they are. A schema that differs from the archive's stops it before anything is
 * deleted.
 */
export async function importArchive(strapi: Core.Strapi, archive: string, key: string | undefined): Promise<void> {
  const source = file.providers.createLocalFileSourceProvider({
    file: { path: archive },
    encryption: { enabled: archive.endsWith(".enc"), key },
    compression: { enabled: /\.gz(\.enc)?$/.test(archive) },
  });
  const kept = Object.keys(strapi.contentTypes).filter((uid) => local.isIgnoredOfficialTransferType(uid));
  const destination = local.providers.createLocalStrapiDestinationProvider({
    getStrapi: () => strapi,
    autoDestroy: false,
    strategy: "restore",
    restore: {
      entities: { exclude: [...kept, ...local.getIgnoredOfficialTransferTypes()] },
      assets: true,
      configuration: { webhook: true, coreStore: true },
    },
  });
  const transfer = engine.createTransferEngine(source, destination, {
    versionStrategy: engine.DEFAULT_VERSION_STRATEGY,
    schemaStrategy: engine.DEFAULT_SCHEMA_STRATEGY,
  });
  reportProblems(transfer);
  const results = await transfer.transfer();
  await committed(strapi);
  console.log(summary(results.engine));
}

/**
 * The engine writes in one transaction that commits only after transfer() has resolved (its `end()` does not wait
 * for it): on PostgreSQL a read just after, the journal's check, could see the emptied tables. A SHARE lock on the
 * journal's table conflicts with the import's writes to it, so taking it waits for that commit. SQLite needs
 * nothing: its one connection runs the next query after the transaction.
 */
async function committed(strapi: Core.Strapi): Promise<void> {
  if (strapi.db.dialect.client !== "postgres") return;
  const table = strapi.db.metadata.get(AUDIT_UID).tableName;
  await strapi.db.connection.transaction((trx) => trx.raw("LOCK TABLE ?? IN SHARE MODE", [table]));
}
