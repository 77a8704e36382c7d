// The MCP server: tools, resources and prompts over one Engine, for either transport. Stateless: a server
// holds nothing between requests but what it was built with, so HTTP builds one per request.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type ReadResourceResult,
  type Tool as ToolListing,
} from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { ApiError } from "../contract/api-error.js";
import { HEX_COLOR_PATTERN, SERVICE_VERSION } from "../contract/index.js";
import { fromZodIssues } from "../generate/issues.js";
import { listedResources, readListed } from "./docs-resources.js";
import { IMAGE_RESOURCE_PREFIX, IMAGE_RESOURCE_TEMPLATE, imageResourceOf } from "./image-resources.js";
import { listedPrompts, promptResult } from "./prompts.js";
import type { Tool, ToolContext } from "./tool.js";
import { TOOLS } from "./tools/index.js";

const INSTRUCTIONS =
  "Marque makes brand artifacts from one identity. Look at each image a tool returns before using it; " +
  "pick ids with list_catalog or search; read marque://docs/… for every field the tools leave out.";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The listing without what it would say again in every colour, enum and object of every tool (the whole list
 * is held to ≈ 2k tokens): a colour's `format: hex-color` and pattern become "#rrggbb" in its description, an
 * enum's `type: string` goes (its values say it), and so does a nested object's `additionalProperties: false`
 * (every object is closed, as the top level's says), as do strings' `maxLength` (names 80, a body 1000…: a
 * refusal says the bound) and a record's `propertyNames`. The tools' own schemas still check all of it, and a
 * refusal names the field. Tools carry no `title` either: their names say it, to the model and to clients.
 */
function withoutRepeats(key: string, value: unknown): unknown {
  if (key === "format" && value === "hex-color") return undefined;
  if (key === "maxLength") return undefined;
  if (!isRecord(value)) return value;
  const hex = value.pattern === HEX_COLOR_PATTERN.source;
  const enumOfStrings = value.type === "string" && Array.isArray(value.enum);
  return Object.fromEntries(
    Object.entries(value).flatMap(([name, field]) => {
      if ((name === "pattern" && hex) || (name === "type" && enumOfStrings)) return [];
      if (name === "additionalProperties" && field === false && key !== "") return [];
      // A record's `propertyNames: {type: string}` and `additionalProperties: {}` say what any JSON object is.
      if (name === "propertyNames" && isRecord(field) && field.type === "string") return [];
      if (name === "additionalProperties" && isRecord(field) && Object.keys(field).length === 0) return [];
      return [[name, name === "description" && hex ? `${String(field)}, #rrggbb` : field]];
    }),
  );
}

/** A tool as tools/list gives it: its input schema is the JSON Schema of its Zod object. */
export function toolListing(tool: Tool): ToolListing {
  const schema = z.toJSONSchema(tool.input, { io: "input", unrepresentable: "any" });
  const { $schema: _schema, ...inputSchema } = JSON.parse(JSON.stringify(schema, withoutRepeats)) as Record<
    string,
    unknown
  >;
  return {
    name: tool.name,
    description: tool.description,
    inputSchema: inputSchema as ToolListing["inputSchema"],
    ...(tool.annotations ? { annotations: tool.annotations } : {}),
  };
}

const LISTINGS = TOOLS.map(toolListing);

/** A refusal as a tool error: the contract's error body, its fields named as the tool's arguments. */
function toolError(error: ApiError, tool: Tool): CallToolResult {
  const body = error.toBody();
  const fieldOf = tool.fieldOf ?? ((field: string) => field);
  const { field, message } = body.error;
  const named = {
    error: {
      ...body.error,
      // A one-issue message starts with the contract's field ("source.size: …"): named as the tool's too.
      message: message.startsWith(`${field}:`) ? `${fieldOf(field)}${message.slice(field.length)}` : message,
      field: fieldOf(field),
      issues: body.error.issues.map((issue) => ({ ...issue, field: fieldOf(issue.field) })),
    },
  };
  return {
    isError: true,
    content: [{ type: "text", text: JSON.stringify(named) }],
    structuredContent: named,
  };
}

async function callTool(tool: Tool, args: unknown, context: ToolContext): Promise<CallToolResult> {
  const parsed = tool.input.safeParse(args ?? {});
  if (!parsed.success) {
    const issues = fromZodIssues(parsed.error.issues);
    return toolError(ApiError.invalid(issues), { ...tool, fieldOf: undefined });
  }
  try {
    return await tool.run(parsed.data, context);
  } catch (error) {
    if (error instanceof ApiError) return toolError(error, tool);
    throw error;
  }
}

async function readResource(uri: string, context: ToolContext): Promise<ReadResourceResult> {
  const listed = readListed(context.docs.site, uri);
  if (listed) return { contents: [{ uri, ...listed }] };
  if (uri.startsWith(IMAGE_RESOURCE_PREFIX)) {
    try {
      const { request, format } = imageResourceOf(uri);
      const file = await context.engine.file(request, format);
      const contents =
        format === "svg"
          ? { uri, mimeType: file.mimeType, text: file.bytes.toString("utf8") }
          : { uri, mimeType: file.mimeType, blob: file.bytes.toString("base64") };
      return { contents: [contents] };
    } catch (error) {
      if (error instanceof ApiError)
        throw new McpError(ErrorCode.InvalidParams, error.message, error.toBody());
      throw error;
    }
  }
  throw new McpError(ErrorCode.InvalidParams, `no resource ${uri.slice(0, 120)}; see resources/list`);
}

export function createMcpServer(context: ToolContext): Server {
  const server = new Server(
    { name: "marque", title: "Marque", version: SERVICE_VERSION },
    { capabilities: { tools: {}, resources: {}, prompts: {} }, instructions: INSTRUCTIONS },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: LISTINGS }));
  server.setRequestHandler(CallToolRequestSchema, ({ params }, extra) => {
    const tool = TOOLS.find((t) => t.name === params.name);
    if (!tool) {
      const names = TOOLS.map((t) => t.name).join(", ");
      throw new McpError(ErrorCode.InvalidParams, `no tool ${params.name.slice(0, 80)}; tools: ${names}`);
    }
    const progressToken = params._meta?.progressToken;
    if (progressToken === undefined) return callTool(tool, params.arguments, context);
    // Progress is a courtesy: a transport that cannot send it (HTTP answers one JSON body) drops it.
    const progress = (done: number, total: number) =>
      void extra
        .sendNotification({
          method: "notifications/progress",
          params: { progressToken, progress: done, total },
        })
        .catch(() => {});
    return callTool(tool, params.arguments, { ...context, progress });
  });
  server.setRequestHandler(ListResourcesRequestSchema, () => ({
    resources: listedResources(context.docs.site),
  }));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({
    resourceTemplates: [
      {
        uriTemplate: IMAGE_RESOURCE_TEMPLATE,
        name: "artifact file",
        description:
          "a background or template as a file: the tools' resource links; {request} is its generate request in base64url",
      },
    ],
  }));
  server.setRequestHandler(ReadResourceRequestSchema, ({ params }) => readResource(params.uri, context));
  server.setRequestHandler(ListPromptsRequestSchema, () => ({ prompts: listedPrompts() }));
  server.setRequestHandler(GetPromptRequestSchema, ({ params }) => {
    let result: ReturnType<typeof promptResult>;
    try {
      result = promptResult(params.name, params.arguments);
    } catch (error) {
      throw new McpError(ErrorCode.InvalidParams, (error as Error).message);
    }
    if (!result) throw new McpError(ErrorCode.InvalidParams, `no prompt ${params.name.slice(0, 80)}`);
    return result;
  });
  return server;
}
