// What this browser can do for the Design Lab's exports, for describe(): WebGL2 (from the page's one material
// renderer, so probing never opens a second context) and H.264 encoding through WebCodecs (MP4).

export interface BrowserCapabilities {
  webgl2: boolean;
  webCodecs: boolean;
  h264: boolean;
}

/** The H.264 configuration the MP4 export starts from (Baseline at a modest size). */
const PROBE: VideoEncoderConfig = {
  codec: "avc1.42001f",
  width: 640,
  height: 360,
  framerate: 30,
  bitrate: 1_000_000,
};

let probed: Promise<BrowserCapabilities> | undefined;
let known: BrowserCapabilities | undefined;

/** The capabilities once probed (the Design Lab probes them while it loads), else undefined. */
export const knownCapabilities = (): BrowserCapabilities | undefined => known;

export function browserCapabilities(): Promise<BrowserCapabilities> {
  probed ??= (async () => {
    const webCodecs = typeof VideoEncoder !== "undefined" && typeof VideoFrame !== "undefined";
    let h264 = false;
    if (webCodecs) {
      try {
        h264 = (await VideoEncoder.isConfigSupported(PROBE)).supported === true;
      } catch {
        h264 = false;
      }
    }
    // Loaded here, not with the shell: the renderer comes with the tools that draw materials.
    const { tryMaterialRenderer } = await import("../tools/material/gl.js");
    known = { webgl2: "render" in tryMaterialRenderer(), webCodecs, h264 };
    return known;
  })();
  return probed;
}
