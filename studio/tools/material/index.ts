// material — the Design Lab: one full-canvas live material on the ratio's canvas, chosen from the Shader
// Library, tuned with the sixteen shared controls, exported as PNG or JPG by `design.export`.
import { resolveIdentity } from "../../../src/catalog/identities/index.js";
import { ENGINE_SPECS, materialsCatalog } from "../../../src/catalog/materials/index.js";
import {
  DESIGN_LAB_CANVAS,
  type DesignLabDocument,
  designLabDocumentSchema,
  designLabExportSize,
  identitySchema,
  MATERIAL_CONTROL_GROUPS,
  MATERIAL_CONTROLS,
  type MaterialControlName,
  type PartialMaterialSettings,
  type ShaderLayer,
  STUDIO_API,
  toRequestJsonSchema,
} from "../../../src/contract/index.js";
import { canonicalJson } from "../../../src/render/svg/ids.js";
import type { Control } from "../../api/controls.js";
import { StudioError } from "../../api/errors.js";
import { resolveSettings } from "../../engines/index.js";
import { identitySwatches } from "../identity-swatches.js";
import { schemaControls, withValue } from "../schema-controls.js";
import { createShaderLibrary, paletteControl } from "../shader-library/index.js";
import { type Artifact, MEDIA_TYPES, type Tool, type ToolFactory } from "../types.js";
import { DEFAULT_MATERIAL, materialOf, newDocument, validateDocument } from "./document.js";
import { drawComposition } from "./frame.js";
import { tryMaterialRenderer } from "./gl.js";
import { type FrameLoop, frameLoop } from "./loop.js";

const schema = toRequestJsonSchema(designLabDocumentSchema);
/** Previews draw at most this many device pixels across (exports draw at their full size). */
const PREVIEW_MAX_WIDTH = 1280;
/** Device pixels a moving preview frame may take (about 480×270). */
const MOVING_PIXEL_BUDGET = 130_000;

const controlLabel = (name: string) =>
  name.replace(/([a-z])([A-Z])/gu, "$1 $2").replace(/^./u, (c) => c.toUpperCase());

export const createMaterialTool: ToolFactory = async (context, saved): Promise<Tool> => {
  const fitted = (candidate: DesignLabDocument): DesignLabDocument => ({
    ...candidate,
    identity: identitySchema.parse(context.identity()),
  });
  let document: DesignLabDocument;
  try {
    document =
      saved === undefined
        ? newDocument(DEFAULT_MATERIAL, context.identity())
        : fitted(validateDocument(saved));
  } catch (error) {
    context.notify(
      `The saved Design Lab document could not be used (${StudioError.from(error).message}), so the Design Lab starts afresh.`,
    );
    document = newDocument(DEFAULT_MATERIAL, context.identity());
  }
  const library = createShaderLibrary();
  let loop: FrameLoop | undefined;
  let preview: HTMLCanvasElement | undefined;

  const current = (): DesignLabDocument => {
    if (canonicalJson(document.identity) !== canonicalJson(context.identity())) document = fitted(document);
    return document;
  };
  const layer = (): ShaderLayer => current().layers[0] as ShaderLayer;
  const apply = async (input: unknown): Promise<Record<string, unknown>> => {
    const next = validateDocument(input);
    if (next.identity !== undefined) context.setIdentity(next.identity);
    document = fitted(next);
    context.persist();
    loop?.invalidate();
    return structuredClone(document) as Record<string, unknown>;
  };
  const withLayer = async (change: Partial<ShaderLayer>): Promise<void> => {
    await apply({ ...current(), layers: [{ ...layer(), ...change }] });
  };
  const settingsOf = (): PartialMaterialSettings => layer().settings as PartialMaterialSettings;

  /** Choosing a material applies its tuned settings (the source then says exactly what is drawn). */
  const choose = (materialId: string) =>
    withLayer({ materialId, settings: resolveSettings(materialOf(materialId)) });

  const sharedControls = (): Control[] => {
    const { materialId } = layer();
    const settings = settingsOf();
    const material = materialOf(materialId);
    const ignored: readonly MaterialControlName[] = ENGINE_SPECS[material.engine].ignores;
    const tuned = resolveSettings(material);
    const swatches = identitySwatches(resolveIdentity(identitySchema.parse(context.identity())));
    return MATERIAL_CONTROL_GROUPS.flatMap(({ name: section, controls }) =>
      controls
        .filter((name) => !ignored.includes(name))
        .flatMap((name): Control[] => {
          const spec = MATERIAL_CONTROLS[name];
          const label = controlLabel(name);
          const value = settings[name] ?? tuned[name];
          const set = (next: unknown) => {
            if (next === undefined || next === "")
              return withLayer({ settings: { ...settings, [name]: tuned[name] } });
            return withLayer({
              settings: { ...settings, [name]: spec.type === "number" ? Number(next) : next },
            });
          };
          const control: Control =
            spec.type === "number"
              ? {
                  label,
                  kind: "number",
                  value,
                  min: spec.min,
                  max: spec.max,
                  step: spec.step,
                  enabled: true,
                  section,
                  commit: set,
                  path: `layers.0.settings.${name}`,
                }
              : {
                  label,
                  kind: "color",
                  value,
                  enabled: true,
                  section,
                  swatches,
                  commit: set,
                  path: `layers.0.settings.${name}`,
                };
          const reset: Control = {
            label: `Reset ${label}`,
            kind: "button",
            value: undefined,
            enabled: value !== tuned[name],
            attachTo: label,
            section,
            hint: `${label} back to ${material.name}'s own value`,
            run: () => set(undefined),
          };
          return [control, reset];
        }),
    );
  };

  const looks = (): Control => {
    const { materialId } = layer();
    const settings = settingsOf();
    const applied = materialsCatalog.lookPresets.find(
      (look) =>
        look.materialId === materialId &&
        Object.entries(look.settings).every(([key, value]) => settings[key as MaterialControlName] === value),
    );
    return {
      label: "Look",
      kind: "select",
      value: applied?.id ?? "",
      options: ["", ...materialsCatalog.lookPresets.map((look) => look.id)],
      optionLabels: Object.fromEntries(materialsCatalog.lookPresets.map((look) => [look.id, look.name])),
      emptyLabel: "Your own",
      enabled: true,
      section: "Library",
      hint: applied?.description ?? "a look sets the material and its tuned settings",
      commit: async (value) => {
        const look = materialsCatalog.lookPresets.find((entry) => entry.id === value);
        if (!look) return;
        const base = resolveSettings(materialOf(look.materialId));
        await withLayer({ materialId: look.materialId, settings: { ...base, ...look.settings } });
      },
    };
  };

  /**
   * Preview frames: at the size shown, but while the material moves, within a pixel budget that keeps the
   * page responsive on software WebGL (the browser scales the frame up; a still frame and every export are
   * drawn at full size).
   */
  const draw = (timeMs: number, moving: boolean) => {
    const renderer = tryMaterialRenderer();
    if (!preview || !("render" in renderer)) return;
    const doc = current();
    const canvas = DESIGN_LAB_CANVAS[doc.canvas.ratio];
    const shown = preview.getBoundingClientRect().width * (window.devicePixelRatio || 1);
    let width = Math.min(shown || canvas.width, PREVIEW_MAX_WIDTH, canvas.width);
    if (moving) width = Math.min(width, Math.sqrt((MOVING_PIXEL_BUDGET * canvas.width) / canvas.height));
    width = Math.max(2, Math.round(width));
    const height = Math.max(2, Math.round((width * canvas.height) / canvas.width));
    drawComposition(renderer, doc, timeMs, width, height, preview);
  };

  return {
    id: "material",
    exports: ["png", "jpg"],
    exportAction: STUDIO_API.designExport.action,
    readSource: () => structuredClone(current()) as Record<string, unknown>,
    initialSource: () =>
      newDocument(DEFAULT_MATERIAL, context.identity()) as unknown as Record<string, unknown>,
    applySource: apply,
    controls(): Control[] {
      const doc = current();
      const { materialId } = layer();
      const identity = resolveIdentity(identitySchema.parse(context.identity()));
      const colors = ["colorA", "colorB", "colorC"].map((name) =>
        String(layer().settings[name as MaterialControlName] ?? ""),
      );
      return [
        ...library.materialControls("Library", materialId, choose),
        looks(),
        paletteControl("Library", identity.colors.gradient, colors, (palette) =>
          withLayer({
            settings: { ...layer().settings, colorA: palette[0], colorB: palette[1], colorC: palette[2] },
          }),
        ),
        ...schemaControls(
          schema,
          doc as unknown as Record<string, unknown>,
          [
            {
              path: "canvas.ratio",
              section: "Canvas",
              optionLabels: { wide: "Wide 16:9", square: "Square", opengraph: "Open Graph" },
            },
            {
              path: "canvas.backgroundColor",
              label: "Background colour",
              section: "Canvas",
              swatches: identitySwatches(identity),
            },
            { path: "layers.0.opacity", label: "Opacity", section: "Canvas" },
            { path: "export.width", label: "Export width", section: "Export" },
          ],
          async (path, value) => {
            if (path === "layers.0.opacity") await withLayer({ opacity: value as number });
            else await apply(withValue(doc as unknown as Record<string, unknown>, path, value));
          },
        ),
        ...sharedControls(),
      ];
    },
    async render(element) {
      const renderer = tryMaterialRenderer();
      const doc = current();
      if (!("render" in renderer)) {
        // Said plainly; never a static imitation of the material.
        element.replaceChildren(
          Object.assign(globalThis.document.createElement("p"), {
            className: "unavailable",
            textContent: renderer.message,
          }),
        );
        return;
      }
      const canvas = DESIGN_LAB_CANVAS[doc.canvas.ratio];
      if (!preview || !element.contains(preview)) {
        loop?.dispose();
        preview = globalThis.document.createElement("canvas");
        preview.setAttribute("role", "img");
        element.replaceChildren(preview);
        loop = frameLoop(preview, draw, () => (settingsOf().speed ?? 0) > 0);
      }
      preview.dataset.artWidth = String(canvas.width);
      preview.dataset.artHeight = String(canvas.height);
      preview.setAttribute(
        "aria-label",
        `${materialOf(layer().materialId).name} on a ${canvas.width}×${canvas.height} canvas`,
      );
      loop?.invalidate();
    },
    refuseExport: (format) =>
      (STUDIO_API.designExport.formats as readonly string[]).includes(format)
        ? StudioError.capability(
            `this version of the Design Lab exports png and jpg; ${format} exports of sequences are not built yet, and nothing else is substituted`,
          )
        : undefined,
    async artifact(format, options = {}, run): Promise<Artifact> {
      const renderer = tryMaterialRenderer();
      if (!("render" in renderer)) throw renderer;
      if (format !== "png" && format !== "jpg")
        throw StudioError.of("invalid_request", `no ${format} export`, "format");
      const timeMs = options.timeMs ?? 0;
      if (typeof timeMs !== "number" || !Number.isFinite(timeMs) || timeMs < 0) {
        throw StudioError.of("invalid_request", "timeMs must be a number of milliseconds ≥ 0", "timeMs");
      }
      const doc = current();
      const { width, height } = designLabExportSize(doc);
      const canvas = drawComposition(
        renderer,
        doc,
        timeMs,
        width,
        height,
        globalThis.document.createElement("canvas"),
      );
      const blob = await new Promise<Blob>((resolve, reject) =>
        canvas.toBlob(
          (made) => (made ? resolve(made) : reject(new Error("the frame could not be encoded"))),
          MEDIA_TYPES[format],
          0.92,
        ),
      );
      run?.onProgress(1, 1);
      const identity = resolveIdentity(identitySchema.parse(context.identity()));
      return {
        filename: `${identity.slug}-${layer().materialId}-${width}x${height}.${format}`,
        mimeType: MEDIA_TYPES[format],
        bytes: blob.size,
        width,
        height,
        blob,
      };
    },
    deactivate() {
      loop?.dispose();
      loop = undefined;
      preview = undefined;
      library.dispose();
    },
  };
};
