import { normaliseOtpInput } from "@agency/shared";

/** The code page's six single-digit boxes: what each keystroke or paste does to them. */
const OTP_LENGTH = 6;

const LAST = OTP_LENGTH - 1;

export interface OtpUpdate {
  digits: string[];
  /** The box to focus next. */
  focus: number;
}

export const emptyDigits = (): string[] => Array.from({ length: OTP_LENGTH }, () => "");

const replaceAt = (digits: readonly string[], index: number, value: string): string[] =>
  digits.map((digit, at) => (at === index ? value : digit));

/**
 * Text entered in box `index` by typing, autofill or paste. A whole code fills all six
 * boxes whichever box got it; fewer digits fill from `index` on. Non-digits are ignored and
 * an emptied box is cleared.
 */
export const enterDigits = (digits: readonly string[], index: number, text: string): OtpUpdate => {
  const typed = normaliseOtpInput(text);
  if (text === "") return { digits: replaceAt(digits, index, ""), focus: index };
  if (typed === "") return { digits: [...digits], focus: index };
  if (typed.length === OTP_LENGTH) return { digits: typed.split(""), focus: LAST };
  const next = [...digits];
  [...typed].slice(0, OTP_LENGTH - index).forEach((digit, offset) => {
    next[index + offset] = digit;
  });
  return { digits: next, focus: Math.min(index + typed.length, LAST) };
};

/** Backspace clears the box; on an already empty box it goes back and clears the previous one. */
export const pressBackspace = (digits: readonly string[], index: number): OtpUpdate => {
  if (digits[index]) return { digits: replaceAt(digits, index, ""), focus: index };
  const previous = Math.max(index - 1, 0);
  return { digits: replaceAt(digits, previous, ""), focus: previous };
};
