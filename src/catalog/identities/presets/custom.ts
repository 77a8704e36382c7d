// Custom — the neutral defaults a custom identity is built over; the request supplies name, colours and logo.
// Every colour of a custom identity comes from its ink and paper (inkPaperColors): Marque adds no hue.
import { inkPaperColors, mix, quietTone } from "../color.js";
import { defineIdentity, face, type ProofAssetSource } from "../define.js";
import { composeLogoSvg, type LogoSpec } from "../logo.js";
import { proofMark } from "../proof-marks.js";

/** Ink and paper a custom identity starts from when the request gives neither. */
export const CUSTOM_INK_PAPER = { ink: "#1B1D22", paper: "#FAFAF7" } as const;
/** Status colours (chart gains and losses, checks): conventions, not brand hues; never drawn by default. */
const STATUS = { positive: "#2F855A", negative: "#C53030" } as const;

/** The palette of a custom identity with this ink and paper. */
export const customColors = (ink: string, paper: string) => inkPaperColors(ink, paper, STATUS);

/** A solid disc with a smaller, quieter disc at its edge: a mark that steps aside for the caller's own logo. */
const symbol = (disc: string, second: string) =>
  `<circle cx="22" cy="22" r="18" fill="${disc}"/><circle cx="36" cy="35" r="9" fill="${second}"/>`;

/**
 * The custom identity's logo: the neutral symbol plus the name as wordmark. `dark` draws it on light grounds,
 * `light` on dark ones; the second disc is the drawing colour eased toward the ground.
 */
export const customLogoSvg = (
  word: string,
  colors: { dark: string; light: string },
  typeset?: LogoSpec["typeset"],
) => ({
  light: composeLogoSvg({
    symbol: symbol(colors.dark, quietTone(colors.dark, colors.light)),
    word,
    wordColor: colors.dark,
    typeset,
  }),
  dark: composeLogoSvg({
    symbol: symbol(colors.light, quietTone(colors.light, colors.dark)),
    word,
    wordColor: colors.light,
    typeset,
  }),
});

/**
 * Placeholder partner and customer marks, so a partnership graphic made with a custom identity is complete
 * before the caller sends `partnerLogoDataUrl` with the real partner's logo. A proof mark has one variant for
 * every ground, so it is drawn halfway between ink and paper: it shows on light and dark textures alike.
 */
export const customProofAssets = (ink: string, paper: string): ProofAssetSource[] => {
  const color = mix(ink, paper, 0.5);
  return [
    {
      id: "custom.partner.partner",
      name: "Partner",
      kind: "partner",
      description:
        "Placeholder partner mark in a mix of the identity's ink and paper, so a partnership graphic is complete; send partnerLogoDataUrl for the real partner.",
      logoSvg: proofMark("square", "Partner", color),
    },
    {
      id: "custom.customer.customer",
      name: "Customer",
      kind: "customer",
      description:
        "Placeholder customer mark in a mix of the identity's ink and paper; send partnerLogoDataUrl for the real one.",
      logoSvg: proofMark("ring", "Customer", color),
    },
  ];
};

const colors = customColors(CUSTOM_INK_PAPER.ink, CUSTOM_INK_PAPER.paper);
// The default colours are already light-paper/dark-ink, so the logo variants fall out of them directly.
const logo = customLogoSvg("Custom identity", { dark: colors.ink, light: colors.paper });

export const custom = defineIdentity({
  id: "custom",
  name: "Custom identity",
  shortName: "Custom",
  tagline: "Clear ideas, well made.",
  description:
    "Built per request from the identity's own fields (name, shortName, tagline, ink, paper, logoDataUrl, website); what the request leaves out is filled in as listed here, and every colour is derived from ink and paper.",
  positioning:
    "Neutral defaults (near-black ink on off-white paper) so the caller's name, colours and logo carry the brand; the accent is the ink and the gradient runs through shades and tints of ink and paper.",
  // No invented address: it would end up printed on the caller's artifacts.
  website: "",
  colors,
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
    "A solid disc with a smaller, quieter disc at its edge: a neutral mark in the identity's own ink that steps aside for the caller's own logo.",
  logoSvg: logo,
  proofAssets: customProofAssets(colors.ink, colors.paper),
});
