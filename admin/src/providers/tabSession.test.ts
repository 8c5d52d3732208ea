import { afterEach, describe, expect, it } from "vitest";
import { answerTabs, askOpenTabs, tellTabsSignedOut } from "./tabSession";

const session = {
  jwt: "token",
  user: { id: 1, documentId: "u1", name: "Salma", email: "salma@example.ma", role: "admin" as const },
};
const opened: BroadcastChannel[] = [];
const channel = () => {
  const made = new BroadcastChannel(`test-${Math.random()}`);
  opened.push(made);
  return made;
};
afterEach(() => opened.splice(0).forEach((made) => made.close()));

describe("a browser-session sign-in across tabs", () => {
  it("is handed to a new tab by an open one", async () => {
    const name = `auth-${Math.random()}`;
    const open = new BroadcastChannel(name);
    const fresh = new BroadcastChannel(name);
    opened.push(open, fresh);
    answerTabs(
      open,
      () => session,
      () => undefined,
    );
    expect(await askOpenTabs(fresh)).toEqual(session);
  });

  it("is null when no tab is open, or when the answer is not a session", async () => {
    expect(await askOpenTabs(channel(), 30)).toBeNull();
    const name = `auth-${Math.random()}`;
    const open = new BroadcastChannel(name);
    const fresh = new BroadcastChannel(name);
    opened.push(open, fresh);
    open.addEventListener("message", () => open.postMessage({ type: "session", session: { jwt: "" } }));
    expect(await askOpenTabs(fresh, 50)).toBeNull();
  });

  it("ends in every tab when one signs out", async () => {
    const name = `auth-${Math.random()}`;
    const open = new BroadcastChannel(name);
    const other = new BroadcastChannel(name);
    opened.push(open, other);
    const signedOut = new Promise<void>((resolve) => answerTabs(open, () => session, resolve));
    tellTabsSignedOut(other);
    await expect(signedOut).resolves.toBeUndefined();
  });
});
