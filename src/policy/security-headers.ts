// Security headers: `X-Content-Type-Options: nosniff` on every answer, an inert-making CSP on every SVG, and
// for the two HTML faces (docs, Studio) a Content-Security-Policy that allows what the page uses and no more,
// plus frame protection. The server sends them (server/hardening/security-headers.ts), the docs quote them.
import { createHash } from "node:crypto";

export const NOSNIFF = { "x-content-type-options": "nosniff" } as const;

/** An SVG opened on its own runs nothing and loads nothing but its own styles and data: images. */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** No framing anywhere: the pages are not meant to be embedded (clickjacking). */
const NO_FRAMING = "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const ENTITIES: Record<string, string> = {
  "&quot;": '"',
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
  "&amp;": "&",
};
const decode = (value: string) =>
  value.replace(/&(?:quot|#39|lt|gt|amp);/gu, (entity) => ENTITIES[entity] ?? entity);

/** What a page carries inline, hashed as CSP source expressions. */
export function inlineSources(html: string): { scripts: string[]; handlers: string[]; styles: string[] } {
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? "");
  const unique = (texts: string[]) => [...new Set(texts.map(sha256))];
  return {
    scripts: unique(all(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/giu)),
    handlers: unique(
      [...html.matchAll(/\son[a-z]+\s*=\s*(?:"([^"]*)"|'([^']*)')/giu)].map((m) =>
        decode(m[1] ?? m[2] ?? ""),
      ),
    ),
    styles: unique(all(/<style[^>]*>([\s\S]*?)<\/style>/giu)),
  };
}

/**
 * The docs: static HTML with one inline stylesheet and no scripts. Its styles are allowed by hash; images
 * only from the site itself (the favicon a browser asks for).
 */
export function docsPolicy(html: string): string {
  const { styles } = inlineSources(html);
  return [
    "default-src 'none'",
    `style-src ${styles.length > 0 ? styles.join(" ") : "'none'"}`,
    "img-src 'self'",
    NO_FRAMING,
  ].join("; ");
}

/**
 * The Studio: its own module scripts (and, by hash, any inline script or handler the built page carries);
 * inline styles, since tools insert generated SVG and swatches with style attributes; images, fonts and
 * API calls from the site itself, plus data: (caller logos) and blob: (rasterized exports) images; workers
 * from the site or blob: (exports off the main thread); blob: media (the preview of an exported MP4).
 */
export function studioPolicy(html: string): string {
  const { scripts, handlers } = inlineSources(html);
  // Inline event handlers are allowed only by their exact hash, which CSP spells 'unsafe-hashes'.
  const script = ["'self'", ...scripts, ...(handlers.length > 0 ? ["'unsafe-hashes'", ...handlers] : [])];
  return [
    "default-src 'none'",
    `script-src ${script.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src blob:",
    "worker-src 'self' blob:",
    NO_FRAMING,
  ].join("; ");
}

/** The headers of an HTML page under a policy: the policy and the legacy frame protection beside it. */
export const pageHeaders = (policy: string) => ({
  "content-security-policy": policy,
  "x-frame-options": "DENY",
});
