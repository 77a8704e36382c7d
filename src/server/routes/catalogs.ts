// The read-only catalogs: materials, identities, elements, labs, the Studio catalog, and surface texture
// maps. Documents are built and encoded once; texture maps on first request, then kept.
import type { FastifyInstance } from "fastify";
import type { CacheSet } from "../../cache/cache-set.js";
import { Lru } from "../../cache/lru.js";
import { type CacheRegionName, defaultCaches } from "../../cache/regions.js";

import { ELEMENT_CATEGORIES, ELEMENTS, generatePathFor, httpFileOf } from "../../catalog/elements/index.js";
import { identitySummaries } from "../../catalog/identities/index.js";
import { LABS } from "../../catalog/labs/index.js";
import { materialsCatalog } from "../../catalog/materials/index.js";
import { STUDIO_TOOLS } from "../../catalog/studio-tools/index.js";
import {
  SURFACE_ASSETS,
  SURFACE_MAPS,
  type SurfaceMap,
  surfaceAssetById,
} from "../../catalog/surfaces/index.js";
import { ApiError } from "../../contract/api-error.js";
import { RESOURCE_PATHS } from "../../contract/index.js";
import { TEXTURE_CACHE_CONTROL } from "../../policy/cache-control.js";
import { surfaceMapPng, TEXTURE_SIZE } from "../../textures/maps.js";
import { type StaticBody, sendStatic, staticBody } from "../static-response.js";

const CATALOG_SCHEMA_VERSION = 1;

const textureUrl = (assetId: string, map: string) => `/api/surface-textures/${assetId}/${map}`;

export const identitiesDocument = () => {
  const identities = identitySummaries();
  return { schemaVersion: CATALOG_SCHEMA_VERSION, count: identities.length, identities };
};

export const elementsDocument = () => ({
  schemaVersion: CATALOG_SCHEMA_VERSION,
  count: ELEMENTS.length,
  generatable: ELEMENTS.filter((element) => element.generation).length,
  categories: ELEMENT_CATEGORIES.map((id) => ({
    id,
    count: ELEMENTS.filter((e) => e.category === id).length,
  })),
  elements: ELEMENTS.map((element) => {
    const format = httpFileOf(element);
    return {
      ...element,
      brief: { kind: "element-brief", elementId: element.id },
      ...(format ? { file: { format, post: generatePathFor(format) } } : {}),
    };
  }),
});

export const labsDocument = () => ({ schemaVersion: CATALOG_SCHEMA_VERSION, count: LABS.length, labs: LABS });

export const studioCatalogDocument = () => ({
  schemaVersion: CATALOG_SCHEMA_VERSION,
  tools: STUDIO_TOOLS.map((tool) => ({ ...tool, url: `${RESOURCE_PATHS.studio}?tool=${tool.id}` })),
  resources: RESOURCE_PATHS,
  shaders: {
    count: materialsCatalog.count,
    engines: materialsCatalog.engines,
    categories: materialsCatalog.categories,
    defaults: materialsCatalog.defaults,
    lookPresets: materialsCatalog.lookPresets.map(({ id, name, materialId }) => ({ id, name, materialId })),
    catalog: RESOURCE_PATHS.materials,
  },
  surfaces: {
    count: SURFACE_ASSETS.length,
    maps: SURFACE_MAPS,
    size: TEXTURE_SIZE,
    assets: SURFACE_ASSETS.map((asset) => ({
      ...asset,
      textures: Object.fromEntries(SURFACE_MAPS.map((map) => [map, textureUrl(asset.id, map)])),
    })),
  },
});

/** Estimated bytes of a kept texture besides its PNG (key, headers, ETag). */
const TEXTURE_ENTRY_BYTES = 1024;

export interface CatalogRoutesOptions {
  /** Default: this thread's set (cache/regions.ts). */
  caches?: CacheSet<CacheRegionName>;
}

export async function catalogRoutes(
  app: FastifyInstance,
  { caches = defaultCaches() }: CatalogRoutesOptions = {},
): Promise<void> {
  const documents: Record<string, StaticBody> = {
    "/api/materials": staticBody(materialsCatalog),
    "/api/identities": staticBody(identitiesDocument()),
    "/api/elements": staticBody(elementsDocument()),
    "/api/labs": staticBody(labsDocument()),
    "/api/catalog": staticBody(studioCatalogDocument()),
  };
  for (const [path, body] of Object.entries(documents)) {
    app.get(path, async (request, reply) => sendStatic(request, reply, body));
  }

  // Drawn on first request (512 px PNGs, 50 of them); kept in region "surface-textures" of the cache set.
  const textures = new Lru<StaticBody>(caches.region("surface-textures"));
  app.get("/api/surface-textures/:assetId/:map", async (request, reply) => {
    const { assetId, map } = request.params as { assetId: string; map: string };
    const asset = surfaceAssetById(assetId);
    if (!asset) {
      throw new ApiError(
        "not_found",
        `no surface asset ${JSON.stringify(assetId)}; assets: ${SURFACE_ASSETS.map((a) => a.id).join(", ")}`,
        "assetId",
      );
    }
    if (!(SURFACE_MAPS as readonly string[]).includes(map)) {
      throw new ApiError(
        "not_found",
        `no map ${JSON.stringify(map)}; maps: ${SURFACE_MAPS.join(", ")}`,
        "map",
      );
    }
    const key = `${asset.id}/${map}`;
    let body = textures.get(key);
    if (!body) {
      body = staticBody(surfaceMapPng(asset, map as SurfaceMap), "image/png");
      textures.set(key, body, TEXTURE_ENTRY_BYTES + body.identity.body.byteLength);
    }
    return sendStatic(request, reply, body, TEXTURE_CACHE_CONTROL);
  });
}
