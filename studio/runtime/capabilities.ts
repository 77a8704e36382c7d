// What this browser can do for the Design Lab's exports, for describe(): WebGL2 (from the page's one material
// renderer, so probing never opens a second context) and H.264 encoding through WebCodecs (MP4).

export interface BrowserCapabilities {
  webgl2: boolean;
  webCodecs: boolean;
  h264: boolean;
}

let probed: Promise<BrowserCapabilities> | undefined;
let known: BrowserCapabilities | undefined;

/** The capabilities once probed (the Design Lab probes them while it loads), else undefined. */
export const knownCapabilities = (): BrowserCapabilities | undefined => known;

export function browserCapabilities(): Promise<BrowserCapabilities> {
  probed ??= (async () => {
    const webCodecs = typeof VideoEncoder !== "undefined" && typeof VideoFrame !== "undefined";
    // The same configuration search the MP4 export runs (studio/export/h264.ts), at a modest size.
    let h264 = false;
    if (webCodecs) {
      const { h264Config } = await import("../export/h264.js");
      h264 = await h264Config(640, 360, 30, "balanced").then(
        () => true,
        () => false,
      );
    }
    // Loaded here, not with the shell: the renderer comes with the tools that draw materials.
    const { tryMaterialRenderer } = await import("./gl.js");
    known = { webgl2: "render" in tryMaterialRenderer(), webCodecs, h264 };
    return known;
  })();
  return probed;
}
