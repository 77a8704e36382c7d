// Which file a background or template is answered as: `?format=` and `?scale=` first (for clients that cannot
// set headers), then, for raw output, the Accept header (RFC 9110 §12.5.1): the format of highest quality, the
// more specific media range deciding for a format, a tie going to the more specific match, then to SVG.

import { ApiError } from "../../contract/api-error.js";
import {
  DEFAULT_RASTER_SCALE,
  FILE_FORMATS,
  FILE_MEDIA_TYPES,
  type FileFormat,
  FORMAT_PARAMETER_VALUES,
  type FormatParameter,
  formatOfParameter,
  type Issue,
  RASTER_SCALES,
  type RasterScale,
} from "../../contract/index.js";
import type { CachedResponse } from "../response-cache.js";

export interface FileQuery {
  /** The format the query names, if it names one. */
  readonly format?: FileFormat;
  readonly scale: RasterScale;
  /** Whether the query named a scale (it applies to rasters only). */
  readonly scaled: boolean;
}

/** How a refused query value reads in an issue: a list as such, else its JSON, cut to 40 characters. */
export const received = (value: unknown): string =>
  Array.isArray(value) ? "a list" : JSON.stringify(value).slice(0, 40);

/** The one value of query parameter `name`, undefined when absent; a repeated one is an issue. */
export function queryValue(
  query: Record<string, unknown>,
  name: string,
  issues: Issue[],
): string | undefined {
  const value = query[name];
  if (value === undefined || typeof value === "string") return value;
  issues.push({
    code: "invalid_type",
    field: name,
    message: `give the ${name} query parameter once`,
    received: received(value),
  });
  return undefined;
}

/** The refusal of `value` for `field`, which takes one of `values`; `lead` begins the message. */
export const notOneOf = (
  field: string,
  values: readonly (string | number)[],
  value: unknown,
  lead = "expected",
): Issue => ({
  code: "invalid_enum",
  field,
  message: `${lead} one of: ${values.join(", ")}`,
  expected: `one of: ${values.join(", ")}`,
  received: received(value),
});

/** `?scale=` as a contract scale; undefined when absent or refused (an issue in `issues`). */
export function queryScale(value: string | undefined, issues: Issue[]): RasterScale | undefined {
  if (value === undefined) return undefined;
  const scale = RASTER_SCALES.find((s) => String(s) === value);
  if (scale === undefined) issues.push(notOneOf("scale", RASTER_SCALES, value));
  return scale;
}

/**
 * `?format=` as one of `formats` ("jpg" names JPEG); undefined when absent or refused (an issue whose message
 * begins with `lead`, "a brand book comes as").
 */
export function queryFormat(
  value: string | undefined,
  formats: readonly FileFormat[],
  issues: Issue[],
  lead?: string,
): FileFormat | undefined {
  if (value === undefined) return undefined;
  const named = (FORMAT_PARAMETER_VALUES as readonly string[]).includes(value)
    ? formatOfParameter(value as FormatParameter)
    : undefined;
  if (named !== undefined && formats.includes(named)) return named;
  const values = formats.map((format) => (format === "jpeg" ? "jpeg (or jpg)" : format));
  issues.push(notOneOf("format", values, value, lead));
  return undefined;
}

/** `format` and `scale` from the query string, refused with 400 (every problem at once) when not in the contract. */
export function fileQuery(query: unknown): FileQuery {
  const params = (query ?? {}) as Record<string, unknown>;
  const issues: Issue[] = [];
  const format = queryFormat(queryValue(params, "format", issues), FILE_FORMATS, issues);
  const scale = queryScale(queryValue(params, "scale", issues), issues);
  if (issues.length > 0) throw ApiError.invalid(issues);
  return {
    ...(format === undefined ? {} : { format }),
    scale: scale ?? DEFAULT_RASTER_SCALE,
    scaled: scale !== undefined,
  };
}

interface Range {
  readonly type: string;
  readonly subtype: string;
  readonly q: number;
}

function ranges(header: string): Range[] {
  return header.split(",").flatMap((part) => {
    const [range = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const [type, subtype] = range.split("/");
    if (!type || !subtype) return [];
    const qText = parameters.find((p) => p.startsWith("q="))?.slice(2);
    const q = qText === undefined ? 1 : Number(qText);
    return Number.isFinite(q) && q >= 0 && q <= 1 ? [{ type, subtype, q }] : [];
  });
}

/** How specifically `range` names `mediaType`: 2 exactly, 1 by its type, 0 by `*\/*`; -1 not at all. */
function specificity(range: Range, mediaType: string): number {
  const [type, subtype] = mediaType.split("/");
  if (range.type === "*" && range.subtype === "*") return 0;
  if (range.type !== type) return -1;
  if (range.subtype === "*") return 1;
  return range.subtype === subtype ? 2 : -1;
}

/**
 * Of `formats` (the first the default), the one `header` prefers: the most specific range matching a format
 * decides its quality (RFC 9110 §12.5.1), ties going to the more specific match, then to the earlier format.
 * The first format without a header; undefined when the header accepts none of them.
 */
export function preferredFormat<F extends string>(
  header: string | undefined,
  formats: readonly F[],
  mediaTypes: Readonly<Record<F, string>>,
): F | undefined {
  if (header === undefined || header.trim() === "") return formats[0];
  const accepted = ranges(header);
  let best: { format: F; q: number; specificity: number } | undefined;
  for (const format of formats) {
    let match: { q: number; specificity: number } | undefined;
    for (const range of accepted) {
      const s = specificity(range, mediaTypes[format]);
      if (s >= 0 && (!match || s > match.specificity)) match = { q: range.q, specificity: s };
    }
    if (!match || match.q === 0) continue;
    if (!best || match.q > best.q || (match.q === best.q && match.specificity > best.specificity)) {
      best = { format, ...match };
    }
  }
  return best?.format;
}

/** The format `Accept` prefers; SVG without a header; 406 when it accepts none of them. */
export function acceptedFormat(header: string | undefined): FileFormat {
  const format = preferredFormat(header, FILE_FORMATS, FILE_MEDIA_TYPES);
  if (format) return format;
  throw new ApiError(
    "not_acceptable",
    `Accept names no format this artifact comes in; accept one of ${FILE_FORMATS.map((f) => FILE_MEDIA_TYPES[f]).join(", ")}, or ask with ?format=`,
    "Accept",
  );
}

/**
 * The file a request is answered with: SVG for briefs and documents (which refuse `?format=`), else the query's
 * format, else for raw output the one Accept prefers (406 when none), else the SVG in its envelope.
 */
export function formatOf(rendered: CachedResponse, query: FileQuery, accept: string | undefined): FileFormat {
  if (rendered.output === undefined) {
    if (query.format === undefined && !query.scaled) return "svg";
    throw ApiError.invalid([
      {
        code: "invalid_value",
        field: query.format === undefined ? "scale" : "format",
        message:
          "element briefs and design sequences are JSON: only backgrounds and templates come in other formats",
      },
    ]);
  }
  if (query.format !== undefined) return query.format;
  return rendered.output === "raw" ? acceptedFormat(accept) : "svg";
}
