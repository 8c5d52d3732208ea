import type { DataProvider } from "react-admin";

/**
 * A data provider fetched on its first call, so that the module (and the schemas and rules it
 * imports) stays out of the login form's scripts: with `requireAuth`, no call comes before sign-in.
 * Every method of a data provider answers a promise, so each one here awaits the module, then
 * calls the real one. `flags` are its plain values, which react-admin reads synchronously.
 */
export const lazyDataProvider = <P extends DataProvider>(
  load: () => Promise<P>,
  flags: Pick<DataProvider, "supportAbortSignal">,
): P =>
  new Proxy({ ...flags } as P, {
    get: (target, name) =>
      // `then` stays undefined: the provider must not pass for a promise.
      typeof name !== "string" || name === "then" || name in target
        ? Reflect.get(target, name)
        : async (...args: unknown[]) => {
            const provider = await load();
            const method: unknown = Reflect.get(provider, name);
            if (typeof method !== "function") throw new Error(`Unknown dataProvider function: ${name}`);
            return Reflect.apply(method, provider, args);
          },
  });
