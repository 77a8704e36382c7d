// material — the Design Lab: a composition of layers (shaders, brand marks, text, images, effects) on the
// ratio's canvas — the bottom shader chosen from the Shader Library and tuned with the sixteen shared
// controls, the others edited in the layer rail and the selected layer's inspector — and its shader
// sequence, previewed on the canvas and exported as PNG, JPG, GIF or MP4 by `design.export`. The lifecycle
// is the document tools' (document-tool.ts); what is here is the Design Lab's own.
import { resolveIdentity } from "../../../src/catalog/identities/index.js";
import { materialsCatalog } from "../../../src/catalog/materials/index.js";
import {
  DEFAULT_DESIGN_LAB_MODE,
  DESIGN_LAB_CANVAS,
  type DesignLabDocument,
  designLabDocumentSchema,
  designLabExportSize,
  framesBefore,
  identitySchema,
  type PartialMaterialSettings,
  STUDIO_API,
  type Timeline,
  toRequestJsonSchema,
} from "../../../src/contract/index.js";
import { withGroupsApplied } from "../../../src/documents/design-lab-groups.js";
import { canonicalJson } from "../../../src/svg/ids.js";
import { composeFrame, composePixels, type FrameAssets } from "../../compose/frame.js";
import { sequenceMaterials, timelineOf } from "../../compose/sequence.js";
import { resolveSettings } from "../../engines/index.js";
import { materialOf } from "../../runtime/material-record.js";
import { createShaderLibrary } from "../../runtime/shader-library/index.js";
import { defineDocumentTool } from "../document-tool.js";
import { resolveForDrawing } from "../drawing-identity.js";
import { identitySwatches } from "../identity-swatches.js";
import type { ToolContext } from "../types.js";
import { canvasControls } from "./canvas-controls.js";
import { CanvasDrag } from "./canvas-drag.js";
import { DEFAULT_MATERIAL, newDocument, readDocument } from "./document.js";
import { type LabHost, reconciled } from "./edits.js";
import { groupControls } from "./group-controls.js";
import { layerControls } from "./layer-inspector.js";
import { LayerSelection, railControls } from "./layers.js";
import { PreviewStills } from "./preview-stills.js";
import { SequencePreview, sequenceControls } from "./sequence.js";
import { bottomShader, shaderControls } from "./shader-controls.js";

const schema = toRequestJsonSchema(designLabDocumentSchema);

/** What a document of shader layers alone draws besides them: nothing. */
const NO_STILLS: FrameAssets = { stills: new Map(), glyphs: new Map() };
/**
 * Whether a document has layers drawn from prepared rasters (marks, text, images, ASCII glyphs): only then do
 * the preview's still layers load the text engine and the overlay renderer, so a new document (one shader)
 * paints first without them.
 */
const hasStills = (doc: DesignLabDocument) => doc.layers.some((layer) => layer.type !== "shader");

/** The seed a timeline is resolved with: the active identity's id. */
const seedOf = (context: ToolContext) => resolveIdentity(identitySchema.parse(context.identity())).id;

export const createMaterialTool = defineDocumentTool<DesignLabDocument>({
  id: "material",
  name: "the Design Lab",
  exports: STUDIO_API.designExport.formats,
  fresh: (context) => newDocument(DEFAULT_MATERIAL, context.identity()),
  /**
   * A stale stored timeline (the document read, then edited) is resolved again, and the result's `warnings`
   * and the status line say so.
   */
  read(input, context) {
    const { document, staleTimeline } = readDocument(input);
    if (staleTimeline === undefined) return { doc: document };
    return {
      doc: document,
      settle: (fitted) => ({
        doc: { ...fitted, sequence: { ...fitted.sequence, timeline: timelineOf(fitted, seedOf(context)) } },
        warnings: [
          {
            code: "recomputed",
            field: "sequence.timeline",
            message: `sequence.timeline did not match the document (${staleTimeline}), so it was ignored and resolved again from the material, frame rate, duration and sequence settings`,
          },
        ],
        note: "The document's timeline was out of date and has been resolved again.",
      }),
    };
  },
  declare(host) {
    const { context } = host;
    const seed = () => seedOf(context);
    /** Every edit of the controls: validated, with a timeline the edit made stale resolved again (edits.ts). */
    const lab: LabHost = {
      doc: host.doc,
      commit: async (next) => {
        await host.apply(reconciled(host.doc(), next, (bare) => timelineOf(bare, seed())));
      },
    };
    const library = createShaderLibrary();
    const selection = new LayerSelection();
    const sequencePreview = new SequencePreview();
    let cachedTimeline: { key: string; timeline: Timeline } | undefined;
    /** The timeline the shader-sequence export renders for the current document. */
    const timeline = (doc: DesignLabDocument): Timeline => {
      const key = canonicalJson([
        doc.sequence,
        doc.export,
        bottomShader(host.doc()).layer.materialId,
        seed(),
      ]);
      if (cachedTimeline?.key !== key) cachedTimeline = { key, timeline: timelineOf(doc, seed()) };
      return cachedTimeline.timeline;
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
      host.redraw,
    );
    // The canvas picks and outlines layers where their groups draw them.
    const drag = new CanvasDrag(lab, selection, host.redraw, (doc) => stills.boxes(withGroupsApplied(doc)));

    return {
      controls() {
        const doc = host.doc();
        const { materialId } = bottomShader(doc).layer;
        const identity = host.identity();
        const shader = shaderControls(lab, library, identity);
        return [
          ...railControls(
            lab,
            selection,
            () => identity.name,
            () => materialsCatalog.materials.find((entry) => entry.id !== materialId)?.id ?? materialId,
          ),
          ...layerControls(lab, (at) => selection.index(at), identitySwatches(identity)),
          ...groupControls(lab, selection),
          ...drag.control(),
          ...shader.library,
          ...canvasControls(schema, doc, identity, host.apply, host.doc),
          ...sequenceControls(lab, schema, sequencePreview, seed(), host.redraw),
          ...shader.settings,
        ];
      },
      preview: {
        size: (doc) => DESIGN_LAB_CANVAS[doc.canvas.ratio],
        label(doc) {
          const { width, height } = DESIGN_LAB_CANVAS[doc.canvas.ratio];
          return `${materialOf(bottomShader(doc).layer.materialId).name} on a ${width}×${height} canvas`;
        },
        // A sequence playing, or a visible shader layer or layer fill whose material moves (a layer of a
        // hidden group is not visible: the frame does not draw it).
        animates: (doc) =>
          sequencePreview.playing ||
          withGroupsApplied(doc).layers.some((entry) => {
            if (!entry.visible) return false;
            const live =
              entry.type === "shader"
                ? entry
                : entry.type === "text" || entry.type === "brand-mark"
                  ? entry.fill
                  : undefined;
            return (
              live !== undefined &&
              resolveSettings(materialOf(live.materialId), live.settings as PartialMaterialSettings).speed > 0
            );
          }),
        mount: (canvas) => ({ over: [drag.overlay.element], unmount: drag.attach(canvas) }),
        decorate: (canvas) => {
          canvas.classList.toggle("movable", drag.movable() !== undefined);
        },
        draw({ renderer, doc: current, canvas, width, height, clock }) {
          const doc = withGroupsApplied(drag.shown(current));
          const assets = stills.assets(doc, width, height, drag.active);
          drag.paint(doc);
          if (!sequencePreview.shown) {
            delete canvas.dataset.sequenceTime;
            composeFrame(renderer, doc, clock, width, height, canvas, assets);
            return;
          }
          // The sequence at the exact time of one of its export frames.
          const cuts = timeline(doc);
          const at = sequencePreview.timeMs(cuts);
          canvas.dataset.sequenceTime = String(at);
          composeFrame(renderer, doc, at, width, height, canvas, assets, {
            materialAt: sequenceMaterials(doc, cuts),
          });
        },
      },
      export: {
        // The call's mode, never the document's: that one is what the Download buttons export (exportChoices).
        mode: (options) => options.mode ?? DEFAULT_DESIGN_LAB_MODE,
        async plan(source, options, renderer) {
          const doc = withGroupsApplied(source);
          const mode = options.mode ?? DEFAULT_DESIGN_LAB_MODE;
          // Its brand marks as the API draws them (a name in any script set in type).
          const identity = await resolveForDrawing(identitySchema.parse(context.identity()), context);
          const { width, height } = designLabExportSize(doc);
          const { prepareAssets } = await import("../../compose/assets.js");
          const assets = await prepareAssets(doc, width, height, identity, context.fonts);
          const cuts = mode === "shader-sequence" ? timelineOf(doc, identity.id) : undefined;
          const materialAt = cuts ? sequenceMaterials(doc, cuts) : undefined;
          const { fps, quality, gifLoop } = doc.export;
          return {
            stem: `${identity.slug}-design-${mode}-${width}x${height}`,
            width,
            height,
            frame: (t, target) =>
              composeFrame(renderer, doc, t, width, height, target, assets, { materialAt }),
            pixels: (t) => composePixels(renderer, doc, t, width, height, assets, { materialAt }),
            timeMs: options.timeMs ?? 0,
            durationMs: cuts?.totalMs ?? doc.export.durationMs,
            fps,
            quality,
            // `gifLoop` closes the loop of both motion formats: an MP4 a player loops wraps as the GIF does.
            loop: gifLoop,
          };
        },
      },
      extras: {
        exportAction: STUDIO_API.designExport.action,
        exportChoices: () => ({ mode: host.doc().mode }),
        exportTiming() {
          const doc = host.doc();
          const { fps, durationMs } = doc.export;
          const sequence = timeline(doc);
          return {
            standard: { frames: framesBefore(durationMs, fps), durationMs },
            "shader-sequence": { frames: sequence.totalFrames, durationMs: sequence.totalMs },
          };
        },
        exportShape() {
          const doc = host.doc();
          const { fps, durationMs, quality } = doc.export;
          const frames =
            doc.mode === "shader-sequence" ? timeline(doc).totalFrames : framesBefore(durationMs, fps);
          return { ...designLabExportSize(doc), frames, quality };
        },
      },
      dispose: () => library.dispose(),
    };
  },
});
