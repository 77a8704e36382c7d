// Editorial touchpoints: articles, reports, covers and press material.
import {
  elementsOf,
  inches,
  mm,
  printBackground,
  screenBackground,
  slide,
  templateArtwork,
} from "./requests.js";
import type { ElementRecord } from "./types.js";

const editorial = elementsOf("editorial");

export const EDITORIAL_ELEMENTS: readonly ElementRecord[] = [
  editorial({
    id: "blog-cover",
    name: "Blog cover",
    description: "Cover image for a blog post: the title set in the display face over the brand ground.",
    ...templateArtwork("blog", { texture: "white" }),
    keywords: ["blog", "article", "cover", "feature image"],
  }),
  editorial({
    id: "case-study-cover",
    name: "Case study cover",
    description: "Cover for customer stories and case studies, on the dark texture.",
    ...templateArtwork("blog", { texture: "dark" }),
    keywords: ["case study", "customer story", "cover", "success story"],
  }),
  editorial({
    id: "newsletter-masthead",
    name: "Newsletter masthead",
    description:
      "Masthead band for an editorial newsletter: a fibrous paper pattern with the logo on the left.",
    ...screenBackground(
      1200,
      300,
      { style: "pattern", pattern: "fibers", patternOpacity: 35, logoScale: 24, logoX: -30 },
      "PNG",
    ),
    keywords: ["newsletter", "masthead", "email", "editorial"],
  }),
  editorial({
    id: "article-chart-figure",
    name: "Article chart figure",
    description: "A chart slide used as a figure inside long-form articles and reports.",
    ...slide("chart"),
    keywords: ["chart", "figure", "data", "article", "report"],
  }),
  editorial({
    id: "pull-quote-figure",
    name: "Pull quote figure",
    description: "A large quotation set as an image, to break up long articles.",
    ...slide("quote", { texture: "white" }),
    keywords: ["pull quote", "quotation", "article", "figure"],
  }),
  editorial({
    id: "press-release-header",
    name: "Press release header",
    description: "Header band for press releases and the newsroom page: flat bands, logo left.",
    ...screenBackground(1200, 400, {
      style: "gradient",
      gradient: "linear",
      lightingEnabled: false,
      bandCount: 5,
      logoScale: 26,
      logoX: -28,
    }),
    keywords: ["press release", "newsroom", "media", "header"],
  }),
  editorial({
    id: "report-cover",
    name: "Report cover (A4)",
    description: "Cover artwork for an A4 annual or impact report; title and date are set over it in layout.",
    ...printBackground(mm(210, 297), {
      style: "grain-gradient",
      gradient: "mesh",
      grain: 18,
      logoScale: 24,
      logoX: -26,
      logoY: -40,
    }),
    keywords: ["report", "annual report", "cover", "a4", "print"],
  }),
  editorial({
    id: "whitepaper-cover",
    name: "Whitepaper cover (US Letter)",
    description: "Cover artwork for a US Letter whitepaper or guide, with the logo top-left.",
    ...printBackground(inches(8.5, 11), {
      style: "gradient",
      gradient: "linear",
      angle: 150,
      logoScale: 26,
      logoX: -26,
      logoY: -40,
    }),
    keywords: ["whitepaper", "guide", "ebook", "cover", "letter"],
  }),
  editorial({
    id: "magazine-ad",
    name: "Magazine advertisement (A4 with bleed)",
    description:
      "Full-page magazine ad artwork at A4 plus 3 mm bleed on every side; keep copy 10 mm inside the trim.",
    ...printBackground(mm(216, 303), {
      style: "grain-gradient",
      gradient: "bloom",
      grain: 24,
      logoScale: 22,
      logoY: 38,
    }),
    keywords: ["magazine", "advertisement", "print", "bleed", "full page"],
  }),
  editorial({
    id: "paperback-cover",
    name: "Paperback front cover",
    description:
      "Front-cover artwork for a B-format paperback on an embossed-paper surface; title and author set over it.",
    ...printBackground(mm(129, 198), {
      style: "gradient",
      gradient: "linear",
      surfaceMaterial: "embossed-paper",
      surfaceDepth: 40,
      logoScale: 18,
      logoY: 40,
    }),
    keywords: ["book", "paperback", "cover", "publishing", "print"],
  }),
  editorial({
    id: "podcast-cover",
    name: "Podcast cover art",
    description: "Square show artwork for podcast directories; the logo large enough to read as a thumbnail.",
    ...screenBackground(
      3000,
      3000,
      { style: "grain-gradient", gradient: "radial", grain: 20, logoScale: 62 },
      "JPG",
    ),
    keywords: ["podcast", "cover art", "square", "audio", "show artwork", "apple podcasts", "spotify"],
  }),
  editorial({
    id: "ebook-cover",
    name: "E-book cover",
    description: "Portrait cover for e-books and downloadable guides in 1:1.6 proportion.",
    ...screenBackground(
      1600,
      2560,
      { style: "gradient", gradient: "wave", angle: 70, logoScale: 30, logoY: -36 },
      "JPG",
    ),
    keywords: ["ebook", "guide", "download", "cover", "lead magnet"],
  }),
];
