// Event touchpoints: talks, stages, badges and sponsor recognition.
import {
  elementsOf,
  mm,
  motion,
  printBackground,
  screenBackground,
  slide,
  templateArtwork,
} from "./requests.js";
import type { ElementRecord } from "./types.js";

const event = elementsOf("event");

export const EVENT_ELEMENTS: readonly ElementRecord[] = [
  event({
    id: "keynote-title-slide",
    name: "Keynote title slide",
    description: "Opening slide of a talk or keynote, on the dark texture for darkened rooms.",
    ...slide("title", { texture: "dark" }),
    keywords: ["keynote", "title slide", "talk", "presentation", "conference"],
  }),
  event({
    id: "agenda-slide",
    name: "Agenda slide",
    description: "The running order of a talk, workshop or event day.",
    ...slide("agenda"),
    keywords: ["agenda", "schedule", "running order", "slides"],
  }),
  event({
    id: "section-divider-slide",
    name: "Section divider slide",
    description: "A chapter break between parts of a presentation.",
    ...slide("section", { texture: "grid" }),
    keywords: ["section", "divider", "chapter", "slides"],
  }),
  event({
    id: "speaker-slide",
    name: "Speaker introduction slide",
    description: "Introduces the speakers or the team, with names and roles.",
    ...slide("team"),
    keywords: ["speaker", "team", "introduction", "bio", "slides"],
  }),
  event({
    id: "results-slide",
    name: "Key results slide",
    description: "Three or four headline figures, each with a one-line label.",
    ...slide("metrics"),
    keywords: ["metrics", "results", "kpi", "numbers", "slides"],
  }),
  event({
    id: "statement-slide",
    name: "Statement slide",
    description: "One sentence, large: the line the audience should remember.",
    ...slide("statement", { texture: "noise" }),
    keywords: ["statement", "big idea", "message", "slides"],
  }),
  event({
    id: "closing-slide",
    name: "Closing slide",
    description: "Thank-you slide with contact details and the website.",
    ...slide("closing", { texture: "dark" }),
    keywords: ["closing", "thank you", "contact", "slides", "q&a"],
  }),
  event({
    id: "sponsor-thank-you",
    name: "Sponsor thank-you graphic",
    description:
      "Recognises a sponsor or partner on screens and in follow-up posts, both logos side by side.",
    ...templateArtwork("partnership", { texture: "dark" }),
    keywords: ["sponsor", "thank you", "partner", "event", "logo lockup"],
  }),
  event({
    id: "stage-led-wall",
    name: "Stage LED wall background",
    description:
      "Ultra-wide 32:9 background for the LED wall behind the stage, with the logo high and centred.",
    ...screenBackground(
      3840,
      1080,
      { style: "grain-gradient", gradient: "orbit", grain: 16, logoScale: 12, logoY: -30 },
      "PNG",
    ),
    keywords: ["stage", "led wall", "screen", "32:9", "conference"],
  }),
  event({
    id: "event-opener-loop",
    name: "Event opener loop",
    description:
      "An accelerating twelve-cut material sequence that lands on the brand mark, for walk-in and opening screens.",
    ...motion("wide", 1920, "MP4", { sequence: { cutCount: 12, pace: "accelerating", finalHoldMs: 6000 } }),
    keywords: ["opener", "walk-in", "countdown", "motion", "stage screen"],
  }),
  event({
    id: "webinar-title-card",
    name: "Webinar title card",
    description:
      "The holding screen shown before a webinar or livestream starts, with room for the title and time.",
    ...screenBackground(
      1920,
      1080,
      { style: "gradient", gradient: "bloom", focalX: 70, logoScale: 14, logoX: -36, logoY: -38 },
      "PNG",
    ),
    keywords: ["webinar", "livestream", "holding screen", "title card"],
  }),
  event({
    id: "conference-badge",
    name: "Conference badge",
    description:
      "Lanyard badge artwork (100 × 140 mm): the brand field above, a plain panel for the name added in layout.",
    ...printBackground(mm(100, 140), {
      style: "gradient",
      gradient: "linear",
      angle: 180,
      logoScale: 40,
      logoY: -32,
    }),
    keywords: ["badge", "lanyard", "name badge", "conference", "print"],
  }),
  event({
    id: "stage-backdrop",
    name: "Stage backdrop",
    description:
      "Printed 6 × 3 m backdrop behind the stage; vector gradient and pattern only, so it scales cleanly.",
    ...printBackground(mm(6000, 3000), {
      style: "gradient",
      gradient: "mesh",
      grain: 0,
      pattern: "topographic",
      patternOpacity: 20,
      logoScale: 20,
      logoY: -20,
    }),
    keywords: ["backdrop", "stage", "large format", "print", "banner"],
  }),
];
