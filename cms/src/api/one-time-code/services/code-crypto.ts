import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** Six digits from the operating system's CSPRNG. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

export function newSalt(): string {
  return randomBytes(16).toString("hex");
}

/** An opaque token handed out once a reset code is verified. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Keyed hash: a stolen database does not let anyone try the million codes
 * offline without the server's secret as well.
 */
export function hashSecret(key: string, salt: string, secret: string): string {
  return createHmac("sha256", key).update(`${salt}:${secret}`).digest("hex");
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}
