// Types for the Brotli decoder fontkit depends on (it ships none): the Studio unwraps uploaded WOFF2 with it.
declare module "brotli/decompress.js" {
  export default function decompress(compressed: Uint8Array, outputSize?: number): Uint8Array;
}
