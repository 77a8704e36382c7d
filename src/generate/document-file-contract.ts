// What GET {path} answers for each Studio document served as files: the body's schema and fields, the formats,
// query and URL form, limits and errors, derived from the route's contract entry like GET /api/decks's.
import {
  type DocumentFileRoute,
  documentFileUrls,
  ERROR_STATUS,
  errorBodySchema,
  FILE_EXTENSIONS,
  FILE_MEDIA_TYPES,
  fieldRules,
  MAX_BODY_BYTES,
  MAX_ERROR_ISSUES,
  MAX_IMAGE_URL_REQUEST_CHARS,
  MAX_RASTER_PIXELS,
  MAX_RASTER_SIDE,
  RASTER_SCALES,
  REQUEST_CONTENT_TYPE,
  toRequestJsonSchema,
  toResponseJsonSchema,
} from "../contract/index.js";

/** How a route's file is chosen and named, in words (the contract's `how`, OpenAPI's description). */
export function documentFileRules(route: DocumentFileRoute): string[] {
  const [first] = route.formats;
  const pdf = route.formats.includes("pdf");
  return [
    `Accept picks the file among ${route.formats.map((f) => FILE_MEDIA_TYPES[f]).join(", ")}; ${FILE_MEDIA_TYPES[first]} without Accept or for */*; Vary: Accept; 406 not_acceptable when Accept names none`,
    `?format=${route.formats.join("|")} (jpg for jpeg too) overrides Accept, for clients that cannot set headers`,
    `?page=N (1–${route.maxPages}, default 1) picks the page ${pdf ? "any format but PDF draws (a PDF holds every page; ?page= without ?format= never answers a PDF)" : "drawn"}; past the last page: 400 out_of_range at page`,
    `?scale=${RASTER_SCALES.join("|")} draws pixels at that device-pixel ratio (default 1), within ${MAX_RASTER_SIDE} px a side and ${MAX_RASTER_PIXELS} pixels (400 pixel_limit at scale)`,
    `GET ${route.path}/{document}.{${route.formats.map((f) => FILE_EXTENSIONS[f]).join("|")}} answers the same file at a URL: {document} is the body's JSON in base64url without padding, at most ${MAX_IMAGE_URL_REQUEST_CHARS} characters (no data URLs; 414 past it); ?page= and ?scale= as above; cached for a year (immutable)`,
    `Content-Disposition names the file: ${pdf ? "{name}.pdf, or " : ""}{name}-{page}-{page title}.{extension}; ETag is a hash of the bytes, identical for an identical request`,
  ];
}

/** GET {path}'s document. */
export function documentFileContract(route: DocumentFileRoute) {
  const schema = toRequestJsonSchema(route.request);
  const urls = documentFileUrls(route, route.example);
  return {
    method: "POST",
    path: route.path,
    description: route.openapi.description,
    requestContentType: REQUEST_CONTENT_TYPE,
    requiredFields: schema.required ?? [],
    schema,
    fields: fieldRules(schema),
    example: route.example,
    ...(urls ? { exampleUrl: urls(route.formats.find((f) => f !== "pdf") ?? route.formats[0]) } : {}),
    formats: route.formats.map((format) => ({
      format,
      mediaType: FILE_MEDIA_TYPES[format],
      extension: FILE_EXTENSIONS[format],
    })),
    maxPages: route.maxPages,
    how: documentFileRules(route),
    limits: {
      maxBodyBytes: MAX_BODY_BYTES,
      maxUrlDocumentChars: MAX_IMAGE_URL_REQUEST_CHARS,
      maxRasterPixels: MAX_RASTER_PIXELS,
      maxRasterSide: MAX_RASTER_SIDE,
    },
    errors: {
      schema: toResponseJsonSchema(errorBodySchema),
      statuses: ERROR_STATUS,
      rules: [
        "400 unknown_field: a field or query parameter the contract does not define",
        `400 invalid_request: a field violates its type, bound or enumeration, named by its path; every issue is listed (at most ${MAX_ERROR_ISSUES})`,
        "400 invalid_json: the body (or the URL's document) is not valid JSON",
        `406 not_acceptable: Accept names no format a ${route.noun} comes in`,
        `413 payload_too_large: the body exceeds ${MAX_BODY_BYTES} bytes`,
        "414 uri_too_long: the URL's document is too long for a URL (POST it)",
        `415 unsupported_media_type: Content-Type is not ${REQUEST_CONTENT_TYPE}`,
        "503 overloaded: the file threads are busy; retry after Retry-After seconds",
      ],
    },
  };
}
