// The faces the active project uploaded, as the font book asks for them. Tools ask for a role's face by its
// family and weight (`{...identity.typography.display, weight: 600}`), so a request stands for the uploaded
// role whose family it names: the uploaded face's own family (what Typography and its tokens write), else
// the identity's family for that role — and when two roles share the identity's family (Halden Rail sets
// display and text in IBM Plex Sans), the role whose weight is nearest, text on a tie.
import type { TypographyRole } from "../../src/catalog/identities/types.js";
import type { TypeRole } from "../../src/contract/index.js";
import type { UploadedFace } from "../../src/render/text/faces.js";
import { CodeRanges } from "../../src/render/text/registry.js";

/** An uploaded face as the project keeps it (workspace/records.ts): what drawing it needs. */
export interface ProjectFont {
  /** Identifies the sanitized bytes (a digest): the same file uploaded twice is one face. */
  key: string;
  family: string;
  /** The characters it maps (CodeRanges' encoding). */
  ranges: string;
  bytes: Uint8Array;
}
export type ProjectFonts = Partial<Record<TypeRole, ProjectFont>>;

/** An uploaded face as tools, lists and the facade show it (never its bytes). */
export interface UploadedFontSummary {
  role: TypeRole;
  family: string;
  filename: string;
  format: "woff2" | "woff" | "otf" | "ttf";
  bytes: number;
  glyphs: number;
}
/** The identity's face for each role. */
export type RoleSlots = Readonly<Record<TypeRole, TypographyRole>>;
export type UploadedResolver = (role: TypographyRole) => UploadedFace | undefined;

/** How the book's reader names an uploaded file (never fetched: its bytes are the project's). */
const UPLOAD_PATH = "upload:";
/** Text first: a weight midway between display and text in one family stays text. */
const TRY_ORDER: readonly TypeRole[] = ["text", "display", "mono"];

const faces = new Map<string, UploadedFace>();
const files = new Map<string, Uint8Array>();

function faceOf(font: ProjectFont): UploadedFace {
  let face = faces.get(font.key);
  if (!face) {
    const path = `${UPLOAD_PATH}${font.key}`;
    face = { key: `upload-${font.key}`, path, ranges: new CodeRanges(font.ranges) };
    faces.set(font.key, face);
    files.set(path, font.bytes);
  }
  return face;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Which of `roles` a request for `role` stands for: the one whose weight is nearest (the first on a tie). */
function nearest(roles: readonly TypeRole[], slots: RoleSlots, role: TypographyRole): TypeRole | undefined {
  let best: TypeRole | undefined;
  for (const candidate of roles)
    if (
      best === undefined ||
      Math.abs(slots[candidate].weight - role.weight) < Math.abs(slots[best].weight - role.weight)
    )
      best = candidate;
  return best;
}

/** The resolver the font book asks, for a project with `fonts` under an identity whose faces are `slots`. */
export function uploadedResolver(slots: RoleSlots, fonts: ProjectFonts | undefined): UploadedResolver {
  const uploaded = TRY_ORDER.filter((role) => fonts?.[role] !== undefined);
  if (!fonts || uploaded.length === 0) return () => undefined;
  return (role) => {
    const named = uploaded.filter((slot) => same(fonts[slot]?.family ?? "", role.family));
    const slot =
      nearest(named, slots, role) ??
      nearest(
        TRY_ORDER.filter((slot) => same(slots[slot].family, role.family)),
        slots,
        role,
      );
    const font = slot && fonts[slot];
    return font ? faceOf(font) : undefined;
  };
}

/** The bytes of an uploaded file by its path, once a resolver has answered with it. */
export const uploadedFile = (path: string): Uint8Array | undefined => files.get(path);
