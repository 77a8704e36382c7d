// The Design Lab where the browser lacks what it needs: without WebGL2 the canvas says so plainly and every
// export is refused with capability_unavailable (never a static imitation); without WebCodecs only the MP4
// and the WebM are refused, naming what is missing, and never replaced by another format.
import { describe, expect, it } from "vitest";
import { useServer } from "../support/server.js";
import { inStudio, openStudio, useBrowser, withoutCapability } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

interface Attempts {
  capabilities: Record<string, boolean>;
  message: string | null;
  png: unknown;
  gif: unknown;
  mp4: unknown;
  webm: unknown;
}

async function attempts(lack: "webgl2" | "video"): Promise<Attempts> {
  const { page } = await browser.fresh();
  await withoutCapability(page, lack);
  await openStudio(page, server.url, "?tool=material");
  return inStudio<Attempts>(page, async (s) => {
    const source = s.readSource();
    await s.applySource({ ...source, export: { ...source.export, width: 320, durationMs: 1200, fps: 12 } });
    const attempt = (format: string) =>
      s.invoke("design.export", { format }).then(
        (r) => r.mimeType,
        (e) => e.body.error,
      );
    return {
      capabilities: s.describe().export?.capabilities,
      message: document.querySelector("#preview .unavailable")?.textContent ?? null,
      png: await attempt("png"),
      gif: await attempt("gif"),
      mp4: await attempt("mp4"),
      webm: await attempt("webm"),
    };
  });
}

describe("the Design Lab without WebGL2 or WebCodecs", () => {
  it("says plainly what the browser lacks and refuses only the exports it cannot make", {
    timeout: 90_000,
  }, async () => {
    const noGl = await attempts("webgl2");
    expect(noGl.capabilities).toMatchObject({ webgl2: false });
    expect(noGl.message).toMatch(/WebGL2/u);
    for (const format of ["png", "gif", "mp4", "webm"] as const)
      expect(noGl[format], format).toMatchObject({ code: "capability_unavailable" });

    const noVideo = await attempts("video");
    expect(noVideo.capabilities).toEqual({ webgl2: true, webCodecs: false, h264: false, vp9: false });
    expect(noVideo.message).toBeNull();
    expect(noVideo.png).toBe("image/png");
    expect(noVideo.gif).toBe("image/gif");
    for (const format of ["mp4", "webm"] as const)
      expect(noVideo[format], format).toMatchObject({
        code: "capability_unavailable",
        message: expect.stringMatching(/WebCodecs/u),
      });
  });
});
