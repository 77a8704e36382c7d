// The material ids a Design Lab v4 source names, with their paths: each shader layer's, and each text or
// brand-mark layer's fill. The schema cannot know the catalog, so whoever reads a document (the Studio, the
// export jobs) checks these against it, in the input's own paths.

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every non-empty string material id in `input.layers`, by path (`layers.2.fill.materialId`). */
export function layerMaterialIds(input: unknown): { path: string; id: string }[] {
  const layers = isObject(input) && Array.isArray(input.layers) ? input.layers : [];
  return layers.flatMap((layer, index) => {
    if (!isObject(layer)) return [];
    const found: { path: string; id: string }[] = [];
    if (typeof layer.materialId === "string" && layer.materialId !== "")
      found.push({ path: `layers.${index}.materialId`, id: layer.materialId });
    const fill = layer.fill;
    if (isObject(fill) && typeof fill.materialId === "string" && fill.materialId !== "")
      found.push({ path: `layers.${index}.fill.materialId`, id: fill.materialId });
    return found;
  });
}
