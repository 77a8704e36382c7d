// Colour tokens: the identity's palette as semantic tokens, OKLCH scales and a WCAG 2 / APCA contrast matrix,
// edited live through the shared identity (preset, ink, paper). The token files are POST /api/tokens's own
// renderer, so the Studio's DTCG, CSS and Tailwind exports are the HTTP answer's bytes; the swatch sheet is an
// SVG with outlined type, and its PNG is that SVG drawn by the browser.
import { resolveIdentity } from "../../../src/catalog/identities/index.js";
import type { ResolvedIdentity } from "../../../src/catalog/identities/types.js";
import {
  isTextFormat,
  TOKENS_TOOL_EXPORTS,
  type TokenFormat,
  type TokensDocument,
  tokensDocumentSchema,
  toRequestJsonSchema,
} from "../../../src/contract/index.js";
import { paletteOf, renderTokens } from "../../../src/render/tokens/index.js";
import { renderSwatchSheet, renderUsageSvg } from "../../../src/render/tokens/sheet.js";
import type { Control } from "../../runtime/controls.js";
import { StudioError } from "../../runtime/errors.js";
import { documentSession, sharedIdentity, startsAfresh } from "../document-session.js";
import { identitySwatches } from "../identity-swatches.js";
import { PRESET_NAMES } from "../preset-names.js";
import { rasterize } from "../raster.js";
import { schemaControls, withValue } from "../schema-controls.js";
import { type Artifact, MEDIA_TYPES, type Tool, type ToolFactory } from "../types.js";
import { newTokensDocument, validateTokens } from "./document.js";
import { paintTokensPage, tokensPage } from "./page.js";

const schema = toRequestJsonSchema(tokensDocumentSchema);

/** Characters the sheet sets beside the identity's own text, whose fallback files the browser must fetch. */
const SHEET_SYMBOLS = "≥ — ● ·";

export const createTokensTool: ToolFactory = async (context, saved): Promise<Tool<TokensDocument>> => {
  const session = documentSession<TokensDocument>(
    {
      read: (input) => ({ doc: validateTokens(input) }),
      fresh: () => newTokensDocument(context.identity()),
      // The document's identity becomes the shared one whole: its ink and paper are what this tool edits (a
      // reset one must not keep the current colour).
      ...sharedIdentity<TokensDocument>(context),
      afresh: startsAfresh("Colour tokens"),
    },
    context,
    saved,
  );
  const identity = (): ResolvedIdentity => resolveIdentity(session.doc().identity);
  /** The sheet's faces: the mono for its figures, and the fallback files of its symbols. */
  const sheetFonts = (resolved: ResolvedIdentity) =>
    context.fonts([resolved.typography.mono], [resolved.name, SHEET_SYMBOLS]);

  const controls = (): Control[] => {
    const doc = session.doc();
    const resolved = resolveIdentity(doc.identity);
    const swatches = identitySwatches(resolved);
    return schemaControls(
      schema,
      doc,
      [
        {
          path: "identity.preset",
          label: "Preset",
          section: "Palette",
          optionLabels: PRESET_NAMES,
          hint: "the identity whose palette this is; every tool shares it",
        },
        {
          path: "identity.ink",
          label: "Ink",
          section: "Palette",
          fallback: resolved.colors.ink,
          swatches,
          hint: "text and marks: becomes text.default, surface.inverse and the neutral scale",
        },
        {
          path: "identity.paper",
          label: "Paper",
          section: "Palette",
          fallback: resolved.colors.paper,
          swatches,
          hint: "the ground: becomes surface.default and text.inverse; raised, sunken and borders mix it with the ink",
        },
        { path: "sheet.usage", label: "Show tokens in use", section: "Sheet" },
        { path: "sheet.scales", label: "Show scales", section: "Sheet" },
        {
          path: "sheet.contrast",
          label: "Contrast measures",
          section: "Sheet",
          optionLabels: CONTRAST_LABELS,
        },
      ],
      async (path, value) => {
        await session.apply(withValue(doc, path, value));
      },
    );
  };

  const sheet = async () => {
    const resolved = identity();
    return renderSwatchSheet(resolved, session.doc().sheet, await sheetFonts(resolved));
  };

  return {
    id: "tokens",
    exports: TOKENS_TOOL_EXPORTS,
    readSource: () => structuredClone(session.doc()),
    initialSource: () => newTokensDocument(context.identity()),
    applySource: session.apply,
    controls,
    async render(element) {
      const doc = session.doc();
      const resolved = identity();
      // The page's picture sets only the display and body faces: the first paint fetches nothing more.
      const usage = doc.sheet.usage
        ? renderUsageSvg(resolved, await context.fonts([], [resolved.name]))
        : undefined;
      element.innerHTML = tokensPage(resolved.name, paletteOf(resolved.colors), doc.sheet, usage);
      paintTokensPage(element);
    },
    async artifact(format): Promise<Artifact> {
      if (isTextFormat(format)) {
        // The HTTP route's renderer and identity resolution: the same bytes as POST /api/tokens.
        const file = renderTokens(identity(), format as TokenFormat);
        const blob = new Blob([file.text], { type: file.mediaType });
        return {
          filename: file.filename,
          mimeType: file.mediaType,
          bytes: blob.size,
          width: 0,
          height: 0,
          blob,
        };
      }
      if (format !== "svg" && format !== "png")
        throw StudioError.of(
          "invalid_request",
          `Colour tokens exports ${TOKENS_TOOL_EXPORTS.join(", ")}`,
          "format",
        );
      const { svg, width, height, filename } = await sheet();
      const blob =
        format === "svg"
          ? new Blob([svg], { type: MEDIA_TYPES.svg })
          : await rasterize(svg, width, height, "image/png");
      return {
        filename: format === "svg" ? filename : filename.replace(/\.svg$/u, ".png"),
        mimeType: MEDIA_TYPES[format],
        bytes: blob.size,
        width,
        height,
        blob,
      };
    },
  };
};

const CONTRAST_LABELS = { both: "WCAG 2 and APCA", wcag: "WCAG 2 only", apca: "APCA only" };
