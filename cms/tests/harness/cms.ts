import type { Core } from "@strapi/strapi";
import { afterAll, beforeAll } from "vitest";
import { ensureStaffAccounts } from "../../src/seed/accounts";
import { ADMIN, WRITER } from "./accounts";
import { api, signIn, type ApiResponse } from "./http";
import type { RunningCms } from "./in-process";
import { startStrapi } from "./strapi";

export interface TestCms {
  readonly strapi: Core.Strapi;
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** Bearer tokens of the demo admin and writer (empty without the staff accounts). */
  readonly adminToken: string;
  readonly writerToken: string;
  /** A JSON call as the admin, or as the holder of `token`. */
  call(method: string, path: string, body?: unknown, token?: string): Promise<ApiResponse>;
}

interface Options {
  /** Environment of this cms, over the harness's own (startStrapi). */
  env?: Record<string, string>;
  /** The demo staff accounts, both signed in: there unless false. */
  staff?: boolean;
  /** What the file's tests need in the database besides. */
  prepare?: (strapi: Core.Strapi) => Promise<void>;
  /**
   * An empty database, as at a production first start, instead of a copy of the run's template: for the files whose
   * subject is what that start makes from the environment (the Super Admin of Strapi's panel).
   */
  firstStart?: boolean;
}

/**
 * The cms of the test file that calls this at its top level: started before the file's tests and stopped after
 * them. Its fields are read from the hooks and tests on, not while the file loads.
 */
export function cmsForThisFile({ env, staff = true, prepare, firstStart = false }: Options = {}): TestCms {
  let server: RunningCms | undefined;
  let tokens = { admin: "", writer: "" };
  const started = () => {
    if (!server) throw new Error("The cms of this file is not started: read it in a hook or a test");
    return server;
  };
  beforeAll(async () => {
    server = await startStrapi(env, { firstStart });
    if (staff) await ensureStaffAccounts(server.strapi);
    await prepare?.(server.strapi);
    if (staff) tokens = { admin: await signIn(server.url, ADMIN), writer: await signIn(server.url, WRITER) };
  });
  afterAll(async () => server?.stop());
  return {
    get strapi() {
      return started().strapi;
    },
    get url() {
      return started().url;
    },
    get adminToken() {
      return tokens.admin;
    },
    get writerToken() {
      return tokens.writer;
    },
    call: (method, path, body, token = tokens.admin) => api(started().url, method, path, { token, body }),
  };
}
