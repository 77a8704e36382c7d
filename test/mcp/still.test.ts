// The still an exported file is shown by: a PNG preview of a PNG, JPEG, GIF or SVG (its first picture), none
// for a video. Files made here with libvips; the export itself is covered through /mcp in conformance.ts.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { stillOf } from "../../src/mcp/still.js";

const red = () => sharp({ create: { width: 64, height: 32, channels: 3, background: "#d02020" } });

describe("stillOf", () => {
  it("answers a PNG preview of a PNG, JPEG, GIF and SVG, at the file's size", async () => {
    const files: [string, Buffer][] = [
      ["image/png", await red().png().toBuffer()],
      ["image/jpeg", await red().jpeg().toBuffer()],
      ["image/gif", await red().gif().toBuffer()],
      ["image/svg+xml", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"/>')],
    ];
    for (const [mimeType, bytes] of files) {
      const still = await stillOf(bytes, mimeType);
      expect(still, mimeType).toMatchObject({ mimeType: "image/png", width: 64, height: 32 });
      const png = Buffer.from(still?.data ?? "", "base64");
      expect(png.subarray(1, 4).toString("latin1"), mimeType).toBe("PNG");
    }
  });

  it("answers none for a video, or bytes that are not the image they claim", async () => {
    expect(await stillOf(Buffer.from("not an mp4"), "video/mp4")).toBeUndefined();
    expect(await stillOf(Buffer.from("not a gif"), "image/gif")).toBeUndefined();
  });
});
