// The Studio's labs: families of tools, and what each can do over HTTP and in the browser.
import {
  BRAND_BOOK_TOOL_EXPORTS,
  BRAND_BOOKS_PATH,
  type BrandBookDocument,
  CODE_CARD_TOOL_EXPORTS,
  CODE_CARDS_PATH,
  CODE_LANGUAGES,
  COMPONENT_LIBRARY_TOOL_EXPORTS,
  type CodeCardDocument,
  type GenerateKind,
  LOTTIE_TOOL_EXPORTS,
  MOODBOARD_TOOL_EXPORTS,
  numberWord,
  OPEN_GRAPH_TOOL_EXPORTS,
  SLIDE_LAYOUTS,
  STUDIO_API,
  TOKENS_PATH,
  TOKENS_TOOL_EXPORTS,
  type TokensInput,
  TYPOGRAPHY_TOOL_EXPORTS,
} from "../../contract/index.js";
import { GENERATE_EXAMPLES } from "../examples/index.js";

export interface Lab {
  id: string;
  name: string;
  description: string;
  /**
   * What the lab makes over HTTP: the route, a request that works as is, and for POST /api/generate the
   * generation kind.
   */
  http:
    | { kind: GenerateKind; endpoint: "/api/generate"; example: unknown }
    | { endpoint: typeof TOKENS_PATH; example: TokensInput }
    | { endpoint: typeof BRAND_BOOKS_PATH; example: Partial<BrandBookDocument> }
    | { endpoint: typeof CODE_CARDS_PATH; example: Partial<CodeCardDocument> };
  /** What the lab offers in the browser Studio, or why not yet. */
  browser:
    | {
        available: true;
        tools: string[];
        actions: string[];
        exports: string[];
        /** What of the lab's browser work is still to come, when some is. */
        pending?: string;
      }
    | { available: false; note: string };
}

export const LABS: readonly Lab[] = [
  {
    id: "surface-lab",
    name: "Surface Lab",
    description:
      "SVG backgrounds: gradients, grain, ordered dither, line patterns and tactile physical surfaces.",
    http: { kind: "background", endpoint: "/api/generate", example: GENERATE_EXAMPLES.background },
    browser: {
      available: true,
      tools: ["surface"],
      actions: ["surface.export"],
      exports: ["svg", "png", "jpg"],
    },
  },
  {
    id: "template-lab",
    name: "Template Lab",
    description: `Slides in ${numberWord(SLIDE_LAYOUTS.length)} layouts, blog covers and partnership graphics, typeset in the identity's type; in the Studio also a page's social preview images at each platform's size (Open Graph, X, LinkedIn, square).`,
    http: { kind: "template", endpoint: "/api/generate", example: GENERATE_EXAMPLES.template },
    browser: {
      available: true,
      tools: ["slides", "blog", "partnership", "open-graph"],
      actions: ["slides.export", "blog.export", "partnership.export", "open-graph.export"],
      exports: [...new Set(["svg", "png", "jpg", ...OPEN_GRAPH_TOOL_EXPORTS])],
    },
  },
  {
    id: "element-lab",
    name: "Element Lab",
    description:
      "The brand element taxonomy: briefs that resolve an element against the identity, with the request that makes it where Marque can.",
    http: { kind: "element-brief", endpoint: "/api/generate", example: GENERATE_EXAMPLES["element-brief"] },
    browser: { available: true, tools: ["elements", "identity"], actions: ["control.activate"], exports: [] },
  },
  {
    id: "design-lab",
    name: "Design Lab",
    description:
      "Compositions of live WebGL materials with brand marks and type, cut into sequences, Motion's brand loops at social sizes, and Lottie animations recoloured to the palette; exported to PNG, JPG, GIF and MP4 (and Lottie JSON and .lottie) by the browser.",
    http: {
      kind: "design-sequence",
      endpoint: "/api/generate",
      example: GENERATE_EXAMPLES["design-sequence"],
    },
    browser: {
      available: true,
      tools: ["material", "animation", "lottie"],
      actions: [STUDIO_API.designExport.action, "animation.export", "lottie.export"],
      // Motion's formats are a subset of the Design Lab's.
      exports: [...new Set([...STUDIO_API.designExport.formats, ...LOTTIE_TOOL_EXPORTS])],
    },
  },
  {
    id: "foundations-lab",
    name: "Foundations Lab",
    description:
      "An identity's colour foundations: semantic tokens in HEX and OKLCH, tint and shade scales computed in OKLCH and a WCAG 2 and APCA contrast matrix, as W3C Design Tokens (DTCG), CSS custom properties or a Tailwind theme; in the Studio also its type roles, type scale and specimens, and its UI components (buttons, inputs, badges, cards, alerts) as a sheet and as HTML and CSS.",
    http: { endpoint: TOKENS_PATH, example: { identity: { preset: "tessel-labs" }, format: "dtcg" } },
    browser: {
      available: true,
      tools: ["tokens", "typography", "components"],
      actions: ["tokens.export", "typography.export", "components.export"],
      exports: [
        ...new Set([...TOKENS_TOOL_EXPORTS, ...TYPOGRAPHY_TOOL_EXPORTS, ...COMPONENT_LIBRARY_TOOL_EXPORTS]),
      ],
    },
  },
  {
    id: "brand-book-lab",
    name: "Brand Book Lab",
    description:
      "The identity told as a book and shown as a board: a multi-page editorial brand book (cover, story, logo and clear space, colour, type, graphic device, voice, applications) as a vector PDF with an outline or PNG pages; in the Studio also moodboards of the brand's artifacts, materials and images.",
    http: { endpoint: BRAND_BOOKS_PATH, example: { identity: { preset: "tessel-labs" } } },
    browser: {
      available: true,
      tools: ["brand-book", "moodboard"],
      actions: ["brand-book.export", "moodboard.export"],
      exports: [...new Set([...BRAND_BOOK_TOOL_EXPORTS, ...MOODBOARD_TOOL_EXPORTS])],
    },
  },
  {
    id: "code-lab",
    name: "Code Lab",
    description: `Code as a brand artifact: terminal cards of a snippet in any of ${numberWord(CODE_LANGUAGES.length - 1)} languages or plain text, highlighted in the identity's colours and set in its mono face, with window chrome, a title, line numbers and highlighted lines, as PNG, SVG, WebP, JPEG, AVIF or PDF.`,
    http: {
      endpoint: CODE_CARDS_PATH,
      example: { identity: { preset: "tessel-labs" }, code: 'print("hello")', language: "python" },
    },
    browser: {
      available: true,
      tools: ["code-card"],
      actions: ["code-card.export"],
      exports: [...CODE_CARD_TOOL_EXPORTS],
    },
  },
];

/** Why a lab is not (wholly) in the browser Studio yet, or undefined when it is. */
export function browserGap(id: string): string | undefined {
  const lab = LABS.find((candidate) => candidate.id === id);
  if (!lab) throw new Error(`no lab ${id}`);
  return lab.browser.available ? lab.browser.pending : lab.browser.note;
}
