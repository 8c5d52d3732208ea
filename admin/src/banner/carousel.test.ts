import { describe, expect, it } from "vitest";
import { isAutoPlaying, slideAt } from "./carousel";

describe("slideAt", () => {
  it("moves forward and back, wrapping at both ends", () => {
    expect(slideAt(0, 1, 4)).toBe(1);
    expect(slideAt(3, 1, 4)).toBe(0);
    expect(slideAt(0, -1, 4)).toBe(3);
    expect(slideAt(2, -1, 4)).toBe(1);
  });

  it("stays on the first slide when there is none", () => {
    expect(slideAt(0, 1, 0)).toBe(0);
  });
});

describe("isAutoPlaying", () => {
  const still = { paused: false, hovered: false, focused: false, reducedMotion: false };

  it("plays when nothing holds it", () => {
    expect(isAutoPlaying(still)).toBe(true);
  });

  it("stops on pause, hover, focus or a reduced-motion preference", () => {
    for (const key of ["paused", "hovered", "focused", "reducedMotion"] as const) {
      expect(isAutoPlaying({ ...still, [key]: true })).toBe(false);
    }
  });
});
