// Custom — the neutral defaults a custom identity is built over; the request supplies name, colours and logo.
import { defineIdentity, face } from "../define.js";
import { composeLogoSvg, type LogoSpec } from "../logo.js";
import { proofMark } from "../proof-marks.js";

/** Colours a custom identity starts from; the request's ink and paper replace the first two. */
export const CUSTOM_COLORS = { ink: "#1B1D22", paper: "#FAFAF7", accent: "#3F5BD9" } as const;

/** A solid disc with a smaller accent disc at its edge: a mark that steps aside for the caller's own logo. */
const symbol = (disc: string, accent: string) =>
  `<circle cx="22" cy="22" r="18" fill="${disc}"/><circle cx="36" cy="35" r="9" fill="${accent}"/>`;

/** The custom identity's logo: the neutral symbol plus the name as wordmark, in the resolved colours. */
export const customLogoSvg = (
  word: string,
  colors: { ink: string; paper: string; accent: string },
  typeset?: LogoSpec["typeset"],
) => ({
  light: composeLogoSvg({ symbol: symbol(colors.ink, colors.accent), word, wordColor: colors.ink, typeset }),
  dark: composeLogoSvg({
    symbol: symbol(colors.paper, colors.accent),
    word,
    wordColor: colors.paper,
    typeset,
  }),
});

// The default colours are already light-paper/dark-ink, so the logo variants fall out of them directly.
const logo = customLogoSvg("Custom identity", CUSTOM_COLORS);

export const custom = defineIdentity({
  id: "custom",
  name: "Custom identity",
  shortName: "Custom",
  tagline: "Clear ideas, well made.",
  description: "A custom identity assembled from the request's own fields over Marque's neutral defaults.",
  positioning:
    "Neutral defaults (near-black ink on off-white paper, one quiet blue accent) so the caller's name, colours and logo carry the brand.",
  website: "https://custom-identity.example",
  colors: {
    ink: CUSTOM_COLORS.ink,
    paper: CUSTOM_COLORS.paper,
    gradient: ["#1D2236", CUSTOM_COLORS.accent, "#B2BDEF"],
    semantic: { accent: CUSTOM_COLORS.accent, muted: "#6E6F73", positive: "#2F855A", negative: "#C53030" },
  },
  typography: {
    display: face("Inter", 600, "sans"),
    body: face("Inter", 400, "sans"),
    mono: face("JetBrains Mono", 400, "mono"),
  },
  voice: {
    tone: ["clear", "neutral", "direct"],
    principles: [
      "Say what it is, then why it matters.",
      "Prefer short sentences.",
      "Use the reader's words.",
    ],
    avoid: ["unexplained acronyms", "superlatives", "filler"],
  },
  strategy: {
    mission: "Communicate clearly and consistently across every artifact.",
    audience: "The people this identity's artifacts are made for.",
    pillars: ["Clarity", "Consistency", "Care"],
  },
  graphicDevice:
    "A solid disc with a smaller accent disc at its edge: a neutral mark that steps aside for the caller's own logo and colours.",
  logoSvg: logo,
  proofAssets: [
    {
      id: "custom.partner.partner",
      name: "Partner",
      kind: "partner",
      description:
        "Neutral placeholder partner for custom identities; supply partnerLogoDataUrl for a real one.",
      logoSvg: proofMark("square", "Partner", "#4A4D55"),
    },
    {
      id: "custom.customer.customer",
      name: "Customer",
      kind: "customer",
      description: "Neutral placeholder customer for custom identities.",
      logoSvg: proofMark("ring", "Customer", "#4A4D55"),
    },
  ],
});
