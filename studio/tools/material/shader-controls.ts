// The Design Lab's controls of its bottom shader layer — the Shader Library, "Look", "Palette" and the sixteen
// shared settings with their resets — the layer the library and the shared controls edit (and sequences
// cut). Its issues are matched to the layer where it is now: the rail can move other layers under it.
import type { ResolvedIdentity } from "../../../src/catalog/identities/types.js";
import { materialsCatalog } from "../../../src/catalog/materials/index.js";
import type {
  DesignLabDocument,
  MaterialControlName,
  PartialMaterialSettings,
  ShaderLayer,
} from "../../../src/contract/index.js";
import { resolveSettings } from "../../engines/index.js";
import type { Control } from "../../runtime/controls.js";
import { materialOf } from "../../runtime/material-record.js";
import { paletteControl, type ShaderLibrary } from "../../runtime/shader-library/index.js";
import { identitySwatches } from "../identity-swatches.js";
import { materialSettingRows } from "../material-setting-rows.js";
import type { LabHost } from "./edits.js";

/** The bottom shader layer and where it is in the document's layers. */
export function bottomShader(doc: DesignLabDocument): { layer: ShaderLayer; index: number } {
  const index = doc.layers.findIndex((entry) => entry.type === "shader");
  const layer = doc.layers[index];
  if (layer?.type !== "shader") throw new Error("a Design Lab document has a shader layer");
  return { layer, index };
}

/** The document with its bottom shader layer changed. */
export async function withShader(host: LabHost, change: Partial<ShaderLayer>): Promise<void> {
  const doc = host.doc();
  const { layer } = bottomShader(doc);
  await host.commit({
    ...doc,
    layers: doc.layers.map((entry) => (entry === layer ? { ...layer, ...change } : entry)),
  });
}

const settingsOf = (host: LabHost): PartialMaterialSettings =>
  bottomShader(host.doc()).layer.settings as PartialMaterialSettings;

/** The sixteen shared settings the material's engine reads, each with its reset to the material's own. */
function sharedControls(host: LabHost, identity: ResolvedIdentity): Control[] {
  const { layer, index } = bottomShader(host.doc());
  const tuned = resolveSettings(materialOf(layer.materialId));
  return materialSettingRows({
    materialId: layer.materialId,
    settings: layer.settings as PartialMaterialSettings,
    swatches: identitySwatches(identity),
    section: (group) => group,
    path: (name) => `layers.${index}.settings.${name}`,
    // The settings as they are when the value arrives (the page may keep this row across edits).
    write: (name, value) =>
      withShader(host, {
        settings: { ...settingsOf(host), [name]: value === undefined ? tuned[name] : value },
      }),
  });
}

/** "Look": a catalog look applied sets the material and its tuned settings; "Your own" once edited. */
function looks(host: LabHost): Control {
  const { layer } = bottomShader(host.doc());
  const settings = layer.settings as PartialMaterialSettings;
  const applied = materialsCatalog.lookPresets.find(
    (look) =>
      look.materialId === layer.materialId &&
      Object.entries(look.settings).every(([key, value]) => settings[key as MaterialControlName] === value),
  );
  return {
    label: "Look",
    kind: "select",
    value: applied?.id ?? "",
    options: ["", ...materialsCatalog.lookPresets.map((look) => look.id)],
    optionLabels: Object.fromEntries(materialsCatalog.lookPresets.map((look) => [look.id, look.name])),
    emptyLabel: "Your own",
    enabled: true,
    section: "Library",
    hint: applied?.description ?? "a look sets the material and its tuned settings",
    commit: async (value) => {
      const look = materialsCatalog.lookPresets.find((entry) => entry.id === value);
      if (!look) return;
      const base = resolveSettings(materialOf(look.materialId));
      await withShader(host, { materialId: look.materialId, settings: { ...base, ...look.settings } });
    },
  };
}

/** The Library section (material, look, palette) after the layer controls; the shared settings last. */
export function shaderControls(
  host: LabHost,
  library: ShaderLibrary,
  identity: ResolvedIdentity,
): { library: Control[]; settings: Control[] } {
  const { layer } = bottomShader(host.doc());
  const colors = ["colorA", "colorB", "colorC"].map((name) =>
    String(layer.settings[name as MaterialControlName] ?? ""),
  );
  // Choosing a material applies its tuned settings (the source then says exactly what is drawn).
  const choose = (materialId: string) =>
    withShader(host, { materialId, settings: resolveSettings(materialOf(materialId)) });
  return {
    library: [
      ...library.materialControls("Library", layer.materialId, choose),
      looks(host),
      paletteControl("Library", identity.colors.gradient, colors, (palette) =>
        withShader(host, {
          settings: { ...settingsOf(host), colorA: palette[0], colorB: palette[1], colorC: palette[2] },
        }),
      ),
    ],
    settings: sharedControls(host, identity),
  };
}
