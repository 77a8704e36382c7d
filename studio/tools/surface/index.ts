// surface: SVG backgrounds — every background setting, live.
import { backgroundSettingsSchema } from "../../../src/contract/index.js";
import { createGeneratingTool } from "../generating-tool.js";
import type { ToolFactory } from "../types.js";

const SETTINGS = Object.keys(backgroundSettingsSchema.shape);

export const createSurfaceTool: ToolFactory = (context, saved) =>
  createGeneratingTool(
    {
      id: "surface",
      kind: "background",
      initial: { settings: { width: 1200, height: 630, style: "grain-gradient", gradient: "mesh" } },
      fixed: {},
      bindings: () => SETTINGS.map((name) => ({ path: `settings.${name}` })),
    },
    context,
    saved,
  );
