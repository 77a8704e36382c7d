// surface: SVG backgrounds — every background setting, live. Backgrounds set no text, so this tool draws with
// the background renderer alone and never loads the type engine.
import { resolveIdentity } from "../../../src/catalog/identities/index.js";
import { type BackgroundSettings, backgroundSettingsSchema } from "../../../src/contract/index.js";
import { backgroundFilename } from "../../../src/generate/filenames.js";
import { renderBackgroundArtifact } from "../../../src/render/background/index.js";
import { resolvePalette } from "../../../src/render/background/palette.js";
import { createGeneratingTool } from "../generating-tool.js";
import type { FieldBinding } from "../schema-controls.js";
import type { ToolFactory } from "../types.js";

const SETTINGS = Object.keys(backgroundSettingsSchema.shape);
const COLORS = ["colorA", "colorB", "colorC"];

/** One control per setting; the colours left to the identity report the palette colour in effect. */
function bindings(source: Record<string, unknown>): FieldBinding[] {
  const settings = source.settings as BackgroundSettings;
  const palette = resolvePalette(settings, resolveIdentity(source.identity as never));
  return SETTINGS.map((name) => ({
    path: `settings.${name}`,
    ...(COLORS.includes(name) ? { fallback: palette.hex[COLORS.indexOf(name)] } : {}),
    ...(name === "logoTone" ? { emptyLabel: "automatic (by contrast)" } : {}),
  }));
}

export const createSurfaceTool: ToolFactory = (context, saved) =>
  createGeneratingTool(
    {
      id: "surface",
      kind: "background",
      initial: { settings: { width: 1200, height: 630, style: "grain-gradient", gradient: "mesh" } },
      fixed: {},
      bindings,
      // What generate() answers for a raw background request, without the template renderer it also holds.
      draw: async (request) => {
        if (request.kind !== "background") throw new Error("the surface tool draws backgrounds");
        const identity = resolveIdentity(request.identity);
        const { svg } = renderBackgroundArtifact(request.settings, identity);
        return {
          svg,
          filename: backgroundFilename(identity, request.settings.width, request.settings.height),
        };
      },
    },
    context,
    saved,
  );
