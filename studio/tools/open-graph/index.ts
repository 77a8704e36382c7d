// Open Graph: a page's social preview images — its title, subtitle, URL and an optional picture on a ground
// drawn from the shared identity — at each platform's size, every image drawn by the same renderer as POST
// /api/open-graph-images (type outlined from the bundled faces). The preview shows each image as its platform
// shows it, with what the platform cuts off or covers shaded; the chosen size exports as PNG, JPG or WebP.
import { resolveIdentity } from "../../../src/catalog/identities/index.js";
import type { ResolvedIdentity } from "../../../src/catalog/identities/types.js";
import {
  chosenPlatforms,
  type IdentityInput,
  OPEN_GRAPH_DOCUMENT_KIND,
  OPEN_GRAPH_DOCUMENT_VERSION,
  OPEN_GRAPH_TOOL_EXPORTS,
  type OpenGraphDocument,
  type OpenGraphPlatform,
  openGraphDocumentSchema,
} from "../../../src/contract/index.js";
import {
  drawOpenGraphPage,
  type OpenGraphExtras,
  openGraphCopy,
  openGraphTexts,
} from "../../../src/render/open-graph/index.js";
import { canonicalJson } from "../../../src/svg/ids.js";
import { StudioError } from "../../runtime/errors.js";
import { parsedSource } from "../../runtime/source.js";
import { documentSession, sharedIdentity, startsAfresh } from "../document-session.js";
import { rasterize } from "../raster.js";
import { type Artifact, MEDIA_TYPES, type Tool, type ToolFactory } from "../types.js";
import { type OpenGraphView, openGraphControls } from "./controls.js";
import { platformFigure } from "./preview.js";
import "./open-graph.css";

const fresh = (identity: IdentityInput): OpenGraphDocument =>
  openGraphDocumentSchema.parse({
    kind: OPEN_GRAPH_DOCUMENT_KIND,
    version: OPEN_GRAPH_DOCUMENT_VERSION,
    identity,
  });

const RASTER = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" } as const;

/** A material ground's still: square, so every platform's image takes its centre (`slice`) at full resolution. */
const STILL_SIDE = 1200;

export const createOpenGraphTool: ToolFactory = async (context, saved): Promise<Tool<OpenGraphDocument>> => {
  const session = documentSession<OpenGraphDocument>(
    {
      read: (input) => ({ doc: parsedSource(openGraphDocumentSchema, input) }),
      fresh: () => fresh(context.identity()),
      ...sharedIdentity<OpenGraphDocument>(context),
      afresh: startsAfresh("Open Graph"),
    },
    context,
    saved,
  );
  const view: OpenGraphView = { exportPlatform: "open-graph", cropMarks: true };
  /** Renders started: a render's later images are drawn only while it is the latest. */
  let renders = 0;
  /** Material stills by their ground, drawn once each by WebGL (loaded only when a ground is a material). */
  const stills = new Map<string, Promise<string>>();

  const identity = (): ResolvedIdentity => resolveIdentity(session.doc().identity);
  const fonts = (resolved: ResolvedIdentity, doc: OpenGraphDocument) =>
    context.fonts([resolved.typography.mono], openGraphTexts(resolved, doc));

  /** What the renderer needs beyond the document: a material ground's still (the export waits for it). */
  const extras = async (doc: OpenGraphDocument): Promise<OpenGraphExtras> => {
    const ground = doc.ground;
    if (ground.kind !== "material") return {};
    const key = canonicalJson(ground);
    let still = stills.get(key);
    if (!still) {
      still = import("../material-still.js").then(({ materialStill }) =>
        materialStill(ground, STILL_SIDE, STILL_SIDE),
      );
      stills.set(key, still);
      still.catch(() => stills.delete(key));
    }
    try {
      return { materialStill: await still };
    } catch (error) {
      throw StudioError.of(
        "invalid_request",
        `the material could not be drawn in this browser (${StudioError.from(error).message}); choose another ground`,
        "ground",
      );
    }
  };

  /** The platform the export draws: the chosen one, or the first drawn when that one was turned off. */
  const exportPlatform = (doc: OpenGraphDocument): OpenGraphPlatform => {
    const chosen = chosenPlatforms(doc);
    if (!chosen.includes(view.exportPlatform)) view.exportPlatform = chosen[0] ?? "open-graph";
    return view.exportPlatform;
  };

  return {
    id: "open-graph",
    exports: OPEN_GRAPH_TOOL_EXPORTS,
    readSource: () => structuredClone(session.doc()),
    initialSource: () => fresh(context.identity()),
    applySource: session.apply,
    controls: () => {
      const doc = session.doc();
      exportPlatform(doc);
      return openGraphControls(doc, identity(), view, (next) => session.apply(next));
    },
    async render(element) {
      const doc = session.doc();
      const resolved = identity();
      const book = await fonts(resolved, doc);
      const copy = openGraphCopy(resolved, doc);
      const platforms = chosenPlatforms(doc);
      const run = ++renders;
      // A material's still comes later: the images are drawn on a quiet panel first, then again with it.
      const ready: OpenGraphExtras = {};
      const draw = (platform: OpenGraphPlatform, more: OpenGraphExtras) =>
        drawOpenGraphPage(platform, resolved, doc, book, more).svg;
      const figures = platforms.map((platform, i) =>
        platformFigure(platform, i === 0 ? draw(platform, ready) : "", copy, resolved.name, view.cropMarks),
      );
      element.innerHTML = `<div class="open-graph" role="region" aria-label="Social preview images as each platform shows them">${figures.join("")}</div>`;
      const shown = element.firstElementChild;
      const current = () => run === renders && element.firstElementChild === shown;
      const fill = (i: number, svg: string) => {
        const slot = shown?.children[i]?.querySelector(".og-shot");
        const first = slot?.firstElementChild;
        if (first) first.outerHTML = svg;
      };
      void (async () => {
        for (let i = 1; i < platforms.length; i++) {
          await new Promise((resolve) => setTimeout(resolve, 0));
          // A newer render, or another tool, owns the element now.
          if (!current()) return;
          fill(i, draw(platforms[i] as OpenGraphPlatform, ready));
        }
        if (doc.ground.kind !== "material") return;
        const more = await extras(doc).catch((error: unknown) => {
          context.notify(StudioError.from(error).message);
          return undefined;
        });
        if (!more || !current()) return;
        platforms.forEach((platform, i) => {
          fill(i, draw(platform, more));
        });
      })();
    },
    async artifact(format): Promise<Artifact> {
      const mimeType = RASTER[format as keyof typeof RASTER];
      if (!mimeType)
        throw StudioError.of(
          "invalid_request",
          `Open Graph exports ${OPEN_GRAPH_TOOL_EXPORTS.join(", ")}`,
          "format",
        );
      const doc = session.doc();
      const resolved = identity();
      const platform = exportPlatform(doc);
      const [book, more] = await Promise.all([fonts(resolved, doc), extras(doc)]);
      const page = drawOpenGraphPage(platform, resolved, doc, book, more);
      const blob = await rasterize(page.svg, page.width, page.height, mimeType);
      return {
        filename: `${resolved.slug}-open-graph-${platform}.${format}`,
        mimeType: MEDIA_TYPES[format],
        bytes: blob.size,
        width: page.width,
        height: page.height,
        blob,
      };
    },
  };
};
