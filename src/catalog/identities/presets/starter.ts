// Starter — Marque's own neutral starter brand, the default when a request names no identity.
import { defineIdentity, face } from "../define.js";
import { composeLogoSvg } from "../logo.js";
import { proofMark } from "../proof-marks.js";

const NAME = "Marque";

/** The stamp: a rounded square holding two arches, with one vermilion dot. */
const symbol = (tile: string, arches: string, dot: string) =>
  `<rect x="2" y="2" width="44" height="44" rx="11" fill="${tile}"/>` +
  `<path fill="none" stroke="${arches}" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round" d="M12.5 35V24a5.75 5.75 0 0 1 11.5 0v11M24 24a5.75 5.75 0 0 1 11.5 0v11"/>` +
  `<circle cx="35.5" cy="12.5" r="3.5" fill="${dot}"/>`;

export const starter = defineIdentity({
  id: "starter",
  name: NAME,
  shortName: "Marque",
  tagline: "One identity, every artifact.",
  description:
    "Marque's own starter brand: a calm, neutral identity for trying backgrounds, templates and briefs before bringing your own.",
  positioning:
    "A clean default that never competes with the content: warm paper, near-black ink and a single vermilion accent used sparingly.",
  website: "https://marque.example",
  colors: {
    ink: "#16161A",
    paper: "#F4F2EC",
    gradient: ["#16161A", "#E2552B", "#F5C9A8"],
    semantic: { accent: "#E2552B", muted: "#6B6A66", positive: "#2E7D4F", negative: "#B42318" },
  },
  typography: {
    display: face("Space Grotesk", 600, "sans"),
    body: face("Inter", 400, "sans"),
    mono: face("JetBrains Mono", 400, "mono"),
  },
  voice: {
    tone: ["clear", "warm", "economical"],
    principles: [
      "Say the useful thing first.",
      "One idea per line.",
      "Let the artifact speak; keep labels short.",
    ],
    avoid: ["exclamation marks", "filler adjectives", "all-caps sentences"],
  },
  strategy: {
    mission: "Turn one brand identity into every artifact a team needs, consistently.",
    audience: "Designers, marketers and developers who need on-brand assets quickly.",
    pillars: ["Consistency", "Clarity", "Craft"],
  },
  graphicDevice:
    "The stamp: a rounded square holding two arches, with a vermilion dot as the single point of colour. Crop it large into corners; one accent per composition.",
  logoSvg: {
    light: composeLogoSvg({
      symbol: symbol("#16161A", "#F4F2EC", "#E2552B"),
      word: NAME,
      wordColor: "#16161A",
    }),
    dark: composeLogoSvg({
      symbol: symbol("#F4F2EC", "#16161A", "#E2552B"),
      word: NAME,
      wordColor: "#F4F2EC",
    }),
  },
  proofAssets: [
    {
      id: "starter.partner.lumen-and-co",
      name: "Lumen & Co.",
      kind: "partner",
      description: "A sample partner for trying partnership graphics with the starter identity.",
      logoSvg: proofMark("dot", "Lumen Co", "#3D4B9C"),
    },
    {
      id: "starter.customer.harbor-studio",
      name: "Harbor Studio",
      kind: "customer",
      description: "A sample customer for trying case-study and partnership layouts.",
      logoSvg: proofMark("arch", "Harbor Studio", "#1F6F66"),
    },
  ],
});
