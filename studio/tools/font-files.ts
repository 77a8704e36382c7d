// The identity's font files, fetched from the server once each. Apart from the type engine (fonts.ts), so a
// tool that sets text can start these requests beside its own code instead of after the engine has loaded.
import { resolveIdentity } from "../../src/catalog/identities/index.js";
import type { TypographyRole } from "../../src/catalog/identities/types.js";
import type { IdentityInput } from "../../src/contract/index.js";
import { identitySchema } from "../../src/contract/index.js";
import { filesForRoles } from "../../src/render/text/faces.js";

const files = new Map<string, Uint8Array>();
/** Fetches in flight or done, per file: concurrent callers share one request. */
const fetches = new Map<string, Promise<void>>();

function fetchFile(file: string): Promise<void> {
  let pending = fetches.get(file);
  if (!pending) {
    pending = (async () => {
      const response = await fetch(`/studio/fonts/${file}`);
      if (!response.ok) throw new Error(`font ${file}: HTTP ${response.status}`);
      files.set(file, new Uint8Array(await response.arrayBuffer()));
    })();
    fetches.set(file, pending);
    // A failed fetch is tried again by the next caller.
    pending.catch(() => fetches.delete(file));
  }
  return pending;
}

/** Fetches the faces `identity` sets text in, and any `extra` roles (a text layer's own weight). */
export async function fetchFontFiles(
  identity: IdentityInput,
  extra: readonly TypographyRole[] = [],
): Promise<void> {
  const { typography } = resolveIdentity(identitySchema.parse(identity));
  await Promise.all(
    filesForRoles([typography.display, typography.body, typography.mono, ...extra]).map(fetchFile),
  );
}

/** The bytes of a fetched file. */
export function fontFile(file: string): Uint8Array {
  const bytes = files.get(file);
  if (!bytes) throw new Error(`font file not loaded: ${file}`);
  return bytes;
}
