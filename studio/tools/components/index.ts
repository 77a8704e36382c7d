// Component library: the shared identity's UI components — buttons in every variant and state, inputs, badges,
// cards and alerts — drawn from its colour and type tokens. The preview is the component sheet (the renderer of
// the HTTP component sheet, type outlined) and, per group, the live HTML in a shadow root with Copy HTML, Copy
// CSS and its tokens. Exports: the sheet as PNG, SVG or a one-page PDF; the library as HTML (a page carrying
// its CSS) or CSS — the strings an agent reads through `components.export`.
import { resolveIdentity } from "../../../src/catalog/identities/index.js";
import type { ResolvedIdentity } from "../../../src/catalog/identities/types.js";
import {
  COMPONENT_GROUPS,
  COMPONENT_LIBRARY_DOCUMENT_KIND,
  COMPONENT_LIBRARY_DOCUMENT_VERSION,
  COMPONENT_LIBRARY_TOOL_EXPORTS,
  type ComponentLibraryDocument,
  componentLibraryDocumentSchema,
  documentFileName,
  type IdentityInput,
  toRequestJsonSchema,
} from "../../../src/contract/index.js";
import {
  componentPage,
  componentSheet,
  componentSnippets,
  componentStylesheet,
  componentTokens,
  drawComponentSheet,
  sheetTexts,
} from "../../../src/render/components/index.js";
import { tokenValue } from "../../../src/render/components/tokens.js";
import type { Control } from "../../runtime/controls.js";
import { StudioError } from "../../runtime/errors.js";
import { parsedSource } from "../../runtime/source.js";
import { documentSession, sharedIdentity, startsAfresh } from "../document-session.js";
import { PRESET_NAMES } from "../preset-names.js";
import { rasterize } from "../raster.js";
import { type FieldBinding, schemaControls, withValue } from "../schema-controls.js";
import { type Artifact, MEDIA_TYPES, type Tool, type ToolFactory } from "../types.js";
import "./components.css";
import { copyLabel, copySnippet, mountPanels, panel, registerFaces } from "./panels.js";

const schema = toRequestJsonSchema(componentLibraryDocumentSchema);

const fresh = (identity: IdentityInput): ComponentLibraryDocument =>
  componentLibraryDocumentSchema.parse({
    kind: COMPONENT_LIBRARY_DOCUMENT_KIND,
    version: COMPONENT_LIBRARY_DOCUMENT_VERSION,
    identity,
  });

const LABEL_FIELDS: readonly [keyof ComponentLibraryDocument["labels"], string][] = [
  ["action", "Button label"],
  ["field", "Input label"],
  ["value", "Input text"],
  ["help", "Help text"],
  ["error", "Error message"],
  ["cardTitle", "Card title"],
  ["cardBody", "Card text"],
  ["alert", "Alert message"],
];

const text = (body: string, type: string): Blob => new Blob([body], { type });

export const createComponentsTool: ToolFactory = async (
  context,
  saved,
): Promise<Tool<ComponentLibraryDocument>> => {
  const session = documentSession<ComponentLibraryDocument>(
    {
      read: (input) => ({ doc: parsedSource(componentLibraryDocumentSchema, input) }),
      fresh: () => fresh(context.identity()),
      ...sharedIdentity<ComponentLibraryDocument>(context),
      afresh: startsAfresh("Component library"),
    },
    context,
    saved,
  );
  const identity = (): ResolvedIdentity => resolveIdentity(session.doc().identity);
  /** Renders started: a render's sheet is drawn only while it is the latest. */
  let renders = 0;
  const fonts = (resolved: ResolvedIdentity, doc: ComponentLibraryDocument) =>
    context.fonts([resolved.typography.mono], sheetTexts(resolved, doc));

  const controls = (): Control[] => {
    const doc = session.doc();
    const bindings: FieldBinding[] = [
      {
        path: "identity.preset",
        label: "Preset",
        section: "Identity",
        optionLabels: PRESET_NAMES,
        hint: "the identity whose colour and type tokens the components use; every tool shares it",
      },
      { path: "theme", label: "Theme", section: "Style", optionLabels: { light: "Light", dark: "Dark" } },
      {
        path: "density",
        label: "Density",
        section: "Style",
        optionLabels: { compact: "Compact (32 px)", comfortable: "Comfortable (40 px)" },
      },
      { path: "radius", label: "Corner radius", section: "Style" },
      ...COMPONENT_GROUPS.map((group) => ({
        path: `components.${group}`,
        label: `Show ${group}`,
        section: "Components",
      })),
      ...LABEL_FIELDS.map(([field, label]) => ({ path: `labels.${field}`, label, section: "Words" })),
    ];
    const fields = schemaControls(schema, doc, bindings, async (path, value) => {
      await session.apply(withValue(doc, path, value));
    });
    // The panels' copy buttons (drawn in the preview, not the inspector), reachable by their names.
    const snippets = componentSnippets(identity(), doc, componentTokens(identity(), doc));
    const copies = snippets.flatMap((snippet) =>
      (["html", "css"] as const).map(
        (kind): Control => ({
          label: copyLabel(snippet, kind),
          kind: "button",
          value: undefined,
          enabled: true,
          // Drawn in the preview's panels: in the inspector's Components section only as a hidden entry.
          section: "Components",
          widget: () => ({
            field: Object.assign(document.createElement("span"), { hidden: true }),
            parts: [],
            sync: () => {},
          }),
          run: () => copySnippet(snippet, kind, (message) => context.notify(message)),
        }),
      ),
    );
    return [...fields, ...copies];
  };

  return {
    id: "components",
    exports: COMPONENT_LIBRARY_TOOL_EXPORTS,
    readSource: () => structuredClone(session.doc()),
    initialSource: () => fresh(context.identity()),
    applySource: session.apply,
    controls,
    async render(element) {
      const doc = session.doc();
      const resolved = identity();
      const tokens = componentTokens(resolved, doc);
      const snippets = componentSnippets(resolved, doc, tokens);
      element.innerHTML = `<div class="component-library">
<figure class="cl-sheet"><div class="cl-pending" aria-hidden="true"></div><figcaption>The component sheet: what PNG, SVG and PDF export</figcaption></figure>
<h2 class="cl-heading">Code</h2>
<p class="cl-note">Each group as HTML and CSS. The components below are that HTML and CSS, live: hover, focus and press them. The CSS names every colour and measure as a <code>--marque-*</code> custom property.</p>
${snippets.map(panel).join("\n")}
</div>`;
      registerFaces([resolved.typography.display, resolved.typography.body]);
      const root = element.firstElementChild as HTMLElement;
      mountPanels(
        root,
        snippets,
        { background: tokenValue(tokens, "surface"), color: tokenValue(tokens, "text") },
        (message) => context.notify(message),
      );
      // The sheet (its faces fetched, its type outlined) is drawn in a task of its own after the live
      // components, so the tool is ready without waiting for it; a newer render or another tool wins.
      const run = ++renders;
      void (async () => {
        const book = await fonts(resolved, doc);
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (run !== renders || element.firstElementChild !== root) return;
        const pending = root.querySelector(".cl-pending");
        if (pending) pending.outerHTML = componentSheet(resolved, doc, book).svg;
      })().catch((error: unknown) => {
        const pending = root.querySelector(".cl-pending");
        if (pending) pending.textContent = `The sheet could not be drawn: ${String(error)}`;
      });
    },
    async artifact(format): Promise<Artifact> {
      const doc = session.doc();
      const resolved = identity();
      const stem = `${resolved.slug}-component-library`;
      if (format === "html" || format === "css") {
        const blob =
          format === "html"
            ? text(componentPage(resolved, doc), MEDIA_TYPES.html)
            : text(componentStylesheet(resolved, doc), MEDIA_TYPES.css);
        return {
          filename: `${stem}.${format}`,
          mimeType: MEDIA_TYPES[format],
          bytes: blob.size,
          width: 0,
          height: 0,
          blob,
        };
      }
      if (format !== "png" && format !== "svg" && format !== "pdf")
        throw StudioError.of(
          "invalid_request",
          `Component library exports ${COMPONENT_LIBRARY_TOOL_EXPORTS.join(", ")}`,
          "format",
        );
      const drawn = drawComponentSheet(resolved, doc, await fonts(resolved, doc));
      const page = drawn.pages[0];
      if (!page) throw StudioError.of("invalid_request", "the sheet has no page to draw", "components");
      let blob: Blob;
      if (format === "svg") blob = text(page.svg, MEDIA_TYPES.svg);
      else if (format === "png") blob = await rasterize(page.svg, page.width, page.height, "image/png");
      else {
        // The PDF writer is loaded only when a PDF is asked for: it stays out of the tool's first load.
        const { pdfFromSvgPages } = await import("../../runtime/pdf.js");
        const bytes = await pdfFromSvgPages(drawn.pages, { title: drawn.title, author: drawn.author });
        blob = new Blob([bytes as BlobPart], { type: MEDIA_TYPES.pdf });
      }
      return {
        // The names the HTTP route gives the same files.
        filename: documentFileName(
          drawn.filename,
          format,
          format === "pdf" ? undefined : { number: 1, title: page.title },
        ),
        mimeType: MEDIA_TYPES[format],
        bytes: blob.size,
        width: page.width,
        height: page.height,
        blob,
      };
    },
  };
};
