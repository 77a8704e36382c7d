// Tessel Labs — developer tooling. Fictional built-in identity; original isometric-tile mark.
import { defineIdentity, face } from "../define.js";
import { composeLogoSvg } from "../logo.js";
import { proofMark } from "../proof-marks.js";

const NAME = "Tessel Labs";

/** Three rhombus tiles of an isometric hexagon, each inset so the seams show. */
const symbol = (top: string, left: string, right: string) =>
  `<path fill="${top}" d="M24 3.32L40.77 13L24 22.68L7.23 13Z"/>` +
  `<path fill="${left}" d="M6.09 14.98L22.86 24.66V44.02L6.09 34.34Z"/>` +
  `<path fill="${right}" d="M25.14 24.66L41.91 14.98V34.34L25.14 44.02Z"/>`;

export const tesselLabs = defineIdentity({
  id: "tessel-labs",
  name: NAME,
  shortName: "Tessel",
  tagline: "Build tools that fit together.",
  description:
    "Tessel Labs makes developer tooling (build pipelines, test runners and a package cache) designed as pieces that fit cleanly together.",
  positioning:
    "For engineering teams who want fast, predictable builds without stitching ten tools together: one modular toolchain where every piece snaps into the rest.",
  website: "https://tessel.example",
  colors: {
    ink: "#0B1D3A",
    paper: "#F5F7FA",
    gradient: ["#0B1D3A", "#1F7AE0", "#7FE3D4"],
    semantic: { accent: "#1F7AE0", muted: "#5B6B82", positive: "#1E8A5E", negative: "#D14343" },
  },
  typography: {
    display: face("Space Grotesk", 700, "sans"),
    body: face("IBM Plex Sans", 400, "sans"),
    mono: face("JetBrains Mono", 500, "mono"),
  },
  voice: {
    tone: ["precise", "friendly", "confident"],
    principles: [
      "Lead with what the developer can do next.",
      "Show the command, then explain it.",
      "Use numbers only when they are measured.",
    ],
    avoid: [
      "hype words such as 'revolutionary' or 'blazing'",
      "claims without a benchmark",
      "unintroduced jargon",
    ],
  },
  strategy: {
    mission: "Make every build fast, reproducible and understandable.",
    audience: "Platform and product engineers in software teams of 5 to 500 people.",
    pillars: ["Modular by design", "Reproducible builds", "Fast feedback"],
  },
  graphicDevice:
    "Isometric tiles: three-faced rhombus tessellations that interlock. Use them as patterns and cropped corner tiles; keep them out from behind code.",
  logoSvg: {
    light: composeLogoSvg({
      symbol: symbol("#7FE3D4", "#0B1D3A", "#1F7AE0"),
      word: NAME,
      wordColor: "#0B1D3A",
    }),
    dark: composeLogoSvg({
      symbol: symbol("#7FE3D4", "#F5F7FA", "#1F7AE0"),
      word: NAME,
      wordColor: "#F5F7FA",
    }),
  },
  proofAssets: [
    {
      id: "tessel-labs.partner.riverbyte",
      name: "Riverbyte",
      kind: "partner",
      description: "Cloud build-runner partner: Tessel pipelines run natively on Riverbyte's hosted runners.",
      logoSvg: proofMark("waves", "Riverbyte", "#2563A8"),
    },
    {
      id: "tessel-labs.customer.quillstack",
      name: "Quillstack",
      kind: "customer",
      description: "Publishing platform that cut its CI time from 40 to 9 minutes after moving to Tessel.",
      logoSvg: proofMark("bars", "Quillstack", "#5B45A8"),
    },
    {
      id: "tessel-labs.certification.opensec-audit",
      name: "OpenSec Audit",
      kind: "certification",
      description:
        "Independent audit of Tessel's release supply chain: signed builds and reproducible artifacts.",
      logoSvg: proofMark("shield", "OpenSec", "#1E7D4F"),
    },
  ],
});
