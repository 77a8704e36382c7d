// Canvas sizes people make backgrounds for, offered beside free width and height.

export interface SizePreset {
  id: string;
  name: string;
  width: number;
  height: number;
}

export const SIZE_PRESETS: readonly SizePreset[] = [
  { id: "opengraph", name: "Open Graph 1200×630", width: 1200, height: 630 },
  { id: "slide", name: "Slide 16:9 1920×1080", width: 1920, height: 1080 },
  { id: "square", name: "Square 1080×1080", width: 1080, height: 1080 },
  { id: "story", name: "Story 1080×1920", width: 1080, height: 1920 },
  { id: "x-header", name: "X header 1500×500", width: 1500, height: 500 },
  { id: "linkedin-banner", name: "LinkedIn banner 1584×396", width: 1584, height: 396 },
];

/** The id of the preset `width`×`height` matches, or "custom". */
export const presetOf = (width: unknown, height: unknown): string =>
  SIZE_PRESETS.find((preset) => preset.width === width && preset.height === height)?.id ?? "custom";
