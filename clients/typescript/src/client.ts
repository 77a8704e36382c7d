// createMarqueClient: the typed API (`api`, generated from /openapi.json) and helpers where plain HTTP is
// awkward — generate's JSON answer narrowed by kind, a raw SVG as text, rasters, PDFs and decks as bytes with
// their media type and name, and export jobs with progress.
import { type Api, createApi, type MarqueClientOptions, ok } from "./api.js";
import { MarqueError } from "./errors.js";
import { exportJobs } from "./exports.js";
import { fileOf, type MarqueFile, type MarqueSvg, svgOf } from "./files.js";
import type { paths } from "./schema.js";

type GenerateOperation = paths["/api/generate"]["post"];
/** Any POST /api/generate body: background, template, element-brief or design-sequence. */
export type GenerateRequest = GenerateOperation["requestBody"]["content"]["application/json"];
/** The requests that are an image: a background or a template (slides, blog cover, partnership…). */
export type ImageRequest = Extract<GenerateRequest, { kind: "background" | "template" }>;
/** The files an image comes in (`jpg` is `jpeg`). */
export type ImageFormat = NonNullable<NonNullable<GenerateOperation["parameters"]["query"]>["format"]>;
/** A raster's device-pixel ratio. */
export type Scale = NonNullable<NonNullable<GenerateOperation["parameters"]["query"]>["scale"]>;
export type DeckRequest = paths["/api/decks"]["post"]["requestBody"]["content"]["application/json"];
export type DeckFormat = NonNullable<
  NonNullable<paths["/api/decks"]["post"]["parameters"]["query"]>["format"]
>;

const isImageRequest = (request: GenerateRequest): request is ImageRequest =>
  request.kind === "background" || request.kind === "template";

type Query = { query: { format?: ImageFormat; scale?: Scale } };
/** `?format=` and `?scale=` as given: the server answers (or refuses) a scale it cannot apply. */
const query = (format: ImageFormat | undefined, scale: Scale | undefined): { params: Query } => ({
  params: { query: { ...(format ? { format } : {}), ...(scale ? { scale } : {}) } },
});

export interface FileOptions {
  /** A raster's device-pixel ratio, 1 to 3. */
  scale?: Scale;
  signal?: AbortSignal;
}

/** POST /api/generate answered as JSON (a background or template forced to output json). */
const generateJson = (api: Api, request: GenerateRequest, init: { params?: Query; signal?: AbortSignal }) =>
  ok(
    api.POST("/api/generate", {
      body: isImageRequest(request) ? { ...request, output: "json" } : request,
      ...init,
    }),
  );

/** The JSON answers of POST /api/generate, one per kind (as openapi-fetch reads them). */
export type GenerateResponse = Exclude<Awaited<ReturnType<typeof generateJson>>, string>;
/** The JSON answer of one kind. */
export type ResponseOf<Kind extends GenerateRequest["kind"]> = Extract<GenerateResponse, { kind: Kind }>;

const isAnswerTo = <Kind extends GenerateRequest["kind"]>(
  answer: GenerateResponse | string,
  kind: Kind,
): answer is ResponseOf<Kind> => typeof answer !== "string" && answer.kind === kind;

export function createMarqueClient(options: MarqueClientOptions) {
  const api: Api = createApi(options);
  const signalOf = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

  return {
    /** Every operation, typed: `await ok(api.GET("/api/elements"))`, `api.GET("/api/search", …)`. */
    api,

    /**
     * POST /api/generate answered as JSON, narrowed to the request's kind. With `format`, a background's or
     * template's envelope carries that file in base64 (`artifact.encoding`).
     */
    async generate<Request extends GenerateRequest>(
      request: Request,
      { format, scale, signal }: FileOptions & { format?: ImageFormat } = {},
    ): Promise<ResponseOf<Request["kind"]>> {
      const answer = await generateJson(api, request, { ...query(format, scale), ...signalOf(signal) });
      if (!isAnswerTo<Request["kind"]>(answer, request.kind)) {
        throw new MarqueError(200, `a ${request.kind} request was answered with another kind`);
      }
      return answer;
    },

    /** A background or template as its SVG text. */
    async svg(request: ImageRequest, { signal }: { signal?: AbortSignal } = {}): Promise<MarqueSvg> {
      const answer = await api.POST("/api/generate", {
        body: { ...request, output: "raw" },
        ...query("svg", undefined),
        headers: { accept: "image/svg+xml" },
        parseAs: "stream",
        ...signalOf(signal),
      });
      return svgOf(answer);
    },

    /** A background or template as a file's bytes: PNG, WebP, AVIF, JPEG or PDF (or SVG as bytes). */
    async file(request: ImageRequest, format: ImageFormat, { scale, signal }: FileOptions = {}) {
      const answer = await api.POST("/api/generate", {
        body: { ...request, output: "raw" },
        ...query(format, scale),
        parseAs: "stream",
        ...signalOf(signal),
      });
      return fileOf(answer);
    },

    /** A deck of slides as one multi-page PDF or a PPTX (with speaker notes). */
    async deck(
      request: DeckRequest,
      format: DeckFormat = "pdf",
      { signal }: { signal?: AbortSignal } = {},
    ): Promise<MarqueFile> {
      const answer = await api.POST("/api/decks", {
        body: request,
        params: { query: { format } },
        parseAs: "stream",
        ...signalOf(signal),
      });
      return fileOf(answer);
    },

    /** Export jobs: `run(request, { onProgress, signal })`, or submit / progress / file / cancel. */
    exports: exportJobs(api),
  };
}

export type MarqueClient = ReturnType<typeof createMarqueClient>;
