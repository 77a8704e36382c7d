// Copperleaf Energy — community renewables. Fictional built-in identity; original leaf-over-sun mark.
import { defineIdentity, face } from "../define.js";
import { composeLogoSvg } from "../logo.js";
import { proofMark } from "../proof-marks.js";

const NAME = "Copperleaf";

/** A copper leaf with one vein, rising over a low sun. */
const symbol = (sun: string, leaf: string, vein: string) =>
  `<circle cx="31" cy="17" r="12" fill="${sun}"/>` +
  `<path fill="${leaf}" d="M6 42C6 22 18 10 38 10C38 30 26 42 6 42Z"/>` +
  `<path fill="none" stroke="${vein}" stroke-linecap="round" stroke-width="2.5" d="M9 39L29 19"/>`;

export const copperleafEnergy = defineIdentity({
  id: "copperleaf-energy",
  name: "Copperleaf Energy",
  shortName: "Copper",
  tagline: "Power that belongs to the neighbourhood.",
  description:
    "Copperleaf Energy is a community-owned renewable co-operative: rooftop solar, two small wind sites and neighbourhood batteries, with profits returned to 6,000 member households.",
  positioning:
    "For households who want cleaner, fairer energy: Copperleaf is owned by the people it powers, so every share and every saving stays local.",
  website: "https://copperleaf.example",
  colors: {
    ink: "#2A1A12",
    paper: "#FBF6EF",
    gradient: ["#3B1F12", "#B8612A", "#F2C46D"],
    semantic: { accent: "#B8612A", muted: "#7A6455", positive: "#3F7D3A", negative: "#B3261E" },
  },
  typography: {
    display: face("Source Serif 4", 700, "serif"),
    body: face("Inter", 400, "sans"),
    mono: face("JetBrains Mono", 400, "mono"),
  },
  voice: {
    tone: ["warm", "practical", "collective"],
    principles: [
      "Say 'we' and 'our': members own this.",
      "Explain savings in money and kilowatt-hours, not percentages alone.",
      "Celebrate the neighbourhood before the technology.",
    ],
    avoid: [
      "fear-based climate messaging",
      "green claims we cannot evidence",
      "technical terms without a plain explanation",
    ],
  },
  strategy: {
    mission: "Put the energy transition in the hands of the communities it serves.",
    audience: "Households, schools and small businesses in member neighbourhoods.",
    pillars: ["Community-owned", "Renewable", "Fair prices"],
  },
  graphicDevice:
    "The copper leaf over a rising sun: a diagonal leaf with a single vein. The vein's 45° angle sets the direction of gradients and dividers.",
  logoSvg: {
    light: composeLogoSvg({
      symbol: symbol("#F2C46D", "#B8612A", "#FBF6EF"),
      word: NAME,
      wordColor: "#2A1A12",
    }),
    dark: composeLogoSvg({
      symbol: symbol("#F2C46D", "#D9803F", "#2A1A12"),
      word: NAME,
      wordColor: "#FBF6EF",
    }),
  },
  proofAssets: [
    {
      id: "copperleaf-energy.partner.brightwater-coop",
      name: "Brightwater Co-op",
      kind: "partner",
      description:
        "A sister co-operative that shares Copperleaf's battery fleet and balances the two networks.",
      logoSvg: proofMark("waves", "Brightwater", "#1F6F8B"),
    },
    {
      id: "copperleaf-energy.certification.fairgrid",
      name: "FairGrid Certified",
      kind: "certification",
      description: "Certification for transparent tariffs and member governance in community energy.",
      logoSvg: proofMark("shield", "FairGrid", "#2F6B3F"),
    },
    {
      id: "copperleaf-energy.customer.harbour-schools",
      name: "Harbour Schools Trust",
      kind: "customer",
      description: "Eleven schools whose rooftops host Copperleaf solar and whose bills fell by a fifth.",
      logoSvg: proofMark("arch", "Harbour Schools", "#7A3E8F"),
    },
  ],
});
