// The wave-interference engine: summed wave sources — moiré, thin film, standing waves, ripples and signals.
import type { EngineSpec } from "./parameter-table.js";

export const WAVE_MODES = [
  "moire",
  "thin-film",
  "standing",
  "ripple",
  "holographic",
  "scanline",
  "signal",
] as const;

/** Uniforms of the wave-interference shader beyond the shared controls. */
export interface WaveInterferenceParameters {
  mode: (typeof WAVE_MODES)[number];
  emitters: number;
  harmonics: number;
  spectral: number;
  sharpness: number;
}

export const WAVE_INTERFERENCE: EngineSpec<"wave-interference", WaveInterferenceParameters> = {
  name: "wave-interference",
  summary:
    "Waves from several emitters summed per pixel; the phase drives line grids, thin-film colour, fringes, ripples or raster bands.",
  controls:
    "frequency sets the wavelength, amplitude the phase distortion (and the moiré gratings' spacing), detail the fine fringe modulation, density how far emitters spread from the centre, strength the fringe contrast, centerX/centerY the main emitter, rotationX/Y the viewing angle (colour slides along the phase), rotationZ the grating and emitter direction, speed the phase velocity.",
  ignores: [],
  parameters: {
    mode: {
      kind: "enum",
      options: WAVE_MODES,
      meaning:
        "the interference model: two drifting line grids, thin-film colour, standing fringes, surface ripples, diffraction foil, CRT raster or pulsed signal bands",
    },
    emitters: { kind: "number", min: 1, max: 8, step: 1, meaning: "wave sources or overlapping grids" },
    harmonics: {
      kind: "number",
      min: 1,
      max: 6,
      step: 1,
      meaning: "overtones added to each wave, which sharpen and complicate the fringes",
    },
    spectral: {
      kind: "number",
      min: 0,
      max: 1,
      step: 0.01,
      meaning: "how strongly phase maps to a rainbow spectrum instead of the palette ramp",
    },
    sharpness: {
      kind: "number",
      min: 0,
      max: 1,
      step: 0.01,
      meaning: "fringe profile: 0 a soft sine, 1 a hard square edge",
    },
  },
};
