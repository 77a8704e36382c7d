// Physical touchpoints: stationery, posters, signage and merchandise.
import { deliverable, elementsOf, mm, printBackground } from "./requests.js";
import type { ElementRecord } from "./types.js";

const physical = elementsOf("physical");

export const PHYSICAL_ELEMENTS: readonly ElementRecord[] = [
  physical({
    id: "business-card",
    name: "Business card (reverse)",
    description:
      "The reverse of an 85 × 55 mm business card: the logo centred on the brand field; the front carries name and contacts.",
    ...printBackground(mm(85, 55), { style: "gradient", gradient: "mesh", logoScale: 44 }),
    keywords: ["business card", "stationery", "print", "card"],
  }),
  physical({
    id: "poster-a2",
    name: "Poster (A2)",
    description:
      "A2 poster artwork for events and campaigns; headline and details are set over it in layout.",
    ...printBackground(mm(420, 594), {
      style: "grain-gradient",
      gradient: "bloom",
      grain: 20,
      logoScale: 22,
      logoY: 40,
    }),
    keywords: ["poster", "a2", "print", "campaign", "event"],
  }),
  physical({
    id: "postcard-a6",
    name: "Postcard (A6)",
    description: "Picture side of an A6 postcard, for mailings and handouts.",
    ...printBackground(mm(148, 105), {
      style: "gradient",
      gradient: "wave",
      angle: 30,
      logoScale: 28,
      logoX: 30,
      logoY: 36,
    }),
    keywords: ["postcard", "a6", "mailing", "print", "handout"],
  }),
  physical({
    id: "gift-card",
    name: "Gift card",
    description: "Front of a card-sized (85.6 × 54 mm) gift or membership card on a brushed-metal surface.",
    ...printBackground(mm(85.6, 54), {
      style: "gradient",
      gradient: "linear",
      surfaceMaterial: "brushed-metal",
      surfaceMetallic: 60,
      logoScale: 34,
      logoX: -22,
      logoY: -22,
    }),
    keywords: ["gift card", "membership card", "loyalty", "print"],
  }),
  physical({
    id: "sticker-square",
    name: "Square sticker",
    description: "A 76 mm square sticker with the logo on the brand gradient, for laptops and packaging.",
    ...printBackground(mm(76, 76), { style: "gradient", gradient: "radial", logoScale: 70 }),
    keywords: ["sticker", "swag", "laptop", "print"],
  }),
  physical({
    id: "notebook-cover",
    name: "Notebook cover (A5)",
    description: "Cover of an A5 notebook on an embossed-paper surface, logo small in the lower corner.",
    ...printBackground(mm(148, 210), {
      style: "gradient",
      gradient: "linear",
      surfaceMaterial: "embossed-paper",
      surfaceDepth: 55,
      logoScale: 18,
      logoX: 30,
      logoY: 42,
    }),
    keywords: ["notebook", "a5", "stationery", "merchandise", "print"],
  }),
  physical({
    id: "letterhead",
    name: "Letterhead (A4)",
    description:
      "A4 letter paper: logo top-left, sender details in the footer, generous margins for the letter itself.",
    ...deliverable("PDF", mm(210, 297)),
    keywords: ["letterhead", "stationery", "a4", "letter"],
  }),
  physical({
    id: "envelope-dl",
    name: "Envelope (DL)",
    description: "DL envelope with the return address and a small logo on the flap side.",
    ...deliverable("print", mm(220, 110)),
    keywords: ["envelope", "dl", "stationery", "mail"],
  }),
  physical({
    id: "wayfinding-sign",
    name: "Wayfinding sign",
    description:
      "Directional sign for buildings and venues: large type, arrows and high contrast; no decorative backgrounds.",
    ...deliverable("print", mm(600, 200)),
    keywords: ["signage", "wayfinding", "directional", "building", "venue"],
  }),
  physical({
    id: "tote-bag",
    name: "Tote bag",
    description: "Single-colour screen print on a cotton tote: the logo or graphic device in one ink.",
    ...deliverable("print", mm(380, 420)),
    keywords: ["tote", "bag", "merchandise", "screen print", "swag"],
  }),
  physical({
    id: "packaging-label",
    name: "Packaging label",
    description: "Product or shipping label with logo, product name and required information.",
    ...deliverable("print", mm(100, 60)),
    keywords: ["packaging", "label", "product", "shipping"],
  }),
  physical({
    id: "vehicle-livery",
    name: "Vehicle livery",
    description:
      "Side livery for vans and service vehicles: logo, website and one colour band, readable at a distance.",
    ...deliverable("print", mm(4800, 2000)),
    keywords: ["vehicle", "livery", "fleet", "van", "large format"],
  }),
];
