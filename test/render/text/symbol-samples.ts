// Symbols titles use, each with the bundled family that draws it (the brand families have none of them):
// shared by the font book's tests and the HTTP and Studio tests of issue 26, 7b.

/** Each symbol and the family that draws it when the brand family lacks it. */
export const SYMBOLS: readonly (readonly [string, string])[] = [
  ["✦", "noto-sans-symbols-2"],
  ["✧", "noto-sans-symbols-2"],
  ["★", "noto-sans-symbols-2"],
  ["☆", "noto-sans-symbols-2"],
  ["✓", "noto-sans-symbols-2"],
  ["✔", "noto-sans-symbols-2"],
  ["✗", "noto-sans-symbols-2"],
  ["➜", "noto-sans-symbols-2"],
  ["❯", "noto-sans-symbols-2"],
  ["◆", "noto-sans-symbols-2"],
  ["▸", "noto-sans-symbols-2"],
  ["◦", "noto-sans-symbols-2"],
  ["☐", "noto-sans-symbols-2"],
  ["⌘", "noto-sans-symbols-2"],
  ["→", "noto-sans-symbols"],
  ["←", "noto-sans-symbols"],
  ["↗", "noto-sans-symbols"],
  ["⌃", "noto-sans-symbols"],
  ["⟶", "noto-sans-math"],
  ["⇒", "noto-sans-math"],
  ["≥", "noto-sans-math"],
  ["≤", "noto-sans-math"],
  ["≠", "noto-sans-math"],
  ["∞", "noto-sans-math"],
  ["∑", "noto-sans-math"],
];
