// The colours a Lottie animation paints with, found where the format keeps them — shape fills and strokes
// (static or keyframed), gradient stops, solid layers, text and effects' colour values (Fill, Tint, Tritone,
// drop shadow; static or keyframed) — and the animation with some of them mapped to others. Lottie stores
// colours as 0–1 channels (a few old exporters wrote 0–255), a solid as a HEX string.
import type { LottieAnimation } from "../../contract/index.js";

/** One place a colour is kept: its channels read and written as 0–1 RGB. */
interface ColourSlot {
  read(): readonly [number, number, number];
  write(rgb: readonly [number, number, number]): void;
}

type Node = Record<string, unknown>;
/** The `ty` of an effect value that holds a colour. */
const EFFECT_COLOUR = 2;
const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null;

/** The RGB of `channels` from `at` (0–1, or 0–255 when any channel is over 1), in a slot writing back alike. */
function arraySlot(channels: number[], at = 0): ColourSlot | undefined {
  const [r, g, b] = channels.slice(at, at + 3);
  if (![r, g, b].every((c) => typeof c === "number" && Number.isFinite(c))) return undefined;
  const rgb = [r, g, b] as [number, number, number];
  const scale = rgb.some((c) => c > 1) ? 255 : 1;
  return {
    read: () => [rgb[0] / scale, rgb[1] / scale, rgb[2] / scale],
    write: (next) => {
      for (let i = 0; i < 3; i++) channels[at + i] = Math.round((next[i] ?? 0) * scale * 1e4) / 1e4;
    },
  };
}

/** The arrays of an animatable property: its value, or each keyframe's start (and legacy end) value. */
function propertyArrays(property: unknown): number[][] {
  if (!isNode(property) || !Array.isArray(property.k)) return [];
  const { k } = property;
  if (k.every((item) => typeof item === "number")) return [k as number[]];
  return k.flatMap((frame) =>
    isNode(frame) ? [frame.s, frame.e].filter((v): v is number[] => Array.isArray(v)) : [],
  );
}

function hexSlot(node: Node, key: string): ColourSlot | undefined {
  const value = node[key];
  if (typeof value !== "string" || !/^#[0-9a-f]{6}$/iu.test(value)) return undefined;
  const channel = (i: number) => Number.parseInt(value.slice(1 + i * 2, 3 + i * 2), 16) / 255;
  return {
    read: () => [channel(0), channel(1), channel(2)],
    write: (rgb) => {
      node[key] = hexOf(rgb);
    },
  };
}

/** Every colour slot of `animation`, in document order. */
function colourSlots(animation: unknown): ColourSlot[] {
  const slots: ColourSlot[] = [];
  const push = (slot: ColourSlot | undefined) => {
    if (slot) slots.push(slot);
  };
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    if (!isNode(value)) return;
    if (value.ty === "fl" || value.ty === "st")
      for (const array of propertyArrays(value.c)) push(arraySlot(array));
    if ((value.ty === "gf" || value.ty === "gs") && isNode(value.g)) {
      const stops = typeof value.g.p === "number" ? value.g.p : 0;
      for (const array of propertyArrays(value.g.k))
        for (let stop = 0; stop < stops; stop++) push(arraySlot(array, stop * 4 + 1));
    }
    if (value.ty === 1) push(hexSlot(value, "sc"));
    // An effect's values (a layer's `ef`, each effect's own `ef`): a colour value (ty 2) — Fill's colour,
    // Tint's black and white, Tritone's three, a drop shadow's — is a property of [r, g, b, a].
    if (Array.isArray(value.ef))
      for (const entry of value.ef)
        if (isNode(entry) && entry.ty === EFFECT_COLOUR && !Array.isArray(entry.ef))
          for (const array of propertyArrays(entry.v)) push(arraySlot(array));
    // A text layer's document keyframes: fill and stroke colours.
    if (isNode(value.s) && ("t" in value.s || "f" in value.s)) {
      for (const key of ["fc", "sc"])
        if (Array.isArray(value.s[key])) push(arraySlot(value.s[key] as number[]));
    }
    for (const child of Object.values(value)) walk(child);
  };
  walk(animation);
  return slots;
}

const toByte = (channel: number) => Math.max(0, Math.min(255, Math.round(channel * 255)));

/** `rgb` (0–1 channels) as upper-case #RRGGBB. */
export const hexOf = (rgb: readonly number[]): string =>
  `#${rgb
    .slice(0, 3)
    .map((c) => toByte(c).toString(16).padStart(2, "0"))
    .join("")}`.toUpperCase();

const rgbOf = (hex: string): [number, number, number] => [
  Number.parseInt(hex.slice(1, 3), 16) / 255,
  Number.parseInt(hex.slice(3, 5), 16) / 255,
  Number.parseInt(hex.slice(5, 7), 16) / 255,
];

export interface FoundColour {
  readonly hex: string;
  /** Places that paint with it. */
  readonly uses: number;
}

/** The distinct colours `animation` paints with, most used first (ties in order of first use). */
export function lottieColours(animation: LottieAnimation): FoundColour[] {
  const uses = new Map<string, number>();
  for (const slot of colourSlots(animation)) {
    const hex = hexOf(slot.read());
    uses.set(hex, (uses.get(hex) ?? 0) + 1);
  }
  return [...uses].map(([hex, count]) => ({ hex, uses: count })).sort((a, b) => b.uses - a.uses);
}

/** A copy of `animation` with each colour of `map` (upper-case HEX → HEX) painted as its mapped colour. */
export function recoloured(animation: LottieAnimation, map: ReadonlyMap<string, string>): LottieAnimation {
  const copy = structuredClone(animation);
  if (map.size === 0) return copy;
  for (const slot of colourSlots(copy)) {
    const to = map.get(hexOf(slot.read()));
    if (to) slot.write(rgbOf(to));
  }
  return copy;
}
