// .lottie (dotLottie) archives: a ZIP holding manifest.json and the animation's JSON — animations/{id}.json in
// version 1, a/{id}.json in version 2 — with its images beside it. Read within the contract's bounds (entries and
// sizes checked from the archive's directory before anything is inflated; images inlined as data URLs, so
// nothing is fetched), and written as version 1 with a fixed date, so identical input gives identical bytes.
import { strFromU8, strToU8, type Unzipped, unzipSync, zipSync } from "fflate";
import { toBase64 } from "../../contract/base64.js";
import { LOTTIE_LIMITS } from "../../contract/index.js";

export class DotLottieError extends Error {}

/** Every entry's date: the DOS epoch, so the archive depends only on its content. */
const FIXED_DATE = new Date(1980, 0, 1);

/** A .lottie archive of one animation, named `id`. */
export function packDotLottie(animationJson: string, id: string): Uint8Array {
  const manifest = {
    version: "1",
    generator: "Marque",
    author: "Marque",
    animations: [{ id, loop: true, autoplay: true, speed: 1, direction: 1, playMode: "normal" }],
  };
  return zipSync(
    {
      "manifest.json": [strToU8(JSON.stringify(manifest)), { mtime: FIXED_DATE }],
      [`animations/${id}.json`]: [strToU8(animationJson), { mtime: FIXED_DATE }],
    },
    { level: 9 },
  );
}

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
};

/** The first animation of a .lottie archive as JSON text, its images inlined; throws DotLottieError. */
export function unpackDotLottie(bytes: Uint8Array): { json: string; id: string } {
  let entries = 0;
  let total = 0;
  let files: Unzipped;
  try {
    files = unzipSync(bytes, {
      filter(file) {
        entries += 1;
        total += file.originalSize;
        if (entries > LOTTIE_LIMITS.archiveEntries)
          throw new DotLottieError(`the archive holds more than ${LOTTIE_LIMITS.archiveEntries} files`);
        if (total > LOTTIE_LIMITS.jsonBytes * 2)
          throw new DotLottieError(`the archive unpacks to more than ${LOTTIE_LIMITS.jsonBytes * 2} bytes`);
        return !file.name.endsWith("/");
      },
    });
  } catch (error) {
    if (error instanceof DotLottieError) throw error;
    throw new DotLottieError("the file is not a .lottie archive (a ZIP) that can be read");
  }
  const manifest = files["manifest.json"];
  let id: string | undefined;
  if (manifest) {
    try {
      const parsed = JSON.parse(strFromU8(manifest)) as { animations?: { id?: unknown }[] };
      const first = parsed.animations?.[0]?.id;
      if (typeof first === "string") id = first;
    } catch {
      throw new DotLottieError("manifest.json is not JSON");
    }
  }
  const names = Object.keys(files);
  const animationName =
    (id && names.find((name) => name === `animations/${id}.json` || name === `a/${id}.json`)) ??
    names.find((name) => /^(?:animations|a)\/[^/]+\.json$/u.test(name));
  if (!animationName) throw new DotLottieError("the archive holds no animation (animations/{id}.json)");
  const animationBytes = files[animationName] as Uint8Array;
  if (animationBytes.byteLength > LOTTIE_LIMITS.jsonBytes)
    throw new DotLottieError(`the animation is over ${LOTTIE_LIMITS.jsonBytes} bytes of JSON`);
  const text = strFromU8(animationBytes);
  let animation: { assets?: Record<string, unknown>[] };
  try {
    animation = JSON.parse(text) as typeof animation;
  } catch {
    throw new DotLottieError(`${animationName} is not JSON`);
  }
  // Images the animation names by path are the archive's own: inlined, so the player never fetches them.
  let inlined = false;
  for (const asset of Array.isArray(animation.assets) ? animation.assets : []) {
    const { p, u } = asset;
    if (typeof p !== "string" || asset.e === 1 || "layers" in asset) continue;
    const path = `${typeof u === "string" ? u : ""}${p}`.replace(/^\/+/u, "");
    const image = files[path] ?? files[`images/${p}`] ?? files[`i/${p}`];
    const type = IMAGE_TYPES[p.split(".").pop()?.toLowerCase() ?? ""];
    if (!image || !type) continue;
    Object.assign(asset, { u: "", p: `data:${type};base64,${toBase64(image)}`, e: 1 });
    inlined = true;
  }
  return {
    json: inlined ? JSON.stringify(animation) : text,
    id: id ?? animationName.replace(/^.*\/|\.json$/gu, ""),
  };
}
