// The type scale as W3C Design Tokens (DTCG 2025.10): font families, weights and sizes as their own tokens,
// and one `typography` composite per step referring to them, so a design tool or a build reads the scale.
import type { ResolvedIdentity } from "../../catalog/identities/types.js";
import { TYPE_ROLES, type TypographyDocument } from "../../contract/index.js";
import { roleFace, typeScale } from "./scale.js";

export interface TypeTokensFile {
  readonly text: string;
  readonly filename: string;
}

const families = (family: string, fallback: string) =>
  [family, ...fallback.split(",").map((part) => part.trim().replace(/^["']|["']$/gu, ""))].filter(Boolean);

export function typographyTokens(
  identity: Pick<ResolvedIdentity, "name" | "slug" | "typography">,
  doc: TypographyDocument,
): TypeTokensFile {
  const family: Record<string, unknown> = { $type: "fontFamily" };
  const weight: Record<string, unknown> = { $type: "fontWeight" };
  for (const role of TYPE_ROLES) {
    const face = roleFace(identity, doc, role);
    family[role] = { $value: families(face.family, face.fallback) };
    weight[role] = { $value: face.weight };
  }
  const size: Record<string, unknown> = { $type: "dimension" };
  const typography: Record<string, unknown> = { $type: "typography" };
  for (const step of typeScale(doc.scale)) {
    size[step.name] = { $value: { value: step.size, unit: "px" } };
    const settings = doc.roles[step.role];
    typography[step.name] = {
      $value: {
        fontFamily: `{font.family.${step.role}}`,
        fontSize: `{font.size.${step.name}}`,
        fontWeight: `{font.weight.${step.role}}`,
        // DTCG dimensions are px or rem: the role's tracking (em) at this step's size.
        letterSpacing: { value: Math.round(settings.tracking * step.size * 100) / 100, unit: "px" },
        lineHeight: settings.lineHeight,
      },
    };
  }
  const file = {
    $description: `Type scale of ${identity.name} (${doc.scale.ratio}, base ${doc.scale.base}px), made by Marque from its identity`,
    font: { family, weight, size },
    typography,
  };
  return { text: `${JSON.stringify(file, null, 2)}\n`, filename: `${identity.slug}-type.tokens.json` };
}
