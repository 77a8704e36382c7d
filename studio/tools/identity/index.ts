// identity: the active identity — a preset, or custom fields over it (name, colours, logo as a File).
import { resolveIdentity } from "../../../src/catalog/identities/index.js";
import { ApiError } from "../../../src/contract/api-error.js";
import { type IdentityInput, identitySchema, toRequestJsonSchema } from "../../../src/contract/index.js";
import { toIssues } from "../../../src/generate/issues.js";
import { escapeXml as escapeHtml } from "../../../src/svg/index.js";
import { StudioError } from "../../runtime/errors.js";
import { isObject, parseSource } from "../../runtime/source.js";
import { resolveForDrawing } from "../drawing-identity.js";
import { identitySwatches } from "../identity-swatches.js";
import { PRESET_NAMES } from "../preset-names.js";
import { schemaControls, withValue } from "../schema-controls.js";
import type { Tool, ToolFactory } from "../types.js";

const schema = toRequestJsonSchema(identitySchema);
/** The identity's fields in the inspector's sections. */
const SECTIONS: readonly { section: string; paths: readonly (keyof IdentityInput)[] }[] = [
  { section: "Identity", paths: ["preset"] },
  { section: "Names", paths: ["name", "shortName", "tagline", "website"] },
  { section: "Story", paths: ["description", "positioning"] },
  { section: "Colour", paths: ["ink", "paper"] },
  { section: "Logo", paths: ["logoDataUrl"] },
];

/** Text fields that show the preset's own value while they are left empty. */
const PLACEHOLDERS = new Set(["name", "shortName", "tagline", "description", "positioning", "website"]);

function validate(input: unknown): IdentityInput {
  const parsed = parseSource(input);
  if (!isObject(parsed)) {
    // The same issue POST /api/generate reports for a body that is not an object, worded for an identity.
    throw new StudioError(
      ApiError.invalid([
        {
          code: "invalid_type",
          field: "request",
          message: "the source must be a JSON object (an identity)",
          expected: "object",
          received: Array.isArray(parsed) ? "array" : parsed === null ? "null" : typeof parsed,
        },
      ]),
    );
  }
  const result = identitySchema.safeParse(parsed, { reportInput: true });
  if (!result.success) throw new StudioError(ApiError.invalid(result.error.issues.flatMap(toIssues)));
  // Blank overrides are not overrides: keep the source minimal.
  return Object.fromEntries(
    Object.entries(result.data).filter(([, v]) => v !== undefined && v !== ""),
  ) as IdentityInput;
}

export const createIdentityTool: ToolFactory = async (context): Promise<Tool<IdentityInput>> => {
  const apply = async (input: unknown) => {
    const identity = validate(input);
    context.setIdentity(identity);
    context.persist();
    return structuredClone(identity);
  };
  return {
    id: "identity",
    exports: [],
    readSource: () => structuredClone(context.identity()),
    initialSource: () => ({ preset: "starter" }),
    applySource: apply,
    controls: () => {
      const source = context.identity();
      // Ink and paper left to the preset report the preset's colours.
      const resolved = resolveIdentity(identitySchema.parse(source));
      const fallbacks: Record<string, string> = { ink: resolved.colors.ink, paper: resolved.colors.paper };
      const swatches = identitySwatches(resolved);
      return schemaControls(
        schema,
        source,
        SECTIONS.flatMap(({ section, paths }) =>
          paths.map((path) => ({
            path,
            section,
            ...(path === "logoDataUrl" ? { label: "Logo" } : {}),
            ...(path === "preset" ? { optionLabels: PRESET_NAMES } : {}),
            ...(fallbacks[path] ? { fallback: fallbacks[path], swatches } : {}),
            ...(PLACEHOLDERS.has(path) ? { placeholder: String(resolved[path as "name"]) } : {}),
          })),
        ),
        async (path, value) => {
          await apply(withValue(source, path, value));
        },
      );
    },
    async render(element) {
      // The logos as every artifact draws them (a name in any script set in type).
      const identity = await resolveForDrawing(identitySchema.parse(context.identity()), context);
      const swatch = (color: string, name: string) =>
        `<li><span class="swatch" style="background:${color}"></span>${name} <code>${color}</code></li>`;
      element.innerHTML = `<article class="identity-card">
        <div class="logos"><div style="background:${identity.colors.paper}"><img alt="${escapeHtml(identity.name)} logo on light ground" src="${identity.logos.light.dataUrl}"></div>
        <div style="background:${identity.colors.ink}"><img alt="${escapeHtml(identity.name)} logo on dark ground" src="${identity.logos.dark.dataUrl}"></div></div>
        <h2>${escapeHtml(identity.name)}</h2><p>${escapeHtml(identity.tagline)}</p>
        <ul class="swatches">${swatch(identity.colors.ink, "Ink")}${swatch(identity.colors.paper, "Paper")}${identity.colors.gradient.map((c, i) => swatch(c, `Gradient ${i + 1}`)).join("")}</ul>
        <p class="shared">Every tool uses this identity: changing it here, or through another tool's source, changes it for all tools.</p>
        <h3>Typography</h3>
        <dl class="type-roles">${(["display", "body", "mono"] as const)
          .map((role) => {
            const face = identity.typography[role];
            return `<div><dt>${role}</dt><dd>${escapeHtml(face.family)} <span>${face.weight}</span></dd></div>`;
          })
          .join("")}</dl>
      </article>`;
    },
  };
};
