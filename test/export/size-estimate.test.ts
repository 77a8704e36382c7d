// The export size model: the figures issue 34 item 9 quoted for real exports (a 3840 px best GIF about 450 MB,
// the default GIF about 60 MB, a 300-frame 3840 px GIF over a gigabyte) and the threshold that warns.
import { describe, expect, it } from "vitest";
import { estimateBytes, formatBytes, LARGE_EXPORT_BYTES } from "../../studio/export/size-estimate.js";

const shape = (width: number, height: number, frames: number, quality: "fast" | "balanced" | "best") => ({
  width,
  height,
  frames,
  quality,
});

describe("the export size estimate", () => {
  it("puts the issue's measured GIFs where they were, and over or under the warning", () => {
    const best4k = estimateBytes("gif", shape(3840, 2160, 90, "best"));
    expect(best4k).toBeGreaterThan(400e6);
    expect(best4k).toBeLessThan(500e6);
    const standard = estimateBytes("gif", shape(1920, 1080, 90, "balanced"));
    expect(standard).toBeGreaterThan(50e6);
    expect(standard).toBeLessThan(LARGE_EXPORT_BYTES);
    expect(estimateBytes("gif", shape(3840, 2160, 300, "balanced"))).toBeGreaterThan(900e6);
  });

  it("makes an MP4 its bitrate times its length, and a still one frame", () => {
    // balanced: 0.15 bits per pixel per frame.
    expect(estimateBytes("mp4", shape(1920, 1080, 90, "balanced"))).toBe(
      Math.round((1920 * 1080 * 90 * 0.15) / 8),
    );
    expect(estimateBytes("png", shape(640, 360, 90, "best"))).toBe(
      estimateBytes("png", shape(640, 360, 1, "fast")),
    );
  });

  it("writes sizes as people read them", () => {
    expect(formatBytes(512)).toBe("512 bytes");
    expect(formatBytes(84_000)).toBe("84 KB");
    expect(formatBytes(3_240_000)).toBe("3.2 MB");
    expect(formatBytes(448_000_000)).toBe("448 MB");
    expect(formatBytes(1_120_000_000)).toBe("1.1 GB");
  });
});
