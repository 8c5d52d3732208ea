import { DEMO_ACCOUNTS } from "../../src/seed/accounts";

/** The demo back-office accounts the tests sign in with (src/seed/accounts). */
export const ADMIN = DEMO_ACCOUNTS[0]!;
export const WRITER = DEMO_ACCOUNTS[1]!;
