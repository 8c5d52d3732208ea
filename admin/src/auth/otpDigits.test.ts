import { describe, expect, it } from "vitest";
import { emptyDigits, enterDigits, pressBackspace } from "./otpDigits";

const filled = ["1", "2", "3", "4", "5", "6"];

describe("enterDigits", () => {
  it("puts a typed digit in its box and moves to the next one", () => {
    expect(enterDigits(emptyDigits(), 0, "7")).toEqual({ digits: ["7", "", "", "", "", ""], focus: 1 });
    expect(enterDigits(filled, 2, "9")).toEqual({ digits: ["1", "2", "9", "4", "5", "6"], focus: 3 });
  });

  it("stays on the last box", () => {
    expect(enterDigits(["1", "2", "3", "4", "5", ""], 5, "6")).toEqual({ digits: filled, focus: 5 });
  });

  it("fills all six boxes from a pasted code, whichever box received it", () => {
    for (const index of [0, 3, 5]) {
      expect(enterDigits(emptyDigits(), index, " 123-456 ")).toEqual({ digits: filled, focus: 5 });
    }
    expect(enterDigits(emptyDigits(), 2, "1234567")).toEqual({ digits: filled, focus: 5 });
  });

  it("fills a shorter paste from the box on, without running past the last box", () => {
    expect(enterDigits(emptyDigits(), 1, "98")).toEqual({ digits: ["", "9", "8", "", "", ""], focus: 3 });
    expect(enterDigits(emptyDigits(), 4, "987")).toEqual({ digits: ["", "", "", "", "9", "8"], focus: 5 });
  });

  it("ignores non-digits and clears an emptied box", () => {
    expect(enterDigits(filled, 1, "a")).toEqual({ digits: filled, focus: 1 });
    expect(enterDigits(filled, 1, "")).toEqual({ digits: ["1", "", "3", "4", "5", "6"], focus: 1 });
  });
});

describe("pressBackspace", () => {
  it("clears a filled box and stays there", () => {
    expect(pressBackspace(filled, 5)).toEqual({ digits: ["1", "2", "3", "4", "5", ""], focus: 5 });
  });

  it("goes back to the previous box from an empty one", () => {
    expect(pressBackspace(["1", "2", "", "", "", ""], 2)).toEqual({ digits: ["1", "", "", "", "", ""], focus: 1 });
    expect(pressBackspace(emptyDigits(), 0)).toEqual({ digits: emptyDigits(), focus: 0 });
  });

  it("empties every box when held from the last one", () => {
    let state = { digits: filled, focus: 5 };
    for (let press = 0; press < 6; press += 1) state = pressBackspace(state.digits, state.focus);
    expect(state).toEqual({ digits: emptyDigits(), focus: 0 });
  });
});
