// A swatch tile's colour and name: the identity's palette roles as the identity card names them.
import type { ResolvedIdentity } from "../../catalog/identities/types.js";
import type { MoodboardSwatchRole } from "../../contract/index.js";

type Colors = ResolvedIdentity["colors"];

const NAMES: Readonly<Record<MoodboardSwatchRole, string>> = {
  ink: "Ink",
  paper: "Paper",
  accent: "Accent",
  muted: "Muted",
  positive: "Positive",
  negative: "Negative",
  "gradient-1": "Gradient 1",
  "gradient-2": "Gradient 2",
  "gradient-3": "Gradient 3",
};

export const swatchName = (role: MoodboardSwatchRole): string => NAMES[role];

/** The role's colour in the identity. */
export function swatchColor(colors: Colors, role: MoodboardSwatchRole): string {
  switch (role) {
    case "ink":
    case "paper":
      return colors[role];
    case "gradient-1":
    case "gradient-2":
    case "gradient-3":
      return colors.gradient[Number(role.slice(-1)) - 1] ?? colors.ink;
    default:
      return colors.semantic[role];
  }
}
