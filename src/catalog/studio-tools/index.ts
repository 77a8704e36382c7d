// The Studio's tools: one list that /api/catalog, the agent manifest, search and the Studio itself read.
import {
  BRAND_BOOK_DOCUMENT_KIND,
  BRAND_BOOK_DOCUMENT_VERSION,
  BRAND_BOOK_PAGE,
  BRAND_BOOK_TOOL_EXPORTS,
  CODE_CARD_DOCUMENT_KIND,
  CODE_CARD_DOCUMENT_VERSION,
  CODE_CARD_LIMITS,
  CODE_CARD_TOOL_EXPORTS,
  CODE_LANGUAGE_NAMES,
  CODE_LANGUAGES,
  COMPONENT_LIBRARY_DOCUMENT_KIND,
  COMPONENT_LIBRARY_DOCUMENT_VERSION,
  COMPONENT_LIBRARY_TOOL_EXPORTS,
  DESIGN_LAB_SOURCE_VERSION,
  type DesignLabDocument,
  type GenerateKind,
  LOOP_EXPORT_FORMATS,
  LOTTIE_DOCUMENT_KIND,
  LOTTIE_DOCUMENT_VERSION,
  LOTTIE_EXPORT_MAX_MS,
  LOTTIE_TOOL_EXPORTS,
  MOTION_SOURCE_VERSION,
  type MotionDocument,
  numberWord,
  OPEN_GRAPH_DOCUMENT_KIND,
  OPEN_GRAPH_DOCUMENT_VERSION,
  OPEN_GRAPH_IMAGES_PATH,
  OPEN_GRAPH_PLATFORM_SPECS,
  OPEN_GRAPH_PLATFORMS,
  OPEN_GRAPH_TOOL_EXPORTS,
  SLIDE_LAYOUTS,
  SOURCE_DOCUMENT_VERSION,
  STUDIO_API,
  type StudioExportFormat,
  TEMPLATE_CANVAS,
  type TemplateKind,
  TOKENS_DOCUMENT_KIND,
  TOKENS_DOCUMENT_VERSION,
  TOKENS_TOOL_EXPORTS,
  TYPOGRAPHY_DOCUMENT_KIND,
  TYPOGRAPHY_DOCUMENT_VERSION,
  TYPOGRAPHY_TOOL_EXPORTS,
} from "../../contract/index.js";
import {
  MOODBOARD_DOCUMENT_KIND,
  MOODBOARD_DOCUMENT_VERSION,
  MOODBOARD_EXPORT_WIDTH,
  MOODBOARD_TOOL_EXPORTS,
} from "../../contract/moodboard-document.js";

/**
 * The source documents a tool reads, by the fields that tell documents apart: applySource in any tool sends a
 * document to the tool that reads it (see route.ts).
 */
export interface StudioToolSource {
  /** The `kind` its documents carry; absent: the kind it `generates` (its source is that request), else none. */
  kind?: string;
  /** For a kind several tools read, the field whose value names this tool's documents (a template's). */
  match?: { field: string; value: string };
  /** The versions it reads, for documents that carry one. */
  versions?: readonly number[];
}

export interface StudioTool {
  /** Used in `/studio?tool=<id>`, `window.marque.studio.activate`, and `tool.open`. */
  id: string;
  name: string;
  description: string;
  /** The generation kind whose request is this tool's source document, when it has one. */
  generates?: GenerateKind;
  /** Export formats of the tool's export action. */
  exports: readonly StudioExportFormat[];
  /** The export action's name, when it is not `<tool>.export` (the Design Lab's `design.export`). */
  exportAction?: string;
  /** The documents it reads, beyond its kind (what `applySource` sends to it from any tool). */
  source?: StudioToolSource;
  /**
   * The OpenAPI component (GET /openapi.json, components.schemas) that publishes its source documents, so a
   * refusal names the document's own schema; absent: an identity, published inside every request.
   */
  schema?: string;
}

const template = (value: TemplateKind): StudioToolSource => ({ match: { field: "template", value } });

export const STUDIO_TOOLS: readonly StudioTool[] = [
  // An identity: the one document without a kind.
  {
    id: "identity",
    name: "Identity",
    description:
      "Edit the active identity: choose a preset or set a custom name, colours, typography and logo.",
    exports: [],
  },
  {
    id: "surface",
    name: "Surface",
    schema: "BackgroundRequest",
    description:
      "SVG backgrounds: every background setting (style, gradient, bands, dither, pattern, surface material, logo) with a live preview.",
    generates: "background",
    exports: ["svg", "png", "jpg"],
  },
  {
    id: "slides",
    name: "Slides",
    schema: "TemplateRequest",
    description: `Presentation slides at ${TEMPLATE_CANVAS.slides.width}×${TEMPLATE_CANVAS.slides.height} in ${numberWord(SLIDE_LAYOUTS.length)} layouts, typeset in the identity's type.`,
    generates: "template",
    exports: ["svg", "png", "jpg"],
    source: template("slides"),
  },
  {
    id: "blog",
    name: "Blog cover",
    schema: "TemplateRequest",
    description: "Blog and article covers at 1200×630.",
    generates: "template",
    exports: ["svg", "png", "jpg"],
    source: template("blog"),
  },
  {
    id: "partnership",
    name: "Partnership",
    schema: "TemplateRequest",
    description: "Partnership announcements at 1200×600: the identity's mark beside a partner's.",
    generates: "template",
    exports: ["svg", "png", "jpg"],
    source: template("partnership"),
  },
  {
    id: "tokens",
    name: "Colour tokens",
    schema: "TokensDocument",
    description:
      "The identity's palette as semantic tokens (surface, text, accent, border, states) in HEX and OKLCH, tint and shade scales computed in OKLCH, and a WCAG 2 and APCA contrast matrix with pass and fail; edit the ink and paper live; export W3C Design Tokens (DTCG) JSON, CSS custom properties, a Tailwind theme (the bytes POST /api/tokens answers) and a swatch sheet in SVG or PNG.",
    exports: TOKENS_TOOL_EXPORTS,
    source: { kind: TOKENS_DOCUMENT_KIND, versions: [TOKENS_DOCUMENT_VERSION] },
  },
  {
    id: "typography",
    name: "Typography",
    schema: "TypographyDocument",
    description:
      "The identity's type roles (display, text, mono) with weights, tracking and line heights, a modular type scale, and a specimen of every step and every bundled script; export the specimen as SVG (type outlined), PNG or a vector PDF and the scale as DTCG tokens; a font file uploaded for a role (kept in the browser) sets that role in every tool of the project.",
    exports: TYPOGRAPHY_TOOL_EXPORTS,
    source: { kind: TYPOGRAPHY_DOCUMENT_KIND, versions: [TYPOGRAPHY_DOCUMENT_VERSION] },
  },
  {
    id: "brand-book",
    name: "Brand book",
    schema: "BrandBookDocument",
    description: `A multi-page editorial brand book of the identity at ${BRAND_BOOK_PAGE.width}×${BRAND_BOOK_PAGE.height}: cover, story and positioning, logo and clear space, colour with contrast, type, graphic device, voice (do and don't) and applications drawn by Marque's own templates; each section on or off with its own words; export the book as a vector PDF with an outline (page for page what POST /api/brand-books draws) or a page as PNG.`,
    exports: BRAND_BOOK_TOOL_EXPORTS,
    source: { kind: BRAND_BOOK_DOCUMENT_KIND, versions: [BRAND_BOOK_DOCUMENT_VERSION] },
  },
  {
    id: "code-card",
    name: "Terminal card",
    schema: "CodeCardDocument",
    description: `Code snippets as branded cards: ${CODE_LANGUAGES.filter((language) => language !== "text")
      .map((language) => CODE_LANGUAGE_NAMES[language])
      .join(
        ", ",
      )} or plain text (up to ${CODE_CARD_LIMITS.lines} lines), highlighted by Shiki in the identity's colours at 4.5:1 contrast or better, in a window with macOS, Windows or no chrome, a title, line numbers and highlighted lines, on the identity's gradient; export PNG, JPG, SVG (type outlined from the identity's mono face) or a vector PDF, the card POST /api/code-cards draws.`,
    exports: CODE_CARD_TOOL_EXPORTS,
    source: { kind: CODE_CARD_DOCUMENT_KIND, versions: [CODE_CARD_DOCUMENT_VERSION] },
  },
  {
    id: "components",
    name: "Component library",
    schema: "ComponentLibraryDocument",
    description:
      "The identity's UI components drawn from its colour and type tokens: buttons (primary, secondary, ghost, destructive) in default, hover, focus, active and disabled states, inputs with label, help and error, badges, cards and alerts; every label checked at 4.5:1 on its fill (WCAG 2), the identity's colour replaced by an accessible one where it falls short and the sheet saying so; light or dark, compact or comfortable, any corner radius; each group live as HTML with CSS custom properties (--marque-*) to copy; export the sheet as PNG, SVG or a one-page PDF and the library as HTML or CSS.",
    exports: COMPONENT_LIBRARY_TOOL_EXPORTS,
    source: { kind: COMPONENT_LIBRARY_DOCUMENT_KIND, versions: [COMPONENT_LIBRARY_DOCUMENT_VERSION] },
  },
  {
    id: "open-graph",
    name: "Open Graph",
    schema: "OpenGraphDocument",
    description: `Social preview images of a page at each platform's size (${OPEN_GRAPH_PLATFORMS.map((p) => `${OPEN_GRAPH_PLATFORM_SPECS[p].name} ${OPEN_GRAPH_PLATFORM_SPECS[p].width}×${OPEN_GRAPH_PLATFORM_SPECS[p].height}`).join(", ")}) from a title, subtitle, URL and optional picture, on a ground drawn from the identity (a background style, its paper, a material still or a picture); each shown as its platform shows it, with what the platform crops or covers marked; export PNG, JPG or WebP (image for image what ${OPEN_GRAPH_IMAGES_PATH} draws).`,
    exports: OPEN_GRAPH_TOOL_EXPORTS,
    source: { kind: OPEN_GRAPH_DOCUMENT_KIND, versions: [OPEN_GRAPH_DOCUMENT_VERSION] },
  },
  {
    id: "moodboard",
    name: "Moodboard",
    schema: "MoodboardDocument",
    description: `A board of the brand's artifacts (backgrounds, slides, covers), Shader Library materials, palette swatches and uploaded images (kept in the browser), in a masonry grid or placed freely, each captioned in the identity's type; reorder by drag or keyboard; export PNG at ${MOODBOARD_EXPORT_WIDTH.min}–${MOODBOARD_EXPORT_WIDTH.max} px wide, a one-page PDF or SVG.`,
    exports: MOODBOARD_TOOL_EXPORTS,
    source: { kind: MOODBOARD_DOCUMENT_KIND, versions: [MOODBOARD_DOCUMENT_VERSION] },
  },
  {
    id: "elements",
    name: "Elements",
    schema: "ElementBriefRequest",
    description:
      "Browse the brand element taxonomy, read an element's brief and generate the artifact it names.",
    generates: "element-brief",
    exports: [],
  },
  {
    id: "material",
    name: "Design Lab",
    schema: "DesignLabDocument",
    description:
      "Live WebGL materials from the Shader Library (134 materials, looks and palettes) on a wide, square or Open Graph canvas, with brand marks, type, images and effects; PNG or JPG frames, GIF, MP4 and WebM loops and shader sequences.",
    exports: STUDIO_API.designExport.formats,
    exportAction: STUDIO_API.designExport.action,
    source: {
      kind: "design-lab" satisfies DesignLabDocument["kind"],
      // The version 3 source POST /api/generate answers, and the Design Lab's own version 4.
      versions: [SOURCE_DOCUMENT_VERSION, DESIGN_LAB_SOURCE_VERSION],
    },
  },
  {
    id: "lottie",
    name: "Lottie",
    schema: "LottieDocument",
    description: `Lottie animations in the brand's colours: import Lottie JSON or a .lottie file (checked and bounded; images embedded, no expressions, nothing fetched; until then the identity's own sample loop), map each colour it paints with to the palette (one by one or all at once), trim its frames and change its speed; export Lottie JSON and .lottie, and GIF or MP4 frames up to ${LOTTIE_EXPORT_MAX_MS / 1000} s.`,
    exports: LOTTIE_TOOL_EXPORTS,
    source: { kind: LOTTIE_DOCUMENT_KIND, versions: [LOTTIE_DOCUMENT_VERSION] },
  },
  {
    id: "animation",
    name: "Motion",
    schema: "MotionDocument",
    description:
      "Brand motion loops at social sizes (square, story, wide, Open Graph): one material from the Shader Library with the brand mark and a line of type animated in (fade, rise or scale, with easing curves); PNG or JPG frames, seamless GIF, MP4 and WebM loops.",
    exports: LOOP_EXPORT_FORMATS,
    source: { kind: "motion" satisfies MotionDocument["kind"], versions: [MOTION_SOURCE_VERSION] },
  },
];

/** A tool's export action: its own name, else `<tool>.export`. */
export const exportActionOf = (tool: Pick<StudioTool, "id" | "exportAction">): string =>
  tool.exportAction ?? `${tool.id}.export`;
