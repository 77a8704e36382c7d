// Social touchpoints: posts, stories, profile headers and short motion loops.
import { deliverable, elementsOf, motion, px, screenBackground, slide, templateArtwork } from "./requests.js";
import type { ElementRecord } from "./types.js";

const social = elementsOf("social");

export const SOCIAL_ELEMENTS: readonly ElementRecord[] = [
  social({
    id: "square-motion-post",
    name: "Square motion post",
    description:
      "A square shader sequence for feeds: cuts through materials and lands on the brand mark, exported to MP4 in the Studio.",
    ...motion("square", 1080, "MP4", { sequence: { cutCount: 10, pace: "accelerating" } }),
    keywords: [
      "social post",
      "square",
      "motion",
      "video",
      "feed",
      "instagram",
      "linkedin",
      "facebook",
      "x/twitter",
    ],
  }),
  social({
    id: "wide-video-loop",
    name: "Wide video loop",
    description:
      "A 16:9 motion loop for video posts, event screens and headers, exported to MP4 in the Studio.",
    ...motion("wide", 1920, "MP4", { sequence: { cutCount: 8, pace: "even", finalHoldMs: 4000 } }),
    keywords: ["video", "loop", "motion", "16:9", "header video", "youtube", "vimeo"],
  }),
  social({
    id: "animated-link-preview",
    name: "Animated link preview",
    description: "An Open Graph sized loop exported to GIF, for places that play animated previews.",
    ...motion("opengraph", 1200, "GIF", { export: { fps: 15, gifLoop: "seamless" } }),
    keywords: ["gif", "link preview", "animated", "open graph", "slack", "x/twitter", "linkedin"],
  }),
  social({
    id: "halftone-announcement-gif",
    name: "Halftone announcement GIF",
    description: "A square loop under a halftone screen, for announcements that should feel printed.",
    ...motion("square", 1080, "GIF", { effect: { kind: "halftone", cellSize: 10 }, export: { fps: 15 } }),
    keywords: ["gif", "announcement", "halftone", "square", "animated", "x/twitter", "slack"],
  }),
  social({
    id: "story-background",
    name: "Story background",
    description:
      "Full-screen vertical background for stories and reels, with the logo near the bottom safe area.",
    ...screenBackground(
      1080,
      1920,
      { style: "grain-gradient", gradient: "bloom", focalY: 35, grain: 30, logoScale: 30, logoY: 36 },
      "PNG",
    ),
    keywords: [
      "story",
      "reel",
      "vertical",
      "9:16",
      "full screen",
      "instagram stories",
      "tiktok",
      "youtube shorts",
      "facebook stories",
      "snapchat",
    ],
  }),
  social({
    id: "profile-header",
    name: "Profile header",
    description:
      "The wide 3:1 header of a social profile; no logo, since the profile picture already carries it.",
    ...screenBackground(1500, 500, { style: "gradient", gradient: "wave", angle: 15, logoOpacity: 0 }, "PNG"),
    keywords: [
      "profile header",
      "cover",
      "banner",
      "3:1",
      "social profile",
      "x/twitter header",
      "mastodon",
      "bluesky",
    ],
  }),
  social({
    id: "professional-network-cover",
    name: "Professional network cover",
    description:
      "The 4:1 cover of a company or personal page on professional networks, logo to the right of the profile picture.",
    ...screenBackground(
      1584,
      396,
      { style: "gradient", gradient: "linear", angle: 200, logoScale: 16, logoX: 34 },
      "PNG",
    ),
    keywords: [
      "company page",
      "cover",
      "professional network",
      "banner",
      "4:1",
      "linkedin",
      "linkedin banner",
      "xing",
    ],
  }),
  social({
    id: "video-thumbnail",
    name: "Video thumbnail",
    description: "Thumbnail for long-form video, with room on the left for a large three-word title.",
    ...screenBackground(
      1280,
      720,
      {
        style: "grain-gradient",
        gradient: "radial",
        focalX: 72,
        grain: 26,
        logoScale: 14,
        logoX: 38,
        logoY: -38,
      },
      "JPG",
    ),
    keywords: ["video", "thumbnail", "16:9", "cover", "youtube", "vimeo"],
  }),
  social({
    id: "carousel-slide-background",
    name: "Carousel slide background",
    description:
      "Portrait 4:5 background for multi-image carousel posts, patterned so a series reads as one.",
    ...screenBackground(
      1080,
      1350,
      {
        style: "pattern",
        gradient: "linear",
        pattern: "lines",
        patternOpacity: 24,
        spacing: 28,
        logoScale: 16,
        logoY: 42,
      },
      "PNG",
    ),
    keywords: ["carousel", "4:5", "portrait", "series", "feed", "instagram", "linkedin"],
  }),
  social({
    id: "quote-card",
    name: "Quote card",
    description: "A customer or founder quote on the dark texture, for sharing as an image.",
    ...slide("quote", { texture: "dark" }, "PNG"),
    keywords: ["quote", "testimonial", "card", "share", "instagram", "linkedin", "x/twitter"],
  }),
  social({
    id: "partnership-post",
    name: "Partnership announcement post",
    description: "Both logos side by side to announce a partnership, a customer or an integration.",
    ...templateArtwork("partnership", { texture: "noise" }, "PNG"),
    keywords: [
      "partnership",
      "announcement",
      "co-branding",
      "customer",
      "logo lockup",
      "linkedin",
      "x/twitter",
    ],
  }),
  social({
    id: "profile-picture",
    name: "Profile picture",
    description:
      "The round-cropped avatar of social accounts: the symbol alone, centred, with margin for the circle crop.",
    ...deliverable("PNG", px(400, 400)),
    keywords: [
      "avatar",
      "profile picture",
      "symbol",
      "social account",
      "linkedin",
      "x/twitter",
      "instagram",
      "github",
      "slack",
    ],
  }),
];
