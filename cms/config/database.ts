import type { Core } from "@strapi/strapi";
import path from "path";

/**
 * DATABASE_URL switches to PostgreSQL (production, CI); otherwise an embedded
 * SQLite file. The same code runs on both.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const url: string = env("DATABASE_URL", "");
  if (url) {
    return {
      connection: {
        client: "postgres",
        connection: {
          connectionString: url,
          ssl: env.bool("DATABASE_SSL", false)
            ? { rejectUnauthorized: env.bool("DATABASE_SSL_REJECT_UNAUTHORIZED", true) }
            : false,
          schema: env("DATABASE_SCHEMA", "public"),
        },
        pool: { min: env.int("DATABASE_POOL_MIN", 2), max: env.int("DATABASE_POOL_MAX", 10) },
        acquireConnectionTimeout: env.int("DATABASE_CONNECTION_TIMEOUT", 60000),
      },
    };
  }
  return {
    connection: {
      client: "sqlite",
      connection: {
        // config/ runs from dist/config once compiled: resolve from the app root.
        filename: path.resolve(__dirname, "..", "..", env("DATABASE_FILENAME", ".tmp/data.db")),
      },
      useNullAsDefault: true,
    },
  };
};
