// Fernway Press — independent publisher. Fictional built-in identity; original three-frond mark.
import { defineIdentity, face } from "../define.js";
import { composeLogoSvg } from "../logo.js";
import { proofMark } from "../proof-marks.js";

const NAME = "Fernway Press";

/** Three leaves rising from one point, like the pages of an open book. */
const symbol = (left: string, centre: string, right: string) =>
  `<path fill="${left}" d="M22 44Q4 40 6 17Q20 24 22 44Z"/>` +
  `<path fill="${right}" d="M26 44Q44 40 42 17Q28 24 26 44Z"/>` +
  `<path fill="${centre}" d="M24 42Q13 24 24 4Q35 24 24 42Z"/>`;

export const fernwayPress = defineIdentity({
  id: "fernway-press",
  name: NAME,
  shortName: "Fernway",
  tagline: "Independent books with deep roots.",
  description:
    "Fernway Press is an independent publisher of literary fiction, translated work and nature writing, printing eighteen titles a year on recycled stock.",
  positioning:
    "For readers who seek out quieter, lasting books: Fernway publishes fewer titles and gives each one the editing, design and patience of a small press.",
  website: "https://fernway.example",
  colors: {
    ink: "#1E2B22",
    paper: "#F4EFE4",
    gradient: ["#1E3A2B", "#5E8C61", "#E8D9B5"],
    semantic: { accent: "#3F7A52", muted: "#686D5F", positive: "#2F6B3B", negative: "#A23B2A" },
  },
  typography: {
    display: face("Source Serif 4", 600, "serif"),
    body: face("Source Serif 4", 400, "serif"),
    mono: face("IBM Plex Mono", 400, "mono"),
  },
  voice: {
    tone: ["literary", "unhurried", "warm"],
    principles: [
      "Quote the book before praising it.",
      "Name the translator beside the author.",
      "Prefer one vivid detail to three adjectives.",
    ],
    avoid: ["bestseller-list hype", "spoilers in cover copy", "exclamation marks"],
  },
  strategy: {
    mission: "Publish books that reward slow reading and stay in print.",
    audience: "Curious readers, independent booksellers and literary translators.",
    pillars: ["Fewer, better books", "Voices in translation", "Printed responsibly"],
  },
  graphicDevice:
    "The frond: three leaves rising from one stem, echoing an open book. Used as a small colophon and as a repeating margin pattern on cream paper.",
  logoSvg: {
    light: composeLogoSvg({
      symbol: symbol("#1E3A2B", "#5E8C61", "#3F7A52"),
      word: NAME,
      wordColor: "#1E2B22",
    }),
    dark: composeLogoSvg({
      symbol: symbol("#E8D9B5", "#8DBB8F", "#5E8C61"),
      word: NAME,
      wordColor: "#F4EFE4",
    }),
  },
  proofAssets: [
    {
      id: "fernway-press.partner.inkwell-guild",
      name: "Inkwell Guild",
      kind: "partner",
      description:
        "A co-operative of sixty independent bookshops that stocks every Fernway title from publication day.",
      logoSvg: proofMark("arch", "Inkwell Guild", "#3B3F6B"),
    },
    {
      id: "fernway-press.award.lantern-prize",
      name: "Lantern Prize",
      kind: "award",
      description: "Prize for translated fiction; Fernway titles were shortlisted three years running.",
      logoSvg: proofMark("laurel", "Lantern Prize", "#8A5A12"),
    },
    {
      id: "fernway-press.partner.mossbank-mill",
      name: "Mossbank Paper Mill",
      kind: "partner",
      description: "The mill that makes Fernway's recycled book papers from local post-consumer fibre.",
      logoSvg: proofMark("leaf", "Mossbank", "#2E6B4A"),
    },
  ],
});
