// The accessible name and description of a background: who it is for and what it is made of.
import type { Scene } from "./scene.js";

export const titleOf = (scene: Scene): string => `${scene.identity.name} background`;

/** One sentence per aspect: style and shape, colours, bands, texture, surface, logo. */
export function descriptionOf({ settings, palette }: Scene): string {
  const parts = [
    `${capitalize(settings.style)} background, ${settings.width}×${settings.height} px, ${settings.gradient} gradient at ${settings.angle}°`,
    `colours ${palette.hex.join(", ")}`,
    `${settings.bandCount} bands at depth ${settings.bandDepth}`,
  ];
  if (settings.style === "grain-gradient") parts.push(`grain ${settings.grain}`);
  if (settings.style === "dither") {
    parts.push(
      `${settings.ditherMatrix}×${settings.ditherMatrix} Bayer dither in ${settings.ditherShape} of ${settings.spacing} px`,
    );
  }
  if (settings.pattern !== "none") parts.push(`${settings.pattern} pattern every ${settings.spacing} px`);
  if (settings.surfaceMaterial !== "none") parts.push(`${settings.surfaceMaterial} surface`);
  if (settings.logoOpacity > 0) parts.push(`logo at ${settings.logoScale}% width`);
  return `${parts.join("; ")}.`;
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
