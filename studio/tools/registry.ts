// Tool id → factory, loaded lazily so the first paint only carries the shell and the first tool.
import type { ToolFactory } from "./types.js";

export const TOOL_LOADERS: Readonly<Record<string, () => Promise<ToolFactory>>> = {
  identity: async () => (await import("./identity/index.js")).createIdentityTool,
  surface: async () => (await import("./surface/index.js")).createSurfaceTool,
  slides: async () => (await import("./templates/index.js")).createSlidesTool,
  blog: async () => (await import("./templates/index.js")).createBlogTool,
  partnership: async () => (await import("./templates/index.js")).createPartnershipTool,
  elements: async () => (await import("./elements/index.js")).createElementsTool,
};
