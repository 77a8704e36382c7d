// Lottie: import a Lottie animation (JSON or .lottie; until then the identity's own sample loop), map each colour
// it paints with to the identity's palette, trim its frames and change its speed; export the edited animation
// as Lottie JSON and .lottie, and its frames as GIF and MP4 through the Studio's export pipeline. The preview
// and the exports are drawn by the same player (lottie-web's canvas build without expressions).
import { resolveIdentity, slugify } from "../../../src/catalog/identities/index.js";
import type { ResolvedIdentity } from "../../../src/catalog/identities/types.js";
import {
  LOTTIE_TOOL_EXPORTS,
  type LottieDocument,
  lottieMotion,
  lottieMotionIssue,
  type StudioExportFormat,
} from "../../../src/contract/index.js";
import { editedLottie, frameAt, lottieTimeline, packDotLottie } from "../../../src/render/lottie/index.js";
import { artifactOf, encode } from "../../runtime/encode.js";
import { StudioError } from "../../runtime/errors.js";
import { documentSession, sharedIdentity, startsAfresh } from "../document-session.js";
import { type Artifact, MEDIA_TYPES, type Tool, type ToolFactory } from "../types.js";
import { lottieControls } from "./controls.js";
import { newLottieDocument, validateLottie } from "./document.js";
import { type LottiePlayer, lottiePlayer } from "./player.js";

/** Pixels the playing preview draws at most (about 1600×900): the canvas renderer keeps pace in software. */
const PREVIEW_MAX_PIXELS = 1_500_000;

const BACKGROUNDS = {
  paper: (identity: ResolvedIdentity) => identity.colors.paper,
  ink: (identity: ResolvedIdentity) => identity.colors.ink,
  white: () => "#FFFFFF",
  black: () => "#000000",
} as const;

export const createLottieTool: ToolFactory = async (context, saved): Promise<Tool<LottieDocument>> => {
  const session = documentSession<LottieDocument>(
    {
      read: (input) => ({ doc: validateLottie(input) }),
      fresh: () => newLottieDocument(context.identity()),
      ...sharedIdentity<LottieDocument>(context),
      afresh: startsAfresh("Lottie"),
    },
    context,
    saved,
  );
  const identity = (): ResolvedIdentity => resolveIdentity(session.doc().identity);
  let preview: LottiePlayer | undefined;
  let drawing = 0;

  /** The exports' name: the imported file's, else the identity's loop. */
  const stem = (doc: LottieDocument) => slugify(doc.name ?? "") || `${identity().slug}-loop`;

  const stopPreview = () => {
    preview?.destroy();
    preview = undefined;
  };

  const motion = async (
    format: "gif" | "mp4",
    doc: LottieDocument,
    run: Parameters<NonNullable<Tool["artifact"]>>[2],
  ) => {
    const resolved = identity();
    const animation = editedLottie(doc, resolved);
    const timeline = lottieTimeline(animation);
    const { width, height } = lottieMotion(doc);
    const tooLong = lottieMotionIssue(doc);
    if (tooLong) throw StudioError.of("invalid_request", tooLong.message, tooLong.field, [tooLong]);
    const layer = document.createElement("canvas");
    layer.width = width;
    layer.height = height;
    const player = await lottiePlayer(animation, layer, false);
    const background = BACKGROUNDS[doc.export.background](resolved);
    try {
      const made = await encode(format, {
        width,
        height,
        timeMs: 0,
        durationMs: timeline.durationMs,
        fps: doc.export.fps,
        quality: "balanced",
        loop: "raw",
        run,
        frame(timeMs, target) {
          player.show(frameAt(timeline, timeMs));
          const drawn = target.getContext("2d") as
            | CanvasRenderingContext2D
            | OffscreenCanvasRenderingContext2D;
          drawn.fillStyle = background;
          drawn.fillRect(0, 0, width, height);
          drawn.drawImage(layer, 0, 0);
          return target;
        },
      });
      return artifactOf(`${stem(doc)}-${width}x${height}.${format}`, format, made, width, height);
    } finally {
      player.destroy();
    }
  };

  return {
    id: "lottie",
    exports: LOTTIE_TOOL_EXPORTS,
    readSource: () => structuredClone(session.doc()),
    initialSource: () => newLottieDocument(context.identity()),
    applySource: session.apply,
    controls: () =>
      lottieControls({
        doc: session.doc,
        identity,
        apply: session.apply,
        notify: (message) => context.notify(message),
      }),
    async render(element) {
      const mine = ++drawing;
      stopPreview();
      const doc = session.doc();
      const resolved = identity();
      const animation = editedLottie(doc, resolved);
      const { durationMs } = lottieTimeline(animation);
      const name = doc.animation ? (doc.name ?? "The imported animation") : `${resolved.name}'s sample loop`;
      // Artwork of the animation's size: the shell fits and zooms it; drawn at up to twice that in pixels.
      const canvas = document.createElement("canvas");
      const scale = Math.min(
        2,
        window.devicePixelRatio || 1,
        PREVIEW_MAX_PIXELS / (animation.w * animation.h),
      );
      canvas.width = Math.max(1, Math.round(animation.w * scale));
      canvas.height = Math.max(1, Math.round(animation.h * scale));
      canvas.dataset.artWidth = String(animation.w);
      canvas.dataset.artHeight = String(animation.h);
      canvas.style.background = BACKGROUNDS[doc.export.background](resolved);
      canvas.setAttribute("role", "img");
      canvas.setAttribute(
        "aria-label",
        `${name}, ${(durationMs / 1000).toFixed(2)} s at ${animation.fr} fps, playing in a loop`,
      );
      element.replaceChildren(canvas);
      const player = await lottiePlayer(animation, canvas, true);
      if (mine !== drawing || !canvas.isConnected) {
        player.destroy();
        return;
      }
      preview = player;
    },
    async artifact(format: StudioExportFormat, _options, run): Promise<Artifact> {
      const doc = session.doc();
      if (format === "gif" || format === "mp4") return motion(format, doc, run);
      const animation = editedLottie(doc, identity());
      const json = JSON.stringify(animation);
      if (format !== "lottie" && format !== "dotlottie")
        throw StudioError.of("invalid_request", `Lottie exports ${LOTTIE_TOOL_EXPORTS.join(", ")}`, "format");
      const blob =
        format === "lottie"
          ? new Blob([json], { type: MEDIA_TYPES.lottie })
          : new Blob([packDotLottie(json, stem(doc)) as BlobPart], { type: MEDIA_TYPES.dotlottie });
      return {
        filename: `${stem(doc)}.${format === "lottie" ? "json" : "lottie"}`,
        mimeType: MEDIA_TYPES[format],
        bytes: blob.size,
        width: animation.w,
        height: animation.h,
        blob,
      };
    },
    deactivate: stopPreview,
  };
};
