// The W3C Design Tokens Community Group format (the 2025.10 color module): colours as OKLCH components with
// their sRGB hex, semantic tokens as aliases of scale steps where they are one, and the contrast matrix in
// Marque's `$extensions`.
import type { ContrastPair } from "../../contract/index.js";
import { oklchComponents } from "./oklch.js";
import type { ColorToken, Palette } from "./palette.js";

type Tree = { [key: string]: Tree | unknown };

function place(tree: Tree, path: readonly string[], value: unknown): void {
  let node = tree;
  for (const key of path.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Tree;
  }
  node[path.at(-1) as string] = value;
}

const tokenValue = (token: ColorToken) =>
  token.alias
    ? `{color.${token.alias.join(".")}}`
    : { colorSpace: "oklch", components: oklchComponents(token.hex), hex: token.hex };

export function dtcgTokens(name: string, palette: Palette, contrast: readonly ContrastPair[]): string {
  const color: Tree = { $type: "color" };
  for (const token of [...Object.values(palette.scales).flat(), ...palette.semantic]) {
    place(color, token.path, { $value: tokenValue(token), $description: token.description });
  }
  const file = {
    $description: `Colour tokens of ${name}, made by Marque from its identity`,
    color,
    $extensions: { "com.marque": { identity: name, contrast } },
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}
