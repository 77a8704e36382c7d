// Every route of the service with its purpose: the docs' table, the search index and llms.txt read this.

export interface Endpoint {
  method: "GET" | "POST";
  path: string;
  purpose: string;
  /** A path that answers 200 for this endpoint (templated paths filled in). */
  example: string;
}

export const ENDPOINTS: readonly Endpoint[] = [
  {
    method: "GET",
    path: "/api/agent",
    purpose: "Discover the API: manifest, rules, resources and the generation contract",
    example: "/api/agent",
  },
  {
    method: "GET",
    path: "/api/catalog",
    purpose: "Studio tools, resource URLs, shader and surface libraries",
    example: "/api/catalog",
  },
  {
    method: "GET",
    path: "/api/elements",
    purpose: "Brand element taxonomy with generation metadata",
    example: "/api/elements",
  },
  {
    method: "GET",
    path: "/api/identities",
    purpose: "Built-in identities and their public proof asset ids",
    example: "/api/identities",
  },
  {
    method: "GET",
    path: "/api/generate",
    purpose: "The generation contract: fields, bounds, enums, media types, examples",
    example: "/api/generate",
  },
  {
    method: "POST",
    path: "/api/generate",
    purpose: "Generate an artifact (background, template, element-brief, design-sequence)",
    example: "/api/generate",
  },
  {
    method: "GET",
    path: "/api/labs",
    purpose: "The Studio's labs and what each can do over HTTP and in the browser",
    example: "/api/labs",
  },
  {
    method: "GET",
    path: "/api/materials",
    purpose: "Materials catalog: 134 materials, engines, controls, looks, palettes",
    example: "/api/materials",
  },
  {
    method: "GET",
    path: "/api/search",
    purpose: "Search docs, materials, elements, identities, tools and endpoints (q, limit)",
    example: "/api/search?q=dither",
  },
  {
    method: "GET",
    path: "/api/surface-textures/:assetId/:map",
    purpose: "Procedural PNG texture map of a surface asset (color, normal, roughness, height, metalness)",
    example: "/api/surface-textures/kerf-wood/normal",
  },
  {
    method: "GET",
    path: "/openapi.json",
    purpose: "OpenAPI 3.1 description of every route",
    example: "/openapi.json",
  },
  {
    method: "GET",
    path: "/llms.txt",
    purpose: "Concise instructions for language models",
    example: "/llms.txt",
  },
  {
    method: "GET",
    path: "/llms-full.txt",
    purpose: "Complete instructions: every docs page",
    example: "/llms-full.txt",
  },
  {
    method: "GET",
    path: "/docs/:path.md",
    purpose: "A documentation page as markdown (HTML without .md)",
    example: "/docs/quickstart.md",
  },
  {
    method: "GET",
    path: "/studio",
    purpose: "The Studio workspace, driven by people or through window.marque.studio",
    example: "/studio",
  },
];
