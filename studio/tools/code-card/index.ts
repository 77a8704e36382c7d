// Terminal card: a code snippet as a branded card — highlighted by Shiki in the shared identity's colours,
// window chrome, title, line numbers and highlighted lines — drawn by the renderer POST /api/code-cards uses
// (type outlined from the identity's bundled mono face). Shiki and each grammar load only with this tool and
// its languages: the first paint sets the code plain and the highlighted card follows once the grammar is in;
// exports always wait for it. PNG and JPG are the SVG drawn by the browser; PDF the SVG as vectors.
import { resolveIdentity } from "../../../src/catalog/identities/index.js";
import type { ResolvedIdentity } from "../../../src/catalog/identities/types.js";
import {
  CODE_CARD_DOCUMENT_KIND,
  CODE_CARD_DOCUMENT_VERSION,
  CODE_CARD_TOOL_EXPORTS,
  type CodeCardDocument,
  codeCardDocumentSchema,
  documentFileName,
  type IdentityInput,
} from "../../../src/contract/index.js";
import {
  type CodeHighlighter,
  drawCodeCard,
  loadHighlighter,
  PLAIN_HIGHLIGHTER,
} from "../../../src/render/code-card/index.js";
import type { Control } from "../../runtime/controls.js";
import { StudioError } from "../../runtime/errors.js";
import { parsedSource } from "../../runtime/source.js";
import { documentSession, sharedIdentity, startsAfresh } from "../document-session.js";
import { rasterize } from "../raster.js";
import { type Artifact, MEDIA_TYPES, type Tool, type ToolFactory } from "../types.js";
import { codeCardControls } from "./controls.js";

/** What a new card shows: a few lines that use most of the roles a grammar colours. */
const SAMPLE = `import { createServer } from "node:http";

// Answers every request with a greeting.
export function serve(port = 8080): void {
  const server = createServer((request, response) => {
    response.writeHead(200, { "content-type": "text/plain" });
    response.end(\`Hello from \${request.url}\`);
  });
  server.listen(port);
}`;

const fresh = (identity: IdentityInput): CodeCardDocument =>
  codeCardDocumentSchema.parse({
    kind: CODE_CARD_DOCUMENT_KIND,
    version: CODE_CARD_DOCUMENT_VERSION,
    identity,
    code: SAMPLE,
    title: "server.ts",
    highlightLines: [5],
  });

const STILL = { png: "image/png", jpg: "image/jpeg" } as const;

export const createCodeCardTool: ToolFactory = async (context, saved): Promise<Tool<CodeCardDocument>> => {
  const session = documentSession<CodeCardDocument>(
    {
      read: (input) => ({ doc: parsedSource(codeCardDocumentSchema, input) }),
      fresh: () => fresh(context.identity()),
      ...sharedIdentity<CodeCardDocument>(context),
      afresh: startsAfresh("Terminal card"),
    },
    context,
    saved,
  );
  /** Renders started: a plain first paint is replaced only while it is the latest. */
  let renders = 0;

  const identity = (): ResolvedIdentity => resolveIdentity(session.doc().identity);
  const card = async (doc: CodeCardDocument, highlighter: CodeHighlighter) => {
    const resolved = identity();
    const texts = doc.title === undefined ? [doc.code] : [doc.code, doc.title];
    const fonts = await context.fonts([resolved.typography.mono], texts);
    return drawCodeCard(resolved, doc, fonts, highlighter);
  };
  // The grammar starts loading with the tool, beside the fonts.
  void loadHighlighter([session.doc().language]).catch(() => undefined);

  return {
    id: "code-card",
    exports: CODE_CARD_TOOL_EXPORTS,
    readSource: () => structuredClone(session.doc()),
    initialSource: () => fresh(context.identity()),
    applySource: session.apply,
    controls: (): Control[] => codeCardControls(session.doc(), (next) => session.apply(next)),
    async render(element) {
      const doc = session.doc();
      const run = ++renders;
      // Drawn highlighted at once when the grammar is in; else plain now and highlighted when it arrives.
      const ready = await Promise.race([
        loadHighlighter([doc.language]),
        new Promise<undefined>((resolve) => setTimeout(resolve, 0)),
      ]);
      element.innerHTML = (await card(doc, ready ?? PLAIN_HIGHLIGHTER)).pages[0]?.svg ?? "";
      if (ready) return;
      const shown = element.firstElementChild;
      void (async () => {
        const highlighted = await card(doc, await loadHighlighter([doc.language]));
        // A newer render, or another tool, owns the element now.
        if (run === renders && element.firstElementChild === shown)
          element.innerHTML = highlighted.pages[0]?.svg ?? "";
      })().catch(() => undefined); // the next render tries again; exports report their own failure
    },
    async artifact(format): Promise<Artifact> {
      const doc = session.doc();
      const drawn = await card(doc, await loadHighlighter([doc.language]));
      const page = drawn.pages[0];
      if (!page) throw StudioError.of("invalid_request", "the card has no page to draw", "code");
      const { svg, width, height } = page;
      let blob: Blob;
      if (format === "svg") blob = new Blob([svg], { type: MEDIA_TYPES.svg });
      else if (format === "png" || format === "jpg")
        blob = await rasterize(svg, width, height, STILL[format]);
      else if (format === "pdf") {
        // pdfkit loads with the first PDF, never with the tool.
        const { pdfFromSvgPages } = await import("../../runtime/pdf.js");
        const bytes = await pdfFromSvgPages(drawn.pages, { title: drawn.title, author: drawn.author });
        blob = new Blob([bytes as BlobPart], { type: MEDIA_TYPES.pdf });
      } else
        throw StudioError.of(
          "invalid_request",
          `Terminal card exports ${CODE_CARD_TOOL_EXPORTS.join(", ")}`,
          "format",
        );
      return {
        // The names POST /api/code-cards gives the same files.
        filename: documentFileName(
          drawn.filename,
          format === "jpg" ? "jpeg" : format,
          format === "pdf" ? undefined : { number: 1, title: page.title },
        ),
        mimeType: MEDIA_TYPES[format],
        bytes: blob.size,
        width,
        height,
        blob,
      };
    },
  };
};
