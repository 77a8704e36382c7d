// What this browser can do for the Design Lab's exports, for describe(): WebGL2 (from the page's one material
// renderer, so probing never opens a second context) and H.264 (MP4) and VP9 (WebM) encoding through WebCodecs.

export interface BrowserCapabilities {
  webgl2: boolean;
  webCodecs: boolean;
  h264: boolean;
  vp9: boolean;
}

let probed: Promise<BrowserCapabilities> | undefined;
let known: BrowserCapabilities | undefined;

/** The capabilities once probed (the Design Lab probes them while it loads), else undefined. */
export const knownCapabilities = (): BrowserCapabilities | undefined => known;

export function browserCapabilities(): Promise<BrowserCapabilities> {
  probed ??= (async () => {
    const webCodecs = typeof VideoEncoder !== "undefined" && typeof VideoFrame !== "undefined";
    // The same configuration searches the MP4 and WebM exports run (studio/export/h264.ts, vp9.ts), at a
    // modest size.
    let h264 = false;
    let vp9 = false;
    if (webCodecs) {
      const [{ h264Config }, { vp9Config }] = await Promise.all([
        import("../export/h264.js"),
        import("../export/vp9.js"),
      ]);
      const works = (config: Promise<unknown>) =>
        config.then(
          () => true,
          () => false,
        );
      [h264, vp9] = await Promise.all([
        works(h264Config(640, 360, 30, "balanced")),
        works(vp9Config(640, 360, 30, "balanced")),
      ]);
    }
    // Loaded here, not with the shell: the renderer comes with the tools that draw materials.
    const { tryMaterialRenderer } = await import("./gl.js");
    known = { webgl2: "render" in tryMaterialRenderer(), webCodecs, h264, vp9 };
    return known;
  })();
  return probed;
}
