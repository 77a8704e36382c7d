// The tokens as CSS: custom properties on :root (semantic tokens referring to their scale step), and a
// Tailwind v4 theme (`@theme`, literal values, so every token is also a utility such as `bg-accent-600`).

import { cssName } from "./names.js";
import { cssOklch } from "./oklch.js";
import type { ColorToken, Palette } from "./palette.js";

const header = (name: string, what: string) =>
  `/* ${what} of ${name}, made by Marque from its identity. Each colour's OKLCH is in its comment. */\n`;

const tokensOf = (palette: Palette): ColorToken[] => [
  ...Object.values(palette.scales).flat(),
  ...palette.semantic,
];

function declaration(token: ColorToken, aliases: boolean): string {
  const value = aliases && token.alias ? `var(${cssName(token.alias)})` : token.hex;
  return `  ${cssName(token.path)}: ${value}; /* ${cssOklch(token.hex)} */`;
}

export function cssTokens(name: string, palette: Palette): string {
  const lines = tokensOf(palette).map((token) => declaration(token, true));
  return `${header(name, "Colour tokens")}:root {\n${lines.join("\n")}\n}\n`;
}

export function tailwindTheme(name: string, palette: Palette): string {
  const lines = tokensOf(palette).map((token) => declaration(token, false));
  return `${header(name, "A Tailwind CSS v4 theme")}@import "tailwindcss";\n\n@theme {\n${lines.join("\n")}\n}\n`;
}
