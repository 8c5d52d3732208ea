import { describe, expect, it } from "vitest";
import { subscriberStatusKey } from "./subscriberStatus";

describe("subscriberStatusKey", () => {
  it("labels the two statuses", () => {
    expect(subscriberStatusKey("active")).toBe("app.inbox.subscribers.active");
    expect(subscriberStatusKey("unsubscribed")).toBe("app.inbox.subscribers.unsubscribed");
  });

  it("has no label for anything else", () => {
    expect(subscriberStatusKey("pending")).toBeUndefined();
    expect(subscriberStatusKey(undefined)).toBeUndefined();
  });
});
