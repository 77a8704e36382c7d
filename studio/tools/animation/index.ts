// animation — Motion: a brand motion loop at a social size — one material from the Shader Library, the brand
// mark and an optional line of type, each animated in (fade, rise or scale, on an easing curve) and mirrored
// out — previewed on the page's one WebGL2 context with play/pause and a scrubber, and exported as PNG, JPG,
// GIF, MP4 or WebM by `animation.export`. Frames are the Design Lab compositor's (frames.ts).
import { resolveIdentity } from "../../../src/catalog/identities/index.js";
import {
  framesBefore,
  identitySchema,
  LOOP_EXPORT_FORMATS,
  MOTION_MAX_TEXT,
  MOTION_SIZES,
  type MotionDocument,
  motionExportSize,
  type PartialMaterialSettings,
} from "../../../src/contract/index.js";
import { canonicalJson } from "../../../src/render/svg/ids.js";
import { StudioError } from "../../api/errors.js";
import { resolveSettings } from "../../engines/index.js";
import { carriedIdentity } from "../carried-identity.js";
import { resolveForDrawing } from "../drawing-identity.js";
import { identitySwatches } from "../identity-swatches.js";
import { materialOf } from "../material/document.js";
import { artifactOf } from "../material/encode.js";
import { showUnavailable, tryMaterialRenderer } from "../material/gl.js";
import { type FrameLoop, frameLoop } from "../material/loop.js";
import { createShaderLibrary } from "../shader-library/index.js";
import type { Artifact, Tool, ToolFactory } from "../types.js";
import { motionControls } from "./controls.js";
import { newMotionDocument, validateMotion } from "./document.js";
import { encodeMotion } from "./export.js";
import { type MotionFrames, prepareFrames } from "./frames.js";
import { darkMaterial } from "./layout.js";
import { frameTimeAt, MotionPlayer } from "./player.js";

/** Previews draw at most this many device pixels across (exports draw at their full size). */
const PREVIEW_MAX_WIDTH = 1280;
/** Device pixels a playing preview frame may take (about 360×360), so software WebGL keeps up. */
const MOVING_PIXEL_BUDGET = 130_000;

export const createMotionTool: ToolFactory = async (context, saved): Promise<Tool> => {
  const identity = () => resolveIdentity(identitySchema.parse(context.identity()));
  const fitted = (candidate: MotionDocument): MotionDocument => ({
    ...candidate,
    identity: identitySchema.parse(context.identity()),
  });
  let document: MotionDocument;
  try {
    document = saved === undefined ? newMotionDocument(context.identity()) : fitted(validateMotion(saved));
  } catch (error) {
    context.notify(
      `The saved Motion document could not be used (${StudioError.from(error).message}), so Motion starts afresh.`,
    );
    document = newMotionDocument(context.identity());
  }
  const library = createShaderLibrary();
  const player = new MotionPlayer();
  /** Exports running now (the shell allows one): a playing preview holds still meanwhile, since they would
   * share the one renderer and the main thread. */
  let exporting = 0;
  let loop: FrameLoop | undefined;
  let preview: HTMLCanvasElement | undefined;

  const current = (): MotionDocument => {
    if (canonicalJson(document.identity) !== canonicalJson(context.identity())) document = fitted(document);
    return document;
  };
  const apply = async (input: unknown): Promise<Record<string, unknown>> => {
    const next = validateMotion(input);
    // Fields of the shared identity the document does not carry are kept (carried-identity.ts).
    if (next.identity !== undefined) context.setIdentity(carriedIdentity(context.identity(), next.identity));
    document = fitted(next);
    context.persist();
    loop?.invalidate();
    return structuredClone(document) as Record<string, unknown>;
  };

  /** The preview's frames at its size: prepared off the frame loop, drawn once ready (the last ones until). */
  let shownFrames: { key: string; frames: MotionFrames } | undefined;
  /** The latest frames asked for: an earlier preparation that finishes late is dropped. */
  let wanted: string | undefined;
  const framesFor = (doc: MotionDocument, width: number, height: number): MotionFrames | undefined => {
    const key = `${width}x${height}:${canonicalJson(doc)}`;
    if (shownFrames?.key !== key && wanted !== key) {
      wanted = key;
      // Its mark as the API draws it (a name in any script set in type).
      void resolveForDrawing(identitySchema.parse(context.identity()), context)
        .then((resolved) => prepareFrames(doc, width, height, resolved, context.fonts))
        .then(
          (frames) => {
            if (wanted !== key) return;
            shownFrames = { key, frames };
            loop?.invalidate();
          },
          (error: unknown) => {
            if (wanted !== key) return;
            wanted = undefined;
            context.notify(`The preview could not be drawn: ${StudioError.from(error).message}`);
          },
        );
    }
    return shownFrames?.frames;
  };

  const draw = (_clock: number, moving: boolean) => {
    const renderer = tryMaterialRenderer();
    if (!preview || !("render" in renderer)) return;
    const doc = current();
    const size = MOTION_SIZES[doc.size];
    const shown = preview.getBoundingClientRect().width * (window.devicePixelRatio || 1);
    let width = Math.min(shown || size.width, PREVIEW_MAX_WIDTH, size.width);
    if (moving) width = Math.min(width, Math.sqrt((MOVING_PIXEL_BUDGET * size.width) / size.height));
    width = Math.max(2, Math.round(width));
    const height = Math.max(2, Math.round((width * size.height) / size.width));
    const frames = framesFor(doc, width, height);
    const timeMs = player.timeMs(doc.export.durationMs, doc.export.fps);
    preview.dataset.timeMs = String(timeMs);
    if (frames) frames.draw(renderer, timeMs, preview);
  };

  const choose = async (materialId: string) => {
    const doc = current();
    await apply({
      ...doc,
      material: { materialId, settings: resolveSettings(materialOf(materialId)) as PartialMaterialSettings },
    });
  };

  return {
    id: "animation",
    exports: LOOP_EXPORT_FORMATS,
    exportShape() {
      const doc = current();
      const { fps, durationMs, quality } = doc.export;
      return { ...motionExportSize(doc), frames: framesBefore(durationMs, fps), quality };
    },
    readSource: () => structuredClone(current()) as Record<string, unknown>,
    initialSource: () => newMotionDocument(context.identity()) as unknown as Record<string, unknown>,
    applySource: apply,
    controls() {
      const resolved = identity();
      return motionControls({
        doc: current,
        commit: async (next) => {
          await apply(next);
        },
        player,
        library,
        swatches: identitySwatches(resolved),
        gradient: resolved.colors.gradient,
        autoTextColor: () => (darkMaterial(current()) ? resolved.colors.paper : resolved.colors.ink),
        defaultLine: () => {
          const { tagline, name } = identity();
          return tagline && tagline.length <= MOTION_MAX_TEXT ? tagline : name;
        },
        choose,
        redraw: () => loop?.invalidate(),
      });
    },
    async render(element) {
      const renderer = tryMaterialRenderer();
      if (!("render" in renderer)) {
        showUnavailable(element, renderer);
        return;
      }
      const doc = current();
      const size = MOTION_SIZES[doc.size];
      if (!preview || !element.contains(preview)) {
        loop?.dispose();
        preview = globalThis.document.createElement("canvas");
        preview.setAttribute("role", "img");
        preview.className = "motion-preview";
        element.replaceChildren(preview);
        loop = frameLoop(preview, draw, () => player.playing && exporting === 0);
      }
      preview.dataset.artWidth = String(size.width);
      preview.dataset.artHeight = String(size.height);
      preview.setAttribute(
        "aria-label",
        `Motion: ${materialOf(doc.material.materialId).name}${doc.mark.visible ? ", the brand mark" : ""}${doc.text ? `, “${doc.text.value}”` : ""} on a ${size.width}×${size.height} canvas`,
      );
      loop?.invalidate();
    },
    async artifact(format, options = {}, run): Promise<Artifact> {
      const renderer = tryMaterialRenderer();
      if (!("render" in renderer)) throw renderer;
      if (format === "svg") throw StudioError.of("invalid_request", "Motion exports no SVG", "format");
      const doc = current();
      const { durationMs, fps } = doc.export;
      // The facade checked the options (src/contract/studio-actions.ts). A still defaults to the middle of
      // the loop, where the mark and the type have arrived.
      const timeMs = (options.timeMs as number | undefined) ?? frameTimeAt(durationMs / 2, durationMs, fps);
      const resolved = identity();
      const { width, height } = motionExportSize(doc);
      exporting += 1;
      let made: Awaited<ReturnType<typeof encodeMotion>>;
      try {
        const drawn = await resolveForDrawing(identitySchema.parse(context.identity()), context);
        const frames = await prepareFrames(doc, width, height, drawn, context.fonts);
        made = await encodeMotion(format, {
          doc,
          width,
          height,
          frame: (t, target) => frames.draw(renderer, t, target),
          timeMs,
          run,
        });
      } finally {
        exporting -= 1;
        loop?.invalidate();
      }
      return artifactOf(
        `${resolved.slug}-motion-${doc.size}-${width}x${height}.${format}`,
        format,
        made,
        width,
        height,
      );
    },
    deactivate() {
      loop?.dispose();
      loop = undefined;
      preview = undefined;
      library.dispose();
    },
  };
};
