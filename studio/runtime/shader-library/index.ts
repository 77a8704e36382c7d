// The Shader Library: one panel for every tool that uses materials (the catalog's `sharedBy`) — search by
// name, description or engine; filter by category and engine; sort by quality or name; choose from live
// thumbnails; apply the catalog's looks and palettes (and the identity's own palette) in one click.

import { MATERIAL_ENGINES, materialsCatalog } from "../../../src/catalog/materials/index.js";
import type { MaterialRecord, Palette } from "../../../src/catalog/materials/types.js";
import { sameHex } from "../../../src/color/rgb.js";
import type { Control } from "../controls.js";
import { type ThumbnailGrid, thumbnailGrid } from "./thumbnails.js";

export const MATERIAL_LABEL = "Material";
export const IDENTITY_PALETTE = "identity";
const SORTS = ["quality", "name"] as const;

interface Filters {
  search: string;
  category: string;
  engine: string;
  sort: (typeof SORTS)[number];
}

export interface ShaderLibrary {
  /** Search, filters, sort and the material grid, in `section`. */
  materialControls(
    section: string,
    selected: string | undefined,
    choose: (id: string) => Promise<void>,
  ): Control[];
  /** The ids the filters let through, in the chosen order. */
  visible(): string[];
  dispose(): void;
}

const MATERIALS = materialsCatalog.materials;

/** Every word of the search in the material's name, description or engine. */
const matches = (material: MaterialRecord, search: string) => {
  const haystack = `${material.name} ${material.description} ${material.engine} ${material.id}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/u)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
};

export function createShaderLibrary(): ShaderLibrary {
  const filters: Filters = { search: "", category: "all", engine: "", sort: "quality" };
  const grids = new Set<ThumbnailGrid>();

  const visible = () =>
    MATERIALS.filter(
      (material) =>
        (filters.category === "all" || material.category === filters.category) &&
        (filters.engine === "" || material.engine === filters.engine) &&
        matches(material, filters.search),
    )
      .sort((a, b) =>
        filters.sort === "name" ? a.name.localeCompare(b.name) : b.qualityScore - a.qualityScore,
      )
      .map((material) => material.id);

  const filter =
    <K extends keyof Filters>(key: K) =>
    (value: unknown) => {
      filters[key] = String(value ?? (key === "category" ? "all" : "")) as Filters[K];
    };

  return {
    visible,
    materialControls(section, selected, choose) {
      const count = visible().length;
      return [
        {
          label: "Search materials",
          kind: "text",
          value: filters.search,
          enabled: true,
          section,
          hint: `${count} of ${MATERIALS.length} materials; by name, description or engine`,
          commit: filter("search"),
        },
        {
          label: "Category",
          kind: "select",
          value: filters.category,
          options: materialsCatalog.categories.map((category) => category.id),
          optionLabels: Object.fromEntries(materialsCatalog.categories.map((c) => [c.id, c.label])),
          enabled: true,
          section,
          commit: filter("category"),
        },
        {
          label: "Engine",
          kind: "select",
          value: filters.engine,
          options: ["", ...MATERIAL_ENGINES],
          emptyLabel: "All engines",
          enabled: true,
          section,
          commit: filter("engine"),
        },
        {
          label: "Sort",
          kind: "select",
          value: filters.sort,
          options: SORTS,
          enabled: true,
          section,
          commit: filter("sort"),
        },
        {
          label: MATERIAL_LABEL,
          kind: "select",
          value: selected,
          options: MATERIALS.map((material) => material.id),
          optionLabels: Object.fromEntries(MATERIALS.map((material) => [material.id, material.name])),
          enabled: true,
          section,
          commit: (value) => choose(String(value)),
          widget: (commit) => {
            // One grid is on the page at a time: a rebuilt inspector replaces the last one.
            for (const previous of grids) previous.dispose();
            grids.clear();
            const grid = thumbnailGrid(MATERIALS, visible, commit);
            grids.add(grid);
            return grid;
          },
        },
      ];
    },
    dispose() {
      for (const grid of grids) grid.dispose();
      grids.clear();
    },
  };
}

/** The catalog's palettes and the identity's own, as a control that applies three colours at once. */
export function paletteControl(
  section: string,
  identityColors: readonly [string, string, string],
  current: readonly string[],
  apply: (colors: readonly [string, string, string]) => Promise<void>,
): Control {
  const palettes: readonly Palette[] = [
    ...materialsCatalog.palettes,
    {
      id: IDENTITY_PALETTE,
      name: "Identity",
      description: "The identity's own gradient colours.",
      colors: identityColors,
    },
  ];
  const same = (colors: readonly string[]) => colors.every((color, i) => sameHex(color, current[i]));
  return {
    label: "Palette",
    kind: "select",
    value: palettes.find((palette) => same(palette.colors))?.id ?? "",
    options: ["", ...palettes.map((palette) => palette.id)],
    optionLabels: Object.fromEntries(palettes.map((palette) => [palette.id, palette.name])),
    emptyLabel: "Custom colours",
    enabled: true,
    section,
    hint: "sets the three colours at once",
    commit: async (value) => {
      const palette = palettes.find((entry) => entry.id === value);
      if (palette) await apply(palette.colors);
    },
  };
}
