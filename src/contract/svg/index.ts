// Caller SVG images: the allow-list sanitizer shared by the server and the Studio.
export * from "./allow-list.js";
export { sanitizeSvg } from "./sanitize.js";
