// The font files a text needs, fetched from the server once each. Apart from the type engine (fonts.ts), so a
// tool that sets text can start these requests beside its own code instead of after the engine has loaded.
// The identity's Latin files come first (nearly every text needs them); the texts a tool will set then add
// only the unicode-range subsets of the fallback fonts their characters fall in — a Japanese title fetches
// a handful of Noto Sans JP's 124 slices, a Latin one none.
import { resolveIdentity } from "../../src/catalog/identities/index.js";
import type { TypographyRole } from "../../src/catalog/identities/types.js";
import type { IdentityInput } from "../../src/contract/index.js";
import { identitySchema } from "../../src/contract/index.js";
import {
  chooseFace,
  type FaceChain,
  faceChain,
  faceKey,
  filesForRoles,
  uploadedChain,
} from "../../src/render/text/faces.js";
import { filesForText, hanLocale } from "../../src/render/text/itemize.js";
import { type UploadedResolver, uploadedFile } from "./uploaded-fonts.js";

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

/**
 * Fetches the faces `identity` sets text in, any `extra` roles (a text layer's own weight), and the fallback
 * files `texts` need in any of those faces — as set, and upper-cased (eyebrows are). Roles `uploaded`
 * answers for are planned with their uploaded face's chain (its own file is the project's, never fetched).
 */
export async function fetchFontFiles(
  identity: IdentityInput,
  extra: readonly TypographyRole[] = [],
  texts: readonly string[] = [],
  uploaded: UploadedResolver = () => undefined,
): Promise<void> {
  const resolved = resolveIdentity(identitySchema.parse(identity));
  const { typography } = resolved;
  const roles = [typography.display, typography.body, typography.mono, ...extra];
  const needed = new Set(filesForRoles(roles));
  // The identity's own words are set too (names, taglines, footers), in whatever script they are written.
  const all = texts.length > 0 ? [...texts, resolved.name, resolved.tagline, resolved.website] : [];
  const written = all.filter((text) => /[^\p{ASCII}]/u.test(text));
  if (written.length > 0) {
    // The whole document's CJK locale, as templates choose it (title, body, the identity's own words).
    const han = hanLocale([...texts, resolved.name, resolved.tagline].join("\n"));
    const chains = new Map<string, FaceChain>();
    for (const role of roles) {
      const choice = chooseFace(role);
      const upload = uploaded(role);
      const key = upload ? `${upload.key}-${choice.weight}` : faceKey(choice);
      if (!chains.has(key)) chains.set(key, upload ? uploadedChain(upload, choice) : faceChain(choice));
    }
    for (const chain of chains.values())
      for (const text of written)
        for (const cased of new Set([text, text.toUpperCase()]))
          for (const file of filesForText(chain, cased, han)) needed.add(file);
  }
  await Promise.all([...needed].filter((file) => !uploadedFile(file)).map(fetchFile));
}

/** Whether a file has been fetched (or is an uploaded face's). */
export const fontLoaded = (file: string): boolean => files.has(file) || uploadedFile(file) !== undefined;

/** The bytes of a fetched file, or of an uploaded face. */
export function fontFile(file: string): Uint8Array {
  const bytes = files.get(file) ?? uploadedFile(file);
  if (!bytes) throw new Error(`font file not loaded: ${file}`);
  return bytes;
}
