// Digital touchpoints: websites, email and display advertising.
import { deliverable, elementsOf, px, screenBackground } from "./requests.js";
import type { ElementRecord } from "./types.js";

const digital = elementsOf("digital");

export const DIGITAL_ELEMENTS: readonly ElementRecord[] = [
  digital({
    id: "website-hero",
    name: "Website hero background",
    description:
      "Full-bleed background for the first screen of a website, calm enough to carry a headline and one call to action.",
    ...screenBackground(1920, 1080, { style: "grain-gradient", gradient: "mesh", grain: 22, logoOpacity: 0 }),
    keywords: ["website", "hero", "landing page", "above the fold", "background"],
  }),
  digital({
    id: "open-graph-image",
    name: "Open Graph share image",
    description:
      "The picture shown when a page link is shared in chats and feeds; the logo sits centred on the brand gradient.",
    ...screenBackground(
      1200,
      630,
      { style: "gradient", gradient: "linear", angle: 120, logoScale: 32 },
      "PNG",
    ),
    keywords: [
      "og:image",
      "link preview",
      "share image",
      "meta tags",
      "unfurl",
      "facebook",
      "linkedin",
      "x/twitter card",
      "slack",
    ],
  }),
  digital({
    id: "email-header",
    name: "Email header",
    description:
      "Banner at the top of newsletters and transactional email, with the logo on the left of a quiet band.",
    ...screenBackground(
      600,
      200,
      { style: "gradient", gradient: "linear", angle: 90, logoScale: 36, logoX: -24 },
      "PNG",
    ),
    keywords: ["email", "newsletter", "campaign", "header", "masthead"],
  }),
  digital({
    id: "leaderboard-banner",
    name: "Leaderboard display ad",
    description:
      "The wide 728 × 90 display-ad slot; the logo sits left so copy and a button can run to the right.",
    ...screenBackground(
      728,
      90,
      { style: "gradient", gradient: "linear", angle: 0, logoScale: 18, logoX: -36 },
      "PNG",
    ),
    keywords: ["display ad", "banner", "leaderboard", "728x90", "advertising"],
  }),
  digital({
    id: "medium-rectangle-banner",
    name: "Medium rectangle display ad",
    description:
      "The 300 × 250 display-ad slot, the most widely sold unit; logo above, room for one line of copy below.",
    ...screenBackground(
      300,
      250,
      { style: "gradient", gradient: "radial", focalY: 30, logoScale: 52, logoY: -22 },
      "PNG",
    ),
    keywords: ["display ad", "banner", "mpu", "300x250", "advertising"],
  }),
  digital({
    id: "sign-in-background",
    name: "Sign-in screen background",
    description:
      "Background behind a web app's sign-in form: a soft bloom with a faint dot pattern and no logo competing with the form.",
    ...screenBackground(1440, 900, {
      style: "gradient",
      gradient: "bloom",
      pattern: "dots",
      patternOpacity: 18,
      logoOpacity: 0,
    }),
    keywords: ["login", "sign in", "authentication", "web app", "background"],
  }),
  digital({
    id: "desktop-wallpaper",
    name: "Desktop wallpaper",
    description:
      "A 1440p wallpaper for team laptops and shared screens, with a small logo in the lower-right corner.",
    ...screenBackground(
      2560,
      1440,
      { style: "grain-gradient", gradient: "orbit", grain: 28, logoScale: 10, logoX: 40, logoY: 42 },
      "PNG",
    ),
    keywords: ["wallpaper", "desktop", "screen", "team", "internal"],
  }),
  digital({
    id: "section-divider-band",
    name: "Website section divider",
    description: "A thin full-width band of topographic line pattern that separates long page sections.",
    ...screenBackground(1920, 240, {
      style: "pattern",
      pattern: "topographic",
      patternOpacity: 45,
      logoOpacity: 0,
    }),
    keywords: ["website", "divider", "band", "pattern", "section"],
  }),
  digital({
    id: "error-page-background",
    name: "Error page background",
    description:
      "Background for 404 and maintenance pages: a dithered wave that feels deliberate rather than broken.",
    ...screenBackground(1600, 1000, {
      style: "dither",
      gradient: "wave",
      ditherMatrix: 8,
      spacing: 12,
      logoScale: 14,
      logoY: -30,
    }),
    keywords: ["404", "error page", "maintenance", "website", "dither"],
  }),
  digital({
    id: "favicon",
    name: "Favicon",
    description:
      "The browser-tab icon: the symbol alone, redrawn for 16 to 48 pixels; not a crop of the full logo.",
    ...deliverable("ICO", px(32, 32)),
    keywords: ["favicon", "browser tab", "icon", "symbol"],
  }),
  digital({
    id: "app-icon",
    name: "App icon",
    description:
      "Home-screen icon for mobile and desktop apps: the symbol on a solid or gradient tile, no wordmark.",
    ...deliverable("PNG", px(1024, 1024)),
    keywords: [
      "app icon",
      "home screen",
      "store listing",
      "symbol",
      "app store",
      "google play",
      "ios",
      "android",
    ],
  }),
  digital({
    id: "email-signature",
    name: "Email signature",
    description:
      "Name, role and contact lines with a small logo, written as table-based HTML that survives email clients.",
    ...deliverable("HTML", px(600, 120)),
    keywords: ["email", "signature", "contact", "html"],
  }),
];
