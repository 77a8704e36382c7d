// An image given as bytes (a File in the Studio): its type read from the bytes whatever its name or declared
// type says, and the checks a data URL in a request gets — size, raster structure, the SVG sanitizer.
import { describe, expect, it } from "vitest";
import { imageDataUrlOfBytes, MAX_DATA_URL_BYTES, sniffImageType } from "../../src/contract/index.js";
import { GIF_1X1, JPEG_4X3, pngBytes, WEBP_1X1 } from "../support/images.js";

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
const bytes = (text: string) => new TextEncoder().encode(text);

describe("an image's bytes", () => {
  it("are typed by their signature or markup, never by a name", () => {
    expect(sniffImageType(pngBytes())).toBe("image/png");
    expect(sniffImageType(JPEG_4X3)).toBe("image/jpeg");
    expect(sniffImageType(GIF_1X1)).toBe("image/gif");
    expect(sniffImageType(WEBP_1X1)).toBe("image/webp");
    expect(sniffImageType(bytes(SVG))).toBe("image/svg+xml");
    expect(sniffImageType(bytes(`\uFEFF<?xml version="1.0"?>\n<!-- mark -->\n${SVG}`))).toBe("image/svg+xml");
    expect(sniffImageType(bytes("just some notes"))).toBeUndefined();
    expect(sniffImageType(bytes("<html><body>no svg here</body></html>"))).toBeUndefined();
    expect(sniffImageType(new Uint8Array(16))).toBeUndefined();
  });

  it("become the data URL a request would carry, an SVG sanitized", () => {
    const png = imageDataUrlOfBytes(pngBytes());
    expect(png).toMatchObject({ ok: true, mimeType: "image/png" });
    expect(png.ok && png.dataUrl).toBe(`data:image/png;base64,${pngBytes().toString("base64")}`);
    const svg = imageDataUrlOfBytes(bytes(SVG.replace("<rect", "<!-- note --><metadata>m</metadata><rect")));
    expect(svg.ok).toBe(true);
    expect(svg.ok && Buffer.from(svg.dataUrl.split(",")[1] ?? "", "base64").toString()).toBe(SVG);
  });

  it("are refused with the reason: empty, too large, not an image, a broken raster, an unsafe SVG", () => {
    const problem = (input: Uint8Array) => {
      const result = imageDataUrlOfBytes(input);
      return result.ok ? "accepted" : result.problem;
    };
    expect(problem(new Uint8Array())).toBe("the file is empty");
    expect(problem(new Uint8Array(MAX_DATA_URL_BYTES + 1))).toMatch(/at most 5242880 bytes \(5 MB\)/);
    expect(problem(new Uint8Array(1024))).toMatch(/not a PNG, JPEG, GIF, WebP or SVG image/);
    expect(problem(pngBytes().subarray(0, 40))).not.toBe("accepted");
    expect(problem(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toMatch(
      /script/iu,
    );
    expect(problem(bytes(SVG.replace("<rect", '<rect onclick="x()"')))).toMatch(/onclick/u);
  });
});
