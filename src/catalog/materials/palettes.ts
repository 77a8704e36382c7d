// The fifteen palettes: three colours each (ground, body, highlight), applied as colorA, colorB and colorC.
import type { Palette } from "./types.js";

export const PALETTES: readonly Palette[] = [
  {
    id: "monochrome-chrome",
    name: "Monochrome Chrome",
    description: "Pure black, bright off-white and a middle grey: the neutral ground of polished metal.",
    colors: ["#050505", "#F4F4F0", "#737373"],
  },
  {
    id: "mercury",
    name: "Mercury",
    description: "Blue-black with cold silver-blue highlights and a muted slate in between.",
    colors: ["#0D0E12", "#D7E6FF", "#7A82A1"],
  },
  {
    id: "ultraviolet",
    name: "Ultraviolet",
    description: "A deep indigo night lifted by electric violet and a soft orchid glow.",
    colors: ["#110829", "#865CFF", "#F3A6FF"],
  },
  {
    id: "signal-lime",
    name: "Signal Lime",
    description: "Near-black green with acid lime and a clear mint accent, built to be seen.",
    colors: ["#081310", "#D6FF45", "#3CD6A3"],
  },
  {
    id: "copper-heat",
    name: "Copper Heat",
    description: "Scorched brown-black, hot copper orange and a pale peach highlight.",
    colors: ["#1A0A07", "#FF7A45", "#FFD2A8"],
  },
  {
    id: "arctic",
    name: "Arctic",
    description: "Polar-night blue, glacial cyan and an almost-white ice highlight.",
    colors: ["#07131C", "#5BD8FF", "#EAFBFF"],
  },
  {
    id: "vermilion-ink",
    name: "Vermilion Ink",
    description: "Ink black and warm paper with a single, decisive vermilion accent.",
    colors: ["#0C0C0E", "#FF4D2E", "#F2EEE8"],
  },
  {
    id: "cobalt-bloom",
    name: "Cobalt Bloom",
    description: "Navy depth, saturated cobalt and a pale sky-blue bloom.",
    colors: ["#07112F", "#345DFF", "#A7D8FF"],
  },
  {
    id: "surface-signal-axis",
    name: "Signal Axis",
    description: "A graphite-to-white slate scale for precise, technical surfaces.",
    colors: ["#07090D", "#394457", "#F5F7FA"],
  },
  {
    id: "surface-signal-terraces",
    name: "Signal Terraces",
    description: "Blue-tinted blacks and slates that step up to a cool lavender white.",
    colors: ["#06070A", "#28334A", "#EEF2FF"],
  },
  {
    id: "surface-solar-orbit",
    name: "Solar Orbit",
    description: "Aubergine dusk warmed by tangerine and a golden, sunlit highlight.",
    colors: ["#25113D", "#FF763D", "#FFD06A"],
  },
  {
    id: "surface-mineral-wave",
    name: "Mineral Wave",
    description: "Deep teal water, mineral turquoise and a bright seafoam crest.",
    colors: ["#061A22", "#28B9B1", "#B9FFF2"],
  },
  {
    id: "surface-paper-aperture",
    name: "Paper Aperture",
    description: "Three close paper whites, from warm stone to clean white, for quiet tactile surfaces.",
    colors: ["#DDD8CE", "#F3F0EA", "#FFFFFF"],
  },
  {
    id: "surface-ink-dither",
    name: "Ink Dither",
    description: "Off-white paper, dense black ink and a neutral grey for one-colour print screens.",
    colors: ["#F4F4F0", "#181818", "#737373"],
  },
  {
    id: "surface-signal-dither",
    name: "Signal Dither",
    description: "Midnight violet, vivid iris and a luminous mint for high-energy dither.",
    colors: ["#130A33", "#795CFF", "#7BFFD9"],
  },
];
