// @marque/client: a typed client of the Marque HTTP API (see README.md).
export { type Api, type MarqueClientOptions, ok } from "./api.js";
export {
  createMarqueClient,
  type DeckFormat,
  type DeckRequest,
  type FileOptions,
  type GenerateRequest,
  type GenerateResponse,
  type ImageFormat,
  type ImageRequest,
  type MarqueClient,
  type ResponseOf,
  type Scale,
} from "./client.js";
export {
  type ErrorBody,
  type ErrorCode,
  type Issue,
  isErrorBody,
  MarqueError,
  UNEXPECTED_RESPONSE,
} from "./errors.js";
export type { ExportJob, ExportRequest, ExportRunOptions } from "./exports.js";
export type { MarqueFile, MarqueSvg, Warning } from "./files.js";
export type { components, paths } from "./schema.js";
