// The contract's sections and "when does a setting apply" table, held to the renderer: a setting marked as
// not applying never changes the SVG, and one marked as applying always does.
import { describe, expect, it } from "vitest";
import { resolveIdentity } from "../../src/catalog/identities/index.js";
import {
  BACKGROUND_SECTIONS,
  BACKGROUND_SETTING_USE,
  BACKGROUND_STYLES,
  type BackgroundSettings,
  backgroundSettingsSchema,
  GRADIENT_KINDS,
  PATTERNS,
} from "../../src/contract/index.js";
import { renderBackground } from "../../src/render/background/index.js";

const identity = resolveIdentity({ preset: "starter" });
/** The picture alone: ids, title and description name every setting, so they are set aside. */
const picture = (settings: BackgroundSettings) =>
  renderBackground(settings, identity)
    .replace(/<title[^>]*>[^<]*<\/title>|<desc[^>]*>[^<]*<\/desc>/gu, "")
    .replace(/mq-[a-f0-9]+-/gu, "");

/** A value far from each setting's default. */
const OTHER: Partial<Record<keyof BackgroundSettings, unknown>> = {
  angle: 40,
  focalX: 20,
  focalY: 80,
  bandGap: 10,
  lightingEnabled: false,
  relief: 60,
  grain: 80,
  spacing: 40,
  ditherMatrix: 8,
  ditherShape: "dots",
  patternOpacity: 90,
  surfaceScale: 100,
  surfaceAngle: 120,
  surfaceDepth: 90,
  surfaceMetallic: 90,
  surfaceRoughness: 90,
  surfaceOpenArea: 80,
};

/** The dither's shape matters to the dither style only: other styles are checked with one. */
const shapesFor = (style: string) =>
  style === "dither" ? (["squares", "dots"] as const) : (["squares"] as const);

describe("background settings", () => {
  it("are each in exactly one section", () => {
    const listed = BACKGROUND_SECTIONS.flatMap((section) => [...section.settings]).sort();
    expect(listed).toEqual(Object.keys(backgroundSettingsSchema.shape).sort());
  });

  it("change the picture exactly where the contract says they apply", { timeout: 120_000 }, () => {
    const wrong: string[] = [];
    for (const style of BACKGROUND_STYLES)
      for (const gradient of GRADIENT_KINDS)
        for (const pattern of PATTERNS)
          for (const surfaceMaterial of ["none", "woven-wire"] as const)
            for (const ditherShape of shapesFor(style)) {
              const base = backgroundSettingsSchema.parse({
                width: 160,
                height: 96,
                style,
                gradient,
                pattern,
                surfaceMaterial,
                ditherShape,
              });
              const before = picture(base);
              for (const [name, use] of Object.entries(BACKGROUND_SETTING_USE)) {
                const key = name as keyof BackgroundSettings;
                const value =
                  key === "ditherShape" ? (ditherShape === "dots" ? "squares" : "dots") : OTHER[key];
                const changed = picture({ ...base, [key]: value } as BackgroundSettings) !== before;
                if (changed !== use.applies(base))
                  wrong.push(
                    `${name} ${changed ? "changes" : "does not change"} ${style}/${gradient}/${pattern}/${surfaceMaterial}/${ditherShape}`,
                  );
              }
            }
    expect(wrong.slice(0, 20)).toEqual([]);
  });
});
