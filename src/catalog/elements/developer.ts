// Developer touchpoints: repositories, documentation and developer-facing pages.
import { deliverable, elementsOf, px, screenBackground, slide, templateArtwork } from "./requests.js";
import type { ElementRecord } from "./types.js";

const developer = elementsOf("developer");

export const DEVELOPER_ELEMENTS: readonly ElementRecord[] = [
  developer({
    id: "readme-banner",
    name: "README banner",
    description: "Wide banner at the top of a repository README, logo left, readable in light and dark mode.",
    ...screenBackground(1280, 320, {
      style: "gradient",
      gradient: "linear",
      angle: 160,
      logoScale: 28,
      logoX: -28,
    }),
    keywords: ["readme", "repository", "open source", "banner", "markdown", "github", "gitlab"],
  }),
  developer({
    id: "repository-social-preview",
    name: "Repository social preview",
    description: "The image shown when a repository link is shared; the logo centred on a mesh field.",
    ...screenBackground(
      1280,
      640,
      { style: "grain-gradient", gradient: "mesh", grain: 20, logoScale: 36 },
      "PNG",
    ),
    keywords: ["repository", "social preview", "open source", "link preview", "github"],
  }),
  developer({
    id: "api-docs-header",
    name: "API documentation header",
    description:
      "Header band for API reference and guides: a fine grid that suggests precision without noise.",
    ...screenBackground(1440, 360, {
      style: "pattern",
      pattern: "grid",
      patternOpacity: 30,
      spacing: 24,
      logoScale: 14,
      logoX: -38,
    }),
    keywords: ["api", "documentation", "docs", "reference", "header"],
  }),
  developer({
    id: "status-page-header",
    name: "Status page header",
    description:
      "Header for the public service status page: flat, unlit bands that stay calm during an incident.",
    ...screenBackground(1200, 300, {
      style: "gradient",
      gradient: "linear",
      bandCount: 6,
      lightingEnabled: false,
      relief: 0,
      logoScale: 18,
      logoX: -34,
    }),
    keywords: ["status page", "uptime", "incidents", "header"],
  }),
  developer({
    id: "developer-portal-hero",
    name: "Developer portal hero",
    description: "Hero background for a developer portal's home page, in ordered dither squares.",
    ...screenBackground(1920, 800, {
      style: "dither",
      gradient: "orbit",
      ditherMatrix: 4,
      ditherShape: "squares",
      spacing: 8,
      logoOpacity: 0,
    }),
    keywords: ["developer portal", "hero", "docs", "dither", "website"],
  }),
  developer({
    id: "terminal-demo-cover",
    name: "Terminal demo cover",
    description: "Cover frame for recorded command-line demos and screencasts, with the logo in the corner.",
    ...screenBackground(
      1280,
      720,
      {
        style: "dither",
        gradient: "linear",
        ditherShape: "dots",
        ditherMatrix: 2,
        spacing: 14,
        logoScale: 16,
        logoX: 36,
        logoY: 38,
      },
      "PNG",
    ),
    keywords: ["cli", "terminal", "screencast", "demo", "video cover"],
  }),
  developer({
    id: "technical-article-cover",
    name: "Technical article cover",
    description: "Cover for engineering blog posts and tutorials, on the grid texture.",
    ...templateArtwork("blog", { texture: "grid" }),
    keywords: ["engineering blog", "tutorial", "technical article", "cover"],
  }),
  developer({
    id: "integration-announcement",
    name: "Integration announcement",
    description: "Announces an integration with a partner platform: both logos side by side.",
    ...templateArtwork("partnership", { texture: "white" }),
    keywords: ["integration", "partner", "works with", "announcement", "plugin"],
  }),
  developer({
    id: "architecture-overview-slide",
    name: "Architecture overview slide",
    description:
      "A split slide for explaining a system: the diagram on one side, the three things to know on the other.",
    ...slide("split"),
    keywords: ["architecture", "system design", "diagram", "slides", "tech talk"],
  }),
  developer({
    id: "package-icon",
    name: "Package registry icon",
    description:
      "Square icon shown beside the package in registries and extension marketplaces: the symbol only.",
    ...deliverable("PNG", px(256, 256)),
    keywords: ["package", "registry", "extension", "icon", "marketplace", "npm", "vs code"],
  }),
];
