// Texture maps of a surface asset, derived from one height field: height, normal (from its slopes),
// roughness, metalness and colour — deterministic PNGs.
import { encode } from "fast-png";
import type { SurfaceAsset, SurfaceMap } from "../catalog/surfaces/index.js";
import { mix, parseHex } from "../color/rgb.js";
import { surfaceField } from "./height.js";

/** Side of every map: tileable squares. */
export const TEXTURE_SIZE = 512;
/** How steep slopes look in the normal map. */
const NORMAL_STRENGTH = 6;

interface Sampled {
  height: Float32Array;
  open: Uint8Array;
}

/** The last asset's samples: its five maps are usually asked for together. */
let lastSample: { key: string; sampled: Sampled } | undefined;

function sample(asset: SurfaceAsset, size: number): Sampled {
  const key = `${asset.id}@${size}`;
  if (lastSample?.key === key) return lastSample.sampled;
  const sampled = sampleField(asset, size);
  lastSample = { key, sampled };
  return sampled;
}

function sampleField(asset: SurfaceAsset, size: number): Sampled {
  const field = surfaceField(asset.id);
  const height = new Float32Array(size * size);
  const open = new Uint8Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const u = x / size;
      const v = y / size;
      height[y * size + x] = field.height(u, v);
      open[y * size + x] = field.open?.(u, v) ? 1 : 0;
    }
  }
  return { height, open };
}

const byte = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 255);

/** Encodes one map of `asset` as PNG (grey for scalar maps, RGB for colour and normal). */
export function surfaceMapPng(asset: SurfaceAsset, map: SurfaceMap, size = TEXTURE_SIZE): Uint8Array {
  const { height, open } = sample(asset, size);
  const at = (x: number, y: number) => height[((y + size) % size) * size + ((x + size) % size)] ?? 0;
  const count = size * size;
  if (map === "normal" || map === "color") {
    const data = new Uint8Array(count * 3);
    const [dark, light] = asset.colors.map(parseHex) as [
      ReturnType<typeof parseHex>,
      ReturnType<typeof parseHex>,
    ];
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const i = y * size + x;
        if (map === "normal") {
          // Central differences, wrapping at the edges so the normal map tiles too.
          const dx = (at(x + 1, y) - at(x - 1, y)) * NORMAL_STRENGTH;
          const dy = (at(x, y + 1) - at(x, y - 1)) * NORMAL_STRENGTH;
          const length = Math.hypot(dx, dy, 1);
          data[i * 3] = byte((-dx / length) * 0.5 + 0.5);
          data[i * 3 + 1] = byte((-dy / length) * 0.5 + 0.5);
          data[i * 3 + 2] = byte((1 / length) * 0.5 + 0.5);
        } else {
          const c = open[i] ? { r: 0, g: 0, b: 0 } : mix(dark, light, height[i] ?? 0);
          data[i * 3] = byte(c.r / 255);
          data[i * 3 + 1] = byte(c.g / 255);
          data[i * 3 + 2] = byte(c.b / 255);
        }
      }
    }
    return encode({ width: size, height: size, data, channels: 3, depth: 8 });
  }
  const data = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const h = height[i] ?? 0;
    if (map === "height") data[i] = byte(h);
    else if (map === "metalness") data[i] = open[i] ? 0 : asset.metallic * 255;
    else data[i] = byte(asset.roughness + (0.5 - h) * 0.3); // recesses gather grime: rougher
  }
  return encode({ width: size, height: size, data, channels: 1, depth: 8 });
}
