import { toCentimes } from "./money.js";

const UNITS = [
  "zéro",
  "un",
  "deux",
  "trois",
  "quatre",
  "cinq",
  "six",
  "sept",
  "huit",
  "neuf",
  "dix",
  "onze",
  "douze",
  "treize",
  "quatorze",
  "quinze",
  "seize",
  "dix-sept",
  "dix-huit",
  "dix-neuf",
];
const TENS = ["", "", "vingt", "trente", "quarante", "cinquante", "soixante"];

function unit(n: number): string {
  return UNITS[n] ?? "";
}

/**
 * 0-99, traditional spelling. `final` is true when nothing but a noun
 * (dirhams, millions) follows: only then does "quatre-vingts" take its s.
 */
function belowHundred(n: number, final: boolean): string {
  if (n < 20) {
    return unit(n);
  }
  if (n < 70) {
    const tens = TENS[Math.floor(n / 10)] ?? "";
    const rest = n % 10;
    if (rest === 0) return tens;
    return rest === 1 ? `${tens} et un` : `${tens}-${unit(rest)}`;
  }
  if (n < 80) {
    // 70-79 count on from soixante: soixante-dix, soixante et onze, soixante-douze...
    return n === 71 ? "soixante et onze" : `soixante-${unit(n - 60)}`;
  }
  // 80-99: quatre-vingt(s), never with "et".
  const rest = n - 80;
  if (rest === 0) return final ? "quatre-vingts" : "quatre-vingt";
  return `quatre-vingt-${unit(rest)}`;
}

/** 0-999 (0 gives ""). "cents" keeps its s only when final, like quatre-vingts. */
function belowThousand(n: number, final: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds === 1) {
    parts.push("cent");
  } else if (hundreds > 1) {
    parts.push(`${unit(hundreds)} ${rest === 0 && final ? "cents" : "cent"}`);
  }
  if (rest > 0) {
    parts.push(belowHundred(rest, final));
  }
  return parts.join(" ");
}

// Million, milliard and billion are nouns: they take an s, and "cents" /
// "quatre-vingts" before them stay plural. "mille" is an invariable adjective.
const LARGE_SCALES: ReadonlyArray<{ value: number; singular: string; plural: string }> = [
  { value: 1e12, singular: "billion", plural: "billions" },
  { value: 1e9, singular: "milliard", plural: "milliards" },
  { value: 1e6, singular: "million", plural: "millions" },
];

/** Integer in French words; 0 gives "zéro". */
function integerInWords(n: number): string {
  if (n === 0) return "zéro";
  const parts: string[] = [];
  let rest = n;
  for (const scale of LARGE_SCALES) {
    const count = Math.floor(rest / scale.value);
    rest -= count * scale.value;
    if (count > 0) {
      // count < 1000 because we stop at billions and amounts are bounded by safe integers.
      parts.push(`${belowThousand(count, true)} ${count === 1 ? scale.singular : scale.plural}`);
    }
  }
  const thousands = Math.floor(rest / 1000);
  const below = rest % 1000;
  if (thousands === 1) {
    parts.push("mille");
  } else if (thousands > 1) {
    parts.push(`${belowThousand(thousands, false)} mille`);
  }
  if (below > 0) {
    parts.push(belowThousand(below, true));
  }
  return parts.join(" ");
}

/**
 * Amount in DH written out in French for invoices ("arrêtée la présente
 * facture à la somme de ..."): 1234567.89 -> "un million deux cent
 * trente-quatre mille cinq cent soixante-sept dirhams et quatre-vingt-neuf
 * centimes". Rounded to the centime first. A round number of millions takes
 * "de" ("deux millions de dirhams"), as French requires before a noun.
 */
export function amountInFrenchWords(amount: number): string {
  const centimes = toCentimes(amount);
  const negative = centimes < 0;
  const magnitude = Math.abs(centimes);
  const dirhams = Math.floor(magnitude / 100);
  const cents = magnitude % 100;

  const dirhamNoun = dirhams > 1 ? "dirhams" : "dirham";
  const endsWithLargeNoun = dirhams >= 1e6 && dirhams % 1e6 === 0;
  let words = `${integerInWords(dirhams)} ${endsWithLargeNoun ? "de " : ""}${dirhamNoun}`;
  if (cents > 0) {
    words += ` et ${integerInWords(cents)} ${cents > 1 ? "centimes" : "centime"}`;
  }
  return negative ? `moins ${words}` : words;
}
