import { describe, expect, it } from "vitest";
import { amountInFrenchWords } from "./amount-in-words.js";

describe("amountInFrenchWords", () => {
  it.each([
    [0, "zéro dirham"],
    [1, "un dirham"],
    [2, "deux dirhams"],
    [16, "seize dirhams"],
    [17, "dix-sept dirhams"],
    [21, "vingt et un dirhams"],
    [22, "vingt-deux dirhams"],
    [61, "soixante et un dirhams"],
    [70, "soixante-dix dirhams"],
    [71, "soixante et onze dirhams"],
    [77, "soixante-dix-sept dirhams"],
    [80, "quatre-vingts dirhams"],
    [81, "quatre-vingt-un dirhams"],
    [90, "quatre-vingt-dix dirhams"],
    [91, "quatre-vingt-onze dirhams"],
    [99, "quatre-vingt-dix-neuf dirhams"],
    [100, "cent dirhams"],
    [101, "cent un dirhams"],
    [180, "cent quatre-vingts dirhams"],
    [200, "deux cents dirhams"],
    [201, "deux cent un dirhams"],
    [1000, "mille dirhams"],
    [1001, "mille un dirhams"],
    [2000, "deux mille dirhams"],
    [21000, "vingt et un mille dirhams"],
    [80000, "quatre-vingt mille dirhams"],
    [200000, "deux cent mille dirhams"],
    [1000000, "un million de dirhams"],
    [2000000, "deux millions de dirhams"],
    [200000000, "deux cents millions de dirhams"],
    [80000000, "quatre-vingts millions de dirhams"],
    [1000001, "un million un dirhams"],
    [3000000000, "trois milliards de dirhams"],
  ])("%d -> %s", (amount, words) => {
    expect(amountInFrenchWords(amount)).toBe(words);
  });

  it("writes the centimes", () => {
    expect(amountInFrenchWords(0.01)).toBe("zéro dirham et un centime");
    expect(amountInFrenchWords(0.8)).toBe("zéro dirham et quatre-vingts centimes");
    expect(amountInFrenchWords(1.5)).toBe("un dirham et cinquante centimes");
    expect(amountInFrenchWords(1234567.89)).toBe(
      "un million deux cent trente-quatre mille cinq cent soixante-sept dirhams et quatre-vingt-neuf centimes",
    );
  });

  it("rounds to the centime first", () => {
    expect(amountInFrenchWords(1.005)).toBe("un dirham et un centime");
    expect(amountInFrenchWords(0.999)).toBe("un dirham");
  });

  it("says moins for negative amounts", () => {
    expect(amountInFrenchWords(-21)).toBe("moins vingt et un dirhams");
  });

  it("refuses non-finite amounts", () => {
    expect(() => amountInFrenchWords(Number.NaN)).toThrow(RangeError);
  });
});
