// Halden Rail — regional electric rail. Fictional built-in identity; original converging-rails mark.
import { defineIdentity, face } from "../define.js";
import { composeLogoSvg } from "../logo.js";
import { proofMark } from "../proof-marks.js";

const NAME = "Halden Rail";

/** Two rails converging toward the horizon, with sleepers, on a signal-red tile. */
const symbol = (tile: string, line: string) =>
  `<rect x="2" y="2" width="44" height="44" rx="10" fill="${tile}"/>` +
  `<path fill="none" stroke="${line}" stroke-linecap="round" stroke-width="3.2" d="M11 41L22 7M37 41L26 7"/>` +
  `<path fill="none" stroke="${line}" stroke-linecap="round" stroke-width="2.6" d="M11.1 35H36.9M13.7 27H34.3"/>` +
  `<path fill="none" stroke="${line}" stroke-linecap="round" stroke-width="1.9" d="M15.9 20.5H32.1M17.7 15.5H30.3M19.2 11.5H28.8"/>`;

export const haldenRail = defineIdentity({
  id: "halden-rail",
  name: NAME,
  shortName: "Halden",
  tagline: "Every town, every half hour, all electric.",
  description:
    "Halden Rail runs the regional electric trains of the Halden valley: fourteen lines, 112 stations and a clock-face timetable powered by renewable electricity.",
  positioning:
    "The dependable everyday alternative to the car for the towns of the valley: frequent, punctual, step-free and all-electric.",
  website: "https://haldenrail.example",
  colors: {
    ink: "#111827",
    paper: "#FFFFFF",
    gradient: ["#111827", "#E03A1E", "#FFB547"],
    semantic: { accent: "#E03A1E", muted: "#5A6470", positive: "#1B7F3B", negative: "#8F1D14" },
  },
  typography: {
    display: face("IBM Plex Sans", 700, "sans"),
    body: face("IBM Plex Sans", 400, "sans"),
    mono: face("IBM Plex Mono", 500, "mono"),
  },
  voice: {
    tone: ["plain", "reassuring", "punctual"],
    principles: [
      "Times, platforms and changes first; everything else after.",
      "Write for someone reading on a moving platform.",
      "When we are late, say sorry plainly and say what happens next.",
    ],
    avoid: [
      "euphemisms for delays",
      "marketing language in service notices",
      "abbreviations passengers must decode",
    ],
  },
  strategy: {
    mission: "Make the train the obvious way to travel in the valley.",
    audience: "Commuters, students and day-trippers in the Halden valley.",
    pillars: ["Frequent", "Punctual", "All-electric"],
  },
  graphicDevice:
    "Converging rails: two lines meeting toward a horizon with evenly spaced sleepers, used as a directional band and for route diagrams in signal red.",
  logoSvg: {
    light: composeLogoSvg({ symbol: symbol("#E03A1E", "#FFFFFF"), word: NAME, wordColor: "#111827" }),
    dark: composeLogoSvg({ symbol: symbol("#E03A1E", "#FFFFFF"), word: NAME, wordColor: "#FFFFFF" }),
  },
  proofAssets: [
    {
      id: "halden-rail.partner.vale-transit",
      name: "Vale Transit Authority",
      kind: "partner",
      description:
        "Runs the valley's connecting buses; one ticket covers bus and train on every Halden line.",
      logoSvg: proofMark("ring", "Vale Transit", "#1D4E89"),
    },
    {
      id: "halden-rail.certification.greenline-power",
      name: "Greenline Power",
      kind: "certification",
      description:
        "Certifies that every kilowatt-hour of Halden's traction power comes from renewable sources.",
      logoSvg: proofMark("leaf", "Greenline", "#237A3B"),
    },
    {
      id: "halden-rail.award.wayfarer-award",
      name: "Wayfarer Award",
      kind: "award",
      description: "Regional operator of the year for punctuality and step-free access.",
      logoSvg: proofMark("star", "Wayfarer", "#9A6A00"),
    },
  ],
});
