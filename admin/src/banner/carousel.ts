/** Time each slide stays before the next one scrolls in (spec 000 point 2 gives none). */
export const SLIDE_INTERVAL_MS = 5000;

/** The slide `steps` away from `index`, wrapping at both ends. */
export const slideAt = (index: number, steps: number, count: number): number =>
  count <= 0 ? 0 : (((index + steps) % count) + count) % count;

export interface PlayConditions {
  /** The user pressed "pause". */
  paused: boolean;
  hovered: boolean;
  /** Keyboard focus is inside the carousel. */
  focused: boolean;
  /** prefers-reduced-motion: reduce — nothing moves on its own. */
  reducedMotion: boolean;
}

/** Slides advance by themselves only while nobody is reading or steering them. */
export const isAutoPlaying = ({ paused, hovered, focused, reducedMotion }: PlayConditions): boolean =>
  !paused && !hovered && !focused && !reducedMotion;
