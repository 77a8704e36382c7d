// Shapes of the brand element taxonomy: categories, element records and their ready-to-POST requests.
import type { z } from "zod";
import type {
  backgroundRequestSchema,
  designSequenceRequestSchema,
  templateRequestSchema,
} from "../../contract/index.js";

export const ELEMENT_CATEGORIES = [
  "digital",
  "product",
  "developer",
  "social",
  "editorial",
  "event",
  "physical",
] as const;
export type ElementCategory = (typeof ELEMENT_CATEGORIES)[number];

/** Label and scope of each category, for listings and docs. */
export const ELEMENT_CATEGORY_INFO: Readonly<
  Record<ElementCategory, { label: string; description: string }>
> = {
  digital: { label: "Digital", description: "Websites, email and display advertising." },
  product: { label: "Product", description: "Screens, announcements and slides about the product itself." },
  developer: { label: "Developer", description: "Repositories, documentation and developer-facing pages." },
  social: { label: "Social", description: "Posts, stories, profile headers and short motion loops." },
  editorial: { label: "Editorial", description: "Articles, reports, covers and press material." },
  event: { label: "Event", description: "Talks, stages, badges and sponsor recognition." },
  physical: {
    label: "Physical",
    description: "Printed and made things: stationery, posters, signage, merchandise.",
  },
};

/** The deliverable's format: what the element ends up as, not necessarily what Marque emits (always SVG or a document). */
export const ELEMENT_FORMATS = ["SVG", "PNG", "JPG", "GIF", "MP4", "PDF", "HTML", "ICO", "print"] as const;
export type ElementFormat = (typeof ELEMENT_FORMATS)[number];

export interface ElementDimensions {
  width: number;
  height: number;
  unit: "px" | "mm" | "in";
}

/** A POST /api/generate body (the contract's input shape: defaults may be omitted). */
export type GenerationRequest =
  | z.input<typeof backgroundRequestSchema>
  | z.input<typeof templateRequestSchema>
  | z.input<typeof designSequenceRequestSchema>;

type WithoutIdentity<T> = T extends unknown ? Omit<T, "identity"> : never;

/** An element's request without an identity: the brief adds `identity` for the identity it resolves against. */
export type ElementGeneration = WithoutIdentity<GenerationRequest>;

export interface ElementRecord {
  /** Kebab-case, unique across the catalog; the `elementId` of an element-brief request. */
  id: string;
  name: string;
  category: ElementCategory;
  description: string;
  format: ElementFormat;
  dimensions: ElementDimensions;
  keywords: readonly string[];
  /** The request that makes the element, where Marque can produce it. */
  generation?: ElementGeneration;
}
