// Image URLs carry a whole generate request: its JSON (without `output`) in base64url, then the extension.

import { ApiError } from "../../contract/api-error.js";
import {
  type FileFormat,
  imageUrlsOf,
  MAX_IMAGE_URL_REQUEST_CHARS,
  SVG_KINDS,
} from "../../contract/index.js";

/** Bytes of JSON past which no request fits in an image URL (base64url takes 4 characters for 3 bytes). */
export const MAX_IMAGE_URL_REQUEST_BYTES = (MAX_IMAGE_URL_REQUEST_CHARS / 4) * 3;

const BASE64URL = /^[A-Za-z0-9_-]+$/u;

/**
 * The JSON object a file URL carries in base64url; refused with 414 past the URL bound (`post` names the
 * route to send it to instead) and 400 when it is not base64url of a JSON object.
 */
export function jsonOfUrl(encoded: string, post: string): Record<string, unknown> {
  if (encoded.length > MAX_IMAGE_URL_REQUEST_CHARS) {
    throw new ApiError(
      "uri_too_long",
      `the request in the URL is ${encoded.length} characters of base64url; at most ${MAX_IMAGE_URL_REQUEST_CHARS} fit in an image URL: send it with POST ${post}`,
      "path",
    );
  }
  if (!BASE64URL.test(encoded)) {
    throw ApiError.invalid([
      {
        code: "invalid_value",
        field: "path",
        message: "the request in the URL is not base64url (A–Z, a–z, 0–9, - and _, no padding)",
      },
    ]);
  }
  const text = Buffer.from(encoded, "base64url").toString("utf8");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(
      "invalid_json",
      "the request in the URL is not JSON once decoded from base64url",
      "path",
    );
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw ApiError.invalid([
      { code: "invalid_type", field: "request", message: "the request in the URL must be a JSON object" },
    ]);
  }
  return body as Record<string, unknown>;
}

/** The generate body an image URL carries, with output raw; refused with 400 when it is not one. */
export function requestOf(encoded: string): Buffer {
  const body = jsonOfUrl(encoded, "/api/generate");
  const { output, ...rest } = body;
  if (output !== undefined && output !== "raw") {
    throw ApiError.invalid([
      {
        code: "invalid_value",
        field: "output",
        message: "an image URL answers the file itself: leave output out (or raw)",
        received: JSON.stringify(output),
      },
    ]);
  }
  // Only an SVG kind takes `output`; another kind is refused for what it is, not for an output it was given.
  const svgKind = (SVG_KINDS as readonly unknown[]).includes(rest.kind);
  return Buffer.from(JSON.stringify(svgKind ? { ...rest, output: "raw" } : rest));
}

/**
 * The image URLs of a valid generate request's JSON text, by format; undefined when it has none (see the
 * contract's imageUrlsOf). A text over twice the bound cannot fit, so it is not parsed again.
 */
export function imageUrlsOfText(text: string): ((format: FileFormat) => string) | undefined {
  if (text.length > MAX_IMAGE_URL_REQUEST_BYTES * 2 || text.includes("data:")) return undefined;
  return imageUrlsOf(JSON.parse(text) as Record<string, unknown>);
}
