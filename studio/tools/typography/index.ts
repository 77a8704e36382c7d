// Typography: the identity's type roles (display, text, mono) with weight, tracking and line height, a modular
// type scale, and a specimen of both and of every bundled script — drawn as the SVG it exports (type outlined
// from the bundled faces, or the project's uploaded ones), its PNG that SVG drawn by the browser, its PDF that
// SVG as vectors (runtime/pdf.ts), and the scale as DTCG tokens.
import { resolveIdentity } from "../../../src/catalog/identities/index.js";
import type { ResolvedIdentity } from "../../../src/catalog/identities/types.js";
import {
  FONT_UPLOAD_ACCEPT,
  TYPE_ROLE_NAMES,
  TYPE_ROLE_WEIGHTS,
  TYPE_ROLES,
  TYPE_SCALE_RATIOS,
  TYPOGRAPHY_DOCUMENT_KIND,
  TYPOGRAPHY_DOCUMENT_VERSION,
  TYPOGRAPHY_TOOL_EXPORTS,
  type TypeRole,
  type TypographyDocument,
  toRequestJsonSchema,
  typographyDocumentSchema,
} from "../../../src/contract/index.js";
import { roleFace } from "../../../src/render/typography/scale.js";
import { renderSpecimen, SPECIMEN_TEXTS } from "../../../src/render/typography/specimen.js";
import { typographyTokens } from "../../../src/render/typography/tokens.js";
import type { Control } from "../../runtime/controls.js";
import { StudioError } from "../../runtime/errors.js";
import { parsedSource } from "../../runtime/source.js";
import { documentSession, sharedIdentity, startsAfresh } from "../document-session.js";
import { PRESET_NAMES } from "../preset-names.js";
import { rasterize } from "../raster.js";
import { type FieldBinding, schemaControls, withValue } from "../schema-controls.js";
import { type Artifact, MEDIA_TYPES, type Tool, type ToolFactory } from "../types.js";

const schema = toRequestJsonSchema(typographyDocumentSchema);
const RATIO_LABELS = Object.fromEntries(
  Object.entries(TYPE_SCALE_RATIOS).map(([name, ratio]) => [name, `${name.replace("-", " ")} ×${ratio}`]),
);

const validate = (input: unknown): TypographyDocument => parsedSource(typographyDocumentSchema, input);

const fresh = (identity: unknown): TypographyDocument =>
  typographyDocumentSchema.parse({
    kind: TYPOGRAPHY_DOCUMENT_KIND,
    version: TYPOGRAPHY_DOCUMENT_VERSION,
    identity,
  });

export const createTypographyTool: ToolFactory = async (
  context,
  saved,
): Promise<Tool<TypographyDocument>> => {
  const session = documentSession<TypographyDocument>(
    {
      read: (input) => ({ doc: validate(input) }),
      fresh: () => fresh(context.identity()),
      ...sharedIdentity<TypographyDocument>(context),
      afresh: startsAfresh("Typography"),
    },
    context,
    saved,
  );

  /** The project's uploaded faces by role. */
  const uploads = () => new Map(context.uploadedFonts().map((font) => [font.role, font]));
  /**
   * The identity as drawn: each role with an uploaded face names that face's family (the font book sets it in
   * the upload; the specimen and the tokens name it).
   */
  const drawn = (doc: TypographyDocument): ResolvedIdentity => {
    const identity = resolveIdentity(doc.identity);
    const uploaded = uploads();
    if (uploaded.size === 0) return identity;
    const slot = (role: TypeRole) => identity.typography[role === "text" ? "body" : role];
    const family = (role: TypeRole) => {
      const face = slot(role);
      const upload = uploaded.get(role);
      return upload ? { ...face, family: upload.family } : face;
    };
    return {
      ...identity,
      typography: { display: family("display"), body: family("text"), mono: family("mono") },
    };
  };

  /** Whether the scripts' fallback faces have been fetched and set once (the first paint goes without). */
  let scriptsReady = false;
  const specimen = async (scripts = true) => {
    const doc = session.doc();
    const identity = drawn(doc);
    const roles = TYPE_ROLES.filter((role) => scripts || role !== "mono").map((role) =>
      roleFace(identity, doc, role),
    );
    const texts = [identity.name, doc.specimen.sample];
    // Each script's line is set in its own CJK locale (the Chinese line in Simplified Chinese forms even beside
    // kana and Hangul), so each is fetched on its own: together, one locale would be chosen for all of them.
    const [fonts] = await Promise.all([
      context.fonts(roles, texts),
      ...(scripts ? SPECIMEN_TEXTS.map((sample) => context.fonts(roles, [sample])) : []),
    ]);
    return renderSpecimen(identity, doc, fonts, scripts);
  };
  /** The full specimen into `element` once the script faces are in, if the element still shows this tool. */
  const completeLater = (element: HTMLElement, shown: Element | null) => {
    void specimen(true).then(
      ({ svg }) => {
        scriptsReady = true;
        if (shown && element.firstElementChild === shown) element.innerHTML = svg;
      },
      () => undefined, // the next render tries again
    );
  };

  /** Each role's font file field, and a button removing an upload. */
  const fontControls = (): Control[] => {
    const uploaded = uploads();
    return TYPE_ROLES.flatMap((role): Control[] => {
      const name = TYPE_ROLE_NAMES[role];
      const upload = uploaded.get(role);
      const file: Control = {
        label: `${name} font file`,
        kind: "file",
        value: upload ? upload.family : "",
        accept: FONT_UPLOAD_ACCEPT,
        enabled: true,
        section: name,
        hint: upload
          ? `${upload.family} (${upload.filename}, ${upload.format.toUpperCase()}, ${Math.ceil(upload.bytes / 1024)} KB) sets the ${name.toLowerCase()} role in every tool of this project`
          : "WOFF2, WOFF, OTF or TTF: checked, kept in this browser only, used by every tool of this project",
        async commit(value) {
          if (!(value instanceof Blob))
            throw StudioError.of("invalid_request", `${name} font file takes a File`, "value");
          const font = await context.uploadFont(role, value);
          context.notify(
            `${font.family} now sets the ${name.toLowerCase()} role in every tool of this project.`,
          );
        },
      };
      if (!upload) return [file];
      return [
        file,
        {
          label: `Remove ${name.toLowerCase()} font`,
          kind: "button",
          value: undefined,
          enabled: true,
          section: name,
          run: () => {
            context.removeFont(role);
            context.notify(`The ${name.toLowerCase()} role is set in the identity's face again.`);
          },
        },
      ];
    });
  };

  const controls = (): Control[] => {
    const doc = session.doc();
    const identity = drawn(doc);
    const bindings: FieldBinding[] = [
      {
        path: "identity.preset",
        label: "Preset",
        section: "Identity",
        optionLabels: PRESET_NAMES,
        hint: "the identity whose type this is; every tool shares it",
      },
      { path: "scale.base", label: "Base size", section: "Scale" },
      { path: "scale.ratio", label: "Ratio", section: "Scale", optionLabels: RATIO_LABELS },
      { path: "scale.above", label: "Steps above", section: "Scale" },
      { path: "scale.below", label: "Steps below", section: "Scale" },
      ...TYPE_ROLES.flatMap((role): FieldBinding[] => {
        const name = TYPE_ROLE_NAMES[role];
        const face = identity.typography[role === "text" ? "body" : role];
        return [
          {
            path: `roles.${role}.weight`,
            label: `${name} weight`,
            section: name,
            options: TYPE_ROLE_WEIGHTS,
            fallback: face.weight,
            hint: uploads().has(role)
              ? `${face.family}, uploaded: its one weight is drawn`
              : `${face.family}; the nearest bundled weight is drawn`,
          },
          { path: `roles.${role}.tracking`, label: `${name} tracking`, section: name },
          { path: `roles.${role}.lineHeight`, label: `${name} line height`, section: name },
        ];
      }),
      { path: "specimen.sample", label: "Sample line", section: "Specimen" },
      { path: "specimen.role", label: "Scripts in", section: "Specimen", optionLabels: TYPE_ROLE_NAMES },
    ];
    return [
      ...schemaControls(schema, doc, bindings, async (path, value) => {
        await session.apply(withValue(doc, path, value));
      }),
      ...fontControls(),
    ];
  };

  return {
    id: "typography",
    exports: TYPOGRAPHY_TOOL_EXPORTS,
    readSource: () => structuredClone(session.doc()),
    initialSource: () => fresh(context.identity()),
    applySource: session.apply,
    controls,
    async render(element) {
      element.innerHTML = (await specimen(scriptsReady)).svg;
      if (!scriptsReady) completeLater(element, element.firstElementChild);
    },
    async artifact(format): Promise<Artifact> {
      if (format === "dtcg") {
        const file = typographyTokens(drawn(session.doc()), session.doc());
        const blob = new Blob([file.text], { type: MEDIA_TYPES.dtcg });
        return {
          filename: file.filename,
          mimeType: MEDIA_TYPES.dtcg,
          bytes: blob.size,
          width: 0,
          height: 0,
          blob,
        };
      }
      if (format === "pdf") {
        const { svg, width, height, filename } = await specimen();
        const name = drawn(session.doc()).name;
        // pdfkit loads with the first PDF, never with the tool.
        const { pdfFromSvgPages } = await import("../../runtime/pdf.js");
        const bytes = await pdfFromSvgPages([{ svg, width, height, title: `${name} typography` }], {
          title: `${name} typography`,
          author: name,
        });
        const blob = new Blob([bytes as BlobPart], { type: MEDIA_TYPES.pdf });
        return {
          filename: filename.replace(/\.svg$/u, ".pdf"),
          mimeType: MEDIA_TYPES.pdf,
          bytes: blob.size,
          width,
          height,
          blob,
        };
      }
      if (format !== "svg" && format !== "png")
        throw StudioError.of(
          "invalid_request",
          `Typography exports ${TYPOGRAPHY_TOOL_EXPORTS.join(", ")}`,
          "format",
        );
      const { svg, width, height, filename } = await specimen();
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
