// Realistic title/body pairs per layout, written in each layout's body grammar (BODY_GRAMMAR).
import type { SlideLayout } from "../../../src/contract/index.js";

export const SLIDE_SAMPLES: Record<SlideLayout, { title: string; body: string }> = {
  title: { title: "Rail that runs on time, every time", body: "Annual review 2026 · Board of directors" },
  section: {
    title: "Operations and reliability",
    body: "02\nHow the network performed through the winter timetable",
  },
  agenda: {
    title: "Today's agenda",
    body: "09:30 Welcome — Chair\nNetwork performance\nFleet renewal — Electric trains arriving in spring\nBudget 2027\nQuestions",
  },
  split: {
    title: "Why punctuality matters more than speed",
    body: "Passengers plan around the slowest link\nMissed connections cost more than minutes\nReliable timetables grow ridership\nOn-time trains cut staff overtime",
  },
  metrics: {
    title: "The year in numbers",
    body: "98.7% — On-time departures\n42 — New electric trains\n3.1M — Journeys this quarter",
  },
  quote: {
    title: "The new timetable gave me back twenty minutes every single morning.",
    body: "Mira Castell — Commuter, Eastbrook line",
  },
  timeline: {
    title: "From pilot to network",
    body: "2023: Pilot on two lines\n2024: Signalling upgrade\nQ2 2025 — Fleet order signed\n2026: Full network live",
  },
  statement: {
    title: "Every train, on time, on every line.",
    body: "Our promise for 2027 and the years after it.",
  },
  comparison: {
    title: "Before and after the upgrade",
    body: "Old signalling | New signalling\nFixed blocks | Moving blocks\n12 trains an hour | 24 trains an hour\nManual dispatch | Automatic dispatch",
  },
  process: {
    title: "How a delay is resolved",
    body: "Detect — Sensors flag the fault\nDiagnose — Control room finds the cause\nReroute — Trains take the relief line\nReport — Passengers are told within a minute",
  },
  chart: {
    title: "Journeys per year (millions)",
    body: "2022: 8.4\n2023: 9.1\n2024: 10.6\n2025: 11.9\n2026: 12.8\nSource: ticketing data",
  },
  team: {
    title: "The people behind the timetable",
    body: "Ada Okafor — Head of operations\nJonas Weber — Signalling lead\nPriya Nair — Fleet engineering\nTomás Ruiz — Passenger experience",
  },
  image: { title: "The new Eastbrook depot", body: "Opened in March, it services forty trains a night." },
  closing: { title: "Thank you", body: "press@halden-rail.example\n+44 20 7946 0000" },
};

export const BLOG_SAMPLE = {
  title: "How we rebuilt the timetable around passengers",
  body: "Twelve months, four lines and one question: what does a reliable morning feel like?",
};

export const PARTNERSHIP_SAMPLE = {
  title: "Halden Rail partners with a new signalling supplier",
  body: "Together we bring moving-block signalling to every line by 2027.",
};
