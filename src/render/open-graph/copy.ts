// The words an Open Graph image sets: the document's, or the identity's where the document leaves them out.
import type { ResolvedIdentity } from "../../catalog/identities/types.js";
import type { OpenGraphDocument } from "../../contract/index.js";

/** The words an image sets: the document's, or the identity's where it leaves them out. */
export interface OpenGraphCopy {
  readonly title: string;
  readonly subtitle: string | undefined;
  /** The URL as shown: without its scheme or a trailing slash. */
  readonly url: string;
}

const shortUrl = (url: string) => url.replace(/^[a-z][a-z0-9+.-]*:\/\//iu, "").replace(/\/$/u, "");

export const openGraphCopy = (identity: ResolvedIdentity, doc: OpenGraphDocument): OpenGraphCopy => ({
  title: doc.title ?? identity.tagline,
  subtitle: doc.subtitle,
  url: shortUrl(doc.url ?? identity.website),
});
