import { createContext } from "react";

/**
 * The nonce of this response's Content-Security-Policy, set by the site's
 * server for each request: Remix's inline scripts carry it, no other inline
 * script runs. Undefined in the browser, where it is not needed any more.
 */
export const NonceContext = createContext<string | undefined>(undefined);
