// Resources: every docs page as markdown (`marque://docs/{path}`) and each catalog as JSON
// (`marque://catalog/{name}`), listed in resources/list and read by resources/read.
import type { Resource } from "@modelcontextprotocol/sdk/types.js";
import { ELEMENTS } from "../catalog/elements/index.js";
import { identitySummaries } from "../catalog/identities/index.js";
import { materialsCatalog } from "../catalog/materials/index.js";
import type { DocsPages } from "../docs/served.js";

export const DOCS_PREFIX = "marque://docs/";
export const CATALOG_PREFIX = "marque://catalog/";

/** A page's resource; a search hit's section stays as the fragment (`…/template#fields`). */
export const docResourceUri = (path: string): string => `${DOCS_PREFIX}${path}`;

const CATALOGS = {
  identities: {
    description: "every built-in identity: colours, type, proof assets",
    read: identitySummaries,
  },
  elements: { description: "every brand element an element brief can resolve", read: () => ELEMENTS },
  materials: {
    description: "every shader material with its engine and settings",
    read: () => materialsCatalog,
  },
} as const satisfies Record<string, { description: string; read: () => unknown }>;

export function listedResources(site: DocsPages): Resource[] {
  return [
    ...Object.entries(CATALOGS).map(([name, { description }]) => ({
      uri: `${CATALOG_PREFIX}${name}`,
      name: `${name} catalog`,
      description,
      mimeType: "application/json",
    })),
    ...site.pages.map((page) => ({
      uri: docResourceUri(page.path),
      name: page.title,
      description: page.description,
      mimeType: "text/markdown",
    })),
  ];
}

/** A docs page's markdown or a catalog's JSON, or undefined when the URI names neither. */
export function readListed(site: DocsPages, uri: string): { mimeType: string; text: string } | undefined {
  if (uri.startsWith(DOCS_PREFIX)) {
    const page = site.page(uri.slice(DOCS_PREFIX.length).replace(/#.*$/su, ""));
    return page && { mimeType: "text/markdown", text: page.markdown };
  }
  if (uri.startsWith(CATALOG_PREFIX)) {
    const name = uri.slice(CATALOG_PREFIX.length);
    const catalog = Object.hasOwn(CATALOGS, name) ? CATALOGS[name as keyof typeof CATALOGS] : undefined;
    return catalog && { mimeType: "application/json", text: JSON.stringify(catalog.read()) };
  }
  return undefined;
}
