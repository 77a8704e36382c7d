// Lottie drawn by lottie-web's light canvas build — no expression engine, so nothing in a file runs — onto a
// canvas the tool owns: the preview plays it in a loop, an export steps it frame by frame. One player for both,
// so the preview shows exactly what the GIF and MP4 hold. Loaded lazily: the player stays out of the Studio's
// first JavaScript.
import type { AnimationItem, LottiePlayer as Lottie } from "lottie-web";
import type { LottieAnimation } from "../../../src/contract/index.js";

/** Resolves once `item` has what it draws with (embedded images decoded, text faces checked). */
function loaded(item: AnimationItem): Promise<void> {
  if ((item as unknown as { isLoaded: boolean }).isLoaded) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the animation's images did not load")), 10_000);
    item.addEventListener("DOMLoaded", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export interface LottiePlayer {
  readonly item: AnimationItem;
  /** Draws the animation's frame `frame` (on its own timeline) and holds there. */
  show(frame: number): void;
  destroy(): void;
}

/**
 * A player drawing `animation` into `canvas`, fitted to the canvas and centred. Playing: looping on its own
 * clock (the preview); else still until `show`. The animation is copied: lottie-web writes into what it reads.
 */
export async function lottiePlayer(
  animation: LottieAnimation,
  canvas: HTMLCanvasElement | OffscreenCanvas,
  playing: boolean,
): Promise<LottiePlayer> {
  // A CommonJS build: its module.exports is the default export (its types describe an ES module's).
  const lottie = (await import("lottie-web/build/player/lottie_light_canvas.js"))
    .default as unknown as Lottie;
  const context = canvas.getContext("2d") as CanvasRenderingContext2D | null;
  if (!context) throw new Error("no 2D canvas context");
  // No container: given one, lottie-web would make its own canvas and ignore `context`.
  const item = lottie.loadAnimation({
    renderer: "canvas",
    loop: playing,
    autoplay: playing,
    animationData: structuredClone(animation),
    rendererSettings: { context, clearCanvas: true, dpr: 1, preserveAspectRatio: "xMidYMid meet" },
  } as unknown as Parameters<Lottie["loadAnimation"]>[0]);
  try {
    await loaded(item);
  } catch (error) {
    item.destroy();
    throw error;
  }
  return {
    item,
    show: (frame) => item.goToAndStop(frame, true),
    destroy: () => item.destroy(),
  };
}
