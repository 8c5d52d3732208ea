import { describe, expect, it } from "vitest";
import { canVerify, codeFlowReducer, idle, type CodeFlowEvent, type CodeFlowState } from "./codeFlow";

const run = (events: CodeFlowEvent[], from: CodeFlowState = idle): CodeFlowState =>
  events.reduce(codeFlowReducer, from);

const codeStep = run([{ type: "open" }, { type: "confirm" }, { type: "sent" }]);

describe("codeFlowReducer", () => {
  it("goes confirm → sending → code entry", () => {
    expect(run([{ type: "open" }])).toEqual({ step: "confirming" });
    expect(run([{ type: "open" }, { type: "confirm" }])).toEqual({ step: "sending" });
    expect(codeStep).toEqual({ step: "code", code: "", verifying: false });
  });

  it("keeps digits only, at most six", () => {
    expect(run([{ type: "input", value: "12a3 4-5678" }], codeStep)).toMatchObject({ code: "123456" });
  });

  it("verifies only at exactly six digits", () => {
    const five = run([{ type: "input", value: "12345" }], codeStep);
    expect(canVerify(five)).toBe(false);
    expect(run([{ type: "verify" }], five)).toEqual(five);
    const six = run([{ type: "input", value: "123456" }], codeStep);
    expect(canVerify(six)).toBe(true);
    expect(run([{ type: "verify" }], six)).toEqual({ step: "code", code: "123456", verifying: true });
  });

  it("cancel closes and clears the code, except while a call runs", () => {
    const typed = run([{ type: "input", value: "123" }], codeStep);
    expect(run([{ type: "cancel" }], typed)).toEqual(idle);
    expect(run([{ type: "open" }, { type: "cancel" }])).toEqual(idle);
    expect(run([{ type: "cancel" }], { step: "sending" })).toEqual({ step: "sending" });
    const verifying = run([{ type: "input", value: "123456" }, { type: "verify" }], codeStep);
    expect(run([{ type: "cancel" }, { type: "input", value: "9" }], verifying)).toEqual(verifying);
  });

  it("closes when the code cannot be sent", () => {
    expect(run([{ type: "sendFailed" }], { step: "sending" })).toEqual(idle);
  });

  it("clears the code after a failed verification or action and lets the user retry", () => {
    const verifying = run([{ type: "input", value: "123456" }, { type: "verify" }], codeStep);
    expect(run([{ type: "failed" }], verifying)).toEqual(codeStep);
  });

  it("closes once done, and ignores events out of turn", () => {
    const verifying = run([{ type: "input", value: "123456" }, { type: "verify" }], codeStep);
    expect(run([{ type: "done" }], verifying)).toEqual(idle);
    expect(run([{ type: "confirm" }, { type: "sent" }, { type: "failed" }])).toEqual(idle);
  });
});
