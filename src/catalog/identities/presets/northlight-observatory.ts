// Northlight Observatory — astronomy research. Fictional built-in identity; original dome-and-star mark.
import { defineIdentity, face } from "../define.js";
import { composeLogoSvg } from "../logo.js";
import { proofMark } from "../proof-marks.js";

const NAME = "Northlight";

/** A night disc with an observatory dome on the horizon and a four-point star above it. */
const symbol = (sky: string, dome: string, star: string) =>
  `<circle cx="24" cy="24" r="22" fill="${sky}"/>` +
  `<path fill="${dome}" d="M9 38A15 15 0 0 1 39 38Z"/>` +
  `<rect x="22.5" y="24" width="3" height="10" fill="${sky}"/>` +
  `<path fill="${star}" d="M31 6L33 12L39 14L33 16L31 22L29 16L23 14L29 12Z"/>` +
  `<circle cx="14" cy="15" r="1.4" fill="${star}"/><circle cx="19" cy="9" r="1" fill="${star}"/>`;

export const northlightObservatory = defineIdentity({
  id: "northlight-observatory",
  name: "Northlight Observatory",
  shortName: "NLO",
  tagline: "Looking up, and sharing what we find.",
  description:
    "Northlight Observatory is a research observatory in the northern uplands studying variable stars and the aurora, with a 2.4-metre telescope and an open data archive.",
  positioning:
    "A research institution that treats public curiosity as part of the science: every dataset open, every discovery explained for non-specialists.",
  website: "https://northlight.example",
  colors: {
    ink: "#E8ECF8",
    paper: "#0B1026",
    gradient: ["#0B1026", "#3A3F9E", "#9FB3FF"],
    semantic: { accent: "#8C9BFF", muted: "#9AA3BF", positive: "#5FD3A0", negative: "#FF7A7A" },
  },
  typography: {
    display: face("Space Grotesk", 500, "sans"),
    body: face("Source Serif 4", 400, "serif"),
    mono: face("IBM Plex Mono", 400, "mono"),
  },
  voice: {
    tone: ["curious", "exact", "generous"],
    principles: [
      "Give the number with its uncertainty.",
      "Explain one concept per paragraph.",
      "Credit the team and the instrument.",
    ],
    avoid: [
      "claims beyond what the data shows",
      "space clichés such as 'the final frontier'",
      "unexplained units",
    ],
  },
  strategy: {
    mission: "Advance our understanding of the variable sky and share it openly.",
    audience: "Researchers, students, amateur astronomers and the curious public.",
    pillars: ["Open data", "Careful science", "Public wonder"],
  },
  graphicDevice:
    "The dome and the star: a half-disc horizon under a four-point star. Fields of fine dots and thin orbit lines set the texture on a deep night ground.",
  logoSvg: {
    light: composeLogoSvg({
      symbol: symbol("#0B1026", "#8C9BFF", "#FFFFFF"),
      word: NAME,
      wordColor: "#0B1026",
    }),
    dark: composeLogoSvg({
      symbol: symbol("#232B66", "#9FB3FF", "#FFFFFF"),
      word: NAME,
      wordColor: "#E8ECF8",
    }),
  },
  proofAssets: [
    {
      id: "northlight-observatory.partner.aurora-array",
      name: "Aurora Array",
      kind: "partner",
      description:
        "A consortium of radio dishes whose observations are combined with Northlight's optical data.",
      logoSvg: proofMark("dot", "Aurora Array", "#3B3FA0"),
    },
    {
      id: "northlight-observatory.partner.kestrel-university",
      name: "Kestrel University",
      kind: "partner",
      description: "Academic partner: Kestrel's astrophysics doctoral students train at Northlight.",
      logoSvg: proofMark("square", "Kestrel", "#6B2737"),
    },
    {
      id: "northlight-observatory.award.meridian-medal",
      name: "Meridian Medal",
      kind: "award",
      description:
        "Awarded for outstanding public engagement with science, for the open night-sky programme.",
      logoSvg: proofMark("laurel", "Meridian Medal", "#8A6A12"),
    },
  ],
});
