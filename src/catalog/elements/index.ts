// Elements: the brand touchpoint taxonomy and briefs that resolve an element against an identity.
export { ELEMENT_BRIEF_SCHEMA_VERSION, type ElementBrief, resolveElementBrief } from "./brief.js";
export { ELEMENTS, elementById } from "./catalog.js";
export type { BriefCopy } from "./copy.js";
export { generatePathFor, httpFileOf } from "./files.js";
export type { BriefGuidance } from "./guidance.js";
export {
  ELEMENT_CATEGORIES,
  ELEMENT_CATEGORY_INFO,
  ELEMENT_FORMATS,
  type ElementCategory,
  type ElementDimensions,
  type ElementFormat,
  type ElementGeneration,
  type ElementRecord,
  type GenerationRequest,
} from "./types.js";
