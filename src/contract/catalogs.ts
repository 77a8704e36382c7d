// Response documents of the read-only routes: materials, identities, elements, labs, the Studio catalog,
// search and the agent manifest. OpenAPI derives its response schemas from these; the tests parse every
// live response with them, so the description cannot drift from the service.
import { z } from "zod";
import { AGENT_MANIFEST_SCHEMA_VERSION, STUDIO_API, STUDIO_EXPORT_FORMATS } from "./discovery.js";
import { DOCUMENT_FILE_ROUTES } from "./document-file-routes.js";
import { FILE_FORMATS } from "./file-formats.js";
import { GENERATE_KINDS } from "./generate.js";
import { generationContractSchema } from "./generation-contract.js";
import { IDENTITY_PRESETS } from "./identity.js";
import { MATERIAL_CONTROL_NAMES } from "./material-controls.js";
import { hexColor } from "./primitives.js";
import { TOKENS_PATH } from "./tokens.js";

const id = z.string().min(1);

const controlSchema = z.union([
  z.object({
    type: z.literal("number"),
    default: z.number(),
    min: z.number(),
    max: z.number(),
    step: z.number(),
  }),
  z.object({ type: z.literal("hex-color"), default: hexColor }),
]);

const settingsSchema = z.partialRecord(
  z.enum(MATERIAL_CONTROL_NAMES as [string, ...string[]]),
  z.union([z.number(), z.string()]),
);

export const materialsCatalogSchema = z.object({
  schemaVersion: z.literal(1),
  count: z.number().int(),
  sharedBy: z.tuple([z.literal("animation"), z.literal("material"), z.literal("surface")]),
  defaults: z.object({ animation: id, heroAnimation: id, heroField: id, heroMark: id, surface: id }),
  categories: z.array(z.object({ id, label: z.string() })),
  engines: z.array(z.object({ name: id, count: z.number().int() })),
  controls: z.record(z.string(), controlSchema),
  lookPresets: z.array(
    z.object({ id, name: z.string(), description: z.string(), materialId: id, settings: settingsSchema }),
  ),
  materials: z.array(
    z.looseObject({
      id,
      name: z.string(),
      description: z.string(),
      engine: id,
      qualityScore: z.number(),
      sourceLabel: z.string().optional(),
      sourceUrl: z.string().optional(),
    }),
  ),
  palettes: z.array(
    z.object({
      id,
      name: z.string(),
      description: z.string(),
      colors: z.tuple([hexColor, hexColor, hexColor]),
    }),
  ),
});

const typographyRole = z.object({ family: z.string(), weight: z.number(), fallback: z.string() });

export const identitiesDocumentSchema = z.object({
  schemaVersion: z.literal(1),
  count: z.number().int(),
  identities: z.array(
    z.object({
      id: z.enum(IDENTITY_PRESETS),
      name: z.string(),
      shortName: z.string(),
      tagline: z.string(),
      description: z.string(),
      website: z.string(),
      colors: z.object({
        ink: hexColor,
        paper: hexColor,
        gradient: z.tuple([hexColor, hexColor, hexColor]),
        semantic: z.object({ accent: hexColor, muted: hexColor, positive: hexColor, negative: hexColor }),
      }),
      typography: z.object({ display: typographyRole, body: typographyRole, mono: typographyRole }),
      proofAssets: z
        .array(z.object({ id, name: z.string(), kind: z.string(), description: z.string() }))
        .describe("public proof assets: their ids are the partnerId values templates accept"),
    }),
  ),
});

export const elementsDocumentSchema = z.object({
  schemaVersion: z.literal(1),
  count: z.number().int(),
  generatable: z.number().int().describe("elements with a generation request"),
  categories: z.array(z.object({ id, count: z.number().int() })),
  elements: z.array(
    z.looseObject({
      id,
      name: z.string(),
      category: id,
      description: z.string(),
      format: z.string(),
      dimensions: z.object({ width: z.number(), height: z.number(), unit: z.enum(["px", "mm", "in"]) }),
      keywords: z.array(z.string()),
      generation: z
        .looseObject({ kind: z.enum(GENERATE_KINDS) })
        .optional()
        .describe("the request that makes it (without identity)"),
      brief: z
        .object({ kind: z.literal("element-brief"), elementId: id })
        .describe("the request for this element's brief"),
      file: z
        .object({ format: z.enum(FILE_FORMATS), post: z.string() })
        .optional()
        .describe(
          "the deliverable as a file over HTTP: its format and where to POST the brief's request (any background or template also comes as every other format)",
        ),
    }),
  ),
});

export const labsDocumentSchema = z.object({
  schemaVersion: z.literal(1),
  count: z.number().int(),
  labs: z.array(
    z.object({
      id,
      name: z.string(),
      description: z.string(),
      http: z.union([
        z.object({
          kind: z.enum(GENERATE_KINDS),
          endpoint: z.literal("/api/generate"),
          example: z.record(z.string(), z.unknown()),
        }),
        z.object({
          // POST /api/tokens, or a document's file route (the brand book, code cards…).
          endpoint: z.enum([TOKENS_PATH, ...DOCUMENT_FILE_ROUTES.map((route) => route.path)]),
          example: z.record(z.string(), z.unknown()),
        }),
      ]),
      browser: z.union([
        z.object({
          available: z.literal(true),
          tools: z.array(id),
          actions: z.array(z.string()),
          exports: z.array(z.string()),
          pending: z.string().optional().describe("what of the lab's browser work is still to come"),
        }),
        z.object({ available: z.literal(false), note: z.string() }),
      ]),
    }),
  ),
});

export const studioCatalogSchema = z.object({
  schemaVersion: z.literal(1),
  tools: z.array(
    z.object({
      id,
      name: z.string(),
      description: z.string(),
      generates: z.enum(GENERATE_KINDS).optional(),
      exports: z.array(z.enum(STUDIO_EXPORT_FORMATS)),
      source: z
        .object({
          kind: z.string().optional(),
          match: z.object({ field: z.string(), value: z.string() }).optional(),
          versions: z.array(z.number().int()).optional(),
        })
        .optional()
        .describe(
          "the documents the tool reads beyond the kind it generates: applySource in any tool opens the tool that reads the document",
        ),
      exportAction: z
        .string()
        .optional()
        .describe("the tool's export action when it is not `<id>.export` (the Design Lab's design.export)"),
      schema: z
        .string()
        .optional()
        .describe("the OpenAPI component (components.schemas) of the documents the tool reads"),
      url: z.string(),
    }),
  ),
  resources: z.record(z.string(), z.string()),
  shaders: z.object({
    count: z.number().int(),
    engines: z.array(z.object({ name: id, count: z.number().int() })),
    categories: z.array(z.object({ id, label: z.string() })),
    defaults: z.record(z.string(), id),
    lookPresets: z.array(z.object({ id, name: z.string(), materialId: id })),
    catalog: z.string(),
  }),
  surfaces: z.object({
    count: z.number().int(),
    maps: z.array(z.string()),
    size: z.number().int(),
    assets: z.array(
      z.object({
        id,
        name: z.string(),
        description: z.string(),
        colors: z.tuple([hexColor, hexColor]),
        metallic: z.union([z.literal(0), z.literal(1)]),
        roughness: z.number(),
        textures: z.record(z.string(), z.string()),
      }),
    ),
  }),
});

export const searchResponseSchema = z.object({
  query: z.string(),
  results: z.array(
    z.object({
      type: z.enum(["doc", "material", "element", "identity", "surface", "tool", "endpoint"]),
      id,
      title: z.string(),
      url: z.string(),
      snippet: z.string(),
      score: z.number(),
    }),
  ),
});

const description = z.string();

export const agentManifestSchema = z.object({
  name: z.string(),
  version: z.string(),
  schemaVersion: z.literal(AGENT_MANIFEST_SCHEMA_VERSION),
  description,
  execution: z.object({
    discoveryOrder: z.array(z.string()).min(1),
    mutation: z.array(z.string()).min(1),
    completion: z.array(z.string()).min(1),
    never: z.array(z.string()).min(1),
  }),
  generation: generationContractSchema.describe("the generation contract, as GET /api/generate"),
  interfaces: z.object({
    http: z.object({
      description,
      generate: z.string(),
      openapi: z.string(),
      requestContentType: z.string(),
    }),
    browser: z.object({
      description,
      path: z.string(),
      global: z.string(),
      readyEvent: z.string(),
      version: z.literal(STUDIO_API.version),
    }),
    docs: z.object({
      description,
      index: z.string(),
      markdown: z.string(),
      llms: z.string(),
      llmsFull: z.string(),
      chooseInterface: z.string(),
    }),
    exports: z.object({
      description,
      path: z.string(),
      state: z
        .string()
        .describe("GET it: whether this server's exporter runs, what is missing, what its browser can do"),
      tools: z.array(z.object({ id, formats: z.array(z.enum(STUDIO_EXPORT_FORMATS)) })),
    }),
    mcp: z.object({
      description,
      path: z.string(),
      transport: z.literal("streamable-http"),
      stdio: z.string(),
      serverCard: z.string(),
      guide: z.string(),
    }),
  }),
  policies: z.object({ assets: z.string(), data: z.string(), license: z.string() }),
  resources: z.record(z.string(), z.string()),
  skills: z.object({ guide: z.string(), packages: z.array(z.string()), repositoryDirectory: z.string() }),
  studioBrowserApi: z.object({
    version: z.literal(STUDIO_API.version),
    global: z.string(),
    readyEvent: z.string(),
    operations: z.array(z.object({ name: z.string(), effect: z.string() })),
    standardActions: z.array(z.string()),
    toolActions: z.array(z.string()),
    tools: z.array(z.object({ id, name: z.string(), exports: z.array(z.enum(STUDIO_EXPORT_FORMATS)) })),
  }),
});

export type AgentManifest = z.output<typeof agentManifestSchema>;

/** GET /healthz: the process is alive. */
export const healthSchema = z.object({
  status: z.literal("ok"),
  exports: z
    .object({
      available: z.boolean(),
      missing: z.string().optional().describe("what the exporter lacks and how to install it"),
      capabilities: z.record(z.string(), z.boolean()).optional().describe("probed once a page has loaded"),
    })
    .optional()
    .describe("what POST /api/exports can do here"),
});

/** GET /readyz: the process takes requests now (not starting, shedding load or draining). */
export const readySchema = z.object({ status: z.literal("ready") });

/** GET / (for a program): the service and the paths to start from. */
export const startSchema = z.object({
  name: z.string(),
  version: z.string(),
  description,
  start: z.object({
    instructions: z.string(),
    agent: z.string(),
    openapi: z.string(),
    docs: z.string(),
    studio: z.string(),
  }),
});

/** GET /openapi.json: an OpenAPI 3.1 document (its own schema is OpenAPI's). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
