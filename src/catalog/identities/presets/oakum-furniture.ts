// Oakum Furniture — furniture workshop. Fictional built-in identity; original dovetail-joint mark.
import { defineIdentity, face } from "../define.js";
import { composeLogoSvg } from "../logo.js";
import { proofMark } from "../proof-marks.js";

const NAME = "Oakum";

/** A dovetail joint: a dark board whose two tails lock into the pins of a light board. */
const symbol = (tails: string, pins: string) =>
  `<path fill="${tails}" d="M4 4H44V18H37L40 30H28L31 18H17L20 30H8L11 18H4Z"/>` +
  `<path fill="${pins}" d="M4 20H8.44L5.44 32H22.56L19.56 20H28.44L25.44 32H42.56L39.56 20H44V44H4Z"/>`;

export const oakumFurniture = defineIdentity({
  id: "oakum-furniture",
  name: "Oakum Furniture",
  shortName: "Oakum",
  tagline: "Made by hand, made to last.",
  description:
    "Oakum Furniture is a twelve-person workshop making solid-wood tables, chairs and cabinets with traditional joinery and finishes that can be repaired.",
  positioning:
    "For people who would rather buy once: Oakum builds furniture with visible joinery, honest timber and a lifetime repair promise.",
  website: "https://oakum.example",
  colors: {
    ink: "#2B211A",
    paper: "#F3ECE2",
    gradient: ["#2B211A", "#8C5A32", "#D9B88F"],
    semantic: { accent: "#9A5B2E", muted: "#746353", positive: "#4D7A3A", negative: "#A4372A" },
  },
  typography: {
    display: face("IBM Plex Serif", 600, "serif"),
    body: face("IBM Plex Sans", 400, "sans"),
    mono: face("IBM Plex Mono", 400, "mono"),
  },
  voice: {
    tone: ["honest", "grounded", "quietly proud"],
    principles: [
      "Name the timber and the joint.",
      "Show the maker's hands, not just the finished piece.",
      "Talk about decades of use, not seasons of trend.",
    ],
    avoid: ["'luxury' and 'premium' as empty labels", "trend language", "discount urgency"],
  },
  strategy: {
    mission: "Make furniture that outlives its owners, and repair it when it needs it.",
    audience: "Homeowners, architects and small hospitality businesses who value craft.",
    pillars: ["Solid wood", "Visible joinery", "Lifetime repair"],
  },
  graphicDevice:
    "The dovetail: two interlocking boards, dark over light. The tail's 1:6 slope sets the slant of dividers and the cut of image corners.",
  logoSvg: {
    light: composeLogoSvg({ symbol: symbol("#2B211A", "#C08A55"), word: NAME, wordColor: "#2B211A" }),
    dark: composeLogoSvg({ symbol: symbol("#D9B88F", "#9A5B2E"), word: NAME, wordColor: "#F3ECE2" }),
  },
  proofAssets: [
    {
      id: "oakum-furniture.certification.timber-trust",
      name: "Timber Trust",
      kind: "certification",
      description:
        "Certifies that all of Oakum's oak, ash and walnut comes from responsibly managed forests.",
      logoSvg: proofMark("triangle", "Timber Trust", "#2F5D3A"),
    },
    {
      id: "oakum-furniture.customer.larkspur-hotels",
      name: "Larkspur Hotels",
      kind: "customer",
      description: "A group of four small hotels furnished throughout by Oakum: 140 rooms of solid oak.",
      logoSvg: proofMark("diamond", "Larkspur", "#6A4C93"),
    },
    {
      id: "oakum-furniture.award.joiners-circle",
      name: "Joiners' Circle Award",
      kind: "award",
      description: "Craft award for the walnut Harrow cabinet and its hand-cut joinery.",
      logoSvg: proofMark("ring", "Joiners Circle", "#7A4A1E"),
    },
  ],
});
