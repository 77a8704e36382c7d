// One MCP tool: a name, a small input schema built from contract fields, and what it does. Adding a tool is
// one module in tools/ and one line in tools/index.ts; the server, the list and the tests take it from there.
import type { CallToolResult, ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import type { Search } from "../docs/search.js";
import type { DocsPages } from "../docs/served.js";
import type { Engine } from "./engine.js";
import type { Exporter } from "./exporter.js";

/** What every tool may use: the engine that renders, the export service if any, and the docs. */
export interface ToolContext {
  readonly engine: Engine;
  /** The export service (POST /api/exports): the HTTP server's, or over stdio one built in that process. */
  readonly exporter?: Exporter;
  readonly docs: { readonly site: DocsPages; readonly search: Search };
  /** This call's progress to the client, when it gave a progressToken (MCP notifications/progress). */
  readonly progress?: (progress: number, total: number) => void;
}

// biome-ignore lint/suspicious/noExplicitAny: a tool list holds tools of different input shapes
export type AnyInput = z.ZodObject<any>;

export interface Tool<Input extends AnyInput = AnyInput> {
  readonly name: string;
  /** One or two sentences: when to use it and what comes back. */
  readonly description: string;
  /** A strict object: every property described, enums listed, no union at the top. */
  readonly input: Input;
  readonly annotations?: ToolAnnotations;
  run(args: z.output<Input>, context: ToolContext): Promise<CallToolResult>;
  /**
   * The tool's argument for a field of the contract request it sends (`settings.width` → `width`), so that
   * a refusal names what the model wrote. Fields are the contract's when omitted.
   */
  readonly fieldOf?: (contractField: string) => string;
}

/** Keeps each tool's argument type while the list holds them all as Tool. */
export const defineTool = <Input extends AnyInput>(tool: Tool<Input>): Tool => tool as unknown as Tool;

/** Every tool so far only reads: it makes files and changes nothing. */
export const READ_ONLY: ToolAnnotations = { readOnlyHint: true };

/** A successful answer that is one JSON value, as text. */
export const jsonResult = (value: unknown): CallToolResult => ({
  content: [{ type: "text", text: JSON.stringify(value) }],
});
