// The background's logo: without logoTone the variant that contrasts most with the ground under it is drawn
// (the pattern style's veil included), and a logo that still reads poorly is reported as low_contrast.
import { describe, expect, it } from "vitest";
import { resolveIdentity } from "../../src/catalog/identities/index.js";
import { contrastRatio } from "../../src/color/contrast.js";
import {
  BACKGROUND_STYLES,
  backgroundSettingsSchema,
  GRADIENT_KINDS,
  IDENTITY_PRESETS,
  MIN_LOGO_CONTRAST,
} from "../../src/contract/index.js";
import { generate } from "../../src/generate/generate.js";
import { validateGenerateRequest } from "../../src/generate/validate.js";
import { renderBackgroundArtifact } from "../../src/render/background/index.js";
import { chooseLogo, logoBox } from "../../src/render/background/logo.js";
import { resolveScene } from "../../src/render/background/scene.js";
import { defaultFontBook } from "../../src/render/text/node-fonts.js";
import { pngBytes } from "../support/images.js";
import { brightness, meanColor, rasterize } from "./fixtures.js";

const settingsOf = (overrides: Record<string, unknown>) =>
  backgroundSettingsSchema.parse({ width: 600, height: 315, ...overrides });

const svgLogo = (fill: string) =>
  `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="90" height="30" viewBox="0 0 90 30"><rect width="90" height="30" rx="4" fill="${fill}"/></svg>`,
  ).toString("base64")}`;

describe("the background's logo", () => {
  it("draws the light logo on the dark veil of a radial pattern (it was drawn dark on dark)", () => {
    const identity = resolveIdentity({ preset: "starter" });
    const settings = settingsOf({ style: "pattern", gradient: "radial", logoScale: 40 });
    const { svg, warnings } = renderBackgroundArtifact(settings, identity);
    expect(svg).toContain(identity.logos.dark.dataUrl);
    expect(svg).not.toContain(identity.logos.light.dataUrl);
    expect(warnings).toEqual([]);
    // On pixels: over the wordmark (the right half of the logo) the logo lightens the ground.
    const box = logoBox(resolveScene(settings, identity), identity.logos.dark);
    const wordmark = [
      box.x + box.width * 0.45,
      box.y + box.height * 0.3,
      box.x + box.width,
      box.y + box.height * 0.7,
    ] as const;
    const withLogo = brightness(meanColor(rasterize(svg), ...wordmark));
    const without = brightness(
      meanColor(
        rasterize(renderBackgroundArtifact({ ...settings, logoOpacity: 0 }, identity).svg),
        ...wordmark,
      ),
    );
    expect(withLogo - without).toBeGreaterThan(20);
  });

  it("picks, for every identity, style and field, a logo that reads on its ground", () => {
    for (const preset of IDENTITY_PRESETS) {
      const identity = resolveIdentity({ preset } as never);
      for (const style of BACKGROUND_STYLES) {
        for (const gradient of GRADIENT_KINDS) {
          const settings = settingsOf({ style, gradient, width: 320, height: 168 });
          const { ink, ground } = chooseLogo(resolveScene(settings, identity));
          const where = `${preset} ${style} ${gradient}`;
          expect(contrastRatio(ink ?? "", ground), where).toBeGreaterThanOrEqual(MIN_LOGO_CONTRAST);
          expect(renderBackgroundArtifact(settings, identity).warnings, where).toEqual([]);
        }
      }
    }
  });

  it("warns low_contrast on settings.logoTone when a chosen tone reads poorly, and says which would read", () => {
    const identity = resolveIdentity({ preset: "starter" });
    const { warnings } = renderBackgroundArtifact(
      settingsOf({ style: "pattern", gradient: "radial", logoTone: "black" }),
      identity,
    );
    expect(warnings).toEqual([
      expect.objectContaining({
        code: "low_contrast",
        field: "settings.logoTone",
        message: expect.stringContaining('set logoTone to "white"'),
      }),
    ]);
  });

  it("reads a caller's SVG logo and warns when its colour vanishes into the ground", () => {
    const dark = resolveIdentity({ preset: "starter", logoDataUrl: svgLogo("#2a2a2e") } as never);
    const settings = settingsOf({ style: "pattern", gradient: "radial" });
    expect(renderBackgroundArtifact(settings, dark).warnings).toEqual([
      expect.objectContaining({ code: "low_contrast", field: "settings.logoTone" }),
    ]);
    const light = resolveIdentity({ preset: "starter", logoDataUrl: svgLogo("#f4f2ec") } as never);
    expect(renderBackgroundArtifact(settings, light).warnings).toEqual([]);
  });

  it("does not judge a raster logo whose colours it does not read", () => {
    const png = `data:image/png;base64,${pngBytes(16, "#202020").toString("base64")}`;
    const identity = resolveIdentity({ preset: "starter", logoDataUrl: png } as never);
    const settings = settingsOf({ style: "pattern", gradient: "radial" });
    expect(renderBackgroundArtifact(settings, identity).warnings).toEqual([]);
  });

  it("puts the warning in the JSON envelope and the raw answer's X-Marque-Warnings", () => {
    const body = {
      kind: "background",
      settings: { width: 600, height: 315, style: "pattern", gradient: "radial", logoTone: "black" },
    };
    const json = generate(validateGenerateRequest({ ...body, output: "json" }), defaultFontBook());
    expect(JSON.parse(String(json.body)).warnings).toEqual([
      expect.objectContaining({ code: "low_contrast", field: "settings.logoTone" }),
    ]);
    const raw = generate(validateGenerateRequest({ ...body, output: "raw" }), defaultFontBook());
    expect(raw.headers["x-marque-warnings"]).toBe("low_contrast=settings.logoTone");
  });
});
