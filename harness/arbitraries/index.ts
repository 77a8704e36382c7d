// Contract-derived arbitraries (fast-check): valid requests of every kind and requests with one field broken.
// Shared by the property tests (test/property) and the fuzzer (bench/fuzz).
export { dataUrl, invalidImageDataUrl, pngDataUrl, svgDataUrl, validImageDataUrl } from "./images.js";
export {
  MUTATION_CATEGORIES,
  type Mutation,
  type MutationCategory,
  mutatedRequest,
  mutationSites,
  PROTOTYPE_KEYS,
} from "./mutations.js";
export type { ExpectedIssue } from "./rules.js";
export { dotted, labelOf, requestJsonSchema, schemaNodes } from "./schema.js";
export { text, validRequest, validValue } from "./valid.js";
