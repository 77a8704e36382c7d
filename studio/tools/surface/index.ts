// surface: SVG backgrounds — every background setting, live. Backgrounds set no text, so this tool draws with
// the background renderer alone and never loads the type engine.
import { resolveIdentity } from "../../../src/catalog/identities/index.js";
import {
  BACKGROUND_SECTIONS,
  BACKGROUND_SETTING_USE,
  type BackgroundSettings,
} from "../../../src/contract/index.js";
import { backgroundFilename } from "../../../src/generate/filenames.js";
import { renderBackgroundArtifact } from "../../../src/render/background/index.js";
import { resolvePalette } from "../../../src/render/background/palette.js";
import type { Control } from "../../api/controls.js";
import { createGeneratingTool } from "../generating-tool.js";
import { identitySwatches } from "../identity-swatches.js";
import type { FieldBinding } from "../schema-controls.js";
import type { ToolFactory } from "../types.js";
import { presetOf, SIZE_PRESETS } from "./size-presets.js";

const COLORS: readonly string[] = ["colorA", "colorB", "colorC"];
const SIZE_LABEL = "Size preset";

/**
 * One control per setting, in the contract's sections; a setting the current choices do not read is disabled
 * with the contract's reason; the colours left to the identity report the palette colour in effect.
 */
function bindings(source: Record<string, unknown>): FieldBinding[] {
  const settings = source.settings as BackgroundSettings;
  const identity = resolveIdentity(source.identity as never);
  const palette = resolvePalette(settings, identity);
  const swatches = identitySwatches(identity);
  return BACKGROUND_SECTIONS.flatMap(({ name: section, settings: names }) =>
    names.map((name): FieldBinding => {
      const use = BACKGROUND_SETTING_USE[name];
      return {
        path: `settings.${name}`,
        section,
        ...(use && !use.applies(settings) ? { inactive: use.when } : {}),
        ...(COLORS.includes(name) ? { fallback: palette.hex[COLORS.indexOf(name)], swatches } : {}),
        ...(name === "logoTone" ? { emptyLabel: "auto" } : {}),
      };
    }),
  );
}

/** A size preset sets width and height together; editing either by hand makes the size "custom". */
function sizePreset(
  source: Record<string, unknown>,
  apply: (next: Record<string, unknown>) => Promise<unknown>,
): Control {
  const settings = source.settings as BackgroundSettings;
  const custom = `Custom ${settings.width}×${settings.height}`;
  return {
    label: SIZE_LABEL,
    kind: "select",
    value: presetOf(settings.width, settings.height),
    options: ["custom", ...SIZE_PRESETS.map((preset) => preset.id)],
    optionLabels: {
      custom,
      ...Object.fromEntries(SIZE_PRESETS.map((preset) => [preset.id, preset.name])),
    },
    enabled: true,
    section: "Size",
    hint: "common targets; width and height stay free",
    commit: async (value) => {
      const preset = SIZE_PRESETS.find((entry) => entry.id === value);
      if (!preset) return; // "custom" keeps the size as it is
      await apply({ ...source, settings: { ...settings, width: preset.width, height: preset.height } });
    },
  };
}

export const createSurfaceTool: ToolFactory = (context, saved) =>
  createGeneratingTool(
    {
      id: "surface",
      kind: "background",
      initial: { settings: { width: 1200, height: 630, style: "grain-gradient", gradient: "mesh" } },
      fixed: {},
      bindings,
      extraControls: (source, apply) => [sizePreset(source, apply)],
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
