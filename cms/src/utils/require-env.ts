/**
 * Secrets must come from the environment: a missing one stops the boot with a
 * clear message instead of falling back to a value everybody knows.
 */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`Missing environment variable ${name} (see README, "Environment").`);
  }
  return value;
}
