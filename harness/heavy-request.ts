// The heaviest valid generate request there is, short of the body limit: a partnership graphic whose custom
// identity logo, partner logo and background image are each a ~970 KB SVG of thousands of shapes (under the
// contract's SVG bounds), ~3.9 MB in all. Used by `npm run heavy` and the heavy-load regression test.

/** A valid SVG of `bytes` (about) made of small shapes; `seed` makes its content distinct. */
export function heavySvg(bytes: number, seed = 0): string {
  const shapes: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes - 200 && i < 9_000; i++) {
    const n = i + seed;
    const colour = ((n * 2_654_435_761) >>> 8).toString(16).padStart(6, "0").slice(0, 6);
    const shape = `<path d="M${n % 1000} ${(n * 7) % 1000} L${(n * 3) % 1000} ${(n * 11) % 1000} L${(n * 5) % 1000} ${(n * 13) % 1000} Z" fill="#${colour}" stroke="#102030" stroke-width="0.5" opacity="0.5"/>`;
    shapes.push(shape);
    size += shape.length;
  }
  const filler = Math.max(0, bytes - size - 120);
  const pad = filler > 0 ? `<desc>${"x".repeat(filler)}</desc>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 ${1000 + seed}">${pad}${shapes.join("")}</svg>`;
}

const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

/** The request body as sent (JSON text): three SVGs of `svgBytes` each; `seed` makes the request distinct. */
export function heavyRequestBody(svgBytes = 970_000, seed = 0): string {
  return JSON.stringify({
    kind: "template",
    template: "partnership",
    output: "json",
    identity: { preset: "custom", name: "Heavy", logoDataUrl: svgDataUrl(heavySvg(svgBytes, 3 * seed)) },
    title: "A heavy partnership",
    backgroundImageDataUrl: svgDataUrl(heavySvg(svgBytes, 3 * seed + 1)),
    partnerLogoDataUrl: svgDataUrl(heavySvg(svgBytes, 3 * seed + 2)),
  });
}
