// The PDF title of an SVG artifact, one function for every edge that makes PDFs (server, MCP, CLI), so the
// same request gives the same PDF bytes everywhere.

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** The text of the SVG's first <title> (a template's title, "… background"): the PDF's title. */
export function titleOf(svg: string): string {
  const text = /<title\b[^>]*>([^<]*)<\/title>/u.exec(svg)?.[1] ?? "";
  return text.replace(/&(amp|lt|gt|quot|apos|#x[0-9a-f]+|#[0-9]+);/giu, (entity, name: string) =>
    name.startsWith("#")
      ? String.fromCodePoint(Number.parseInt(name.slice(name[1] === "x" ? 2 : 1), name[1] === "x" ? 16 : 10))
      : (ENTITIES[name] ?? entity),
  );
}
