// /studio: the built Studio (dist/studio, made by `npm run build`) and the font files its type engine
// fetches. The built Studio is read once at startup and served from memory with ETags; font files are read
// from disk when asked for, and the most recently asked kept within a byte budget. The page carries a
// Content-Security-Policy derived from what the built page holds (security-headers.ts).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { extname, join, relative } from "node:path";
import type { FastifyInstance } from "fastify";
import type { CacheSet } from "../../cache/cache-set.js";
import { Lru } from "../../cache/lru.js";
import { type CacheRegionName, defaultCaches } from "../../cache/regions.js";
import { ApiError } from "../../contract/api-error.js";
import { pageHeaders, studioPolicy } from "../../policy/security-headers.js";
import { packageRoot } from "../package-root.js";
import { type StaticBody, sendStatic, staticBody } from "../static-response.js";

const MEDIA_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".json": "application/json",
};
const IMMUTABLE = "public, max-age=31536000, immutable";
/** A bundled font file the type engine may ask for. */
const FONT_FILE = /^@fontsource\/[a-z0-9-]+\/files\/[a-z0-9-]+\.woff2$/u;
/**
 * Font files are kept in memory (each ~30 KB, a few up to ~1 MB) in region "studio-fonts" of the cache set
 * (2 MB at the default budget), most recently asked first. Every bundled font file is ~104 MB (3,929 files):
 * kept once asked for, as before, they stayed in every worker for good. A file asked for again after it went
 * is read from disk again (an OS-cached read of a few hundred microseconds); its ETag, a hash of its bytes, is
 * the same. Browsers keep them (immutable), and a page sets its text from a few dozen ~30 KB subsets.
 */
export interface StudioRoutesOptions {
  /** Default: this thread's set (cache/regions.ts). */
  caches?: CacheSet<CacheRegionName>;
}
/** Estimated bytes of a kept font besides its body: its name, ETag and the objects holding them. */
const FONT_ENTRY_BYTES = 512;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export async function studioRoutes(
  app: FastifyInstance,
  { caches = defaultCaches() }: StudioRoutesOptions = {},
): Promise<void> {
  const root = packageRoot();
  const built = join(root, "dist", "studio");
  const files = new Map<string, StaticBody>();
  if (existsSync(built)) {
    for (const file of filesUnder(built)) {
      const type = MEDIA_TYPES[extname(file)] ?? "application/octet-stream";
      files.set(relative(built, file).split("\\").join("/"), staticBody(readFileSync(file), type));
    }
  }
  const require = createRequire(join(root, "package.json"));
  const fonts = new Lru<StaticBody>(caches.region("studio-fonts"));

  const page = files.get("index.html");
  const pagePolicy = page ? pageHeaders(studioPolicy(page.identity.body.toString("utf8"))) : {};
  const sendPage = async (
    request: Parameters<typeof sendStatic>[0],
    reply: Parameters<typeof sendStatic>[1],
  ) => {
    if (!page)
      throw new ApiError(
        "internal_error",
        "the Studio is not built: run `npm run build` (npm start does it)",
      );
    // The page names its hashed assets, so it must be revalidated; the assets never change.
    return sendStatic(request, reply.headers(pagePolicy), page, "no-cache");
  };
  // `/studio/` too: the app ignores a trailing slash.
  app.get("/studio", sendPage);

  app.get("/studio/fonts/*", async (request, reply) => {
    const file = (request.params as { "*": string })["*"];
    if (!FONT_FILE.test(file)) throw new ApiError("not_found", `no font file ${file}`, "path");
    let body = fonts.get(file);
    if (!body) {
      let path: string;
      try {
        path = require.resolve(file);
      } catch {
        throw new ApiError("not_found", `no font file ${file}`, "path");
      }
      body = staticBody(await readFile(path), "font/woff2");
      fonts.set(file, body, FONT_ENTRY_BYTES + file.length + body.identity.body.byteLength);
    }
    return sendStatic(request, reply, body, IMMUTABLE);
  });

  app.get("/studio/assets/*", async (request, reply) => {
    const name = `assets/${(request.params as { "*": string })["*"]}`;
    const body = files.get(name);
    if (!body) throw new ApiError("not_found", `no Studio file ${name}`, "path");
    return sendStatic(request, reply, body, IMMUTABLE);
  });
}
