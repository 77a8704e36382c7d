// GET /api/agent: everything an agent needs to start, derived from the contract and the catalogs.
import { browserGap } from "../catalog/labs/index.js";
import { exportActionOf, STUDIO_TOOLS } from "../catalog/studio-tools/index.js";
import {
  AGENT_MANIFEST_SCHEMA_VERSION,
  type AgentManifest,
  CLIENT_RULES,
  DATA_POLICY,
  DISCOVERY_ORDER,
  DOCUMENT_FILE_ROUTES,
  EXPORTS_PATH,
  RESOURCE_PATHS,
  SERVICE_DESCRIPTION,
  SERVICE_NAME,
  SERVICE_VERSION,
  SKILLS,
  STUDIO_API,
} from "../contract/index.js";
import { generationContract } from "../generate/contract-document.js";

/** Why the Design Lab is not in the browser yet, while it is not: said where the browser interface is described. */
const designLabGap = browserGap("design-lab");

/** Tool actions every artifact-making tool offers besides the standard ones. */
const toolActions = () => [
  "tool.open",
  ...new Set([
    ...STUDIO_TOOLS.filter((tool) => tool.exports.length > 0).map(exportActionOf),
    STUDIO_API.designExport.action,
  ]),
];

export const agentManifest: AgentManifest = {
  name: SERVICE_NAME,
  version: SERVICE_VERSION,
  schemaVersion: AGENT_MANIFEST_SCHEMA_VERSION,
  description: SERVICE_DESCRIPTION,
  execution: {
    discoveryOrder: [...DISCOVERY_ORDER],
    mutation: [...CLIENT_RULES.mutation],
    completion: [...CLIENT_RULES.completion],
    never: [...CLIENT_RULES.never],
  },
  generation: generationContract,
  interfaces: {
    http: {
      description: "Stateless JSON over HTTP: read the catalogs, then POST /api/generate.",
      generate: RESOURCE_PATHS.generate,
      openapi: RESOURCE_PATHS.openapi,
      requestContentType: generationContract.requestContentType,
    },
    browser: {
      description: `The Studio at /studio, driven through window.marque.studio: live previews and PNG/JPG exports${
        designLabGap === undefined
          ? ", and the Design Lab's GIF/MP4/WebM exports of design-sequence documents."
          : `. ${designLabGap} See ${RESOURCE_PATHS.labs}.`
      }`,
      path: RESOURCE_PATHS.studio,
      global: STUDIO_API.global,
      readyEvent: STUDIO_API.readyEvent,
      version: STUDIO_API.version,
    },
    exports: {
      description:
        "The Studio's own exports as jobs over HTTP: POST a source document with a format (and mode) to /api/exports, then poll, stream its events or wait (Prefer: wait=N), and GET its file. Rendered in headless Chromium (by the server, or with MARQUE_REDIS_URL by `marque worker` processes through Redis); 503 capability_unavailable where it is missing or the queue is unreachable.",
      path: EXPORTS_PATH,
      state: `GET ${EXPORTS_PATH}`,
      tools: STUDIO_TOOLS.filter((tool) => tool.exports.length > 0).map(({ id, exports }) => ({
        id,
        formats: [...exports],
      })),
    },
    docs: {
      description: "Markdown documentation, also as one concise and one complete text for language models.",
      index: RESOURCE_PATHS.docs,
      markdown: RESOURCE_PATHS.markdownDocs,
      llms: RESOURCE_PATHS.llms,
      llmsFull: RESOURCE_PATHS.llmsFull,
      chooseInterface: "/docs/agents/choose-interface.md",
    },
    mcp: {
      description:
        "Model Context Protocol: tools that answer images the model can see, the docs and catalogs as resources, prompts for common jobs. Streamable HTTP (stateless) here, or stdio offline with npx marque mcp.",
      path: RESOURCE_PATHS.mcp,
      transport: "streamable-http",
      stdio: "npx marque mcp",
      serverCard: RESOURCE_PATHS.mcpServerCard,
      guide: RESOURCE_PATHS.mcpGuide,
    },
  },
  policies: { ...DATA_POLICY },
  // Each Studio document served as files, by its kind: GET it for the route's contract, POST it a document.
  resources: {
    ...RESOURCE_PATHS,
    ...Object.fromEntries(DOCUMENT_FILE_ROUTES.map((route) => [route.kind, route.path])),
  },
  skills: { ...SKILLS, packages: [...SKILLS.packages] },
  studioBrowserApi: {
    version: STUDIO_API.version,
    global: STUDIO_API.global,
    readyEvent: STUDIO_API.readyEvent,
    operations: Object.entries(STUDIO_API.operations).map(([name, effect]) => ({ name, effect })),
    standardActions: [...STUDIO_API.standardActions],
    toolActions: toolActions(),
    tools: STUDIO_TOOLS.map(({ id, name, exports }) => ({ id, name, exports: [...exports] })),
  },
};
