// The identity as the API's generate() resolves it, for tools that draw its logo themselves: a generated
// logo whose name the stroke alphabet cannot draw (東京銀行, Αθήνα) has its wordmark set in type, so the type
// engine and the name's fonts load for such names only.
import { type ResolvedIdentity, resolveIdentity } from "../../src/catalog/identities/index.js";
import type { ToolContext } from "./types.js";

export async function resolveForDrawing(
  input: Parameters<typeof resolveIdentity>[0],
  context: Pick<ToolContext, "fonts">,
): Promise<ResolvedIdentity> {
  let typeset = false;
  const plain = resolveIdentity(input, {
    setWordmark: () => {
      typeset = true;
      return undefined;
    },
  });
  if (!typeset) return plain;
  const [fonts, { textWordmark }] = await Promise.all([
    context.fonts([], [plain.name, plain.shortName]),
    import("../../src/render/text/wordmark.js"),
  ]);
  return resolveIdentity(input, { setWordmark: textWordmark(fonts) });
}
