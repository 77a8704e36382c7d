// A source document (an object or its JSON text) applied in the tool that reads it, decided by the
// document's kind against the catalog (routeSource): another tool's document opens that tool with it
// applied, and nothing changes when it is refused.
import { STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import { documentSchema, routeSource } from "../../src/catalog/studio-tools/route.js";
import { ApiError } from "../../src/contract/api-error.js";
import { canonicalJson } from "../../src/svg/ids.js";
import { StudioError } from "../runtime/errors.js";
import { isObject, parseSource } from "../runtime/source.js";
import type { Applied, SourceDocument, Tool } from "../tools/types.js";
import type { StudioStore } from "./store.js";
import { identityName } from "./tool-context.js";
import { toolName } from "./view.js";

/** What applying a document acts on: the Studio's store, the visible tool, and opening another. */
export interface ApplyHost {
  readonly store: StudioStore;
  tool(): Tool;
  /** Opens `toolId`, running `prepare` on it before it is shown (see Studio.activate). */
  activate(toolId: string, prepare: (tool: Tool) => Promise<void>): Promise<Tool>;
  /** Holds a note for the tool about to open. */
  hold(message: string): void;
  refresh(): Promise<void>;
}

export async function applySource(host: ApplyHost, source: unknown): Promise<Applied<SourceDocument>> {
  const document = parseSource(source);
  // What is not an object the active tool refuses, as POST /api/generate refuses such a body.
  const route = isObject(document) ? routeSource(document, host.tool().id) : { tool: host.tool().id };
  if ("refused" in route) throw new StudioError(ApiError.invalid([route.refused], 0, null));
  try {
    return await applyIn(host, route.tool, document);
  } catch (error) {
    // The shared validators name the generation contract; a document is refused against its own schema.
    const reader = STUDIO_TOOLS.find((tool) => tool.id === route.tool);
    const refusal = StudioError.from(error);
    throw reader ? refusal.naming(documentSchema(reader)) : refusal;
  }
}

/** applySource once routed: in the open tool, or opening `toolId` with the document applied. */
async function applyIn(host: ApplyHost, toolId: string, document: unknown): Promise<Applied<SourceDocument>> {
  const { store } = host;
  if (toolId !== host.tool().id) {
    let applied: Applied<SourceDocument> = {};
    const identity = canonicalJson(store.identity);
    await host.activate(toolId, async (tool) => {
      applied = await store.replace(tool, document);
      // Said here whichever tool was open (setIdentity is silent in the Identity tool).
      const changed = identity !== canonicalJson(store.identity);
      const note = changed ? ` Identity changed for all tools: ${await identityName(store.identity)}.` : "";
      host.hold(`Opened in ${toolName(tool.id)}, which reads this document.${note}`);
    });
    return applied;
  }
  const normalized = await store.replace(host.tool(), document);
  store.persist();
  store.invalid.clear();
  await host.refresh();
  return normalized;
}
