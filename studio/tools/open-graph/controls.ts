// The Open Graph tool's inspector: the shared identity's preset; the page's title, subtitle and URL (each
// field's placeholder the identity's own words); the picture beside the text; the ground (a background style,
// the paper, a material from the Shader Library or an uploaded picture); the layout; which platform sizes
// are drawn; and the view's own choices (the size the Download buttons export, the crop marks).

import type { ResolvedIdentity } from "../../../src/catalog/identities/types.js";
import { materialsCatalog } from "../../../src/catalog/materials/index.js";
import {
  BACKGROUND_STYLES,
  GRADIENT_KINDS,
  MATERIAL_STILL_MS,
  OPEN_GRAPH_PLATFORM_SPECS,
  OPEN_GRAPH_PLATFORMS,
  type OpenGraphDocument,
  type OpenGraphPlatform,
  openGraphDocumentSchema,
  PATTERNS,
  toRequestJsonSchema,
} from "../../../src/contract/index.js";
import { openGraphCopy } from "../../../src/render/open-graph/index.js";
import type { Control } from "../../runtime/controls.js";
import { StudioError } from "../../runtime/errors.js";
import { PRESET_NAMES } from "../preset-names.js";
import { schemaControls, withValue } from "../schema-controls.js";

const schema = toRequestJsonSchema(openGraphDocumentSchema);

const MATERIAL_LABELS = Object.fromEntries(materialsCatalog.materials.map((m) => [m.id, m.name]));
const MATERIAL_IDS = materialsCatalog.materials.map((m) => m.id);

const STYLE_LABELS: Readonly<Record<string, string>> = {
  "grain-gradient": "Grain gradient",
  gradient: "Gradient",
  dither: "Dither",
  pattern: "Pattern",
  paper: "Plain paper",
  material: "Material (WebGL still)",
  image: "Uploaded picture",
};

type Commit = (doc: Record<string, unknown>) => Promise<unknown>;

/** What the view keeps beside the document: the size the Download buttons export, and the crop marks. */
export interface OpenGraphView {
  exportPlatform: OpenGraphPlatform;
  cropMarks: boolean;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The ground's controls: its kind, then what that kind takes. */
function groundControls(doc: OpenGraphDocument, identity: ResolvedIdentity, commit: Commit): Control[] {
  const ground = doc.ground;
  const kind = ground.kind === "background" ? ground.style : ground.kind;
  const setGround = (next: unknown) => commit({ ...doc, ground: next });
  const options = [...BACKGROUND_STYLES, "paper", "material", ...(ground.kind === "image" ? ["image"] : [])];
  const background = ground.kind === "background" ? ground : undefined;
  const firstMaterial = MATERIAL_IDS[0] ?? "";
  // A material takes the identity's gradient, as the Moodboard's material tiles do.
  const [colorA, colorB, colorC] = identity.colors.gradient;
  const material = (materialId: string) => ({
    kind: "material",
    materialId,
    settings: { colorA, colorB, colorC },
    timeMs: MATERIAL_STILL_MS.default,
  });
  return [
    {
      label: "Ground",
      kind: "select",
      value: kind,
      options,
      optionLabels: STYLE_LABELS,
      enabled: true,
      section: "Ground",
      path: "ground.kind",
      hint: "what the image is drawn on, from the identity; or upload a picture below",
      commit: async (value: unknown) => {
        const chosen = String(value);
        if (chosen === kind) return;
        if ((BACKGROUND_STYLES as readonly string[]).includes(chosen))
          await setGround({
            kind: "background",
            style: chosen,
            gradient: background?.gradient ?? "mesh",
            pattern: background?.pattern ?? "none",
          });
        else if (chosen === "paper") await setGround({ kind: "paper" });
        else if (chosen === "material") await setGround(material(firstMaterial));
        else throw StudioError.of("invalid_request", "upload a picture with Ground picture", "Ground");
      },
    },
    {
      label: "Gradient",
      kind: "select",
      value: background?.gradient ?? "mesh",
      options: GRADIENT_KINDS,
      optionLabels: Object.fromEntries(GRADIENT_KINDS.map((g) => [g, capital(g)])),
      enabled: background !== undefined,
      ...(background ? {} : { reason: "Gradient applies when the ground is a background style" }),
      section: "Ground",
      path: "ground.gradient",
      commit: (value: unknown) => setGround({ ...ground, gradient: value }).then(() => undefined),
    },
    {
      label: "Pattern",
      kind: "select",
      value: background?.pattern ?? "none",
      options: PATTERNS,
      optionLabels: Object.fromEntries(PATTERNS.map((p) => [p, capital(p)])),
      enabled: background !== undefined,
      ...(background ? {} : { reason: "Pattern applies when the ground is a background style" }),
      section: "Ground",
      path: "ground.pattern",
      commit: (value: unknown) => setGround({ ...ground, pattern: value }).then(() => undefined),
    },
    {
      label: "Material",
      kind: "select",
      value: ground.kind === "material" ? ground.materialId : firstMaterial,
      options: MATERIAL_IDS,
      optionLabels: MATERIAL_LABELS,
      enabled: ground.kind === "material",
      ...(ground.kind === "material" ? {} : { reason: "Material applies when the ground is a material" }),
      section: "Ground",
      path: "ground.materialId",
      hint: "a still of the material, drawn by this browser's WebGL (over HTTP, send the still as a picture)",
      commit: (value: unknown) => setGround(material(String(value))).then(() => undefined),
    },
    {
      label: "Ground picture",
      kind: "file",
      value: undefined,
      enabled: true,
      section: "Ground",
      path: "ground.dataUrl",
      hint: "PNG, JPEG, GIF, WebP or SVG filling the image, kept in this browser only",
      commit: (value: unknown) =>
        typeof value === "string"
          ? setGround({ kind: "image", dataUrl: value }).then(() => undefined)
          : undefined,
    },
  ];
}

/** Every control of the tool for `doc`, each committing a whole document through `commit`. */
export function openGraphControls(
  doc: OpenGraphDocument,
  identity: ResolvedIdentity,
  view: OpenGraphView,
  commit: Commit,
): Control[] {
  const copy = openGraphCopy(identity, doc);
  const hasImage = doc.image !== undefined;
  const fields = schemaControls(
    schema,
    doc,
    [
      {
        path: "identity.preset",
        label: "Preset",
        section: "Identity",
        optionLabels: PRESET_NAMES,
        hint: "the identity the images carry; every tool shares it",
      },
      { path: "title", label: "Title", section: "Text", placeholder: copy.title },
      { path: "subtitle", label: "Subtitle", section: "Text", placeholder: "none" },
      { path: "url", label: "Page URL", section: "Text", placeholder: identity.website },
      {
        path: "image",
        label: "Picture",
        section: "Picture",
        hint: "a screenshot or photo beside the text (the side layout), kept in this browser only",
      },
      {
        path: "layout",
        label: "Layout",
        section: "Layout",
        optionLabels: { side: "Text card at the side", centered: "Centred card" },
        ...(hasImage ? { inactive: "there is no picture (Remove picture first)" } : {}),
      },
    ],
    (path, value) => commit(withValue(doc, path, value)).then(() => undefined),
  );
  const removePicture: Control = {
    label: "Remove picture",
    kind: "button",
    value: undefined,
    enabled: hasImage,
    ...(hasImage ? {} : { reason: "Remove picture applies when there is a picture" }),
    section: "Picture",
    run: () => commit(withValue(doc, "image", undefined)),
  };
  const platforms = OPEN_GRAPH_PLATFORMS.map((platform): Control => {
    const spec = OPEN_GRAPH_PLATFORM_SPECS[platform];
    const on = doc.platforms.includes(platform);
    return {
      label: `${spec.name} ${spec.width}×${spec.height}`,
      kind: "toggle",
      value: on,
      enabled: true,
      section: "Platforms",
      path: "platforms",
      hint: spec.shownIn,
      commit: async (value: unknown) => {
        const next = OPEN_GRAPH_PLATFORMS.filter((p) =>
          p === platform ? value === true : doc.platforms.includes(p),
        );
        if (next.length === 0)
          throw StudioError.of("invalid_request", "draw at least one platform size", spec.name);
        await commit({ ...doc, platforms: next });
      },
    };
  });
  const chosen = OPEN_GRAPH_PLATFORMS.filter((p) => doc.platforms.includes(p));
  const exportSize: Control = {
    label: "Export size",
    kind: "select",
    value: view.exportPlatform,
    options: chosen,
    optionLabels: Object.fromEntries(
      chosen.map((p) => [
        p,
        `${OPEN_GRAPH_PLATFORM_SPECS[p].name} · ${OPEN_GRAPH_PLATFORM_SPECS[p].width}×${OPEN_GRAPH_PLATFORM_SPECS[p].height}`,
      ]),
    ),
    enabled: true,
    section: "Export",
    hint: "the image Download PNG, JPG and WebP make",
    commit: (value: unknown) => {
      const platform = chosen.find((p) => p === value);
      if (!platform)
        throw StudioError.of("invalid_request", `Export size is one of ${chosen.join(", ")}`, "Export size");
      view.exportPlatform = platform;
    },
  };
  const cropMarks: Control = {
    label: "Crop marks",
    kind: "toggle",
    value: view.cropMarks,
    enabled: true,
    section: "Export",
    hint: "shade what each platform cuts off or covers in the previews",
    commit: (value: unknown) => {
      view.cropMarks = value === true;
    },
  };
  return [
    ...fields.filter((c) => c.section === "Identity" || c.section === "Text"),
    ...fields.filter((c) => c.section === "Picture"),
    removePicture,
    ...groundControls(doc, identity, commit),
    ...fields.filter((c) => c.section === "Layout"),
    ...platforms,
    exportSize,
    cropMarks,
  ];
}
