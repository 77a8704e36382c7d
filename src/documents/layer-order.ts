/**
 * Where a new layer goes by default in a Design Lab layer list (back to front). An effect post-processes the
 * layers below it, so it sits above the shaders and below the marks and text it would otherwise dither into
 * illegibility; a new shader joins the shaders, above the existing ones and below everything else.
 */
export type OrderedLayer = { readonly type: string };

/** The index a new layer of `type` is inserted at (the list keeps its order otherwise). */
export function defaultInsertIndex(layers: readonly OrderedLayer[], type: string): number {
  if (type === "shader") {
    const lastShader = layers.map((layer) => layer.type).lastIndexOf("shader");
    return lastShader + 1;
  }
  if (type === "effect") {
    const firstFront = layers.findIndex((layer) => layer.type === "text" || layer.type === "brand-mark");
    return firstFront === -1 ? layers.length : firstFront;
  }
  return layers.length;
}

/** `layers` with `layer` inserted at its default position. */
export function insertAtDefault<T extends OrderedLayer>(layers: readonly T[], layer: T): T[] {
  const at = defaultInsertIndex(layers, layer.type);
  return [...layers.slice(0, at), layer, ...layers.slice(at)];
}
