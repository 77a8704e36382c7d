// The Design Lab's "Selected layer" section: the selected layer's own fields, derived from its schema in
// the contract (so every bound and enum is the one the validator enforces), labelled by type ("Text x",
// "Mark scale") so labels stay unique across the tool. Unions (an effect's kind, a mark's source) are
// resolved to the branch the layer uses before the fields are derived.
import { materialsCatalog } from "../../../src/catalog/materials/index.js";
import {
  brandMarkLayerSchema,
  type DesignLabDocument,
  type DesignLabLayer,
  designLabTextLayerSchema,
  effectLayerSchema,
  imageLayerSchema,
  type JsonSchema,
  shaderLayerSchema,
  TEXT_EFFECT_KINDS,
  type TextEffectKind,
  toRequestJsonSchema,
} from "../../../src/contract/index.js";
import { resolveSettings } from "../../engines/index.js";
import type { Control } from "../../runtime/controls.js";
import { materialOf } from "../../runtime/material-record.js";
import { type FieldBinding, schemaControls, withValue } from "../schema-controls.js";
import { APPEARANCE_SECTION, appearanceControls, labelWords } from "./appearance-controls.js";
import type { LabHost } from "./edits.js";
import { fillControls } from "./fill-controls.js";

export const LAYER_SECTION = "Selected layer";

const schemas = {
  text: toRequestJsonSchema(designLabTextLayerSchema),
  "brand-mark": toRequestJsonSchema(brandMarkLayerSchema),
  image: toRequestJsonSchema(imageLayerSchema),
  effect: toRequestJsonSchema(effectLayerSchema),
  shader: toRequestJsonSchema(shaderLayerSchema),
} satisfies Record<DesignLabLayer["type"], JsonSchema>;

/** The branches of a union property (`effect`, `mark`), by the value of their discriminator. */
function branches(schema: JsonSchema, property: string, discriminator: string): Map<string, JsonSchema> {
  const union = (schema.properties?.[property]?.oneOf ?? []) as JsonSchema[];
  return new Map(
    union.map((branch) => [String(branch.properties?.[discriminator]?.const ?? ""), branch] as const),
  );
}
const effectBranches = branches(schemas.effect, "effect", "kind");
const markBranches = branches(schemas["brand-mark"], "mark", "source");
export const EFFECT_KINDS = [...effectBranches.keys()];

/** `schema` with `property` replaced by an object schema of `properties` (a union resolved to one branch). */
const resolved = (
  schema: JsonSchema,
  property: string,
  properties: Record<string, JsonSchema>,
): JsonSchema => ({
  ...schema,
  properties: { ...schema.properties, [property]: { type: "object", properties } as JsonSchema },
});

const TEXT_FIELDS = [
  ["value", "Text"],
  ["weight", "Text weight"],
  ["x", "Text x"],
  ["y", "Text y"],
  ["size", "Text size"],
  ["align", "Text align"],
  ["color", "Text colour"],
  ["font", "Text font"],
  ["opacity", "Text opacity"],
  ["letterSpacing", "Text letter spacing"],
  ["lineHeight", "Text line height"],
  ["wrapWidth", "Text wrap width"],
] as const;

const TEXT_EFFECT_LABELS: Readonly<Record<TextEffectKind, string>> = {
  solid: "Solid",
  "dither-sweep": "Dither sweep",
  halftone: "Halftone",
  "scan-lines": "Scan lines",
  "gradient-ink": "Gradient ink",
};

/** The text effect's kind and fields; the fields show their defaults, disabled, while the ink is solid. */
function textEffectBindings(kind: TextEffectKind, swatches: FieldBinding["swatches"]): FieldBinding[] {
  const effect = (schemas.text.properties?.textEffect?.properties ?? {}) as Record<string, JsonSchema>;
  const inEffect = (name: string, label: string, extra: Partial<FieldBinding> = {}) =>
    field(`textEffect.${name}`, label, {
      section: APPEARANCE_SECTION,
      fallback: effect[name]?.default,
      ...(kind === "solid" ? { inactive: "Text effect is not solid" } : {}),
      ...extra,
    });
  return [
    field("textEffect.kind", "Text effect", {
      section: APPEARANCE_SECTION,
      options: TEXT_EFFECT_KINDS,
      optionLabels: TEXT_EFFECT_LABELS,
      fallback: "solid",
    }),
    inEffect("amount", "Text effect amount"),
    inEffect("angle", "Text effect angle"),
    inEffect("scale", "Text effect scale"),
    inEffect("color", "Text effect colour", {
      swatches,
      ...(kind === "gradient-ink" ? {} : { inactive: "Text effect is gradient ink" }),
    }),
  ];
}

const EFFECT_LABELS: Readonly<Record<string, string>> = {
  bayer: "Bayer",
  ascii: "ASCII",
  halftone: "Halftone",
  posterize: "Posterize",
};

interface Derived {
  schema: JsonSchema;
  /** What the controls read: the layer, with unions flattened to the fields shown. */
  view: Record<string, unknown>;
  bindings: FieldBinding[];
  /** The layer after setting `path` (unions rebuilt from the branch the value chooses). */
  edit(path: string, value: unknown): DesignLabLayer;
}

const field = (path: string, label: string, extra: Partial<FieldBinding> = {}): FieldBinding => ({
  path,
  label,
  section: LAYER_SECTION,
  ...extra,
});

/** The schema, view, bindings and edit rule of `layer`; `bottom` says it is the Library's shader layer. */
function derive(
  layer: DesignLabLayer,
  bottom: boolean,
  swatches: FieldBinding["swatches"],
): Derived | undefined {
  const plain = (path: string, value: unknown) => withValue(layer, path, value) as unknown as DesignLabLayer;
  const view = layer;
  switch (layer.type) {
    case "text":
      return {
        schema: schemas.text,
        view,
        bindings: [
          ...TEXT_FIELDS.map(([path, label]) => field(path, label, path === "color" ? { swatches } : {})),
          ...textEffectBindings(layer.textEffect?.kind ?? "solid", swatches),
        ],
        edit: (path, value) => {
          if (path !== "textEffect.kind") return plain(path, value);
          // Solid is no effect at all; another kind keeps the amount, angle and scale already set.
          const { textEffect, ...rest } = layer;
          if (value === undefined || value === "solid") return rest as DesignLabLayer;
          return { ...rest, textEffect: { ...textEffect, kind: value } } as DesignLabLayer;
        },
      };
    case "image":
      return {
        schema: schemas.image,
        view,
        bindings: [
          field("dataUrl", "Image file"),
          field("x", "Image x"),
          field("y", "Image y"),
          field("width", "Image width"),
          field("opacity", "Image opacity"),
        ],
        edit: plain,
      };
    case "brand-mark": {
      const identity = markBranches.get("identity")?.properties ?? {};
      const upload = markBranches.get("data-url")?.properties ?? {};
      const { mark } = layer;
      const own = mark.source === "identity";
      return {
        schema: resolved(schemas["brand-mark"], "mark", {
          variant: identity.variant as JsonSchema,
          dataUrl: upload.dataUrl as JsonSchema,
        }),
        view: {
          ...view,
          mark: mark.source === "identity" ? { variant: mark.variant } : { dataUrl: mark.dataUrl },
        },
        bindings: [
          field("mark.variant", "Mark variant", {
            ...(own ? {} : { inactive: "the mark is the identity's (remove the uploaded one)" }),
            optionLabels: { auto: "Auto", dark: "Dark", light: "Light" },
          }),
          field("mark.dataUrl", "Mark file", { hint: "an uploaded mark instead of the identity's" }),
          field("tint", "Mark tint", { swatches }),
          field("x", "Mark x"),
          field("y", "Mark y"),
          field("scale", "Mark scale"),
          field("opacity", "Mark opacity"),
        ],
        edit: (path, value) => {
          if (path === "mark.variant")
            return { ...layer, mark: { source: "identity", variant: (value ?? "auto") as "auto" } };
          if (path === "mark.dataUrl")
            return {
              ...layer,
              mark:
                typeof value === "string"
                  ? { source: "data-url", dataUrl: value }
                  : { source: "identity", variant: "auto" },
            };
          return plain(path, value);
        },
      };
    }
    case "effect": {
      const branch = effectBranches.get(layer.effect.kind)?.properties ?? {};
      const settings = Object.keys(branch).filter((name) => name !== "kind");
      return {
        schema: resolved(schemas.effect, "effect", branch as Record<string, JsonSchema>),
        view,
        bindings: [
          field("effect.kind", "Effect kind", { options: EFFECT_KINDS, optionLabels: EFFECT_LABELS }),
          ...settings.map((name) =>
            field(`effect.${name}`, `Effect ${labelWords(name)}`, name.endsWith("olor") ? { swatches } : {}),
          ),
        ],
        edit: (path, value) => {
          // Another kind starts from its own defaults (the settings of one kind mean nothing to another).
          if (path === "effect.kind")
            return { ...layer, effect: { kind: value, opacity: layer.effect.opacity } } as DesignLabLayer;
          return plain(path, value);
        },
      };
    }
    case "shader":
      return {
        schema: schemas.shader,
        view,
        bindings: [
          ...(bottom
            ? []
            : [
                field("materialId", "Shader material", {
                  options: materialsCatalog.materials.map((material) => material.id),
                  optionLabels: Object.fromEntries(materialsCatalog.materials.map((m) => [m.id, m.name])),
                  hint: "the Library and the shared controls edit the bottom shader layer",
                }),
              ]),
          field("blendMode", "Shader blend mode"),
          field("opacity", "Shader opacity"),
          field("shaderSize", "Shader size"),
        ],
        edit: (path, value) =>
          // A new material brings its tuned settings, as the Library does.
          path === "materialId" && typeof value === "string"
            ? { ...layer, materialId: value, settings: resolveSettings(materialOf(value)) }
            : plain(path, value),
      };
  }
}

const isBottom = (doc: DesignLabDocument, layer: DesignLabLayer) =>
  layer === doc.layers.find((entry) => entry.type === "shader");

/**
 * The controls of the selected layer; `selected` answers its index when asked, so a commit edits the layer
 * selected then, as it is then (the page may keep a row's closures across renders).
 */
export function layerControls(
  host: LabHost,
  selected: (doc: DesignLabDocument) => number,
  swatches: FieldBinding["swatches"],
): Control[] {
  const doc = host.doc();
  const index = selected(doc);
  const layer = doc.layers[index];
  if (!layer) return [];
  const derived = derive(layer, isBottom(doc, layer), swatches);
  if (!derived) return [];
  const commit = async (path: string, value: unknown) => {
    const current = host.doc();
    const at = selected(current);
    const target = current.layers[at];
    if (!target) return;
    const edited = derive(target, isBottom(current, target), swatches)?.edit(path, value) ?? target;
    await host.commit({ ...current, layers: current.layers.map((entry, i) => (i === at ? edited : entry)) });
  };
  const controls = [
    ...schemaControls(derived.schema, derived.view, derived.bindings, commit),
    ...(layer.type === "brand-mark" || layer.type === "image"
      ? appearanceControls(
          layer,
          schemas[layer.type],
          layer.type === "brand-mark" ? "Mark" : "Image",
          commit,
          swatches,
        )
      : []),
    ...(layer.type === "text" || layer.type === "brand-mark"
      ? fillControls(layer.fill, layer.type === "text" ? "Text" : "Mark", commit, swatches)
      : []),
  ];
  return controls
    .filter((control) => control.label !== "Remove Image file") // an image layer is its image
    .map((control) => ({
      ...control,
      ...(control.path ? { path: `layers.${index}.${control.path}` } : {}),
    }));
}
