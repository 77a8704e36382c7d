// What this browser can export: WebGL2 (live materials), WebCodecs, H.264 (MP4) and VP9 (WebM) encoding. Probed once
// a page.
import { ExportCapabilityError } from "./errors.js";
import { h264Config } from "./h264.js";
import { vp9Config } from "./vp9.js";

export interface ExportCapabilities {
  /** A WebGL2 context can be created (the material renderer needs one). */
  webgl2: boolean;
  /** VideoEncoder and VideoFrame exist. */
  webCodecs: boolean;
  /** VideoEncoder supports H.264 (Baseline) at 640×360 30 fps: MP4 export works. */
  h264: boolean;
  /** VideoEncoder supports VP9 (profile 0) at 640×360 30 fps: WebM export works. */
  vp9: boolean;
}

let probed: Promise<ExportCapabilities> | undefined;

function webgl2(): boolean {
  try {
    const canvas =
      typeof OffscreenCanvas !== "undefined" ? new OffscreenCanvas(1, 1) : document.createElement("canvas");
    const gl = canvas.getContext("webgl2") as WebGL2RenderingContext | null;
    if (!gl) return false;
    // Give the context back at once: the page keeps its one live WebGL2 context for the Studio.
    gl.getExtension("WEBGL_lose_context")?.loseContext();
    return true;
  } catch {
    return false;
  }
}

async function encodes(config: typeof h264Config | typeof vp9Config): Promise<boolean> {
  try {
    await config(640, 360, 30, "balanced");
    return true;
  } catch (error) {
    if (error instanceof ExportCapabilityError) return false;
    throw error;
  }
}

/** The browser's export capabilities, probed once and cached for the page. */
export function capabilities(): Promise<ExportCapabilities> {
  probed ??= (async () => {
    const webCodecs = typeof VideoEncoder === "function" && typeof VideoFrame === "function";
    return {
      webgl2: webgl2(),
      webCodecs,
      h264: webCodecs && (await encodes(h264Config)),
      vp9: webCodecs && (await encodes(vp9Config)),
    };
  })();
  return probed;
}
