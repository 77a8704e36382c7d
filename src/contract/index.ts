// The one contract of Marque: every request, response and catalog shape, bound, enum and default.
export * from "./artifact.js";
export * from "./background.js";
export * from "./catalogs.js";
export * from "./data-url.js";
export * from "./design-sequence.js";
export * from "./discovery.js";
export * from "./element-brief.js";
export * from "./errors.js";
export * from "./generate.js";
export * from "./identity.js";
export * from "./json-schema.js";
export * from "./limits.js";
export * from "./material-controls.js";
export * from "./primitives.js";
export * from "./template.js";
