// Builds the search index (search.ts searches it): an entry for each docs page and section, material,
// element, identity, surface asset, Studio tool and endpoint, serialized as the JSON a server loads.
import MiniSearch from "minisearch";
import { ELEMENTS } from "../catalog/elements/index.js";
import { identitySummaries } from "../catalog/identities/index.js";
import { materialsCatalog } from "../catalog/materials/index.js";
import { STUDIO_TOOLS } from "../catalog/studio-tools/index.js";
import { SURFACE_ASSETS } from "../catalog/surfaces/index.js";
import { RESOURCE_PATHS } from "../contract/index.js";
import { ENDPOINTS } from "./endpoints.js";
import { plainText } from "./markdown.js";
import { type Entry, INDEX_OPTIONS, loadSearch, type Search, type Shown } from "./search.js";
import { type DocPage, docUrl } from "./site.js";

/** A page is indexed by its title, description and introduction; each `##`/`###` section on its own. */
function docEntries(page: DocPage): Entry[] {
  const intro = page.markdown.split(/^##\s/mu)[0] ?? "";
  return [
    {
      key: `doc:${page.path}`,
      type: "doc",
      id: page.path,
      title: page.title,
      url: docUrl(page.path),
      keywords: page.path.replace(/[/-]/gu, " "),
      text: plainText(`${page.description}\n${intro.replace(/^# .*$/mu, "")}`),
    },
    ...page.sections.map((section) => ({
      key: `doc:${page.path}#${section.anchor}`,
      type: "doc" as const,
      id: `${page.path}#${section.anchor}`,
      title: `${page.title}: ${section.title}`,
      url: `${docUrl(page.path)}#${section.anchor}`,
      keywords: "",
      text: plainText(section.markdown.replace(/^#+ .*$/mu, "")),
    })),
  ];
}

/**
 * Where a catalog record is shown to a reader: the docs section whose table has a row for it (its id in code in
 * the first cell), else the JSON catalog itself. A fragment on a JSON document would point nowhere.
 */
function listing(pages: readonly DocPage[], catalog: string): (id: string) => string {
  return (id) => {
    for (const page of pages) {
      const section = page.sections.find((s) => s.markdown.includes(`\n| \`${id}\` |`));
      if (section) return `${docUrl(page.path)}#${section.anchor}`;
    }
    return catalog;
  };
}

function entries(pages: readonly DocPage[]): Entry[] {
  const materialUrl = listing(pages, RESOURCE_PATHS.materials);
  const elementUrl = listing(pages, RESOURCE_PATHS.elements);
  const identityUrl = listing(pages, RESOURCE_PATHS.identities);
  const surfaceUrl = listing(pages, RESOURCE_PATHS.catalog);
  return [
    ...pages.flatMap(docEntries),
    ...materialsCatalog.materials.map((m) => ({
      key: `material:${m.id}`,
      type: "material" as const,
      id: m.id,
      title: m.name,
      url: materialUrl(m.id),
      keywords: `${m.id} ${m.engine} ${m.category} material shader`,
      text: m.description,
    })),
    ...ELEMENTS.map((e) => ({
      key: `element:${e.id}`,
      type: "element" as const,
      id: e.id,
      title: e.name,
      url: elementUrl(e.id),
      keywords: `${e.id} ${e.category} ${e.format} ${e.keywords.join(" ")}`,
      text: e.description,
    })),
    ...identitySummaries().map((i) => ({
      key: `identity:${i.id}`,
      type: "identity" as const,
      id: i.id,
      title: i.name,
      url: identityUrl(i.id),
      keywords: `${i.id} ${i.shortName} identity ${i.proofAssets.map((a) => `${a.id} ${a.name}`).join(" ")}`,
      text: `${i.tagline} ${i.description}`,
    })),
    ...SURFACE_ASSETS.map((a) => ({
      key: `surface:${a.id}`,
      type: "surface" as const,
      id: a.id,
      title: a.name,
      url: surfaceUrl(a.id),
      keywords: `${a.id.replace(/-/gu, " ")} surface texture material ${a.metallic ? "metal" : ""}`,
      text: a.description,
    })),
    ...STUDIO_TOOLS.map((t) => ({
      key: `tool:${t.id}`,
      type: "tool" as const,
      id: t.id,
      title: t.name,
      url: `${RESOURCE_PATHS.studio}?tool=${t.id}`,
      keywords: `${t.id} studio tool ${t.generates ?? ""} ${t.exports.join(" ")}`,
      text: t.description,
    })),
    ...ENDPOINTS.map((e) => ({
      key: `endpoint:${e.method} ${e.path}`,
      type: "endpoint" as const,
      id: `${e.method} ${e.path}`,
      title: `${e.method} ${e.path}`,
      url: e.example,
      keywords: "endpoint api",
      text: e.purpose,
    })),
  ];
}

/** The index and what its results show, as the JSON a server loads (written by `npm run build`). */
export function serializeSearch(pages: readonly DocPage[]): string {
  const all = entries(pages);
  const index = new MiniSearch<Entry>(INDEX_OPTIONS);
  index.addAll(all);
  const shown: Shown[] = all.map((e) => [e.type, e.id, e.title, e.url, e.text]);
  return JSON.stringify({ keys: all.map((e) => e.key), shown, index });
}

/** Builds the index once; the returned function ranks entries for a query (prefix and fuzzy matching). */
export function createSearch(pages: readonly DocPage[]): Search {
  return loadSearch(serializeSearch(pages));
}
