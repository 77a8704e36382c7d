// The title an SVG artifact carries in its first <title> (a template's title, "… background"): a PDF's title,
// and a deck page's outline entry and label.

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** The text of the SVG's first <title>, its entities decoded; "" when it has none. */
export function svgTitle(svg: string): string {
  const text = /<title\b[^>]*>([^<]*)<\/title>/u.exec(svg)?.[1] ?? "";
  return text.replace(/&(amp|lt|gt|quot|apos|#x[0-9a-f]+|#[0-9]+);/giu, (entity, name: string) =>
    name.startsWith("#")
      ? String.fromCodePoint(Number.parseInt(name.slice(name[1] === "x" ? 2 : 1), name[1] === "x" ? 16 : 10))
      : (ENTITIES[name] ?? entity),
  );
}
