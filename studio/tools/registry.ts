// Tool id → factory, loaded lazily so the first paint only carries the shell and the first tool. Tools that
// set text say so: the shell starts fetching the type engine and the identity's faces alongside them.
import type { ToolFactory } from "./types.js";

export interface ToolLoader {
  load(): Promise<ToolFactory>;
  /** True when the tool typesets (its preview needs the type engine and the identity's fonts). */
  setsText: boolean;
}

export const TOOL_LOADERS: Readonly<Record<string, ToolLoader>> = {
  identity: { load: async () => (await import("./identity/index.js")).createIdentityTool, setsText: false },
  surface: { load: async () => (await import("./surface/index.js")).createSurfaceTool, setsText: false },
  slides: { load: async () => (await import("./templates/index.js")).createSlidesTool, setsText: true },
  blog: { load: async () => (await import("./templates/index.js")).createBlogTool, setsText: true },
  partnership: {
    load: async () => (await import("./templates/index.js")).createPartnershipTool,
    setsText: true,
  },
  // Colour tokens sets its swatch sheet's labels in the identity's type.
  tokens: { load: async () => (await import("./tokens/index.js")).createTokensTool, setsText: true },
  typography: {
    load: async () => (await import("./typography/index.js")).createTypographyTool,
    setsText: true,
  },
  // Brand book sets every page in the identity's type.
  "brand-book": {
    load: async () => (await import("./brand-book/index.js")).createBrandBookTool,
    setsText: true,
  },
  // Terminal card sets code in the identity's mono face (Shiki loads with the tool, not the shell).
  "code-card": {
    load: async () => (await import("./code-card/index.js")).createCodeCardTool,
    setsText: true,
  },
  // The Component library sets its sheet in the identity's type.
  components: {
    load: async () => (await import("./components/index.js")).createComponentsTool,
    setsText: true,
  },
  // Open Graph sets each image's title, subtitle and URL in the identity's type.
  "open-graph": {
    load: async () => (await import("./open-graph/index.js")).createOpenGraphTool,
    setsText: true,
  },
  // The Moodboard captions its tiles and draws templates in the identity's type.
  moodboard: { load: async () => (await import("./moodboard/index.js")).createMoodboardTool, setsText: true },
  elements: { load: async () => (await import("./elements/index.js")).createElementsTool, setsText: false },
  // The Design Lab loads with what the browser can do for it known, so its describe() says so from the start.
  material: {
    load: async () => {
      const [tool, probe] = await Promise.all([
        import("./material/index.js"),
        import("../runtime/capabilities.js"),
      ]);
      await probe.browserCapabilities();
      return tool.createMaterialTool;
    },
    setsText: false,
  },
  // Lottie draws with lottie-web, loaded with the tool; it sets no type of its own.
  lottie: { load: async () => (await import("./lottie/index.js")).createLottieTool, setsText: false },
  // Motion sets a line of type, and loads with the browser's capabilities known like the Design Lab.
  animation: {
    load: async () => {
      const [tool, probe] = await Promise.all([
        import("./animation/index.js"),
        import("../runtime/capabilities.js"),
      ]);
      await probe.browserCapabilities();
      return tool.createMotionTool;
    },
    setsText: true,
  },
};
