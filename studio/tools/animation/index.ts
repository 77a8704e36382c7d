// animation — Motion: a brand motion loop at a social size — one material from the Shader Library, the brand
// mark and an optional line of type, each animated in (fade, rise or scale, on an easing curve) and mirrored
// out — previewed on the page's one WebGL2 context with play/pause and a scrubber, and exported as PNG, JPG,
// GIF, MP4 or WebM by `animation.export`. Frames are the Design Lab compositor's (frames.ts); the lifecycle is the
// document tools' (document-tool.ts).
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
import { canonicalJson } from "../../../src/svg/ids.js";
import { resolveSettings } from "../../engines/index.js";
import { StudioError } from "../../runtime/errors.js";
import { materialOf } from "../../runtime/material-record.js";
import { createShaderLibrary } from "../../runtime/shader-library/index.js";
import { defineDocumentTool } from "../document-tool.js";
import { resolveForDrawing } from "../drawing-identity.js";
import { identitySwatches } from "../identity-swatches.js";
import { motionControls } from "./controls.js";
import { newMotionDocument, validateMotion } from "./document.js";
import { type MotionFrames, prepareFrames } from "./frames.js";
import { darkMaterial } from "./layout.js";
import { frameTimeAt, MotionPlayer } from "./player.js";

export const createMotionTool = defineDocumentTool<MotionDocument>({
  id: "animation",
  name: "Motion",
  exports: LOOP_EXPORT_FORMATS,
  read: (input) => ({ doc: validateMotion(input) }),
  fresh: (context) => newMotionDocument(context.identity()),
  declare(host) {
    const { context } = host;
    const library = createShaderLibrary();
    const player = new MotionPlayer();

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
              host.redraw();
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

    const choose = async (materialId: string) => {
      await host.apply({
        ...host.doc(),
        material: {
          materialId,
          settings: resolveSettings(materialOf(materialId)) as PartialMaterialSettings,
        },
      });
    };

    return {
      controls() {
        const resolved = host.identity();
        return motionControls({
          doc: host.doc,
          commit: async (next) => {
            await host.apply(next);
          },
          player,
          library,
          swatches: identitySwatches(resolved),
          gradient: resolved.colors.gradient,
          autoTextColor: () => (darkMaterial(host.doc()) ? resolved.colors.paper : resolved.colors.ink),
          defaultLine: () => {
            const { tagline, name } = host.identity();
            return tagline && tagline.length <= MOTION_MAX_TEXT ? tagline : name;
          },
          choose,
          redraw: host.redraw,
        });
      },
      preview: {
        className: "motion-preview",
        size: (doc) => MOTION_SIZES[doc.size],
        label(doc) {
          const { width, height } = MOTION_SIZES[doc.size];
          return `Motion: ${materialOf(doc.material.materialId).name}${doc.mark.visible ? ", the brand mark" : ""}${doc.text ? `, “${doc.text.value}”` : ""} on a ${width}×${height} canvas`;
        },
        animates: () => player.playing,
        draw({ renderer, doc, canvas, width, height }) {
          const frames = framesFor(doc, width, height);
          const timeMs = player.timeMs(doc.export.durationMs, doc.export.fps);
          canvas.dataset.timeMs = String(timeMs);
          if (frames) frames.draw(renderer, timeMs, canvas);
        },
      },
      export: {
        mode: () => "standard",
        async plan(doc, options, renderer) {
          const { durationMs, fps, quality, loop } = doc.export;
          const { width, height } = motionExportSize(doc);
          const drawn = await resolveForDrawing(identitySchema.parse(context.identity()), context);
          const frames = await prepareFrames(doc, width, height, drawn, context.fonts);
          return {
            stem: `${host.identity().slug}-motion-${doc.size}-${width}x${height}`,
            width,
            height,
            frame: (t, target) => frames.draw(renderer, t, target),
            // A still defaults to the middle of the loop, where the mark and the type have arrived.
            timeMs: options.timeMs ?? frameTimeAt(durationMs / 2, durationMs, fps),
            durationMs,
            fps,
            quality,
            loop,
          };
        },
      },
      extras: {
        exportShape() {
          const doc = host.doc();
          const { fps, durationMs, quality } = doc.export;
          return { ...motionExportSize(doc), frames: framesBefore(durationMs, fps), quality };
        },
      },
      dispose: () => library.dispose(),
    };
  },
});
