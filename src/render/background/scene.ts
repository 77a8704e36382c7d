// Resolve stage: settings + identity → everything later stages read (numbers and colours, no markup).
import type { ResolvedIdentity } from "../../catalog/identities/types.js";
import { luminance } from "../../color/rgb.js";
import type { BackgroundSettings } from "../../contract/background.js";
import { fnv1a, mulberry32 } from "../../determinism/index.js";
import { canonicalJson, createIdScope, type IdScope } from "../../svg/index.js";
import { type BandSpec, bandSpecOf } from "./bands.js";
import { type FieldModel, GRADIENT_FIELDS } from "./gradients/index.js";
import { backgroundNamespace } from "./namespace.js";
import { type Palette, resolvePalette } from "./palette.js";

export interface Scene {
  readonly settings: BackgroundSettings;
  readonly identity: ResolvedIdentity;
  readonly width: number;
  readonly height: number;
  /** Ids of this document, namespaced by a hash of every input. */
  readonly ids: IdScope;
  readonly palette: Palette;
  readonly bands: BandSpec;
  readonly field: FieldModel;
  /** Mean relative luminance of the field, 0..1. */
  readonly luminance: number;
  /** True when the field reads as dark, so line art and highlights go light. */
  readonly dark: boolean;
  /**
   * A seeded generator for one concern, fed only the inputs that concern depends on: moving the logo
   * never reshuffles a texture.
   */
  random(concern: string, ...inputs: unknown[]): () => number;
}

/** Fields darker than this mean luminance count as dark grounds. */
const DARK_GROUND = 0.3;

export function resolveScene(settings: BackgroundSettings, identity: ResolvedIdentity): Scene {
  const { width, height } = settings;
  const ids = createIdScope(backgroundNamespace(settings, identity));
  const random = (concern: string, ...inputs: unknown[]) =>
    mulberry32(fnv1a(canonicalJson([concern, inputs])));
  const palette = resolvePalette(settings, identity);
  const bands = bandSpecOf(settings);
  const field = GRADIENT_FIELDS[settings.gradient]({
    width,
    height,
    angle: settings.angle,
    focal: { x: (settings.focalX / 100) * width, y: (settings.focalY / 100) * height },
    palette,
    bands,
    ids,
    random,
  });
  return new ResolvedScene(settings, identity, width, height, ids, palette, bands, field, random);
}

/**
 * A class rather than an object literal with getters: V8 keeps such a literal's properties in a dictionary,
 * and renderers read the scene in their inner loops.
 */
class ResolvedScene implements Scene {
  #luminance: number | undefined;

  constructor(
    readonly settings: BackgroundSettings,
    readonly identity: ResolvedIdentity,
    readonly width: number,
    readonly height: number,
    readonly ids: IdScope,
    readonly palette: Palette,
    readonly bands: BandSpec,
    readonly field: FieldModel,
    readonly random: Scene["random"],
  ) {}

  /** Sampled on first read: only a pattern drawn over the field asks, and 160 samples cost more than many a render. */
  get luminance(): number {
    this.#luminance ??= averageLuminance(this.field, this.width, this.height);
    return this.#luminance;
  }

  get dark(): boolean {
    return this.luminance < DARK_GROUND;
  }
}

/** Mean luminance over a grid of samples inside a box (the whole canvas by default). */
export function averageLuminance(
  field: FieldModel,
  width: number,
  height: number,
  box = { x: 0, y: 0, width, height },
): number {
  const columns = 16;
  const rows = 10;
  const color = { r: 0, g: 0, b: 0 };
  let total = 0;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      total += luminance(
        field.colorInto(
          box.x + ((column + 0.5) / columns) * box.width,
          box.y + ((row + 0.5) / rows) * box.height,
          color,
        ),
      );
    }
  }
  return total / (columns * rows);
}
