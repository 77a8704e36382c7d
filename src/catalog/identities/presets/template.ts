// Template — a fill-in-the-blanks identity: placeholder words in a complete, good-looking record.
import { defineIdentity, face } from "../define.js";
import { composeLogoSvg, type LogoSpec } from "../logo.js";
import { proofMark } from "../proof-marks.js";

const INK = "#1F2430";
const PAPER = "#FFFFFF";
const ACCENT = "#6C5CE7";

/** A dashed "your logo here" frame with a sun and mountains, the universal image placeholder. */
const symbol = (frame: string, sun: string) =>
  `<rect x="3.5" y="3.5" width="41" height="41" rx="8" fill="none" stroke="${frame}" stroke-width="2.5" stroke-dasharray="5 3.5"/>` +
  `<circle cx="31" cy="17" r="4.5" fill="${sun}"/>` +
  `<path fill="${frame}" d="M10 36L19 23.5L25 31L29 26.5L38 36Z"/>`;

/** The template's logo for a given name: the placeholder symbol plus the name as wordmark. */
export const templateLogoSvg = (
  word: string,
  variant: "light" | "dark",
  typeset?: LogoSpec["typeset"],
): string =>
  variant === "light"
    ? composeLogoSvg({ symbol: symbol(INK, ACCENT), word, wordColor: INK, typeset })
    : composeLogoSvg({ symbol: symbol(PAPER, "#A99FF5"), word, wordColor: PAPER, typeset });

const NAME = "Your Company";

export const template = defineIdentity({
  id: "template",
  name: NAME,
  shortName: "YourCo",
  tagline: "Your tagline: one clear sentence about the value you bring.",
  description: "Replace this with two sentences about what your company does and for whom. Keep it concrete.",
  positioning:
    "For [your audience] who need [an outcome], Your Company is the [category] that [your key difference].",
  website: "https://your-company.example",
  colors: {
    ink: INK,
    paper: PAPER,
    gradient: [INK, ACCENT, "#C8C2FA"],
    semantic: { accent: ACCENT, muted: "#6B7280", positive: "#15803D", negative: "#B91C1C" },
  },
  typography: {
    display: face("Inter", 700, "sans"),
    body: face("Inter", 400, "sans"),
    mono: face("JetBrains Mono", 400, "mono"),
  },
  voice: {
    tone: ["clear", "helpful", "human"],
    principles: [
      "Replace each bracketed phrase with your own words.",
      "Write as you would speak to a customer.",
      "Keep headlines under eight words.",
    ],
    avoid: ["placeholder text in published work", "internal jargon", "superlatives you cannot back up"],
  },
  strategy: {
    mission: "Your mission: the change you want to make, in one sentence.",
    audience: "Your audience: who you serve and what they need.",
    pillars: ["Your first pillar", "Your second pillar", "Your third pillar"],
  },
  graphicDevice:
    "A dashed placeholder frame: swap in your own symbol, keep the generous margins and use the single accent colour sparingly.",
  logoSvg: { light: templateLogoSvg(NAME, "light"), dark: templateLogoSvg(NAME, "dark") },
  proofAssets: [
    {
      id: "template.partner.your-partner",
      name: "Your Partner",
      kind: "partner",
      description: "Placeholder partner: replace with an organisation you work with.",
      logoSvg: proofMark("square", "Your Partner", "#4B5563"),
    },
    {
      id: "template.customer.your-customer",
      name: "Your Customer",
      kind: "customer",
      description: "Placeholder customer: replace with a customer who agreed to be named.",
      logoSvg: proofMark("ring", "Your Customer", "#4B5563"),
    },
    {
      id: "template.award.your-award",
      name: "Your Award",
      kind: "award",
      description: "Placeholder award or certification: replace with one you have earned.",
      logoSvg: proofMark("star", "Your Award", "#4B5563"),
    },
  ],
});
