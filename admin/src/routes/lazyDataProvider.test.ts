import { describe, expect, it, vi } from "vitest";
import type { DataProvider } from "react-admin";
import { lazyDataProvider } from "./lazyDataProvider";

interface Counting extends DataProvider {
  count: (by: number) => Promise<number>;
}

const realProvider = () => {
  const provider = {
    supportAbortSignal: true,
    total: 1,
    async count(this: { total: number }, by: number) {
      this.total += by;
      return this.total;
    },
  } as unknown as Counting;
  return provider;
};

describe("lazyDataProvider", () => {
  it("loads nothing until a method is called, then calls the real one with its arguments", async () => {
    const load = vi.fn(async () => realProvider());
    const provider = lazyDataProvider(load, { supportAbortSignal: true });
    expect(load).not.toHaveBeenCalled();
    await expect(provider.count(2)).resolves.toBe(3);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("answers its flags at once and is no promise", () => {
    const provider = lazyDataProvider(async () => realProvider(), { supportAbortSignal: true });
    expect(provider.supportAbortSignal).toBe(true);
    expect((provider as unknown as { then?: unknown }).then).toBeUndefined();
  });

  it("rejects a method the real provider does not have", async () => {
    const provider = lazyDataProvider(async () => realProvider(), { supportAbortSignal: true });
    await expect((provider as unknown as { missing: () => Promise<unknown> }).missing()).rejects.toThrow(
      "Unknown dataProvider function: missing",
    );
  });
});
