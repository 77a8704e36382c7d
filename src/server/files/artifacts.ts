// The artifacts of one server process: rendered through the render queue, kept in the response caches, and
// made into other files by the file pool. POST /api/generate and the image URLs answer through it alike, so a
// URL's bytes are the POST's.
import type { CacheSet } from "../../cache/cache-set.js";
import { type CacheRegionName, helperThreadBudget } from "../../cache/regions.js";
import { FILE_MEDIA_TYPES, type FileFormat, type RasterScale } from "../../contract/index.js";
import { generate, type SvgSource } from "../../generate/generate.js";
import { validateGenerateText } from "../../generate/validate.js";
import { EDGE } from "../../policy/config.js";
import { defaultFontBook } from "../../render/text/node-fonts.js";
import { RenderPool } from "../render-pool.js";
import { RenderQueue } from "../render-queue.js";
import { type CachedResponse, ResponseCache } from "../response-cache.js";
import { staticBody } from "../static-response.js";
import { fileAnswer } from "./answer.js";
import type { DeckOutcome, DeckTask } from "./deck-outcome.js";
import type { DocumentTask } from "./document-outcome.js";
import { imageUrlsOfText } from "./image-url.js";
import { FilePool } from "./pool.js";
import { fileOf } from "./refusal.js";

export interface ArtifactsOptions {
  /** The process's cache set: generated answers and files are kept in its regions (sized by buildApp). */
  caches: CacheSet<CacheRegionName>;
  /** Threads drawing files other than SVG (policy/config.ts: MARQUE_FILE_THREADS). */
  fileThreads: number;
}

/** A rendered answer; fresh from the renderer, a background's or template's SVG with it. */
interface Rendered extends CachedResponse {
  readonly source?: SvgSource;
}

/** Picks the file once the answer's kind and output are known (SVG kinds carry `output`); throws to refuse. */
export type FilePicker = (rendered: CachedResponse) => FileFormat;

export class Artifacts {
  readonly #answers: ResponseCache;
  /** Files other than SVG, kept apart by the body's key, format and scale. */
  readonly #files: ResponseCache;
  readonly #pool: FilePool;
  readonly #renders: RenderQueue<Buffer, Rendered>;
  /** Large bodies (caller images) render off the event loop (see RenderPool). */
  readonly #thread: RenderPool;

  constructor(options: ArtifactsOptions) {
    const { caches } = options;
    const maxRequestBytes = EDGE.responseCacheMaxRequestBytes;
    this.#answers = new ResponseCache({ maxRequestBytes, region: caches.region("responses") });
    this.#files = new ResponseCache({ maxRequestBytes, region: caches.region("file-responses") });
    const helperBytes = helperThreadBudget(caches.maxBytes);
    this.#thread = new RenderPool({ cacheBytes: helperBytes });
    this.#pool = new FilePool({
      cacheBytes: helperBytes,
      threads: options.fileThreads,
      maxQueue: options.fileThreads * EDGE.fileQueuePerThread,
    });
    // Renders wait for the turn's others and run with them (see RenderQueue).
    this.#renders = new RenderQueue((raw: Buffer): Rendered => {
      const text = raw.toString("utf8");
      const request = validateGenerateText(text);
      const result = generate(request, defaultFontBook(), { imageUrl: imageUrlsOfText(text) });
      const body = staticBody(result.body, result.mediaType, "fast");
      const { source } = result;
      return { headers: result.headers, body, ...(source ? { output: source.output, source } : {}) };
    }, EDGE.renderSliceMs);
  }

  #render(raw: Buffer): Promise<Rendered> {
    if (raw.byteLength < EDGE.renderThreadFromBytes) return this.#renders.run(raw);
    return this.#thread.run(raw).then(({ headers, mediaType, body, source }) => ({
      headers,
      body: staticBody(body, mediaType, "fast"),
      ...(source ? { output: source.output, source } : {}),
    }));
  }

  /** The answer to a generate body as the file `pick` chooses; `output` says whether it may be negotiated. */
  async answer(raw: Buffer, pick: FilePicker, scale: RasterScale): Promise<CachedResponse> {
    const key = this.#answers.keyOf(raw);
    let rendered: Rendered | undefined = key === undefined ? undefined : this.#answers.get(key);
    if (!rendered) {
      const fresh = await this.#render(raw);
      // What is kept is the answer: the SVG behind it is made again for a file, whose own answer is kept.
      if (key !== undefined && this.#answers.admits(key)) {
        const { headers, body, output } = fresh;
        this.#answers.set(key, output ? { headers, body, output } : { headers, body });
      }
      rendered = fresh;
    }
    const format = pick(rendered);
    if (format === "svg") return rendered;
    const fileKey = key === undefined ? undefined : `${key}:${format}@${scale}`;
    const kept = fileKey === undefined ? undefined : this.#files.get(fileKey);
    if (kept) return kept;
    const source = rendered.source ?? ((await this.#render(raw)).source as SvgSource);
    const file = { ...(await fileAnswer(this.#pool, source, format, scale)), output: source.output };
    if (fileKey !== undefined && this.#files.admits(fileKey)) this.#files.set(fileKey, file);
    return file;
  }

  /** A deck validated and drawn in the file pool (see deck-task.ts). */
  deck(task: DeckTask): Promise<DeckOutcome> {
    return this.#pool.deck(task);
  }

  /**
   * A Studio document's file (see document-task.ts), drawn in the file pool and kept like other files: a
   * document's URL is fetched again and again (every share of a page fetches its og:image). Throws the body's
   * refusal.
   */
  async document(task: DocumentTask): Promise<CachedResponse> {
    const { kind, format, page, scale, text } = task;
    const key = this.#files.keyOf(Buffer.from(`${kind}\n${format}\n${page}\n${scale}\n${text}`));
    const kept = key === undefined ? undefined : this.#files.get(key);
    if (kept) return kept;
    const file = fileOf(await this.#pool.document(task));
    const answer: CachedResponse = {
      headers: { "content-disposition": `inline; filename="${file.filename}"` },
      body: staticBody(file.bytes, FILE_MEDIA_TYPES[format], "fast"),
    };
    if (key !== undefined && this.#files.admits(key)) this.#files.set(key, answer);
    return answer;
  }

  /** The server is closing: renders still waiting for the thread are answered 503 (see RenderPool). */
  shed(): void {
    this.#thread.shed();
  }

  async close(): Promise<void> {
    await Promise.all([this.#pool.close(), this.#thread.close()]);
  }
}
