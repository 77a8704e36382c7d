// Live materials: the shared WebGL2 renderer, its preview loop and the settings resolver, for every Studio tool.
export { MaterialRenderError, type MaterialRenderErrorCode } from "./errors.js";
export { ENGINE_PROGRAMS } from "./programs.js";
export {
  createMaterialRenderer,
  type FrameImageType,
  type MaterialRenderer,
  type RendererOptions,
  type RendererStats,
  SMALL_FRAME_PIXELS,
} from "./renderer.js";
export { resolveSettings } from "./settings.js";
