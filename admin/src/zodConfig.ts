import { z } from "zod";

// The back-office's CSP allows no eval: zod then validates without compiling
// its schemas, and never probes eval (a probe the browser reports as a violation).
z.config({ jitless: true });
