// What clients discover before generating: the service's name and versions, its resource paths, the
// recommended discovery order, the data policy and the Studio's browser interface (names, operations, actions).

import { DECKS_PATH } from "./deck.js";
import { DEFAULT_DESIGN_LAB_MODE, DESIGN_LAB_MODES } from "./design-export.js";
import { TOKEN_MEDIA_TYPES } from "./tokens.js";

export const SERVICE_NAME = "Marque";
/** The interface version: OpenAPI `info.version` and the agent manifest's `version`. */
export const SERVICE_VERSION = "0.2.0";
export const AGENT_MANIFEST_SCHEMA_VERSION = 2;
export const OPENAPI_VERSION = "3.1.0";

export const SERVICE_DESCRIPTION =
  "Marque turns one brand identity into artifacts: SVG backgrounds, SVG slides, blog covers and partnership graphics, element briefs, and Design Lab source documents of live WebGL materials for the browser Studio to export to PNG, JPG, GIF and MP4.";

/** Every resource of the service by name (the agent manifest's `resources`). */
export const RESOURCE_PATHS = {
  agent: "/api/agent",
  catalog: "/api/catalog",
  docs: "/docs",
  llmsFull: "/llms-full.txt",
  llms: "/llms.txt",
  elements: "/api/elements",
  generate: "/api/generate",
  decks: DECKS_PATH,
  identities: "/api/identities",
  labs: "/api/labs",
  materials: "/api/materials",
  /** The MCP server (Streamable HTTP, stateless): docs/agents/mcp.md. */
  mcp: "/mcp",
  /** Its server card (the draft MCP Server Card convention, SEP-2127). */
  mcpServerCard: "/.well-known/mcp/server-card.json",
  mcpGuide: "/docs/agents/mcp.md",
  openapi: "/openapi.json",
  search: "/api/search",
  markdownDocs: "/docs/:path.md",
  integrationGuide: "/docs/agents/connect",
  skillGuide: "/docs/skills.md",
  surfaceTextures: "/api/surface-textures/:assetId/:map",
  studio: "/studio",
} as const;

/** The order a client should read things in before it generates. */
export const DISCOVERY_ORDER = [
  RESOURCE_PATHS.agent,
  RESOURCE_PATHS.labs,
  RESOURCE_PATHS.materials,
  RESOURCE_PATHS.generate,
  "/docs/agents/choose-interface.md",
] as const;

export const DATA_POLICY = {
  data: "Generation requests are processed in memory and are not persisted or logged. Remote URL fetching is not supported; images are supplied only as base64 data URLs.",
  assets:
    "Only assets the caller is authorized to process may be used. Bundled third-party marks remain separately owned.",
  license:
    "The service source is under an open licence (MIT). Bundled fonts are under the SIL Open Font License 1.1.",
} as const;

/** Every format a Studio tool's export action can make: images, documents, motion, the colour token files and
 * the component library's HTML. */
export const STUDIO_EXPORT_FORMATS = [
  "svg",
  "png",
  "jpg",
  "webp",
  "pdf",
  "gif",
  "mp4",
  "webm",
  "dtcg",
  "css",
  "tailwind",
  "lottie",
  "dotlottie",
  "html",
] as const;
export type StudioExportFormat = (typeof STUDIO_EXPORT_FORMATS)[number];
/** Each format's name as people write it, for buttons and messages ("WebM", not "WEBM"). */
export const EXPORT_FORMAT_LABELS: Readonly<Record<StudioExportFormat, string>> = {
  svg: "SVG",
  png: "PNG",
  jpg: "JPG",
  webp: "WebP",
  pdf: "PDF",
  gif: "GIF",
  mp4: "MP4",
  webm: "WebM",
  dtcg: "DTCG",
  css: "CSS",
  tailwind: "Tailwind",
  lottie: "Lottie JSON",
  dotlottie: ".lottie",
  html: "HTML",
};
/** Each export format's media type (the Studio's Blobs, the export service's files). */
export const STUDIO_EXPORT_MEDIA_TYPES: Readonly<Record<StudioExportFormat, string>> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  pdf: "application/pdf",
  gif: "image/gif",
  mp4: "video/mp4",
  webm: "video/webm",
  dtcg: TOKEN_MEDIA_TYPES.dtcg,
  css: TOKEN_MEDIA_TYPES.css,
  tailwind: TOKEN_MEDIA_TYPES.tailwind,
  // Lottie's registered media type (IANA, 2025); a .lottie is a ZIP archive.
  lottie: "video/lottie+json",
  dotlottie: "application/zip",
  html: "text/html; charset=utf-8",
};
/** The formats that are a file of data rather than a picture (never sized in pixels or estimated). */
export const TEXT_EXPORT_FORMATS = [
  "dtcg",
  "css",
  "tailwind",
  "lottie",
  "dotlottie",
  "html",
] as const satisfies readonly StudioExportFormat[];
/** Whether `format` is a text file (TEXT_EXPORT_FORMATS). */
export const isTextFormat = (format: string): boolean =>
  (TEXT_EXPORT_FORMATS as readonly string[]).includes(format);
/** `format`'s label (EXPORT_FORMAT_LABELS), or the name in capitals for a format outside the list. */
export const exportFormatLabel = (format: string): string =>
  EXPORT_FORMAT_LABELS[format as StudioExportFormat] ?? format.toUpperCase();
/** The formats that are a loop of frames (a motion piece) rather than one still. */
export const MOTION_EXPORT_FORMATS = ["gif", "mp4", "webm"] as const satisfies readonly StudioExportFormat[];
export type MotionExportFormat = (typeof MOTION_EXPORT_FORMATS)[number];
/** What a loop tool (the Design Lab, Motion) exports: a still of one frame, or the loop in a motion format. */
export const LOOP_EXPORT_FORMATS = ["png", "jpg", ...MOTION_EXPORT_FORMATS] as const;
export type LoopExportFormat = (typeof LOOP_EXPORT_FORMATS)[number];
/** Whether `format` is a motion format (MOTION_EXPORT_FORMATS). */
export const isMotionFormat = (format: string): boolean =>
  (MOTION_EXPORT_FORMATS as readonly string[]).includes(format);

/** `window.marque.studio`: the Studio's programmatic interface. */
export const STUDIO_API = {
  version: 1,
  global: "window.marque.studio",
  readyEvent: "marque:studio-api-ready",
  /** Fired on window while an export runs: detail `{tool, action, format, mode, frame, frames, progress}`. */
  exportProgressEvent: "marque:studio-export-progress",
  operations: {
    activate: "activate any visible control by its accessible label",
    activeTool: "return the active Studio tool ID",
    applySource:
      "apply a JSON object or string through the validator of the tool that reads it: a document of another tool (by its kind) opens that tool",
    controls: "list visible interactive controls and current values",
    describe: "list exact actions and source support for the active tool",
    download: "save a generated Blob artifact with its deterministic file name",
    invoke: "invoke source, control, export or tool-specific actions",
    readSource: "read the exact current source document",
    set: "set a visible form control by accessible label",
  },
  standardActions: [
    "source.read",
    "source.apply",
    "controls.list",
    "control.activate",
    "control.set",
    "artifact.download",
  ],
  /** Error codes only the Studio gives (beside every code of the HTTP API), with what they mean. */
  errorCodes: {
    capability_unavailable:
      "this browser lacks what the action needs (WebGL2 for live materials, a video encoder for MP4 or WebM); nothing is substituted",
  },
  /**
   * Warnings an applySource result may carry (in `warnings`, the HTTP API's warning shape, beside the
   * normalized document's fields; readSource never carries them): what the apply set aside and redid.
   */
  warningCodes: {
    recomputed:
      "a derived field (a Design Lab document's sequence.timeline) no longer matched the fields it derives from, so it was ignored and resolved again",
  },
  /**
   * The Design Lab's export of a design-sequence document (Programmatic Studio export in the spec): `mode`
   * is the spec's optional input; without it the call exports `defaultMode`.
   */
  designExport: {
    action: "design.export",
    formats: LOOP_EXPORT_FORMATS,
    mode: "shader-sequence",
    modes: DESIGN_LAB_MODES,
    defaultMode: DEFAULT_DESIGN_LAB_MODE,
  },
} as const;

/** The spec's client rules, as the agent manifest's execution guidance. */
export const CLIENT_RULES = {
  mutation: [
    "Read the current source document before editing an open artifact; preserve unknown document fields; make the smallest targeted change.",
    "Apply changes through the active tool validator (applySource, set, activate, invoke), never by mutating application state or storage directly.",
    "Do not run browser exports concurrently: they share renderer and encoder resources.",
    "After every mutation, re-read the source or controls and confirm the requested state.",
  ],
  completion: [
    "For a rendered artifact, verify that the returned Blob is non-empty and that its MIME type and file name match the requested format.",
    "For motion, inspect more than the first frame and verify the loop behaviour.",
    "Report browser capability failures explicitly: a successful request alone does not prove an export completed.",
    "Do not retry an unchanged request that failed validation: fix the fields the error lists.",
  ],
  never: [
    "Never invent catalog IDs, accessible labels, source fields or enum values: read them from the catalogs and GET /api/generate.",
    "Never supply filesystem paths to file inputs: build an authorized File object.",
    "Never silently replace MP4 with GIF, or a live shader with a static approximation.",
    "Never send remote image URLs: send base64 data URLs of assets you are authorized to use.",
  ],
} as const;

/** Agent-framework skills shipped in the repository, one folder each with a SKILL.md. */
export const SKILLS = {
  guide: RESOURCE_PATHS.skillGuide,
  packages: ["marque-http", "marque-studio"],
  repositoryDirectory: "skills/",
} as const;

/**
 * GET /api/search: `q` (required, trimmed, non-blank) and `limit`. `q` is read as words (split at spaces and
 * punctuation, case-folded, each counted once): at most `maxTerms` distinct words, since each one is matched
 * by prefix (and fuzzily from four letters) across the whole index, so a query's cost grows with its words.
 */
export const SEARCH_QUERY = { maxQueryLength: 200, maxTerms: 8, defaultLimit: 10, maxLimit: 50 } as const;
