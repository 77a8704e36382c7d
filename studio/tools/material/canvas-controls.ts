// The Design Lab's Canvas and Export sections: the contract's own fields (ratio, background, export width and
// mode) as the schema describes them, each edit applied as a whole document.
import type { ResolvedIdentity } from "../../../src/catalog/identities/types.js";
import type { DesignLabDocument, JsonSchema } from "../../../src/contract/index.js";
import type { Control } from "../../runtime/controls.js";
import { identitySwatches } from "../identity-swatches.js";
import { schemaControls, withValue } from "../schema-controls.js";

export function canvasControls(
  schema: JsonSchema,
  doc: DesignLabDocument,
  identity: ResolvedIdentity,
  apply: (next: unknown) => Promise<unknown>,
  current: () => DesignLabDocument,
): Control[] {
  return schemaControls(
    schema,
    doc,
    [
      {
        path: "canvas.ratio",
        section: "Canvas",
        optionLabels: { wide: "Wide 16:9", square: "Square", opengraph: "Open Graph" },
      },
      {
        path: "canvas.backgroundColor",
        label: "Background colour",
        section: "Canvas",
        swatches: identitySwatches(identity),
      },
      { path: "export.width", label: "Export width", section: "Export" },
      {
        path: "mode",
        label: "Export mode",
        section: "Export",
        optionLabels: { standard: "Standard", "shader-sequence": "Shader sequence" },
      },
    ],
    async (path, value) => {
      await apply(withValue(current(), path, value));
    },
  );
}
