import { expect } from "vitest";
import type { z } from "zod";
import { firstZodMessage } from "./errors.js";

/** Messages of a failed parse (empty when it succeeds), for compact assertions in tests. */
export function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** First message of a failed parse, or null. */
export function firstMessageOf(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : firstZodMessage(result.error);
}

/**
 * Each message of a table is its own French sentence, from a capital letter on:
 * a message emptied, cut short or pasted from another one fails.
 */
export function expectDistinctSentences(messages: Readonly<Record<string, string>>): void {
  const texts = Object.values(messages);
  expect(new Set(texts).size).toBe(texts.length);
  for (const text of texts) expect(text).toMatch(/^\p{Lu}.{20,}$/u);
}
