// Do and don't lines of a brief, composed from the element's format, size and category and the identity.
import { contrastRatio } from "../../color/contrast.js";
import { DEFAULT_SLIDE_LAYOUT } from "../../contract/index.js";
import type { ResolvedIdentity } from "../identities/index.js";
import { generatePathFor, httpFileOf } from "./files.js";
import { BLEED_MM } from "./requests.js";
import type { ElementCategory, ElementFormat, ElementRecord } from "./types.js";

export interface BriefGuidance {
  do: readonly string[];
  dont: readonly string[];
}

const ratio = (a: string, b: string) => `${contrastRatio(a, b).toFixed(1)}:1`;

function sizeLabel({ dimensions: { width, height, unit } }: ElementRecord): string {
  return unit === "px" ? `${width} × ${height} px` : `${width} × ${height} ${unit}`;
}

const FORMAT_DO: Readonly<Record<ElementFormat, (size: string) => string>> = {
  SVG: () =>
    "Use the SVG as delivered: it is self-contained and scales without loss; keep its viewBox when embedding.",
  PNG: (size) =>
    `Rasterize the SVG to PNG at exactly ${size} (2× where the platform accepts high-density images).`,
  JPG: (size) => `Export to JPG at ${size}, quality 85 or higher; the artwork has no transparency to lose.`,
  GIF: (size) => `Export from the Studio as GIF at ${size}, 15 fps or fewer, and check the loop seam.`,
  MP4: (size) =>
    `Export from the Studio as MP4 at ${size}; inspect more than the first frame and check the loop.`,
  PDF: (size) =>
    `Deliver a print-ready PDF at ${size} with fonts embedded and ${BLEED_MM} mm bleed where the design runs to the edge.`,
  HTML: () =>
    "Build with tables and inline styles, host images on your own domain and give every image alt text.",
  ICO: () =>
    "Draw the symbol alone on the pixel grid at 16, 32 and 48 px, bundle them in one .ico and add an SVG favicon.",
  print: (size) =>
    `Trim to ${size}: the artwork carries ${BLEED_MM} mm bleed on every side. Proof on the real stock before the run.`,
};

const FORMAT_DONT: Readonly<Record<ElementFormat, string>> = {
  SVG: "Don't add remote fonts, scripts or linked images to the SVG; keep it self-contained.",
  PNG: "Don't upscale a smaller export; generate again at the target size.",
  JPG: "Don't re-save the JPG repeatedly; export once from the SVG.",
  GIF: "Don't let the GIF grow past a few megabytes; lower the fps or size before lowering quality.",
  MP4: "Don't replace the MP4 with a GIF or a still frame of the live sequence.",
  PDF: "Don't place text or logos within 5 mm of the trim.",
  HTML: "Don't rely on web fonts or background images alone: many email clients block them.",
  ICO: "Don't shrink the full logo lockup into the icon; the wordmark becomes illegible.",
  print:
    "Don't place text or logos within 5 mm of the trim, and don't trust screen colours for the print run.",
};

const CATEGORY_DO: Readonly<Record<ElementCategory, string>> = {
  digital: "Give the image meaningful alt text and check it at the smallest size it will be shown.",
  product:
    "Match the product's own interface: the same corner radii, spacing and type as the screens around it.",
  developer: "Check the artwork on both light and dark themes; code hosts and docs switch between them.",
  social:
    "Keep the logo and key words inside the central safe area; platforms crop edges and overlay buttons.",
  editorial: "Let one headline carry the piece: one image, one title, one logo.",
  event: "Check legibility from the back of the room: large type, strong contrast and one idea per screen.",
  physical: "Ask for a printed or material proof before the run; paper, ink and finish change colours.",
};

const CATEGORY_DONT: Readonly<Record<ElementCategory, string>> = {
  digital: "Don't bake body copy into the image where live HTML text would do.",
  product: "Don't let marketing decoration compete with the product's own controls.",
  developer: "Don't put important text in the image that search and screen readers cannot see.",
  social: "Don't put essential text in the outer tenth of the frame.",
  editorial: "Don't crowd the cover with more than one message.",
  event: "Don't fill screens with paragraphs; put detail in speaker notes or follow-up material.",
  physical: "Don't use hairline rules or type under 6 pt; they disappear in print.",
};

function generationLine(element: ElementRecord, identity: ResolvedIdentity, size: string): string {
  const line = requestLine(element, identity, size);
  const file = httpFileOf(element);
  if (!file || file === "svg") return line;
  return `${line} POST it to ${generatePathFor(file)} for the ${element.format} itself, or GET the file.url the brief gives when the request fits in a URL.`;
}

function requestLine(element: ElementRecord, identity: ResolvedIdentity, size: string): string {
  const generation = element.generation;
  if (!generation) {
    return "Marque does not generate this element; brief a designer with the brand values below or build it by hand.";
  }
  switch (generation.kind) {
    case "background": {
      const { width, height, style = "gradient" } = generation.settings;
      const [a, b, c] = identity.colors.gradient;
      const fit = element.dimensions.unit === "px" ? "" : `, printed at ${size} plus bleed`;
      return `Generate it with the request below: a ${width} × ${height} px ${style} background in ${a}, ${b} and ${c}${fit}.`;
    }
    case "template": {
      const layout =
        generation.template === "slides" ? ` (${generation.slideLayout ?? DEFAULT_SLIDE_LAYOUT} layout)` : "";
      return `Generate it with the request below: the ${generation.template} template${layout}, its title and body written from the identity so it is complete as it stands; change them to your own copy or the suggestions below.`;
    }
    case "design-sequence":
      return `Generate the source document with the request below, apply it in the Studio at /studio and export it as ${element.format}.`;
  }
}

/** The identity's colour, type and logo rules, the same for every element. */
function identityLines(identity: ResolvedIdentity): string[] {
  const { ink, paper, semantic } = identity.colors;
  const { display, body } = identity.typography;
  const onAccent = contrastRatio(ink, semantic.accent) >= contrastRatio(paper, semantic.accent) ? ink : paper;
  // A custom identity's accent is its ink: say so rather than offer the same colour as a second one.
  const accentLines =
    semantic.accent === ink
      ? [
          `Set text in ink ${ink} on paper ${paper} (contrast ${ratio(ink, paper)}); the ink is also the accent, so highlight with weight, size and tints of ink and paper rather than a new colour.`,
        ]
      : [
          `Set text in ink ${ink} on paper ${paper} (contrast ${ratio(ink, paper)}); keep the accent ${semantic.accent} for one highlight.`,
          `On the accent, set text in ${onAccent} (contrast ${ratio(onAccent, semantic.accent)}).`,
        ];
  return [
    `Set headlines in ${display.family} ${display.weight} and text in ${body.family} ${body.weight}, falling back to ${body.fallback}.`,
    ...accentLines,
    `Use the light-ground logo on light grounds and the dark-ground logo on dark ones, with clear space of at least a quarter of its height.`,
    `Graphic device: ${identity.graphicDevice}`,
    `Write in a ${identity.voice.tone.join(", ")} voice. ${identity.voice.principles.join(" ")}`,
  ];
}

/** Do and don't lines for one element in one identity; deterministic. */
export function composeGuidance(element: ElementRecord, identity: ResolvedIdentity): BriefGuidance {
  const size = sizeLabel(element);
  const { width, height, unit } = element.dimensions;
  const small = unit === "px" && Math.max(width, height) <= 128;
  const wide = width / height >= 3;
  const logoAspect = identity.logos.light.aspect.toFixed(2);
  const doLines = [
    generationLine(element, identity, size),
    FORMAT_DO[element.format](size),
    ...(small ? ["At this size use the symbol alone, drawn for the pixel grid."] : []),
    ...(wide
      ? ["Keep the logo and copy in the central safe area; very wide formats are cropped on narrow screens."]
      : []),
    CATEGORY_DO[element.category],
    ...identityLines(identity),
  ];
  const dontLines = [
    FORMAT_DONT[element.format],
    CATEGORY_DONT[element.category],
    `Don't recolour, stretch, outline or rotate the logo; keep its ${logoAspect}:1 proportion.`,
    ...identity.voice.avoid.map((avoid) => `Avoid ${avoid}.`),
  ];
  return { do: doLines, dont: dontLines };
}
