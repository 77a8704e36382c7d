// Simple original marks for the fictional partners, customers, certifications and awards of the identities.
import { composeLogoSvg } from "./logo.js";

/** Symbols drawn in the 48 × 48 logo box, each in one colour. */
const SHAPES = {
  ring: (c: string) => `<circle cx="24" cy="24" r="17" fill="none" stroke="${c}" stroke-width="7"/>`,
  dot: (c: string) =>
    `<circle cx="24" cy="24" r="20" fill="${c}"/><circle cx="24" cy="24" r="7" fill="#FFFFFF"/>`,
  square: (c: string) => `<rect x="5" y="5" width="38" height="38" rx="8" fill="${c}"/>`,
  diamond: (c: string) => `<path fill="${c}" d="M24 3L45 24L24 45L3 24Z"/>`,
  triangle: (c: string) => `<path fill="${c}" d="M24 5L45 42H3Z"/>`,
  waves: (c: string) =>
    `<path fill="none" stroke="${c}" stroke-width="5" stroke-linecap="round" d="M5 17Q14.5 9 24 17T43 17M5 31Q14.5 23 24 31T43 31"/>`,
  bars: (c: string) => `<path fill="${c}" d="M5 28h9v16H5ZM19.5 16h9v28h-9ZM34 4h9v40h-9Z"/>`,
  shield: (c: string) =>
    `<path fill="${c}" d="M24 3L42 9V24C42 35 34 42 24 45C14 42 6 35 6 24V9Z"/><path fill="none" stroke="#FFFFFF" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" d="M15 24L21.5 30.5L33 18"/>`,
  star: (c: string) =>
    `<path fill="${c}" d="M24 3L29.5 18.5L45 24L29.5 29.5L24 45L18.5 29.5L3 24L18.5 18.5Z"/>`,
  laurel: (c: string) =>
    `<circle cx="24" cy="20" r="10" fill="${c}"/><path fill="none" stroke="${c}" stroke-width="4" stroke-linecap="round" d="M8 14Q6 32 20 42M40 14Q42 32 28 42"/>`,
  leaf: (c: string) => `<path fill="${c}" d="M6 42C6 20 20 6 42 6C42 28 28 42 6 42Z"/>`,
  arch: (c: string) => `<path fill="${c}" d="M6 44V24a18 18 0 0 1 36 0v20h-10V24a8 8 0 0 0-16 0v20Z"/>`,
} as const;

export type ProofShape = keyof typeof SHAPES;

/** A proof asset logo: one of the simple symbols plus the organisation's name, in one colour. */
export const proofMark = (shape: ProofShape, word: string, color: string): string =>
  composeLogoSvg({ symbol: SHAPES[shape](color), word, wordColor: color });
