// material — the Design Lab: a composition of layers (shaders, brand marks, text, images, effects) on the
// ratio's canvas — the bottom shader chosen from the Shader Library and tuned with the sixteen shared
// controls, the others edited in the layer rail and the selected layer's inspector — and its shader
// sequence, previewed on the canvas and exported as PNG, JPG, GIF or MP4 by `design.export`.
import { resolveIdentity } from "../../../src/catalog/identities/index.js";
import { ENGINE_SPECS, materialsCatalog } from "../../../src/catalog/materials/index.js";
import {
  DEFAULT_DESIGN_LAB_MODE,
  DESIGN_LAB_CANVAS,
  DESIGN_LAB_MODES,
  type DesignLabDocument,
  designLabDocumentSchema,
  designLabExportSize,
  framesBefore,
  identitySchema,
  labelOf,
  MATERIAL_CONTROL_GROUPS,
  MATERIAL_CONTROLS,
  type MaterialControlName,
  type PartialMaterialSettings,
  type ShaderLayer,
  STUDIO_API,
  type Timeline,
  toRequestJsonSchema,
} from "../../../src/contract/index.js";
import { canonicalJson } from "../../../src/render/svg/ids.js";
import { composeFrame, type FrameAssets } from "../../compose/frame.js";
import { sequenceMaterials, timelineOf } from "../../compose/sequence.js";
import { resolveSettings } from "../../engines/index.js";
import type { Control } from "../../runtime/controls.js";
import { artifactOf, encode } from "../../runtime/encode.js";
import { StudioError } from "../../runtime/errors.js";
import { showUnavailable, tryMaterialRenderer } from "../../runtime/gl.js";
import { type FrameLoop, frameLoop } from "../../runtime/loop.js";
import { materialOf } from "../../runtime/material-record.js";
import { createShaderLibrary, paletteControl } from "../../runtime/shader-library/index.js";
import { carriedIdentity } from "../carried-identity.js";
import { resolveForDrawing } from "../drawing-identity.js";
import { identitySwatches } from "../identity-swatches.js";
import { schemaControls, withValue } from "../schema-controls.js";
import type { Artifact, Tool, ToolFactory } from "../types.js";
import { CanvasDrag } from "./canvas-drag.js";
import { DEFAULT_MATERIAL, newDocument, readDocument } from "./document.js";
import { type LabHost, reconciled } from "./edits.js";
import { layerControls } from "./layer-inspector.js";
import { LayerSelection, railControls } from "./layers.js";
import { PreviewStills } from "./preview-stills.js";
import { SequencePreview, sequenceControls } from "./sequence.js";

const schema = toRequestJsonSchema(designLabDocumentSchema);
/** Previews draw at most this many device pixels across (exports draw at their full size). */
const PREVIEW_MAX_WIDTH = 1280;
/** Device pixels a moving preview frame may take (about 480×270). */
const MOVING_PIXEL_BUDGET = 130_000;

/** What a document of shader layers alone draws besides them: nothing. */
const NO_STILLS: FrameAssets = { stills: new Map(), glyphs: new Map() };
/**
 * Whether a document has layers drawn from prepared rasters (marks, text, images, ASCII glyphs): only then do
 * the preview's still layers load the text engine and the overlay renderer, so a new document (one shader)
 * paints first without them.
 */
const hasStills = (doc: DesignLabDocument) => doc.layers.some((layer) => layer.type !== "shader");

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
        : fitted(readDocument(saved).document);
  } catch (error) {
    context.notify(
      `The saved Design Lab document could not be used (${StudioError.from(error).message}), so the Design Lab starts afresh.`,
    );
    document = newDocument(DEFAULT_MATERIAL, context.identity());
  }
  const library = createShaderLibrary();
  let loop: FrameLoop | undefined;
  let preview: HTMLCanvasElement | undefined;
  /** Exports running now (the shell allows one): the preview pauses meanwhile. */
  let exports = 0;

  const current = (): DesignLabDocument => {
    if (canonicalJson(document.identity) !== canonicalJson(context.identity())) document = fitted(document);
    return document;
  };
  /** The bottom shader layer: the one the library and the shared controls edit (and sequences cut). */
  const layer = (): ShaderLayer => {
    const found = current().layers.find((entry) => entry.type === "shader");
    if (!found) throw new Error("a Design Lab document has a shader layer");
    return found;
  };
  /**
   * The normalized document applied; a stale stored timeline (the document read, then edited) is resolved
   * again, and the result's `warnings` and the status line say so.
   */
  const apply = async (input: unknown): Promise<Record<string, unknown>> => {
    const { document: next, staleTimeline } = readDocument(input);
    // Fields of the shared identity the document does not carry are kept (carried-identity.ts).
    if (next.identity !== undefined) context.setIdentity(carriedIdentity(context.identity(), next.identity));
    document = fitted(next);
    if (staleTimeline !== undefined)
      document = { ...document, sequence: { ...document.sequence, timeline: timelineOf(document, seed()) } };
    context.persist();
    loop?.invalidate();
    const applied = structuredClone(document) as Record<string, unknown>;
    if (staleTimeline === undefined) return applied;
    const message = `sequence.timeline did not match the document (${staleTimeline}), so it was ignored and resolved again from the material, frame rate, duration and sequence settings`;
    context.notify(`The document's timeline was out of date and has been resolved again.`);
    return { ...applied, warnings: [{ code: "recomputed", field: "sequence.timeline", message }] };
  };
  /** Every edit of the controls: validated, with a timeline the edit made stale resolved again (edits.ts). */
  const host: LabHost = {
    doc: current,
    commit: async (next) => {
      await apply(reconciled(current(), next, (bare) => timelineOf(bare, seed())));
    },
  };
  const withLayer = async (change: Partial<ShaderLayer>): Promise<void> => {
    const bottom = layer();
    await host.commit({
      ...current(),
      layers: current().layers.map((entry) => (entry === bottom ? { ...bottom, ...change } : entry)),
    });
  };
  const selection = new LayerSelection();
  const sequencePreview = new SequencePreview();
  let undrag: (() => void) | undefined;
  const seed = () => resolveIdentity(identitySchema.parse(context.identity())).id;
  let cachedTimeline: { key: string; timeline: Timeline } | undefined;
  /** The timeline the shader-sequence export renders for the current document. */
  const timeline = (doc: DesignLabDocument): Timeline => {
    const key = canonicalJson([doc.sequence, doc.export, layer().materialId, seed()]);
    if (cachedTimeline?.key !== key) cachedTimeline = { key, timeline: timelineOf(doc, seed()) };
    return cachedTimeline.timeline;
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
          const label = labelOf(name);
          const value = settings[name] ?? tuned[name];
          // The settings as they are when the value arrives (the page may keep this row across edits).
          const set = (next: unknown) => {
            if (next === undefined || next === "")
              return withLayer({ settings: { ...settingsOf(), [name]: tuned[name] } });
            return withLayer({
              settings: { ...settingsOf(), [name]: spec.type === "number" ? Number(next) : next },
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

  /** Still layers and glyphs at the preview's size: prepared off the frame loop, drawn once they are ready. */
  const stills = new PreviewStills(
    async (doc, width, height) =>
      hasStills(doc)
        ? (await import("../../compose/assets.js")).prepareAssets(
            doc,
            width,
            height,
            await resolveForDrawing(identitySchema.parse(context.identity()), context),
            context.fonts,
          )
        : NO_STILLS,
    () => loop?.invalidate(),
  );
  const drag = new CanvasDrag(
    host,
    selection,
    () => loop?.invalidate(),
    (doc) => stills.boxes(doc),
  );

  /**
   * Preview frames: at the size shown, but while the material moves, within a pixel budget that keeps the
   * page responsive on software WebGL (the browser scales the frame up; a still frame and every export are
   * drawn at full size).
   */
  const draw = (timeMs: number, moving: boolean) => {
    const renderer = tryMaterialRenderer();
    if (!preview || !("render" in renderer)) return;
    const doc = drag.shown(current());
    const canvas = DESIGN_LAB_CANVAS[doc.canvas.ratio];
    const shown = preview.getBoundingClientRect().width * (window.devicePixelRatio || 1);
    let width = Math.min(shown || canvas.width, PREVIEW_MAX_WIDTH, canvas.width);
    if (moving) width = Math.min(width, Math.sqrt((MOVING_PIXEL_BUDGET * canvas.width) / canvas.height));
    width = Math.max(2, Math.round(width));
    const height = Math.max(2, Math.round((width * canvas.height) / canvas.width));
    const assets = stills.assets(doc, width, height, drag.active);
    drag.paint(doc);
    if (!sequencePreview.shown) {
      delete preview.dataset.sequenceTime;
      composeFrame(renderer, doc, timeMs, width, height, preview, assets);
      return;
    }
    // The sequence at the exact time of one of its export frames.
    const cuts = timeline(doc);
    const at = sequencePreview.timeMs(cuts);
    preview.dataset.sequenceTime = String(at);
    composeFrame(renderer, doc, at, width, height, preview, assets, sequenceMaterials(doc, cuts));
  };

  return {
    id: "material",
    exports: STUDIO_API.designExport.formats,
    exportAction: STUDIO_API.designExport.action,
    readSource: () => structuredClone(current()) as Record<string, unknown>,
    exportChoices: () => ({ mode: current().mode }),
    exportTiming() {
      const doc = current();
      const { fps, durationMs } = doc.export;
      const sequence = timeline(doc);
      return {
        standard: { frames: framesBefore(durationMs, fps), durationMs },
        "shader-sequence": { frames: sequence.totalFrames, durationMs: sequence.totalMs },
      };
    },
    exportShape() {
      const doc = current();
      const { fps, durationMs, quality } = doc.export;
      const frames =
        doc.mode === "shader-sequence" ? timeline(doc).totalFrames : framesBefore(durationMs, fps);
      return { ...designLabExportSize(doc), frames, quality };
    },
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
        ...railControls(
          host,
          selection,
          () => identity.name,
          () => materialsCatalog.materials.find((entry) => entry.id !== materialId)?.id ?? materialId,
        ),
        ...layerControls(host, (at) => selection.index(at), identitySwatches(identity)),
        ...drag.control(),
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
            { path: "export.width", label: "Export width", section: "Export" },
            {
              path: "mode",
              label: "Export mode",
              section: "Export",
              optionLabels: { standard: "Standard", "shader-sequence": "Shader sequence" },
            },
          ],
          async (path, value) => {
            await apply(withValue(current() as unknown as Record<string, unknown>, path, value));
          },
        ),
        ...sequenceControls(host, schema, sequencePreview, seed(), () => loop?.invalidate()),
        ...sharedControls(),
      ];
    },
    async render(element) {
      const renderer = tryMaterialRenderer();
      const doc = current();
      if (!("render" in renderer)) {
        showUnavailable(element, renderer);
        return;
      }
      const canvas = DESIGN_LAB_CANVAS[doc.canvas.ratio];
      if (!preview || !element.contains(preview)) {
        loop?.dispose();
        preview = globalThis.document.createElement("canvas");
        preview.setAttribute("role", "img");
        // The canvas first (the shell sizes the artboard from it), the selection drawn over it.
        element.replaceChildren(preview, drag.overlay.element);
        undrag?.();
        undrag = drag.attach(preview);
        loop = frameLoop(
          preview,
          draw,
          // An export holds the preview still: they would share the one renderer and the main thread.
          () =>
            exports === 0 &&
            (sequencePreview.playing ||
              current().layers.some(
                (entry) =>
                  entry.type === "shader" &&
                  entry.visible &&
                  resolveSettings(materialOf(entry.materialId), entry.settings as PartialMaterialSettings)
                    .speed > 0,
              )),
        );
      }
      preview.dataset.artWidth = String(canvas.width);
      preview.classList.toggle("movable", drag.movable() !== undefined);
      preview.dataset.artHeight = String(canvas.height);
      preview.setAttribute(
        "aria-label",
        `${materialOf(layer().materialId).name} on a ${canvas.width}×${canvas.height} canvas`,
      );
      loop?.invalidate();
    },
    async artifact(format, options = {}, run): Promise<Artifact> {
      const renderer = tryMaterialRenderer();
      if (!("render" in renderer)) throw renderer;
      const doc = current();
      // The call's mode, never the document's: that one is what the Download buttons export (exportChoices).
      const mode = options.mode ?? DEFAULT_DESIGN_LAB_MODE;
      if (!(DESIGN_LAB_MODES as readonly unknown[]).includes(mode)) {
        throw StudioError.of(
          "invalid_request",
          `mode must be one of: ${DESIGN_LAB_MODES.join(", ")}`,
          "mode",
        );
      }
      const timeMs = options.timeMs ?? 0;
      if (typeof timeMs !== "number" || !Number.isFinite(timeMs) || timeMs < 0) {
        throw StudioError.of("invalid_request", "timeMs must be a number of milliseconds ≥ 0", "timeMs");
      }
      // Its brand marks as the API draws them (a name in any script set in type).
      const identity = await resolveForDrawing(identitySchema.parse(context.identity()), context);
      const { width, height } = designLabExportSize(doc);
      const { prepareAssets } = await import("../../compose/assets.js");
      const assets = await prepareAssets(doc, width, height, identity, context.fonts);
      const timeline = mode === "shader-sequence" ? timelineOf(doc, identity.id) : undefined;
      const materialAt = timeline ? sequenceMaterials(doc, timeline) : undefined;
      const frame = (t: number, target: HTMLCanvasElement | OffscreenCanvas) =>
        composeFrame(renderer, doc, t, width, height, target, assets, materialAt);
      if (format === "svg")
        throw StudioError.of("invalid_request", "the Design Lab exports no SVG", "format");
      exports += 1;
      let made: Awaited<ReturnType<typeof encode>>;
      try {
        made = await encode(format, {
          doc,
          width,
          height,
          frame,
          timeMs,
          durationMs: timeline?.totalMs ?? doc.export.durationMs,
          signal: run?.signal,
          onProgress: run?.onProgress,
        });
      } finally {
        exports -= 1;
        loop?.invalidate();
      }
      return artifactOf(
        `${identity.slug}-design-${mode}-${width}x${height}.${format}`,
        format,
        made,
        width,
        height,
      );
    },
    deactivate() {
      loop?.dispose();
      undrag?.();
      loop = undefined;
      undrag = undefined;
      preview = undefined;
      library.dispose();
    },
  };
};
