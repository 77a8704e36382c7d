// surface: SVG backgrounds — every background setting, live. Backgrounds set no text, so this tool draws with
// the background renderer alone and never loads the type engine.

import { resolveIdentity } from "../../../src/catalog/identities/index.js";
import { materialsCatalog } from "../../../src/catalog/materials/index.js";
import { sameHex } from "../../../src/color/rgb.js";
import {
  BACKGROUND_SECTIONS,
  BACKGROUND_SETTING_USE,
  type BackgroundSettings,
} from "../../../src/contract/index.js";
import { backgroundFilename } from "../../../src/generate/filenames.js";
import { renderBackgroundArtifact } from "../../../src/render/background/index.js";
import { resolvePalette } from "../../../src/render/background/palette.js";
import type { Control } from "../../runtime/controls.js";
import {
  createShaderLibrary,
  paletteControl,
  type ShaderLibrary,
} from "../../runtime/shader-library/index.js";
import { resolveForDrawing } from "../drawing-identity.js";
import { createGeneratingTool } from "../generating-tool.js";
import { identitySwatches } from "../identity-swatches.js";
import type { FieldBinding } from "../schema-controls.js";
import type { ToolFactory } from "../types.js";
import { presetOf, SIZE_PRESETS } from "./size-presets.js";

const COLORS: readonly string[] = ["colorA", "colorB", "colorC"];

/**
 * Surface's control names from before labelOf kept a one-letter axis or variant a capital ("Color A", as the
 * Design Lab and Motion say): scripts set these by name, so they stay as they were.
 */
const KEPT_LABELS: Readonly<Record<string, string>> = {
  colorA: "Color a",
  colorB: "Color b",
  colorC: "Color c",
  focalX: "Focal x",
  focalY: "Focal y",
  logoX: "Logo x",
  logoY: "Logo y",
};
const SIZE_LABEL = "Size preset";
const LIBRARY = "Library";

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
      const kept = KEPT_LABELS[name];
      return {
        path: `settings.${name}`,
        ...(kept ? { label: kept } : {}),
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

/** Where the Shader Library sits among the contract's sections: right after the colours it sets. */
const SECTION_ORDER = BACKGROUND_SECTIONS.flatMap(({ name }) =>
  name === "Colour" ? [name, LIBRARY] : [name],
);

/**
 * The Shader Library in Surface: choosing a material or a palette sets the background's three colours from
 * it (the background stays what POST /api/generate draws for those colours).
 */
function libraryControls(
  library: ShaderLibrary,
  source: Record<string, unknown>,
  apply: (next: Record<string, unknown>) => Promise<unknown>,
): Control[] {
  const settings = source.settings as BackgroundSettings;
  const identity = resolveIdentity(source.identity as never);
  const current = resolvePalette(settings, identity).hex;
  const setColors = async (colors: readonly string[]) => {
    const [colorA, colorB, colorC] = colors;
    await apply({ ...source, settings: { ...settings, colorA, colorB, colorC } });
  };
  const same = (colors: readonly unknown[]) => colors.every((color, i) => sameHex(String(color), current[i]));
  const chosen = materialsCatalog.materials.find((material) =>
    same([material.settings.colorA, material.settings.colorB, material.settings.colorC]),
  );
  return [
    ...library.materialControls(LIBRARY, chosen?.id, async (id) => {
      const material = materialsCatalog.materials.find((entry) => entry.id === id);
      if (material)
        await setColors(
          [material.settings.colorA, material.settings.colorB, material.settings.colorC].map(String),
        );
    }),
    paletteControl(LIBRARY, identity.colors.gradient, current, setColors),
  ];
}

export const createSurfaceTool: ToolFactory = async (context, saved) => {
  const library = createShaderLibrary();
  const tool = await createGeneratingTool(
    {
      id: "surface",
      kind: "background",
      initial: { settings: { width: 1200, height: 630, style: "grain-gradient", gradient: "mesh" } },
      fixed: {},
      bindings,
      extraControls: (source, apply) => [
        sizePreset(source, apply),
        ...libraryControls(library, source, apply),
      ],
      // What generate() answers for a raw background request, without the template renderer it also holds.
      draw: async (request, context) => {
        if (request.kind !== "background") throw new Error("the surface tool draws backgrounds");
        const identity = await resolveForDrawing(request.identity, context);
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
  return {
    ...tool,
    controls: () => inSections(tool.controls(), SECTION_ORDER),
    deactivate: () => library.dispose(),
  };
};

/** Controls grouped by `order` of their sections (stable within a section); unlisted sections last. */
function inSections(controls: Control[], order: readonly string[]): Control[] {
  const rank = (control: Control) => {
    const index = order.indexOf(control.section ?? "");
    return index === -1 ? order.length : index;
  };
  return controls
    .map((control, i) => ({ control, i }))
    .sort((a, b) => rank(a.control) - rank(b.control) || a.i - b.i)
    .map(({ control }) => control);
}
