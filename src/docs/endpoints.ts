// Every route of the service with its purpose (the spec's Endpoints table): the docs' table, the search
// index and llms.txt read this list.
import { materialsCatalog } from "../catalog/materials/index.js";
import { SURFACE_ASSETS, SURFACE_MAPS } from "../catalog/surfaces/index.js";
import {
  DOCUMENT_FILE_ROUTES,
  FILE_EXTENSIONS,
  FILE_FORMATS,
  GENERATE_KINDS,
  IDENTITY_TOKENS_PATH,
  IMAGE_URL_PATH,
  MAX_DECK_SLIDES,
  OPEN_GRAPH_IMAGES_PATH,
  OPENAPI_VERSION,
  RESOURCE_PATHS,
  SEARCH_QUERY,
  TOKEN_FORMATS,
  TOKENS_PATH,
} from "../contract/index.js";

export interface Endpoint {
  method: "GET" | "POST";
  path: string;
  purpose: string;
  /** A path that answers 200 to GET for this endpoint (templated paths filled in). */
  example: string;
}

const textureExample = `/api/surface-textures/${SURFACE_ASSETS[0]?.id ?? ""}/${SURFACE_MAPS[0]}`;

export const ENDPOINTS: readonly Endpoint[] = [
  {
    method: "GET",
    path: RESOURCE_PATHS.agent,
    purpose: "Discover the API: the agent manifest, rules, resources and the generation contract",
    example: RESOURCE_PATHS.agent,
  },
  {
    method: "GET",
    path: RESOURCE_PATHS.catalog,
    purpose: "List Studio tools and resource URLs, with the shader and surface libraries",
    example: RESOURCE_PATHS.catalog,
  },
  {
    method: "GET",
    path: RESOURCE_PATHS.elements,
    purpose: "List brand elements and generation metadata",
    example: RESOURCE_PATHS.elements,
  },
  {
    method: "GET",
    path: RESOURCE_PATHS.identities,
    purpose: "List built-in brand identities and their public proof asset ids",
    example: RESOURCE_PATHS.identities,
  },
  {
    method: "GET",
    path: IDENTITY_TOKENS_PATH,
    purpose: `An identity's colour tokens (semantic tokens, OKLCH tint/shade scales, a WCAG and APCA contrast matrix) as ${TOKEN_FORMATS.join(", ")} (?format=; DTCG JSON by default)`,
    example: IDENTITY_TOKENS_PATH.replace(":id", "halden-rail"),
  },
  {
    method: "POST",
    path: TOKENS_PATH,
    purpose: "The same colour tokens for an identity with the caller's own ink and paper: {identity, format}",
    example: IDENTITY_TOKENS_PATH.replace(":id", "starter"),
  },
  {
    method: "GET",
    path: RESOURCE_PATHS.generate,
    purpose: "Read the generation contract: fields, bounds, enums, media types and an example per kind",
    example: RESOURCE_PATHS.generate,
  },
  {
    method: "POST",
    path: RESOURCE_PATHS.generate,
    purpose: `Generate an artifact: ${GENERATE_KINDS.join(", ")}; backgrounds and templates also as ${FILE_FORMATS.filter((f) => f !== "svg").join(", ")} (Accept or ?format=, ?scale=)`,
    example: RESOURCE_PATHS.generate,
  },
  {
    method: "GET",
    path: RESOURCE_PATHS.decks,
    purpose: "Read the deck contract: slide fields, the slide bound, formats and an example deck",
    example: RESOURCE_PATHS.decks,
  },
  {
    method: "POST",
    path: RESOURCE_PATHS.decks,
    purpose: `Generate a deck of up to ${MAX_DECK_SLIDES} slides as one file: a vector PDF (default) or a PPTX with speaker notes (Accept or ?format=pdf|pptx)`,
    example: RESOURCE_PATHS.decks,
  },
  // One line a document (llms.txt stays a concise index): the POST, its contract and its URL form.
  ...DOCUMENT_FILE_ROUTES.map(
    (route): Endpoint => ({
      method: "POST",
      path: route.path,
      purpose: `${route.openapi.summary.replace(/ \(.*\)$/u, "")}: ${route.formats.map((f) => FILE_EXTENSIONS[f]).join(", ")}; also at GET ${route.path}/{document}.{ext}; GET: its contract`,
      example: route.path,
    }),
  ),
  {
    method: "GET",
    path: `${OPEN_GRAPH_IMAGES_PATH}.:extension`,
    purpose: `An Open Graph image named in a readable query (identity, title, subtitle, url, platform, ground, layout), for a page's og:image`,
    example: `${OPEN_GRAPH_IMAGES_PATH}.png?identity=halden-rail&title=Launch+notes`,
  },
  {
    method: "GET",
    path: `${IMAGE_URL_PATH}:request.:extension`,
    purpose:
      "A background or template as a file at a URL (the request's JSON in base64url, then the extension), for og:image and <img>; cached for a year",
    example: `${IMAGE_URL_PATH}${Buffer.from(JSON.stringify({ kind: "template", template: "blog", title: "Launch notes" })).toString("base64url")}.png`,
  },
  {
    method: "GET",
    path: RESOURCE_PATHS.labs,
    purpose: "List the Studio's labs and what each can do over HTTP and in the browser",
    example: RESOURCE_PATHS.labs,
  },
  {
    method: "GET",
    path: RESOURCE_PATHS.materials,
    purpose: `Materials catalog: ${materialsCatalog.count} materials, their engines, controls, look presets and palettes`,
    example: RESOURCE_PATHS.materials,
  },
  {
    method: "GET",
    path: RESOURCE_PATHS.search,
    purpose: `Search docs, materials, elements, identities, surfaces, tools and endpoints (q, at most ${SEARCH_QUERY.maxTerms} distinct words; limit 1 to ${SEARCH_QUERY.maxLimit})`,
    example: `${RESOURCE_PATHS.search}?q=dither`,
  },
  {
    method: "GET",
    path: RESOURCE_PATHS.surfaceTextures,
    purpose: `Procedural PNG texture map of a surface asset (${SURFACE_MAPS.join(", ")})`,
    example: textureExample,
  },
  {
    method: "GET",
    path: RESOURCE_PATHS.openapi,
    purpose: `Machine-readable interface description (OpenAPI ${OPENAPI_VERSION})`,
    example: RESOURCE_PATHS.openapi,
  },
  {
    method: "GET",
    path: RESOURCE_PATHS.llms,
    purpose: "Concise instructions for language models",
    example: RESOURCE_PATHS.llms,
  },
  {
    method: "GET",
    path: RESOURCE_PATHS.llmsFull,
    purpose: "Complete instructions: every docs page, expanded",
    example: RESOURCE_PATHS.llmsFull,
  },
  {
    method: "GET",
    path: RESOURCE_PATHS.docs,
    purpose: "Documentation index (HTML); /docs/:path is a page",
    example: RESOURCE_PATHS.docs,
  },
  {
    method: "GET",
    path: RESOURCE_PATHS.markdownDocs,
    purpose: "A documentation page as markdown",
    example: "/docs/quickstart.md",
  },
  {
    method: "GET",
    path: RESOURCE_PATHS.studio,
    purpose: "The Studio workspace, for people and for agents through window.marque.studio",
    example: RESOURCE_PATHS.studio,
  },
];
