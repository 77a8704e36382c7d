// A background's or template's tool answer: the PNG as image content the model can look at, a short JSON
// summary, and links to its files — never the SVG's markup in the text.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import {
  FILE_EXTENSIONS,
  FILE_FORMATS,
  FILE_MEDIA_TYPES,
  type FileFormat,
  IMAGE_URL_PATH,
  imageUrlsOf,
} from "../contract/index.js";
import { IMAGE_RESOURCE_PREFIX } from "./image-resources.js";
import { previewOf } from "./preview.js";
import type { ToolContext } from "./tool.js";

/**
 * The files linked by name; every link is ~300 characters (the request rides in it), so the others are
 * named by the extension that turns one link into another.
 */
const LINKED: readonly FileFormat[] = ["svg", "png"];
const OTHERS = FILE_FORMATS.filter((format) => !LINKED.includes(format))
  .map((format) => `.${FILE_EXTENSIONS[format]}`)
  .join(", ");

/** Renders `request` and answers with its preview, summary and file links. */
export async function artifactResult(
  request: Readonly<Record<string, unknown>>,
  { engine }: ToolContext,
): Promise<CallToolResult> {
  const png = await engine.file(request, "png");
  const preview = await previewOf(png.bytes, png.width, png.height);
  const stem = png.filename.replace(/\.png$/u, "");
  const paths = imageUrlsOf(request);
  const urls = Object.fromEntries(
    LINKED.flatMap((format) => {
      const url = engine.url?.(request, format);
      return url === undefined ? [] : [[format, url]];
    }),
  );
  const summary = {
    kind: request.kind,
    filename: png.filename,
    width: png.width,
    height: png.height,
    preview: { width: preview.width, height: preview.height },
    ...(png.warnings.length > 0 ? { warnings: png.warnings } : {}),
    ...(Object.keys(urls).length > 0 ? { urls } : {}),
    ...(paths ? { otherFiles: `the same link ending in ${OTHERS}` } : {}),
  };
  const links: CallToolResult["content"] = paths
    ? LINKED.map((format) => ({
        type: "resource_link",
        uri: paths(format).replace(IMAGE_URL_PATH, IMAGE_RESOURCE_PREFIX),
        name: `${stem}.${FILE_EXTENSIONS[format]}`,
        mimeType: FILE_MEDIA_TYPES[format],
      }))
    : [];
  return {
    content: [
      { type: "image", data: preview.data, mimeType: preview.mimeType },
      { type: "text", text: JSON.stringify(summary) },
      ...links,
    ],
  };
}
