// POST /mcp and its server card: the MCP server over Streamable HTTP, stateless (a server and transport per request, answered as
// one JSON body, no session). It is an ordinary route, so the app's hooks — rate limit, load shedding,
// security headers, CORS — apply as to every other; its tools render through the app's Artifacts. The SDK and
// the tools are loaded on the first MCP request, not at start: ~12 MB of every server process's memory
// otherwise, for a route many deployments never see.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ApiError } from "../../contract/api-error.js";
import {
  DECK_MEDIA_TYPES,
  type DeckFormat,
  type FileFormat,
  imageUrlsOf,
  RESOURCE_PATHS,
  SERVICE_DESCRIPTION,
  SERVICE_NAME,
  SERVICE_VERSION,
  SVG_KINDS,
} from "../../contract/index.js";
import type { ServedDocs } from "../../docs/served.js";
import type { ArtifactFile, DeckArtifact, Engine } from "../../mcp/engine.js";
import { exportWaitMs } from "../../mcp/exporter.js";
import { CATALOG_CACHE_CONTROL } from "../../policy/cache-control.js";
import type { Artifacts } from "../files/artifacts.js";
import { fileOf } from "../files/refusal.js";
import { RouteExporter } from "./mcp-exporter.js";

/**
 * Tool calls carry a few short fields, or (`export`) one Studio document of a few KB; no data URLs (the tools
 * take none: documents with images go to POST /api/exports). 64 KB leaves room for a batch and refuses anything
 * larger before it is parsed.
 */
export const MCP_MAX_BODY_BYTES = 64 * 1024;

interface Envelope {
  artifact: { content: string; filename: string; mimeType: string; width: number; height: number };
  warnings?: ArtifactFile["warnings"];
}

/** The Engine over the server's Artifacts: the same cache and file pool as POST /api/generate. */
class ArtifactsEngine implements Engine {
  constructor(
    private readonly artifacts: Artifacts,
    private readonly origin: string,
  ) {}

  async #answer(request: Readonly<Record<string, unknown>>, format: FileFormat): Promise<unknown> {
    const raw = Buffer.from(JSON.stringify(request));
    const response = await this.artifacts.answer(raw, () => format, 1);
    return JSON.parse(response.body.identity.body.toString("utf8"));
  }

  async file(request: Readonly<Record<string, unknown>>, format: FileFormat): Promise<ArtifactFile> {
    if (!(SVG_KINDS as readonly unknown[]).includes(request.kind)) {
      throw new ApiError("invalid_request", `only ${SVG_KINDS.join(" and ")} requests are files`, "kind");
    }
    const answer = await this.#answer({ ...request, output: "json" }, format);
    const { artifact, warnings = [] } = answer as Envelope;
    const text = format === "svg";
    return {
      bytes: Buffer.from(artifact.content, text ? "utf8" : "base64"),
      mimeType: artifact.mimeType,
      filename: artifact.filename,
      width: artifact.width,
      height: artifact.height,
      warnings,
    };
  }

  async deck(request: Readonly<Record<string, unknown>>, format: DeckFormat): Promise<DeckArtifact> {
    const file = fileOf(await this.artifacts.deck({ text: JSON.stringify(request), format }));
    return {
      bytes: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
      mimeType: DECK_MEDIA_TYPES[format],
      filename: file.filename,
      warnings: file.warnings,
    };
  }

  document(request: Readonly<Record<string, unknown>>): Promise<unknown> {
    return this.#answer(request, "svg");
  }

  url(request: Readonly<Record<string, unknown>>, format: FileFormat): string | undefined {
    const path = imageUrlsOf(request)?.(format);
    return path === undefined ? undefined : `${this.origin}${path}`;
  }
}

/** The headers of a Fastify request as a Fetch API Headers (repeated headers joined, as HTTP allows). */
function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return headers;
}

/** The MCP modules, loaded once on first use. */
let mcpModules:
  | Promise<{
      server: typeof import("../../mcp/server.js");
      transport: typeof import("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js");
      tools: typeof import("../../mcp/tools/index.js");
    }>
  | undefined;
const loadMcp = () => {
  mcpModules ??= Promise.all([
    import("../../mcp/server.js"),
    import("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"),
    import("../../mcp/tools/index.js"),
  ]).then(([server, transport, tools]) => ({ server, transport, tools }));
  return mcpModules;
};

/**
 * The server card: what a client needs before it connects. MCP Server Cards are a draft (SEP-2127, served at
 * /.well-known/mcp/server-card.json); the fields kept are the ones its drafts agree on.
 */
async function serverCard(origin: string) {
  const { TOOLS } = (await loadMcp()).tools;
  return {
    name: "marque",
    title: SERVICE_NAME,
    version: SERVICE_VERSION,
    description: SERVICE_DESCRIPTION,
    remotes: [{ type: "streamable-http", url: `${origin}${RESOURCE_PATHS.mcp}` }],
    capabilities: { tools: {}, resources: {}, prompts: {} },
    tools: TOOLS.map(({ name, description }) => ({ name, description })),
    documentation: `${origin}${RESOURCE_PATHS.mcpGuide}`,
  };
}

export async function mcpRoutes(
  app: FastifyInstance,
  { artifacts, docs }: { artifacts: Artifacts; docs: ServedDocs },
): Promise<void> {
  // Read once: a bad MARQUE_MCP_EXPORT_WAIT_MS stops the server at start, with its name.
  const waitMs = exportWaitMs();
  app.get(RESOURCE_PATHS.mcpServerCard, async (request, reply) => {
    reply.header("cache-control", CATALOG_CACHE_CONTROL);
    return serverCard(`${request.protocol}://${request.host}`);
  });
  app.post(RESOURCE_PATHS.mcp, { bodyLimit: MCP_MAX_BODY_BYTES }, async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    const { server: mcp, transport: transports } = await loadMcp();
    const server = mcp.createMcpServer({
      engine: new ArtifactsEngine(artifacts, origin),
      exporter: new RouteExporter(app, { origin, remoteAddress: request.ip, waitMs }),
      docs,
    });
    const transport = new transports.WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      const response = await transport.handleRequest(
        new Request(`${origin}${request.url}`, { method: "POST", headers: headersOf(request) }),
        { parsedBody: request.body },
      );
      reply.code(response.status);
      response.headers.forEach((value, name) => {
        reply.header(name, value);
      });
      reply.header("cache-control", "no-store");
      return response.body ? Buffer.from(await response.arrayBuffer()) : "";
    } finally {
      await server.close();
    }
  });
}
