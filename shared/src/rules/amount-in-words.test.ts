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
    // Every word of the tables at least once, spelt out by hand.
    [3, "trois dirhams"],
    [4, "quatre dirhams"],
    [5, "cinq dirhams"],
    [6, "six dirhams"],
    [7, "sept dirhams"],
    [8, "huit dirhams"],
    [9, "neuf dirhams"],
    [10, "dix dirhams"],
    [11, "onze dirhams"],
    [12, "douze dirhams"],
    [13, "treize dirhams"],
    [14, "quatorze dirhams"],
    [15, "quinze dirhams"],
    [18, "dix-huit dirhams"],
    [19, "dix-neuf dirhams"],
    [20, "vingt dirhams"],
    [30, "trente dirhams"],
    [31, "trente et un dirhams"],
    [39, "trente-neuf dirhams"],
    [40, "quarante dirhams"],
    [41, "quarante et un dirhams"],
    [42, "quarante-deux dirhams"],
    [43, "quarante-trois dirhams"],
    [44, "quarante-quatre dirhams"],
    [45, "quarante-cinq dirhams"],
    [46, "quarante-six dirhams"],
    [47, "quarante-sept dirhams"],
    [48, "quarante-huit dirhams"],
    [49, "quarante-neuf dirhams"],
    [50, "cinquante dirhams"],
    [51, "cinquante et un dirhams"],
    [56, "cinquante-six dirhams"],
    [60, "soixante dirhams"],
    [69, "soixante-neuf dirhams"],
    [72, "soixante-douze dirhams"],
    [79, "soixante-dix-neuf dirhams"],
    [88, "quatre-vingt-huit dirhams"],
    [300, "trois cents dirhams"],
    [380, "trois cent quatre-vingts dirhams"],
    [999, "neuf cent quatre-vingt-dix-neuf dirhams"],
    [1100, "mille cent dirhams"],
    [1980, "mille neuf cent quatre-vingts dirhams"],
    [12345, "douze mille trois cent quarante-cinq dirhams"],
    [300000, "trois cent mille dirhams"],
    [999999, "neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf dirhams"],
    [2500000, "deux millions cinq cent mille dirhams"],
    [1000000000, "un milliard de dirhams"],
    [1000000001, "un milliard un dirhams"],
    [1002000000, "un milliard deux millions de dirhams"],
    [1000000000000, "un billion de dirhams"],
    [2000000000000, "deux billions de dirhams"],
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
    expect(amountInFrenchWords(-0.5)).toBe("moins zéro dirham et cinquante centimes");
  });

  it("puts centimes in the plural from two on", () => {
    expect(amountInFrenchWords(0.02)).toBe("zéro dirham et deux centimes");
    expect(amountInFrenchWords(2000000.01)).toBe("deux millions de dirhams et un centime");
  });

  it("refuses non-finite amounts", () => {
    expect(() => amountInFrenchWords(Number.NaN)).toThrow(RangeError);
  });
});
