// `marque://images/{request}.{extension}`: an artifact's file as an MCP resource, the stdio twin of the HTTP
// image URL (`/api/images/…`): the same base64url request, read back and drawn again on resources/read.

import { ApiError } from "../contract/api-error.js";
import { FILE_EXTENSIONS, FILE_FORMATS, type FileFormat, SVG_KINDS } from "../contract/index.js";

export const IMAGE_RESOURCE_PREFIX = "marque://images/";
export const IMAGE_RESOURCE_TEMPLATE = `${IMAGE_RESOURCE_PREFIX}{request}.{extension}`;

const FORMAT_OF_EXTENSION = new Map<string, FileFormat>(
  FILE_FORMATS.map((format) => [FILE_EXTENSIONS[format], format]),
);
const BASE64URL = /^[A-Za-z0-9_-]+$/u;

/** The request and format an image resource names; refused with the contract's error when it names none. */
export function imageResourceOf(uri: string): { request: Record<string, unknown>; format: FileFormat } {
  const name = uri.slice(IMAGE_RESOURCE_PREFIX.length);
  const dot = name.lastIndexOf(".");
  const format = FORMAT_OF_EXTENSION.get(name.slice(dot + 1));
  const encoded = name.slice(0, Math.max(dot, 0));
  if (!uri.startsWith(IMAGE_RESOURCE_PREFIX) || format === undefined || !BASE64URL.test(encoded)) {
    throw new ApiError(
      "not_found",
      `an image resource is ${IMAGE_RESOURCE_TEMPLATE}, the extension one of ${[...FORMAT_OF_EXTENSION.keys()].join(", ")}`,
      "uri",
    );
  }
  let request: unknown;
  try {
    request = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
  } catch {
    request = undefined;
  }
  const kind = (request as { kind?: unknown } | null)?.kind;
  if (
    typeof request !== "object" ||
    Array.isArray(request) ||
    !(SVG_KINDS as readonly unknown[]).includes(kind)
  ) {
    throw new ApiError("not_found", "the resource's request is not a background or template request", "uri");
  }
  return { request: request as Record<string, unknown>, format };
}
