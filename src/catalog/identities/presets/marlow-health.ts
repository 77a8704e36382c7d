// Marlow Health — community clinics. Fictional built-in identity; original four-petal mark (never red).
import { defineIdentity, face } from "../define.js";
import { composeLogoSvg } from "../logo.js";
import { proofMark } from "../proof-marks.js";

const NAME = "Marlow Health";

/** Four petals around a pale centre: a soft plus that does not read as an emergency sign. */
const symbol = (petal: string, centre: string) =>
  `<g fill="${petal}"><circle cx="24" cy="11" r="9"/><circle cx="37" cy="24" r="9"/><circle cx="24" cy="37" r="9"/><circle cx="11" cy="24" r="9"/></g>` +
  `<circle cx="24" cy="24" r="7" fill="${centre}"/>`;

export const marlowHealth = defineIdentity({
  id: "marlow-health",
  name: NAME,
  shortName: "Marlow",
  tagline: "Care close to home.",
  description:
    "Marlow Health runs nine community clinics with family doctors, nursing, mental-health support and a pharmacy under one roof, open evenings and weekends.",
  positioning:
    "For families who want unhurried, joined-up care nearby: one team, one record, and appointments that fit around work and school.",
  website: "https://marlowhealth.example",
  colors: {
    ink: "#0E2A2F",
    paper: "#F7FBFA",
    gradient: ["#0E3B43", "#1A9C95", "#BDEBDF"],
    semantic: { accent: "#127A74", muted: "#5B7175", positive: "#2E7D32", negative: "#B3261E" },
  },
  typography: {
    display: face("IBM Plex Sans", 600, "sans"),
    body: face("Inter", 400, "sans"),
    mono: face("JetBrains Mono", 400, "mono"),
  },
  voice: {
    tone: ["kind", "clear", "calm"],
    principles: [
      "Use plain words a worried person can follow.",
      "Say what happens next, and when.",
      "Write to one person, not to 'patients'.",
    ],
    avoid: ["medical jargon without explanation", "fear or guilt as motivation", "promises about outcomes"],
  },
  strategy: {
    mission: "Make good everyday care easy to reach for every family in our towns.",
    audience: "Families, older people and carers in Marlow Health's nine neighbourhoods.",
    pillars: ["Close to home", "One joined-up team", "Time to listen"],
  },
  graphicDevice:
    "The four-petal flower: four teal circles around a pale centre, a soft plus. Never drawn in red, so it is never mistaken for an emergency sign.",
  logoSvg: {
    light: composeLogoSvg({ symbol: symbol("#127A74", "#BDEBDF"), word: NAME, wordColor: "#0E2A2F" }),
    dark: composeLogoSvg({ symbol: symbol("#3FC1B8", "#F7FBFA"), word: NAME, wordColor: "#F7FBFA" }),
  },
  proofAssets: [
    {
      id: "marlow-health.partner.westbrook-hospital",
      name: "Westbrook Hospital",
      kind: "partner",
      description:
        "Referral partner: specialist appointments booked from the clinic, with one shared record.",
      logoSvg: proofMark("arch", "Westbrook", "#24507A"),
    },
    {
      id: "marlow-health.certification.careguard",
      name: "CareGuard Accredited",
      kind: "certification",
      description: "Independent accreditation for safe, effective and well-led community care.",
      logoSvg: proofMark("shield", "CareGuard", "#1F6E5A"),
    },
    {
      id: "marlow-health.partner.tidewater-pharmacy",
      name: "Tidewater Pharmacy",
      kind: "partner",
      description: "Runs the pharmacy counter in every Marlow clinic, open as long as the clinic is.",
      logoSvg: proofMark("waves", "Tidewater", "#2B6CB0"),
    },
  ],
});
