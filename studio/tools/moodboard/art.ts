// Each tile's picture for the board renderer: backgrounds and templates drawn by POST /api/generate's own
// generate (the bytes the Surface and template tools export), materials as stills from the page's WebGL
// renderer, uploads measured for their aspect. Kept by what they depend on, so an edit redraws only its tile.
import { materialById } from "../../../src/catalog/materials/index.js";
import {
  type GenerateRequest,
  type IdentityInput,
  MOODBOARD_BOARD_WIDTH,
  type MoodboardDocument,
  type MoodboardTile,
} from "../../../src/contract/index.js";
import { generate } from "../../../src/generate/generate.js";
import { validateGenerateRequest } from "../../../src/generate/validate.js";
import { boardLayout, type TileArt, tileAspects } from "../../../src/render/moodboard/index.js";
import { canonicalJson } from "../../../src/svg/ids.js";
import { StudioError } from "../../runtime/errors.js";
import type { ToolContext } from "../types.js";
import { backgroundRequest, templateRequest } from "./document.js";

/** A material still's aspect (height over width): a landscape frame. */
const MATERIAL_ASPECT = 0.75;
/** Pictures kept: a board's worth, and the last few edits of each. */
const KEPT = 64;
const LARGEST_STILL = 2400;

type MaterialTile = Extract<MoodboardTile, { kind: "material" }>;

/** How the pictures are wanted: `scale` device pixels per board unit for stills; `late` is called when a
 * still the preview went without is ready (exports wait for every one instead). */
export interface ArtRequest {
  scale: number;
  late?: () => void;
}

/** A small map that forgets its oldest entries. */
class Kept<V> {
  readonly #map = new Map<string, V>();
  get(key: string): V | undefined {
    return this.#map.get(key);
  }
  set(key: string, value: V): V {
    this.#map.delete(key);
    this.#map.set(key, value);
    if (this.#map.size > KEPT) this.#map.delete(this.#map.keys().next().value as string);
    return value;
  }
  delete(key: string): void {
    this.#map.delete(key);
  }
}

export class BoardArt {
  readonly #svgs = new Kept<Promise<TileArt>>();
  readonly #images = new Kept<Promise<TileArt>>();
  readonly #stills = new Kept<Promise<string>>();
  /** Stills already drawn, by key (the preview shows them without waiting). */
  readonly #drawn = new Map<string, string>();
  /** Why stills could not be drawn (no WebGL2), by key: the preview says so in the tile. */
  readonly #failed = new Map<string, string>();

  constructor(private readonly context: ToolContext) {}

  /** The pictures of `doc`'s tiles, in order. */
  async arts(doc: MoodboardDocument, request: ArtRequest): Promise<TileArt[]> {
    const identity = doc.identity;
    const firsts = await Promise.all(doc.items.map((item) => this.#first(item, identity)));
    // Stills are drawn at the size their tile takes on the board.
    const layout = boardLayout(doc, tileAspects(doc.items, firsts));
    return Promise.all(
      doc.items.map(async (item, i) => {
        const art = firsts[i] as TileArt;
        if (item.kind !== "material") return art;
        const width = Math.min(
          LARGEST_STILL,
          Math.max(16, Math.round((layout.boxes[i]?.width ?? 400) * request.scale)),
        );
        return this.#material(item, width, Math.round(width * MATERIAL_ASPECT), request);
      }),
    );
  }

  /** A tile's picture, or for a material its aspect and name (its still is drawn once its size is known). */
  #first(item: MoodboardTile, identity: IdentityInput): Promise<TileArt> {
    switch (item.kind) {
      case "background":
        return this.#generated(backgroundRequest(item, identity), "Background");
      case "template":
        return this.#generated(templateRequest(item, identity), `Template ${item.template}`);
      case "image":
        return this.#image(item.dataUrl);
      case "material":
        return Promise.resolve({ width: 4, height: 4 * MATERIAL_ASPECT, label: materialName(item) });
      case "swatch":
        return Promise.resolve({ width: 4, height: 3, label: item.role });
    }
  }

  #generated(body: Record<string, unknown>, label: string): Promise<TileArt> {
    const key = canonicalJson(body);
    const kept = this.#svgs.get(key);
    if (kept) return kept;
    const made = (async (): Promise<TileArt> => {
      const request = validateGenerateRequest(body) as GenerateRequest;
      // The request's words decide which fallback fonts (scripts, CJK slices) to fetch.
      const texts = request.kind === "template" ? [request.title ?? "", request.body ?? ""] : [];
      const result = generate(request, await this.context.fonts([], texts));
      const source = result.source;
      if (!source) throw new Error("a board tile's artifact is not an SVG");
      return { svg: String(source.svg), width: source.width, height: source.height, label };
    })();
    // A failed drawing is not kept: the next render tries again.
    made.catch(() => this.#svgs.delete(key));
    return this.#svgs.set(key, made);
  }

  #image(dataUrl: string): Promise<TileArt> {
    const kept = this.#images.get(dataUrl);
    if (kept) return kept;
    const measured = (async (): Promise<TileArt> => {
      const image = new Image();
      image.src = dataUrl;
      await image.decode();
      return {
        image: dataUrl,
        width: image.naturalWidth || 4,
        height: image.naturalHeight || 3,
        label: "Uploaded image",
      };
    })();
    return this.#images.set(dataUrl, measured);
  }

  async #material(tile: MaterialTile, width: number, height: number, request: ArtRequest): Promise<TileArt> {
    const { caption: _caption, place: _place, ...look } = tile;
    const key = `${canonicalJson(look)}@${width}x${height}`;
    const art = (image?: string, label = materialName(tile)): TileArt => ({
      ...(image ? { image } : {}),
      width,
      height,
      label,
    });
    const drawn = this.#drawn.get(key);
    if (drawn) return art(drawn);
    const failed = this.#failed.get(key);
    if (failed && request.late) return art(undefined, failed);
    let still = this.#stills.get(key);
    if (!still) {
      still = import("../material-still.js").then(({ materialStill }) => materialStill(tile, width, height));
      this.#stills.set(key, still);
      still.then(
        (url) => this.#drawn.set(key, url),
        (error: unknown) => {
          this.#stills.delete(key);
          this.#failed.set(key, `${materialName(tile)}: ${StudioError.from(error).message}`);
        },
      );
    }
    if (!request.late) {
      try {
        return art(await still);
      } catch (error) {
        throw StudioError.from(error);
      }
    }
    // The preview goes on without it and is drawn again once it is ready.
    const late = request.late;
    still.then(late, late);
    return art(undefined, `Drawing ${materialName(tile)}…`);
  }
}

const materialName = (tile: MaterialTile): string => materialById(tile.materialId)?.name ?? tile.materialId;

/** Board units to device pixels for an export `width` pixels wide. */
export const scaleFor = (width: number): number => width / MOODBOARD_BOARD_WIDTH;
