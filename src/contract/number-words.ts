// Counts in prose (catalog descriptions, docs) written from the data they count, as words while they are small.

const WORDS = [
  "no",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
] as const;

/** `14` → `fourteen`; past twenty, the digits (`134`). */
export const numberWord = (count: number): string => WORDS[count] ?? String(count);
