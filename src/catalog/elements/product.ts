// Product touchpoints: screens, announcements and slides about the product itself.
import { deliverable, elementsOf, px, screenBackground, slide, templateArtwork } from "./requests.js";
import type { ElementRecord } from "./types.js";

const product = elementsOf("product");

export const PRODUCT_ELEMENTS: readonly ElementRecord[] = [
  product({
    id: "mobile-splash-screen",
    name: "Mobile splash screen",
    description:
      "Launch screen shown while a mobile app loads: the logo centred on a radial field, nothing else.",
    ...screenBackground(
      1242,
      2688,
      { style: "gradient", gradient: "radial", focalY: 45, logoScale: 56 },
      "PNG",
    ),
    keywords: ["splash", "launch screen", "mobile app", "loading"],
  }),
  product({
    id: "onboarding-screen-background",
    name: "Onboarding screen background",
    description:
      "Portrait background for first-run onboarding screens, with the upper half kept quiet for illustration or copy.",
    ...screenBackground(
      1170,
      2532,
      { style: "grain-gradient", gradient: "wave", angle: 100, grain: 18, logoOpacity: 0 },
      "PNG",
    ),
    keywords: ["onboarding", "first run", "mobile app", "welcome"],
  }),
  product({
    id: "release-notes-header",
    name: "Release notes header",
    description:
      "Header image for release notes and update emails: a dithered band with the logo on the left.",
    ...screenBackground(1200, 400, {
      style: "dither",
      gradient: "linear",
      ditherShape: "dots",
      spacing: 10,
      logoScale: 22,
      logoX: -30,
    }),
    keywords: ["release notes", "update", "what's new", "header"],
  }),
  product({
    id: "changelog-cover",
    name: "Changelog cover",
    description: "Cover image for a changelog entry or product update post, on the grid texture.",
    ...templateArtwork("blog", { texture: "grid" }),
    keywords: ["changelog", "product update", "cover", "blog"],
  }),
  product({
    id: "feature-announcement-card",
    name: "Feature announcement card",
    description: "Card announcing one new feature in-app and on the web, on the noise texture.",
    ...templateArtwork("blog", { texture: "noise" }),
    keywords: ["feature", "announcement", "launch", "in-app"],
  }),
  product({
    id: "product-tour-slide",
    name: "Product tour slide",
    description: "A step-by-step process slide that walks through how the product works.",
    ...slide("process"),
    keywords: ["product tour", "how it works", "process", "slides", "demo"],
  }),
  product({
    id: "roadmap-slide",
    name: "Roadmap slide",
    description: "A timeline slide for the product roadmap: quarters or milestones left to right.",
    ...slide("timeline"),
    keywords: ["roadmap", "timeline", "milestones", "slides"],
  }),
  product({
    id: "feature-comparison-slide",
    name: "Feature comparison slide",
    description: "Side-by-side comparison of plans, versions or before-and-after.",
    ...slide("comparison"),
    keywords: ["comparison", "plans", "pricing", "versus", "slides"],
  }),
  product({
    id: "pricing-page-background",
    name: "Pricing page background",
    description: "A faint grid behind pricing tables, so columns feel aligned to something.",
    ...screenBackground(1440, 900, {
      style: "pattern",
      gradient: "linear",
      pattern: "grid",
      patternOpacity: 16,
      spacing: 32,
      logoOpacity: 0,
    }),
    keywords: ["pricing", "plans", "website", "grid", "background"],
  }),
  product({
    id: "screenshot-backdrop",
    name: "Product screenshot backdrop",
    description: "The coloured field product screenshots float on in marketing pages and decks.",
    ...screenBackground(2400, 1500, { style: "gradient", gradient: "mesh", relief: 30, logoOpacity: 0 }),
    keywords: ["screenshot", "mockup", "backdrop", "marketing", "device frame"],
  }),
  product({
    id: "empty-state-background",
    name: "Empty state background",
    description: "Subtle patterned panel for empty lists and first-use states, with a faint logo watermark.",
    ...screenBackground(800, 600, {
      style: "pattern",
      pattern: "speckles",
      patternOpacity: 30,
      logoScale: 30,
      logoOpacity: 12,
    }),
    keywords: ["empty state", "zero state", "placeholder", "ui"],
  }),
  product({
    id: "interface-icon-set",
    name: "Interface icon set",
    description:
      "Line icons for the product interface on a 24-pixel grid, drawn with the identity's stroke weight and corners.",
    ...deliverable("SVG", px(24, 24)),
    keywords: ["icons", "ui", "interface", "iconography"],
  }),
];
