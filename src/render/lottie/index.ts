// The Lottie tool's pure parts: the colours an animation paints with and their mapping, the edited animation
// and its timeline, the identity's sample loop, and .lottie archives.
export { type FoundColour, hexOf, lottieColours, recoloured } from "./colours.js";
export { DotLottieError, packDotLottie, unpackDotLottie } from "./dotlottie.js";
export { editedLottie, frameAt, type LottieTimeline, lottieTimeline, sourceAnimation } from "./edit.js";
export { paletteMapping } from "./palette-map.js";
export { sampleLottie } from "./sample.js";
