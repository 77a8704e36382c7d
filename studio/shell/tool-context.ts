// The Studio as a tool sees it (ToolContext): the identity every tool shares, fonts for it, opening another
// tool on a source, notes for the status line, and saving.
import type { IdentityInput } from "../../src/contract/index.js";
import { canonicalJson } from "../../src/svg/ids.js";
import type { ToolContext } from "../tools/types.js";
import { fontSummaries, projectFonts, removeFont, uploadFont } from "../workspace/fonts.js";
import type { StudioStore } from "./store.js";
import type { StudioView } from "./view.js";

/** The identity's display name (the catalog loads with every tool, so this costs no extra request). */
export async function identityName(identity: IdentityInput): Promise<string> {
  const [{ resolveIdentity }, { identitySchema }] = await Promise.all([
    import("../../src/catalog/identities/index.js"),
    import("../../src/contract/index.js"),
  ]);
  return resolveIdentity(identitySchema.parse(identity)).name;
}

export function toolContext(store: StudioStore, view: StudioView, open: ToolContext["open"]): ToolContext {
  return {
    identity: () => store.identity,
    setIdentity: (identity) => {
      const changed = canonicalJson(identity) !== canonicalJson(store.identity);
      store.identity = identity;
      // The identity is shared by every tool: changing it from another tool's source is said out loud.
      if (changed && store.tool && store.tool.id !== "identity") {
        void identityName(identity).then((name) => view.note(`Identity changed for all tools: ${name}.`));
      }
    },
    // Fonts (and the type engine) load with the first tool that sets text, not with the shell.
    fonts: async (extra, texts) =>
      (await import("../runtime/fonts.js")).fontsFor(
        store.identity,
        extra,
        texts,
        projectFonts(store.workspace, store.project),
      ),
    uploadedFonts: () => fontSummaries(store.project),
    uploadFont: async (role, file) =>
      uploadFont(
        store.workspace,
        role,
        new Uint8Array(await file.arrayBuffer()),
        file instanceof File ? file.name : "font",
        "file",
      ),
    removeFont: (role) => removeFont(store.workspace, role),
    open,
    notify: (message) => view.notify(message),
    persist: () => store.persist(),
  };
}
