// Generated from the served /openapi.json by `npm run client:generate` (openapi-typescript). Do not edit:
// test/clients/typescript-client.test.ts fails when it differs from what the server serves.

export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where to start
         * @description A browser (Accept: text/html) is redirected to /docs; anything else gets the service's name, version and the paths to start from.
         */
        get: operations["getStart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Agent manifest
         * @description Name, versions, discovery order, client rules, resources, the generation contract and the Studio's browser interface.
         */
        get: operations["getAgentManifest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Studio tool catalog
         * @description Studio tools, resource URLs, shader and surface library summaries.
         */
        get: operations["getStudioCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/elements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Brand element taxonomy
         * @description Element records with generation metadata.
         */
        get: operations["listElements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/identities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Built-in identities
         * @description Identity records and their public proof asset ids (template partnerId).
         */
        get: operations["listIdentities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/labs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lab catalog
         * @description The Studio's labs and what each can do over HTTP and in the browser.
         */
        get: operations["listLabs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/materials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Materials catalog
         * @description Materials, engines, shared controls, look presets and palettes.
         */
        get: operations["getMaterials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search
         * @description One ranked index over docs, materials, elements, identities, surfaces, tools and endpoints.
         */
        get: operations["search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/surface-textures/{assetId}/{map}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Surface texture map
         * @description A procedurally generated, deterministic PNG map of a surface asset listed in /api/catalog.
         */
        get: operations["getSurfaceTexture"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{request}.{extension}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A background or template as a file at a URL
         * @description The same bytes as POST /api/generate with output raw and that format; for og:image, <img> and links. The URL never changes its answer, so it is cached for a year with a strong ETag. Envelopes give it as artifact.url.
         */
        get: operations["getImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Generation contract
         * @description Fields, bounds, enums, media types and an example per kind, derived from the schemas.
         */
        get: operations["getGenerationContract"];
        put?: never;
        /**
         * Generate an artifact
         * @description The body's `kind` selects the artifact. Every object is closed: a field the contract does not define is rejected with 400; at the top level the error code is unknown_field, nested ones are issues with code unknown_field and their path. A background or template comes as any of svg, png, webp, avif, jpeg, pdf: with output raw by Accept or `?format=`, with output json in the envelope (base64) by `?format=`.
         */
        post: operations["generate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deck contract
         * @description Fields, bounds, formats and an example deck, derived from the schemas.
         */
        get: operations["getDeckContract"];
        put?: never;
        /**
         * Generate a deck (PDF or PPTX)
         * @description Up to 50 slides, each POST /api/generate's slides template (the same SVG), answered as one file chosen by Accept or `?format=`: application/pdf (default: one vector page per slide, an outline entry and a page label per slide title) or application/vnd.openxmlformats-officedocument.presentationml.presentation (one slide each: the SVG as a picture with a PNG fallback, speaker notes from `notes`). Every object is closed: unknown fields are refused with 400 at their path (`slides.3.colour`). Identical requests give identical bytes.
         */
        post: operations["generateDeck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/brand-books": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A brand book contract
         * @description Fields, bounds, formats, the URL form and an example, derived from the schemas.
         */
        get: operations["getBrandBookContract"];
        put?: never;
        /**
         * Generate a brand book (PDF, or one page as an image)
         * @description An editorial brand book of the identity, one 1600×1000 page per enabled section in print order (Cover, Story, Logo, Colour, Typography, Graphic device, Voice, Applications), each section's words the request's or else the identity's own; the applications are POST /api/generate's templates and the grounds its backgrounds. The PDF has vector pages, type outlined, an outline entry and a page label per section. The body is the Studio tool's document (`kind` optional). Accept picks the file among application/pdf, image/png, image/svg+xml, image/webp, image/avif, image/jpeg; application/pdf without Accept or for *\/*; Vary: Accept; 406 not_acceptable when Accept names none. ?format=pdf|png|svg|webp|avif|jpeg (jpg for jpeg too) overrides Accept, for clients that cannot set headers. ?page=N (1–8, default 1) picks the page any format but PDF draws (a PDF holds every page; ?page= without ?format= never answers a PDF); past the last page: 400 out_of_range at page. ?scale=1|2|3 draws pixels at that device-pixel ratio (default 1), within 8192 px a side and 16777216 pixels (400 pixel_limit at scale). GET /api/brand-books/{document}.{pdf|png|svg|webp|avif|jpg} answers the same file at a URL: {document} is the body's JSON in base64url without padding, at most 4096 characters (no data URLs; 414 past it); ?page= and ?scale= as above; cached for a year (immutable). Content-Disposition names the file: {name}.pdf, or {name}-{page}-{page title}.{extension}; ETag is a hash of the bytes, identical for an identical request.
         */
        post: operations["generateBrandBook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/brand-books/{document}.{extension}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Generate a brand book at a URL
         * @description The file POST /api/brand-books answers, at a URL for `og:image`, `<img>` and links: {document} is the body's JSON in base64url (no padding, no data URLs), the extension names the format. Cached for a year.
         */
        get: operations["getBrandBookFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/code-cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A terminal card contract
         * @description Fields, bounds, formats, the URL form and an example, derived from the schemas.
         */
        get: operations["getCodeCardContract"];
        put?: never;
        /**
         * Generate a terminal card (a code snippet as an image)
         * @description A code snippet drawn as a card: highlighted by Shiki in the identity's colours (every colour at 4.5:1 or better on the code's ground), in a window with macOS, Windows or no chrome, a title, line numbers and highlighted lines, on the identity's gradient; type outlined from the identity's bundled mono face. At most 4000 characters and 80 lines; lines longer than the card wrap. One page: the card, 480–1600 pixels wide (omitted: fits the longest line, at most 1200). The body is the Studio tool's document (`kind` optional). Accept picks the file among image/png, image/svg+xml, image/webp, image/jpeg, image/avif, application/pdf; image/png without Accept or for *\/*; Vary: Accept; 406 not_acceptable when Accept names none. ?format=png|svg|webp|jpeg|avif|pdf (jpg for jpeg too) overrides Accept, for clients that cannot set headers. ?page=N (1–1, default 1) picks the page any format but PDF draws (a PDF holds every page; ?page= without ?format= never answers a PDF); past the last page: 400 out_of_range at page. ?scale=1|2|3 draws pixels at that device-pixel ratio (default 1), within 8192 px a side and 16777216 pixels (400 pixel_limit at scale). GET /api/code-cards/{document}.{png|svg|webp|jpg|avif|pdf} answers the same file at a URL: {document} is the body's JSON in base64url without padding, at most 4096 characters (no data URLs; 414 past it); ?page= and ?scale= as above; cached for a year (immutable). Content-Disposition names the file: {name}.pdf, or {name}-{page}-{page title}.{extension}; ETag is a hash of the bytes, identical for an identical request.
         */
        post: operations["generateCodeCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/code-cards/{document}.{extension}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Generate a terminal card at a URL
         * @description The file POST /api/code-cards answers, at a URL for `og:image`, `<img>` and links: {document} is the body's JSON in base64url (no padding, no data URLs), the extension names the format. Cached for a year.
         */
        get: operations["getCodeCardFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/component-sheets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A component sheet contract
         * @description Fields, bounds, formats, the URL form and an example, derived from the schemas.
         */
        get: operations["getComponentLibraryContract"];
        put?: never;
        /**
         * Generate a component sheet (the identity's UI components)
         * @description The identity's UI components drawn from its colour and type tokens on one page 1600 px wide (its height follows the groups shown): buttons (primary, secondary, ghost, destructive) in the states default, hover, focus, active, disabled; inputs (default, focus, error, disabled); badges (neutral, success, warning, danger, brand); a card; alerts (info, success, warning, danger). Every label reaches 4.5:1 on its fill and every control edge 3:1 (WCAG 2); where the identity's own colour falls short an accessible one is used and the sheet's Contrast section says which. Type outlined. The Studio's Component library tool draws the same sheet and exports the components as HTML and CSS. The body is the Studio tool's document (`kind` optional). Accept picks the file among image/png, image/svg+xml, application/pdf, image/webp, image/jpeg, image/avif; image/png without Accept or for *\/*; Vary: Accept; 406 not_acceptable when Accept names none. ?format=png|svg|pdf|webp|jpeg|avif (jpg for jpeg too) overrides Accept, for clients that cannot set headers. ?page=N (1–1, default 1) picks the page any format but PDF draws (a PDF holds every page; ?page= without ?format= never answers a PDF); past the last page: 400 out_of_range at page. ?scale=1|2|3 draws pixels at that device-pixel ratio (default 1), within 8192 px a side and 16777216 pixels (400 pixel_limit at scale). GET /api/component-sheets/{document}.{png|svg|pdf|webp|jpg|avif} answers the same file at a URL: {document} is the body's JSON in base64url without padding, at most 4096 characters (no data URLs; 414 past it); ?page= and ?scale= as above; cached for a year (immutable). Content-Disposition names the file: {name}.pdf, or {name}-{page}-{page title}.{extension}; ETag is a hash of the bytes, identical for an identical request.
         */
        post: operations["generateComponentLibrary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/component-sheets/{document}.{extension}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Generate a component sheet at a URL
         * @description The file POST /api/component-sheets answers, at a URL for `og:image`, `<img>` and links: {document} is the body's JSON in base64url (no padding, no data URLs), the extension names the format. Cached for a year.
         */
        get: operations["getComponentLibraryFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/open-graph-images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page's social preview images contract
         * @description Fields, bounds, formats, the URL form and an example, derived from the schemas.
         */
        get: operations["getOpenGraphContract"];
        put?: never;
        /**
         * Generate a page's social preview images (Open Graph, X, LinkedIn, square)
         * @description A page's social preview images in the identity, one page per chosen platform size (open-graph 1200×630, x 1200×628, linkedin 1200×627, square 1200×1200): the title set as large as fits, the subtitle, the page's URL and the logo on a card, and a picture beside it, on a ground drawn from the identity (a background style, its paper, or a picture). Text stays inside what each platform keeps (2:1 centre crops, X's domain label, a thumbnail's corners). There is no WebGL on the server: a Shader Library material comes as its still, an image ground. Use the GET URL of the first page as og:image. The body is the Studio tool's document (`kind` optional). Accept picks the file among image/png, image/jpeg, image/webp, image/svg+xml, image/avif, application/pdf; image/png without Accept or for *\/*; Vary: Accept; 406 not_acceptable when Accept names none. ?format=png|jpeg|webp|svg|avif|pdf (jpg for jpeg too) overrides Accept, for clients that cannot set headers. ?page=N (1–4, default 1) picks the page any format but PDF draws (a PDF holds every page; ?page= without ?format= never answers a PDF); past the last page: 400 out_of_range at page. ?scale=1|2|3 draws pixels at that device-pixel ratio (default 1), within 8192 px a side and 16777216 pixels (400 pixel_limit at scale). GET /api/open-graph-images/{document}.{png|jpg|webp|svg|avif|pdf} answers the same file at a URL: {document} is the body's JSON in base64url without padding, at most 4096 characters (no data URLs; 414 past it); ?page= and ?scale= as above; cached for a year (immutable). Content-Disposition names the file: {name}.pdf, or {name}-{page}-{page title}.{extension}; ETag is a hash of the bytes, identical for an identical request.
         */
        post: operations["generateOpenGraph"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/open-graph-images/{document}.{extension}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Generate a page's social preview images at a URL
         * @description The file POST /api/open-graph-images answers, at a URL for `og:image`, `<img>` and links: {document} is the body's JSON in base64url (no padding, no data URLs), the extension names the format. Cached for a year.
         */
        get: operations["getOpenGraphFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/open-graph-images.{extension}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An Open Graph image named in a readable query
         * @description One image of POST /api/open-graph-images at a URL a page template can write for `og:image`: a built-in identity, the page's words, a platform size, a ground and a layout, with the body's bounds. The same bytes as the body it stands for; cached for a year. A custom identity or a picture takes the body.
         */
        get: operations["getOpenGraphImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/identities/{id}/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Colour tokens of a built-in identity
         * @description the identity's palette as semantic tokens (surface, text, accent, border, states, focus, brand gradient), tint/shade scales 50–950 computed in OKLCH (accent, neutral, positive, negative; the brand colour itself at its nearest step), and — in the DTCG file's `$extensions["com.marque"].contrast` — every text-like token on every ground with its WCAG 2 ratio and APCA Lc and the levels they pass, as dtcg (application/design-tokens+json: W3C Design Tokens, colours as OKLCH components with their hex, semantic tokens as aliases), css (custom properties on :root) or tailwind (a Tailwind CSS v4 `@theme`). Deterministic, cached with an ETag.
         */
        get: operations["getIdentityTokens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Colour tokens of any identity
         * @description the identity's palette as semantic tokens (surface, text, accent, border, states, focus, brand gradient), tint/shade scales 50–950 computed in OKLCH (accent, neutral, positive, negative; the brand colour itself at its nearest step), and — in the DTCG file's `$extensions["com.marque"].contrast` — every text-like token on every ground with its WCAG 2 ratio and APCA Lc and the levels they pass, for an identity as POST /api/generate takes it (a preset with the caller's ink and paper), as dtcg (application/design-tokens+json: W3C Design Tokens, colours as OKLCH components with their hex, semantic tokens as aliases), css (custom properties on :root) or tailwind (a Tailwind CSS v4 `@theme`). Unknown fields are refused with 400 at their path.
         */
        post: operations["generateTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document
         * @description OpenAPI 3.1 description of every route.
         */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/llms.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Concise instructions for language models */
        get: operations["getLlmsTxt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/llms-full.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Complete instructions: every docs page */
        get: operations["getLlmsFullTxt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Documentation index */
        get: operations["getDocsIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A documentation page (HTML) */
        get: operations["getDocsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/{path}.md": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A documentation page as markdown */
        get: operations["getDocsPageMarkdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description Answers while the process lives, even when other routes shed load.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description 200 while the process takes requests; 503 `not_ready` while it starts, sheds load or drains for shutdown.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Studio workspace (browser) */
        get: operations["getStudio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the exporter can do
         * @description Whether exports run here (and what is missing when not), the probed browser capabilities, and the queue.
         */
        get: operations["getExporter"];
        put?: never;
        /**
         * Export a Studio document as a job (PNG, JPG, GIF, MP4, WebM)
         * @description The Studio's own export of a source document, rendered in headless Chromium. Answers 202 with the job and Location; with `Prefer: wait=N` (N ≤ 60) answers 200 with the file when it is ready within N seconds. 429 `queue_full` with Retry-After past the queue; 503 `capability_unavailable` when the exporter lacks what the export needs, or (with Redis, MARQUE_REDIS_URL) while Redis is unreachable or no `marque worker` runs.
         */
        post: operations["postExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An export job: status, progress, timings, error */
        get: operations["getExport"];
        put?: never;
        post?: never;
        /** Cancel an export job */
        delete: operations["cancelExport"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A finished job's file */
        get: operations["getExportFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A job's progress as server-sent events (state, progress, end) */
        get: operations["getExportEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** BackgroundRequest */
        BackgroundRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "background";
            /** @description brand identity: a preset, optionally overridden field by field; omitted means {preset: 'starter'} */
            identity?: {
                /**
                 * @description built-in identity to start from; the other fields override it for this request only
                 * @default starter
                 * @enum {string}
                 */
                preset: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                name?: string;
                shortName?: string;
                tagline?: string;
                description?: string;
                positioning?: string;
                website?: string;
                /**
                 * Format: hex-color
                 * @description primary text/mark colour
                 */
                ink?: string;
                /**
                 * Format: hex-color
                 * @description primary ground colour
                 */
                paper?: string;
                /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                logoDataUrl?: string;
            };
            /**
             * @default json
             * @enum {string}
             */
            output: "json" | "raw";
            settings: {
                /**
                 * @description pixels; width × height ≤ 12,000,000
                 * @default 1200
                 */
                width: number;
                /**
                 * @description pixels; width × height ≤ 12,000,000
                 * @default 630
                 */
                height: number;
                /**
                 * @default gradient
                 * @enum {string}
                 */
                style: "gradient" | "grain-gradient" | "dither" | "pattern";
                /**
                 * @description shape of the colour field under every style
                 * @default mesh
                 * @enum {string}
                 */
                gradient: "linear" | "radial" | "mesh" | "orbit" | "wave" | "bloom";
                /**
                 * Format: hex-color
                 * @description first gradient colour; default: the identity's palette
                 */
                colorA?: string;
                /**
                 * Format: hex-color
                 * @description second gradient colour; default: the identity's palette
                 */
                colorB?: string;
                /**
                 * Format: hex-color
                 * @description third gradient colour; default: the identity's palette
                 */
                colorC?: string;
                /**
                 * @description degrees; direction of linear, wave and band gradients
                 * @default 135
                 */
                angle: number;
                /**
                 * @description number of colour bands
                 * @default 9
                 */
                bandCount: number;
                /**
                 * @description how strongly bands step; 0 is a smooth gradient
                 * @default 45
                 */
                bandDepth: number;
                /**
                 * @description pixels of ground shown between bands
                 * @default 0
                 */
                bandGap: number;
                /**
                 * @description false gives flat bands without gradient lighting
                 * @default true
                 */
                lightingEnabled: boolean;
                /**
                 * @description percent of width; centre of radial, orbit and bloom shapes
                 * @default 50
                 */
                focalX: number;
                /**
                 * @description percent of height; centre of radial, orbit and bloom shapes
                 * @default 50
                 */
                focalY: number;
                /**
                 * @description film-grain strength (grain-gradient; texture under dither)
                 * @default 35
                 */
                grain: number;
                /**
                 * @description embossed light-and-shadow depth of the bands
                 * @default 20
                 */
                relief: number;
                /**
                 * @description pixels; cell size of dither and pattern
                 * @default 24
                 */
                spacing: number;
                /**
                 * @description ordered-dither (Bayer) matrix size
                 * @default 4
                 * @enum {number}
                 */
                ditherMatrix: 2 | 4 | 8;
                /**
                 * @default squares
                 * @enum {string}
                 */
                ditherShape: "dots" | "squares";
                /**
                 * @description line-art pattern over the field (any style); the pattern style draws dots when this is none
                 * @default none
                 * @enum {string}
                 */
                pattern: "none" | "dots" | "lines" | "grid" | "fibers" | "speckles" | "topographic" | "crosshatch";
                /**
                 * @description percent
                 * @default 40
                 */
                patternOpacity: number;
                /**
                 * @description logo width as percent of the canvas width
                 * @default 18
                 */
                logoScale: number;
                /**
                 * @description percent; 0 hides the logo
                 * @default 100
                 */
                logoOpacity: number;
                /**
                 * @description horizontal offset from the centre, percent of width
                 * @default 0
                 */
                logoX: number;
                /**
                 * @description vertical offset from the centre, percent of height
                 * @default 0
                 */
                logoY: number;
                /**
                 * @description recolours the logo black or white; default: the logo's own colours, in the variant that contrasts most with the ground under it
                 * @enum {string}
                 */
                logoTone?: "black" | "white";
                /**
                 * @description tactile physical surface over the field
                 * @default none
                 * @enum {string}
                 */
                surfaceMaterial: "none" | "kerf-wood" | "woven-wire" | "perforated-metal" | "carved-stone" | "embossed-paper" | "brushed-metal" | "hammered-foil" | "corrugated-polymer" | "cork-composite" | "frosted-glass";
                /**
                 * @description degrees; direction of grain, brushing or light
                 * @default 45
                 */
                surfaceAngle: number;
                /**
                 * @description height/relief response
                 * @default 50
                 */
                surfaceDepth: number;
                /**
                 * @description specular response
                 * @default 30
                 */
                surfaceMetallic: number;
                /**
                 * @description porosity or opening ratio, percent
                 * @default 40
                 */
                surfaceOpenArea: number;
                /**
                 * @description highlight spread
                 * @default 40
                 */
                surfaceRoughness: number;
                /**
                 * @description physical pattern scale, pixels
                 * @default 48
                 */
                surfaceScale: number;
            };
        };
        /** TemplateRequest */
        TemplateRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "template";
            /** @enum {string} */
            template: "slides" | "blog" | "partnership";
            /** @description brand identity: a preset, optionally overridden field by field; omitted means {preset: 'starter'} */
            identity?: {
                /**
                 * @description built-in identity to start from; the other fields override it for this request only
                 * @default starter
                 * @enum {string}
                 */
                preset: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                name?: string;
                shortName?: string;
                tagline?: string;
                description?: string;
                positioning?: string;
                website?: string;
                /**
                 * Format: hex-color
                 * @description primary text/mark colour
                 */
                ink?: string;
                /**
                 * Format: hex-color
                 * @description primary ground colour
                 */
                paper?: string;
                /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                logoDataUrl?: string;
            };
            /**
             * @default json
             * @enum {string}
             */
            output: "json" | "raw";
            title?: string;
            /** @description newline-delimited lines, read per layout: title: the subtitle (all lines); section: the section's description (all lines); a first line like `02` or `Part 2` becomes its number; agenda: one item per line; `Item — detail` adds a detail; a leading time (`09:30 Item`) is shown apart; split: one point per line, shown as a list beside the title; metrics: one figure per line: `98.7% — Coverage` or `4.2 GWh — Curtailment avoided` (value first or last; a number may carry a unit word, `4.2GWh`); a line without a figure is shown as a note and warns `unparsed_line`; quote: the attribution: `Name — Role` (the title is the quote); timeline: one milestone per line: `2023: Launch` or `Q3 — Pilot`; lines without a date are numbered; statement: supporting text under the statement (all lines); comparison: `Left | Right` per line, the first line naming both columns; without `|`, a line `vs` (or `---`) splits the columns, else the lines are halved; process: one step per line, numbered in order; `Step — detail` adds a detail; chart: one bar per line: `2023: 42`, `Label — 42` or `98.7% — Label` (a number with optional sign, currency and unit: `−4.2M`, `$1,200`, `12%`); negative bars hang below zero; in `Jan 12: 40` the label is `Jan 12`; other lines become notes, and a body with no bar at all warns `no_data`; team: one person per line: `Ada Lovelace — Engineering`; a line without a pair is a name; image: the caption (all lines); the image is backgroundImageDataUrl; closing: contact lines (email, address, handle), shown under the title with the identity's website; blog: the cover's standfirst (all lines); partnership: the announcement text under the title (all lines). Items drawn per layout (agenda: at most 7 agenda items; split: at most 6 points; metrics: at most 6 figures; timeline: at most 6 milestones; comparison: at most 6 rows per column; process: at most 6 steps; chart: at most 8 bars; team: at most 8 people); lines past a cap are not drawn and warn `text_truncated` on body */
            body?: string;
            /**
             * @description slides only
             * @default title
             * @enum {string}
             */
            slideLayout: "title" | "section" | "agenda" | "split" | "metrics" | "quote" | "timeline" | "statement" | "comparison" | "process" | "chart" | "team" | "image" | "closing";
            /**
             * @default white
             * @enum {string}
             */
            texture: "white" | "dark" | "grid" | "noise";
            /**
             * Format: hex-color
             * @description overrides the texture's ground colour
             */
            background?: string;
            /**
             * Format: hex-color
             * @description overrides the text colour
             */
            foreground?: string;
            /** @description a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
            backgroundImageDataUrl?: string;
            /** @description a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
            partnerLogoDataUrl?: string;
            /** @description a public proof asset id of the identity, from GET /api/identities */
            partnerId?: string;
        };
        /** ElementBriefRequest */
        ElementBriefRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "element-brief";
            /** @description an element id from GET /api/elements */
            elementId: string;
            /** @description brand identity: a preset, optionally overridden field by field; omitted means {preset: 'starter'} */
            identity?: {
                /**
                 * @description built-in identity to start from; the other fields override it for this request only
                 * @default starter
                 * @enum {string}
                 */
                preset: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                name?: string;
                shortName?: string;
                tagline?: string;
                description?: string;
                positioning?: string;
                website?: string;
                /**
                 * Format: hex-color
                 * @description primary text/mark colour
                 */
                ink?: string;
                /**
                 * Format: hex-color
                 * @description primary ground colour
                 */
                paper?: string;
                /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                logoDataUrl?: string;
            };
        };
        /** DesignSequenceRequest */
        DesignSequenceRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "design-sequence";
            /** @description brand identity: a preset, optionally overridden field by field; omitted means {preset: 'starter'} */
            identity?: {
                /**
                 * @description built-in identity to start from; the other fields override it for this request only
                 * @default starter
                 * @enum {string}
                 */
                preset: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                name?: string;
                shortName?: string;
                tagline?: string;
                description?: string;
                positioning?: string;
                website?: string;
                /**
                 * Format: hex-color
                 * @description primary text/mark colour
                 */
                ink?: string;
                /**
                 * Format: hex-color
                 * @description primary ground colour
                 */
                paper?: string;
                /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                logoDataUrl?: string;
            };
            /**
             * @default wide
             * @enum {string}
             */
            ratio: "wide" | "square" | "opengraph";
            /**
             * Format: hex-color
             * @default #111216
             */
            backgroundColor: string;
            /** @default true */
            includeBrandMark: boolean;
            effect?: {
                /** @constant */
                kind: "bayer";
                /**
                 * @description percent
                 * @default 100
                 */
                opacity: number;
                /**
                 * @description Bayer matrix size
                 * @default 4
                 * @enum {number}
                 */
                matrix: 2 | 4 | 8;
                /**
                 * @description dither cell size, reference pixels (1/720 of the canvas's shorter side)
                 * @default 2
                 */
                scale: number;
                /**
                 * Format: hex-color
                 * @description colour of the off cells
                 * @default #111216
                 */
                backgroundColor: string;
                /**
                 * Format: hex-color
                 * @description colour of the on cells
                 * @default #F4F4F0
                 */
                foregroundColor: string;
            } | {
                /** @constant */
                kind: "ascii";
                /**
                 * @description percent
                 * @default 100
                 */
                opacity: number;
                /**
                 * @description character cell size, reference pixels (1/720 of the canvas's shorter side)
                 * @default 10
                 */
                cellSize: number;
                /**
                 * @description ramp from dark to light
                 * @default .:-=+*#%@
                 */
                characters: string;
                /**
                 * Format: hex-color
                 * @description glyph colour; default: the sampled colour
                 */
                color?: string;
            } | {
                /** @constant */
                kind: "halftone";
                /**
                 * @description percent
                 * @default 100
                 */
                opacity: number;
                /**
                 * @description halftone cell size, reference pixels (1/720 of the canvas's shorter side)
                 * @default 8
                 */
                cellSize: number;
                /**
                 * @description screen angle, degrees
                 * @default 45
                 */
                angle: number;
                /**
                 * @default dot
                 * @enum {string}
                 */
                shape: "dot" | "line" | "square";
            } | {
                /** @constant */
                kind: "posterize";
                /**
                 * @description percent
                 * @default 100
                 */
                opacity: number;
                /**
                 * @description tone levels per channel
                 * @default 5
                 */
                levels: number;
            };
            /**
             * @default {
             *       "width": 1920,
             *       "fps": 30,
             *       "quality": "balanced",
             *       "durationMs": 3000,
             *       "gifLoop": "seamless"
             *     }
             */
            export: {
                /**
                 * @description pixels; height follows the ratio. Frames are even-sized (H.264): an odd width is rounded down, with a warning
                 * @default 1920
                 */
                width: number;
                /**
                 * @default 30
                 * @enum {number}
                 */
                fps: 12 | 15 | 24 | 30;
                /**
                 * @default balanced
                 * @enum {string}
                 */
                quality: "fast" | "balanced" | "best";
                /**
                 * @description the standard loop's length; in the shader sequence, the cuts' before the final hold (they add up to exactly this)
                 * @default 3000
                 */
                durationMs: number;
                /**
                 * @description seamless: the GIF's and the MP4's last frame flows into the first (a sequence's hold crossfades into its first cut); raw: the timeline as is
                 * @default seamless
                 * @enum {string}
                 */
                gifLoop: "raw" | "seamless";
            };
            /**
             * @default {
             *       "cutCount": 8,
             *       "finalHoldMs": 3000,
             *       "pace": "accelerating"
             *     }
             */
            sequence: {
                /**
                 * @description cuts through distinct materials, ending on shader.materialId
                 * @default 8
                 */
                cutCount: number;
                /** @default 3000 */
                finalHoldMs: number;
                /**
                 * @description even: every cut the same number of frames, or one more; accelerating: each cut at most as long as the one before, the first longer than the last
                 * @default accelerating
                 * @enum {string}
                 */
                pace: "accelerating" | "even";
            };
            /**
             * @default {
             *       "blendMode": "normal",
             *       "opacity": 100,
             *       "shaderSize": 1
             *     }
             */
            shader: {
                /** @description a material id from GET /api/materials; default: the catalog's heroAnimation */
                materialId?: string;
                /**
                 * @default normal
                 * @enum {string}
                 */
                blendMode: "normal" | "multiply" | "screen" | "overlay" | "soft-light" | "lighten" | "darken" | "difference";
                /**
                 * @description percent
                 * @default 100
                 */
                opacity: number;
                /**
                 * @description scale of the material field
                 * @default 1
                 */
                shaderSize: number;
                /** @description step 0.1; default 3.2 */
                amplitude?: number;
                /** @description step 0.05; default 0.8 */
                brightness?: number;
                /** @description step 0.01; default 0.5 */
                centerX?: number;
                /** @description step 0.01; default 0.5 */
                centerY?: number;
                /** @description step 0.05; default 0.8 */
                density?: number;
                /** @description step 0.1; default 3.2 */
                detail?: number;
                /** @description step 0.1; default 5.5 */
                frequency?: number;
                /** @description step 1; default 32 */
                grain?: number;
                /** @description step 1; default 0 */
                rotationX?: number;
                /** @description step 1; default 130 */
                rotationY?: number;
                /** @description step 1; default 70 */
                rotationZ?: number;
                /** @description step 0.05; default 0.3 */
                speed?: number;
                /** @description step 0.01; default 0.3 */
                strength?: number;
                /**
                 * Format: hex-color
                 * @description default #73BFC4
                 */
                colorA?: string;
                /**
                 * Format: hex-color
                 * @description default #FF810A
                 */
                colorB?: string;
                /**
                 * Format: hex-color
                 * @description default #8DA0CE
                 */
                colorC?: string;
            };
            /** @description positioned text layers; omitted: the identity's name and tagline, [] for none */
            texts?: {
                value: string;
                /**
                 * @description font weight
                 * @default 600
                 */
                weight: number;
                /**
                 * @description anchor, percent of width
                 * @default 50
                 */
                x: number;
                /**
                 * @description baseline, percent of height
                 * @default 50
                 */
                y: number;
                /**
                 * @description font size, percent of canvas height
                 * @default 8
                 */
                size: number;
                /**
                 * @default center
                 * @enum {string}
                 */
                align: "left" | "center" | "right";
                /**
                 * Format: hex-color
                 * @default #F4F4F0
                 */
                color: string;
                /**
                 * @description the identity's typography role
                 * @default display
                 * @enum {string}
                 */
                font: "display" | "body" | "mono";
                /**
                 * @description percent
                 * @default 100
                 */
                opacity: number;
                /**
                 * @description em
                 * @default 0
                 */
                letterSpacing: number;
            }[];
        };
        ExportRequest: {
            /** @description a Studio source document: a Design Lab document (version 3 as POST /api/generate design-sequence answers it, or 4), a Motion document, or a background or template request */
            source: {
                [key: string]: unknown;
            };
            /**
             * @description one of the formats of the tool that reads the source
             * @enum {string}
             */
            format: "svg" | "png" | "jpg" | "webp" | "pdf" | "gif" | "mp4" | "webm" | "dtcg" | "css" | "tailwind" | "lottie" | "dotlottie" | "html";
            /**
             * @description Design Lab only: standard (the loop) or shader-sequence (the cuts and the final hold)
             * @enum {string}
             */
            mode?: "standard" | "shader-sequence";
            /** @description PNG and JPG of a loop: the time of the frame, in milliseconds from the loop's start */
            timeMs?: number;
        };
        ExportJob: {
            /** @description 128 random bits, hex */
            id: string;
            /** @enum {string} */
            status: "queued" | "running" | "done" | "failed" | "cancelled";
            progress: {
                /** @description frames encoded so far */
                frames: number;
                /** @description frames in the file (0 until the export starts) */
                total: number;
            };
            timings: {
                /** @description ISO time the job was accepted */
                queuedAt: string;
                startedAt?: string;
                finishedAt?: string;
                /** @description when a finished job and its file are forgotten */
                expiresAt?: string;
            };
            file?: {
                filename: string;
                mimeType: string;
                bytes: number;
                width: number;
                height: number;
            };
            /** @description a failed job's error, in the error body's shape */
            error?: unknown;
            links: {
                self: string;
                file: string;
                events: string;
            };
        };
        ExporterState: {
            /** @description whether POST /api/exports takes jobs */
            available: boolean;
            /** @description when not available: what is missing and how to install it */
            missing?: string;
            /** @description probed once a page has loaded: WebGL2, WebCodecs, H.264 (MP4), VP9 (WebM) */
            capabilities?: {
                [key: string]: boolean;
            };
            /** @description jobs waiting for a page */
            queued: number;
            /** @description jobs rendering now */
            running: number;
            /** @description Chromium pages rendering at once */
            pages: number;
            /** @description jobs that may wait; more are refused with 429 queue_full */
            queueLimit: number;
        };
        BackgroundResponse: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "background";
            artifact: {
                /** @description the SVG document; with `?format=` another format's bytes in base64 (`encoding` says so) */
                content: string;
                filename: string;
                /**
                 * @description image/svg+xml unless `?format=` asks for another file
                 * @enum {string}
                 */
                mimeType: "image/svg+xml" | "image/png" | "image/webp" | "image/avif" | "image/jpeg" | "application/pdf";
                /**
                 * @description present when `content` is base64 (every format but SVG)
                 * @constant
                 */
                encoding?: "base64";
                /** @description the artifact's image URL in this format (GET, cached for a year); change its extension for another format; absent when the request holds a data URL or is too long for a URL */
                url?: string;
                /** @description pixels of the file (a raster's are scaled by `?scale=`); a PDF page's points */
                width: number;
                height: number;
            };
            warnings?: {
                code: string;
                field: string;
                message: string;
            }[];
            /** @constant */
            schemaVersion: 1;
        };
        TemplateResponse: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "template";
            artifact: {
                /** @description the SVG document; with `?format=` another format's bytes in base64 (`encoding` says so) */
                content: string;
                filename: string;
                /**
                 * @description image/svg+xml unless `?format=` asks for another file
                 * @enum {string}
                 */
                mimeType: "image/svg+xml" | "image/png" | "image/webp" | "image/avif" | "image/jpeg" | "application/pdf";
                /**
                 * @description present when `content` is base64 (every format but SVG)
                 * @constant
                 */
                encoding?: "base64";
                /** @description the artifact's image URL in this format (GET, cached for a year); change its extension for another format; absent when the request holds a data URL or is too long for a URL */
                url?: string;
                /** @description pixels of the file (a raster's are scaled by `?scale=`); a PDF page's points */
                width: number;
                height: number;
            };
            warnings?: {
                code: string;
                field: string;
                message: string;
            }[];
            /** @constant */
            schemaVersion: 1;
        };
        ElementBriefResponse: {
            /**
             * @description the request's kind (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            kind: "element-brief";
            /** @constant */
            schemaVersion: 1;
            element: {
                id: string;
                name: string;
                category: string;
                description: string;
                format: string;
                dimensions: {
                    width: number;
                    height: number;
                    /** @enum {string} */
                    unit: "px" | "mm" | "in";
                };
                keywords: string[];
                /** @description the request that makes it (without identity) */
                generation?: {
                    /** @enum {string} */
                    kind: "background" | "template" | "element-brief" | "design-sequence";
                } & {
                    [key: string]: unknown;
                };
                /** @description the deliverable as a file over HTTP: its format and where to POST the brief's request (any background or template also comes as every other format) */
                file?: {
                    /** @enum {string} */
                    format: "svg" | "png" | "webp" | "avif" | "jpeg" | "pdf";
                    post: string;
                };
            } & {
                [key: string]: unknown;
            };
            identity: {
                /** @enum {string} */
                id: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                name: string;
                slug: string;
                website: string;
            };
            brand: {
                colors: {
                    /** Format: hex-color */
                    ink: string;
                    /** Format: hex-color */
                    paper: string;
                    gradient: [
                        string,
                        string,
                        string
                    ];
                    semantic: {
                        /** Format: hex-color */
                        accent: string;
                        /** Format: hex-color */
                        muted: string;
                        /** Format: hex-color */
                        positive: string;
                        /** Format: hex-color */
                        negative: string;
                    };
                };
                typography: {
                    display: {
                        family: string;
                        weight: number;
                        fallback: string;
                    };
                    body: {
                        family: string;
                        weight: number;
                        fallback: string;
                    };
                    mono: {
                        family: string;
                        weight: number;
                        fallback: string;
                    };
                };
                voice: {
                    tone: string[];
                    principles: string[];
                    avoid: string[];
                };
                graphicDevice: string;
            };
            guidance: {
                do: string[];
                dont: string[];
            };
            copy: {
                headlines: string[];
                body: string[];
            };
            /** @description the ready-to-POST request that makes the element in this identity; absent when Marque cannot */
            request?: components["schemas"]["BackgroundRequest"] | components["schemas"]["TemplateRequest"] | components["schemas"]["ElementBriefRequest"] | components["schemas"]["DesignSequenceRequest"];
            /** @description the element's deliverable file (SVG, PNG, JPEG or PDF) over HTTP, when it comes that way */
            file?: {
                /** @enum {string} */
                format: "svg" | "png" | "webp" | "avif" | "jpeg" | "pdf";
                mediaType: string;
                /** @description where to POST `request` (it asks for output raw) to be answered the file itself */
                post: string;
                /** @description the same file by GET (image URL); absent when the request does not fit in a URL */
                url?: string;
            };
            /** @description {identity-slug}-{elementId}-brief.json */
            filename: string;
        };
        DesignSequenceResponse: {
            /**
             * @description the request's kind (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            kind: "design-sequence";
            document: {
                /** @constant */
                version: 3;
                /** @constant */
                kind: "design-lab";
                /** @constant */
                mode: "shader-sequence";
                name: string;
                identity: {
                    /** @enum {string} */
                    preset: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                    name: string;
                    slug: string;
                };
                canvas: {
                    /** @enum {string} */
                    ratio: "wide" | "square" | "opengraph";
                    /** @description even: H.264 encoders need even frame sizes */
                    width: number;
                    /** @description even: H.264 encoders need even frame sizes */
                    height: number;
                    /** Format: hex-color */
                    backgroundColor: string;
                };
                /** @description back to front */
                layers: ({
                    /** @constant */
                    id: "shader";
                    /** @constant */
                    type: "shader";
                    materialId: string;
                    engine: string;
                    /** @enum {string} */
                    blendMode: "normal" | "multiply" | "screen" | "overlay" | "soft-light" | "lighten" | "darken" | "difference";
                    opacity: number;
                    shaderSize: number;
                    settings: {
                        amplitude: number;
                        brightness: number;
                        centerX: number;
                        centerY: number;
                        density: number;
                        detail: number;
                        frequency: number;
                        grain: number;
                        rotationX: number;
                        rotationY: number;
                        rotationZ: number;
                        speed: number;
                        strength: number;
                        /** Format: hex-color */
                        colorA: string;
                        /** Format: hex-color */
                        colorB: string;
                        /** Format: hex-color */
                        colorC: string;
                    };
                } | {
                    /** @constant */
                    id: "brand-mark";
                    /** @constant */
                    type: "brand-mark";
                    /** @description the identity's logo as a data URL */
                    logoDataUrl: string;
                    /** @description width ÷ height of the logo */
                    aspect: number;
                    x: number;
                    y: number;
                    /** @description percent of the canvas width */
                    width: number;
                    opacity: number;
                } | {
                    value: string;
                    /**
                     * @description font weight
                     * @default 600
                     */
                    weight: number;
                    /**
                     * @description anchor, percent of width
                     * @default 50
                     */
                    x: number;
                    /**
                     * @description baseline, percent of height
                     * @default 50
                     */
                    y: number;
                    /**
                     * @description font size, percent of canvas height
                     * @default 8
                     */
                    size: number;
                    /**
                     * @default center
                     * @enum {string}
                     */
                    align: "left" | "center" | "right";
                    /**
                     * Format: hex-color
                     * @default #F4F4F0
                     */
                    color: string;
                    /**
                     * @description the identity's typography role
                     * @default display
                     * @enum {string}
                     */
                    font: "display" | "body" | "mono";
                    /**
                     * @description percent
                     * @default 100
                     */
                    opacity: number;
                    /**
                     * @description em
                     * @default 0
                     */
                    letterSpacing: number;
                    /** @description text-1, text-2, … */
                    id: string;
                    /** @constant */
                    type: "text";
                    fontFamily: string;
                })[];
                effect: ({
                    /** @constant */
                    kind: "bayer";
                    /**
                     * @description percent
                     * @default 100
                     */
                    opacity: number;
                    /**
                     * @description Bayer matrix size
                     * @default 4
                     * @enum {number}
                     */
                    matrix: 2 | 4 | 8;
                    /**
                     * @description dither cell size, reference pixels (1/720 of the canvas's shorter side)
                     * @default 2
                     */
                    scale: number;
                    /**
                     * Format: hex-color
                     * @description colour of the off cells
                     * @default #111216
                     */
                    backgroundColor: string;
                    /**
                     * Format: hex-color
                     * @description colour of the on cells
                     * @default #F4F4F0
                     */
                    foregroundColor: string;
                } | {
                    /** @constant */
                    kind: "ascii";
                    /**
                     * @description percent
                     * @default 100
                     */
                    opacity: number;
                    /**
                     * @description character cell size, reference pixels (1/720 of the canvas's shorter side)
                     * @default 10
                     */
                    cellSize: number;
                    /**
                     * @description ramp from dark to light
                     * @default .:-=+*#%@
                     */
                    characters: string;
                    /**
                     * Format: hex-color
                     * @description glyph colour; default: the sampled colour
                     */
                    color?: string;
                } | {
                    /** @constant */
                    kind: "halftone";
                    /**
                     * @description percent
                     * @default 100
                     */
                    opacity: number;
                    /**
                     * @description halftone cell size, reference pixels (1/720 of the canvas's shorter side)
                     * @default 8
                     */
                    cellSize: number;
                    /**
                     * @description screen angle, degrees
                     * @default 45
                     */
                    angle: number;
                    /**
                     * @default dot
                     * @enum {string}
                     */
                    shape: "dot" | "line" | "square";
                } | {
                    /** @constant */
                    kind: "posterize";
                    /**
                     * @description percent
                     * @default 100
                     */
                    opacity: number;
                    /**
                     * @description tone levels per channel
                     * @default 5
                     */
                    levels: number;
                }) | null;
                export: {
                    /** @description the requested width, rounded down to an even number (a warning says so when it was odd) */
                    width: number;
                    /**
                     * @default 30
                     * @enum {number}
                     */
                    fps: 12 | 15 | 24 | 30;
                    /**
                     * @default balanced
                     * @enum {string}
                     */
                    quality: "fast" | "balanced" | "best";
                    /**
                     * @description the standard loop's length; in the shader sequence, the cuts' before the final hold (they add up to exactly this)
                     * @default 3000
                     */
                    durationMs: number;
                    /**
                     * @description seamless: the GIF's and the MP4's last frame flows into the first (a sequence's hold crossfades into its first cut); raw: the timeline as is
                     * @default seamless
                     * @enum {string}
                     */
                    gifLoop: "raw" | "seamless";
                    /** @description width × the ratio, rounded to an even number */
                    height: number;
                    frameCount: number;
                };
                sequence: {
                    /**
                     * @description cuts through distinct materials, ending on shader.materialId
                     * @default 8
                     */
                    cutCount: number;
                    /** @default 3000 */
                    finalHoldMs: number;
                    /**
                     * @description even: every cut the same number of frames, or one more; accelerating: each cut at most as long as the one before, the first longer than the last
                     * @default accelerating
                     * @enum {string}
                     */
                    pace: "accelerating" | "even";
                    finalMaterialId: string;
                    timeline: {
                        /** @enum {number} */
                        fps: 12 | 15 | 24 | 30;
                        cuts: {
                            index: number;
                            materialId: string;
                            startMs: number;
                            durationMs: number;
                            startFrame: number;
                            frameCount: number;
                        }[];
                        /** @description where the final material starts holding: export.durationMs */
                        holdStartMs: number;
                        finalHoldMs: number;
                        /** @description export.durationMs + sequence.finalHoldMs */
                        totalMs: number;
                        /** @description frames drawn at i × 1000 / fps ms before totalMs */
                        totalFrames: number;
                    };
                };
            };
            /** @description {identity-slug}-design-sequence.json */
            filename: string;
            /** @description present when the document differs from the request, e.g. an odd export width */
            warnings?: {
                /** @enum {string} */
                code: "frame_width_rounded" | "overlap" | "unoutlined_text";
                field: string;
                message: string;
                /** @description overlap: the ids of the layers that overlap, the text layer first, then the brand mark */
                layers?: string[];
            }[];
            /** @constant */
            schemaVersion: 1;
        };
        /** @description canvas document schema 2 / Design Lab source 4 */
        DesignLabDocument: {
            /** @constant */
            kind: "design-lab";
            /** @constant */
            schema: 2;
            /** @constant */
            version: 4;
            name?: string;
            /**
             * @description the Studio's Export mode: what its Download buttons export; design.export exports the mode the call names, standard when it names none
             * @default standard
             * @enum {string}
             */
            mode: "standard" | "shader-sequence";
            /** @description brand identity: a preset, optionally overridden field by field; omitted means {preset: 'starter'} */
            identity?: {
                /**
                 * @description built-in identity to start from; the other fields override it for this request only
                 * @default starter
                 * @enum {string}
                 */
                preset: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                name?: string;
                shortName?: string;
                tagline?: string;
                description?: string;
                positioning?: string;
                website?: string;
                /**
                 * Format: hex-color
                 * @description primary text/mark colour
                 */
                ink?: string;
                /**
                 * Format: hex-color
                 * @description primary ground colour
                 */
                paper?: string;
                /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                logoDataUrl?: string;
            };
            /**
             * @default {
             *       "ratio": "wide",
             *       "backgroundColor": "#111216"
             *     }
             */
            canvas: {
                /**
                 * @default wide
                 * @enum {string}
                 */
                ratio: "wide" | "square" | "opengraph";
                /**
                 * Format: hex-color
                 * @default #111216
                 */
                backgroundColor: string;
            };
            /** @description back to front; at least one shader layer, at most 32 text layers, ids unique */
            layers: ({
                /** @default shader */
                id: string;
                /** @description the layer rail's label; default: from the layer's type */
                name?: string;
                /** @default true */
                visible: boolean;
                /**
                 * @description locked layers are not moved by direct manipulation
                 * @default false
                 */
                locked: boolean;
                /** @constant */
                type: "shader";
                /** @description a material id from GET /api/materials */
                materialId: string;
                /**
                 * @default normal
                 * @enum {string}
                 */
                blendMode: "normal" | "multiply" | "screen" | "overlay" | "soft-light" | "lighten" | "darken" | "difference";
                /**
                 * @description percent
                 * @default 100
                 */
                opacity: number;
                /**
                 * @description scale of the material field
                 * @default 1
                 */
                shaderSize: number;
                /**
                 * @description the shared controls; omitted ones take the material's own value, then the control's default
                 * @default {}
                 */
                settings: {
                    /** @description step 0.1; default 3.2 */
                    amplitude?: number;
                    /** @description step 0.05; default 0.8 */
                    brightness?: number;
                    /** @description step 0.01; default 0.5 */
                    centerX?: number;
                    /** @description step 0.01; default 0.5 */
                    centerY?: number;
                    /** @description step 0.05; default 0.8 */
                    density?: number;
                    /** @description step 0.1; default 3.2 */
                    detail?: number;
                    /** @description step 0.1; default 5.5 */
                    frequency?: number;
                    /** @description step 1; default 32 */
                    grain?: number;
                    /** @description step 1; default 0 */
                    rotationX?: number;
                    /** @description step 1; default 130 */
                    rotationY?: number;
                    /** @description step 1; default 70 */
                    rotationZ?: number;
                    /** @description step 0.05; default 0.3 */
                    speed?: number;
                    /** @description step 0.01; default 0.3 */
                    strength?: number;
                    /**
                     * Format: hex-color
                     * @description default #73BFC4
                     */
                    colorA?: string;
                    /**
                     * Format: hex-color
                     * @description default #FF810A
                     */
                    colorB?: string;
                    /**
                     * Format: hex-color
                     * @description default #8DA0CE
                     */
                    colorC?: string;
                };
            } | {
                /** @default brand-mark */
                id: string;
                /** @description the layer rail's label; default: from the layer's type */
                name?: string;
                /** @default true */
                visible: boolean;
                /**
                 * @description locked layers are not moved by direct manipulation
                 * @default false
                 */
                locked: boolean;
                /** @constant */
                type: "brand-mark";
                /**
                 * @default {
                 *       "source": "identity",
                 *       "variant": "auto"
                 *     }
                 */
                mark: {
                    /** @constant */
                    source: "identity";
                    /**
                     * @description auto: the dark-ground logo on a dark background, else the light-ground one
                     * @default auto
                     * @enum {string}
                     */
                    variant: "auto" | "dark" | "light";
                } | {
                    /** @constant */
                    source: "data-url";
                    /** @description a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                    dataUrl: string;
                };
                /**
                 * Format: hex-color
                 * @description draws the mark in one colour; omitted: its own colours
                 */
                tint?: string;
                /**
                 * @description left edge, percent of the canvas width
                 * @default 6
                 */
                x: number;
                /**
                 * @description bottom edge, percent of the canvas height (the mark sits on it)
                 * @default 90
                 */
                y: number;
                /**
                 * @description the mark's width, percent of the canvas width
                 * @default 14
                 */
                scale: number;
                /**
                 * @description percent
                 * @default 100
                 */
                opacity: number;
                /** @description inverts the layer's colours (not its alpha); omitted: false */
                invert?: boolean;
                /** @description an ordered (8×8 Bayer) dither of the layer's colours and edges to one bit per channel; omitted: none */
                dither?: {
                    /**
                     * @description percent of the dithered layer drawn over the smooth one
                     * @default 100
                     */
                    amount: number;
                    /**
                     * @description dither cell size, reference pixels (1/720 of the canvas's shorter side)
                     * @default 2
                     */
                    scale: number;
                    /**
                     * @description rotation of the dither grid, degrees
                     * @default 0
                     */
                    angle: number;
                };
                /** @description a line around the layer's drawn pixels (its alpha), under the layer; omitted: none */
                outline?: {
                    /**
                     * Format: hex-color
                     * @default #F4F4F0
                     */
                    color: string;
                    /**
                     * @description outward from the layer's alpha edge, reference pixels (1/720 of the canvas's shorter side)
                     * @default 3
                     */
                    width: number;
                    /**
                     * @description percent
                     * @default 100
                     */
                    opacity: number;
                };
                /** @description a drop shadow of the layer (and its outline), under both; omitted: none */
                shadow?: {
                    /**
                     * Format: hex-color
                     * @default #000000
                     */
                    color: string;
                    /**
                     * @description blur radius, reference pixels (1/720 of the canvas's shorter side)
                     * @default 12
                     */
                    blur: number;
                    /**
                     * @description rightward, reference pixels (1/720 of the canvas's shorter side)
                     * @default 0
                     */
                    offsetX: number;
                    /**
                     * @description downward, reference pixels (1/720 of the canvas's shorter side)
                     * @default 8
                     */
                    offsetY: number;
                    /**
                     * @description percent
                     * @default 60
                     */
                    opacity: number;
                };
                /** @description draws what the layer draws (its glyphs or mark, as a mask) in this live material instead of its own colours; omitted: its own colours */
                fill?: {
                    /** @description a material id from GET /api/materials */
                    materialId: string;
                    /**
                     * @description the shared controls; omitted ones take the material's own value, then the control's default
                     * @default {}
                     */
                    settings: {
                        /** @description step 0.1; default 3.2 */
                        amplitude?: number;
                        /** @description step 0.05; default 0.8 */
                        brightness?: number;
                        /** @description step 0.01; default 0.5 */
                        centerX?: number;
                        /** @description step 0.01; default 0.5 */
                        centerY?: number;
                        /** @description step 0.05; default 0.8 */
                        density?: number;
                        /** @description step 0.1; default 3.2 */
                        detail?: number;
                        /** @description step 0.1; default 5.5 */
                        frequency?: number;
                        /** @description step 1; default 32 */
                        grain?: number;
                        /** @description step 1; default 0 */
                        rotationX?: number;
                        /** @description step 1; default 130 */
                        rotationY?: number;
                        /** @description step 1; default 70 */
                        rotationZ?: number;
                        /** @description step 0.05; default 0.3 */
                        speed?: number;
                        /** @description step 0.01; default 0.3 */
                        strength?: number;
                        /**
                         * Format: hex-color
                         * @description default #73BFC4
                         */
                        colorA?: string;
                        /**
                         * Format: hex-color
                         * @description default #FF810A
                         */
                        colorB?: string;
                        /**
                         * Format: hex-color
                         * @description default #8DA0CE
                         */
                        colorC?: string;
                    };
                };
                /** @description the id of a group in the document's groups; omitted: in no group */
                group?: string;
            } | {
                value: string;
                /**
                 * @description font weight
                 * @default 600
                 */
                weight: number;
                /**
                 * @description anchor, percent of width
                 * @default 50
                 */
                x: number;
                /**
                 * @description baseline, percent of height
                 * @default 50
                 */
                y: number;
                /**
                 * @description font size, percent of canvas height
                 * @default 8
                 */
                size: number;
                /**
                 * @default center
                 * @enum {string}
                 */
                align: "left" | "center" | "right";
                /**
                 * Format: hex-color
                 * @default #F4F4F0
                 */
                color: string;
                /**
                 * @description the identity's typography role
                 * @default display
                 * @enum {string}
                 */
                font: "display" | "body" | "mono";
                /**
                 * @description percent
                 * @default 100
                 */
                opacity: number;
                /**
                 * @description em
                 * @default 0
                 */
                letterSpacing: number;
                id: string;
                /** @description the layer rail's label; default: from the layer's type */
                name?: string;
                /** @default true */
                visible: boolean;
                /**
                 * @description locked layers are not moved by direct manipulation
                 * @default false
                 */
                locked: boolean;
                /** @constant */
                type: "text";
                /**
                 * @description line advance, a multiple of the font size
                 * @default 1.2
                 */
                lineHeight: number;
                /** @description percent of the canvas width to wrap within; omitted: lines break only at line breaks */
                wrapWidth?: number;
                /** @description how the glyphs are inked; omitted: solid */
                textEffect?: {
                    /**
                     * @description solid: the layer's colour; dither-sweep: ordered dither thinning the ink along the angle; halftone: a dot screen; scan-lines: lines across the glyphs; gradient-ink: the colour graded to `color` along the angle
                     * @enum {string}
                     */
                    kind: "solid" | "dither-sweep" | "halftone" | "scan-lines" | "gradient-ink";
                    /**
                     * @description percent: how far the sweep thins, the dots shrink, the lines cut or the gradient reaches `color`
                     * @default 100
                     */
                    amount: number;
                    /**
                     * @description direction of the sweep, gradient, lines or screen, degrees
                     * @default 0
                     */
                    angle: number;
                    /**
                     * @description dither cell, dot pitch or line period, reference pixels (1/720 of the canvas's shorter side)
                     * @default 6
                     */
                    scale: number;
                    /**
                     * Format: hex-color
                     * @description gradient-ink's second colour (the other kinds do not read it)
                     * @default #FF5A1F
                     */
                    color: string;
                };
                /** @description draws what the layer draws (its glyphs or mark, as a mask) in this live material instead of its own colours; omitted: its own colours */
                fill?: {
                    /** @description a material id from GET /api/materials */
                    materialId: string;
                    /**
                     * @description the shared controls; omitted ones take the material's own value, then the control's default
                     * @default {}
                     */
                    settings: {
                        /** @description step 0.1; default 3.2 */
                        amplitude?: number;
                        /** @description step 0.05; default 0.8 */
                        brightness?: number;
                        /** @description step 0.01; default 0.5 */
                        centerX?: number;
                        /** @description step 0.01; default 0.5 */
                        centerY?: number;
                        /** @description step 0.05; default 0.8 */
                        density?: number;
                        /** @description step 0.1; default 3.2 */
                        detail?: number;
                        /** @description step 0.1; default 5.5 */
                        frequency?: number;
                        /** @description step 1; default 32 */
                        grain?: number;
                        /** @description step 1; default 0 */
                        rotationX?: number;
                        /** @description step 1; default 130 */
                        rotationY?: number;
                        /** @description step 1; default 70 */
                        rotationZ?: number;
                        /** @description step 0.05; default 0.3 */
                        speed?: number;
                        /** @description step 0.01; default 0.3 */
                        strength?: number;
                        /**
                         * Format: hex-color
                         * @description default #73BFC4
                         */
                        colorA?: string;
                        /**
                         * Format: hex-color
                         * @description default #FF810A
                         */
                        colorB?: string;
                        /**
                         * Format: hex-color
                         * @description default #8DA0CE
                         */
                        colorC?: string;
                    };
                };
                /** @description the id of a group in the document's groups; omitted: in no group */
                group?: string;
            } | {
                id: string;
                /** @description the layer rail's label; default: from the layer's type */
                name?: string;
                /** @default true */
                visible: boolean;
                /**
                 * @description locked layers are not moved by direct manipulation
                 * @default false
                 */
                locked: boolean;
                /** @constant */
                type: "image";
                /** @description a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                dataUrl: string;
                /**
                 * @description left edge, percent of the canvas width
                 * @default 0
                 */
                x: number;
                /**
                 * @description top edge, percent of the canvas height
                 * @default 0
                 */
                y: number;
                /**
                 * @description percent of the canvas width; the height keeps the image's aspect
                 * @default 100
                 */
                width: number;
                /**
                 * @description percent
                 * @default 100
                 */
                opacity: number;
                /** @description inverts the layer's colours (not its alpha); omitted: false */
                invert?: boolean;
                /** @description an ordered (8×8 Bayer) dither of the layer's colours and edges to one bit per channel; omitted: none */
                dither?: {
                    /**
                     * @description percent of the dithered layer drawn over the smooth one
                     * @default 100
                     */
                    amount: number;
                    /**
                     * @description dither cell size, reference pixels (1/720 of the canvas's shorter side)
                     * @default 2
                     */
                    scale: number;
                    /**
                     * @description rotation of the dither grid, degrees
                     * @default 0
                     */
                    angle: number;
                };
                /** @description a line around the layer's drawn pixels (its alpha), under the layer; omitted: none */
                outline?: {
                    /**
                     * Format: hex-color
                     * @default #F4F4F0
                     */
                    color: string;
                    /**
                     * @description outward from the layer's alpha edge, reference pixels (1/720 of the canvas's shorter side)
                     * @default 3
                     */
                    width: number;
                    /**
                     * @description percent
                     * @default 100
                     */
                    opacity: number;
                };
                /** @description a drop shadow of the layer (and its outline), under both; omitted: none */
                shadow?: {
                    /**
                     * Format: hex-color
                     * @default #000000
                     */
                    color: string;
                    /**
                     * @description blur radius, reference pixels (1/720 of the canvas's shorter side)
                     * @default 12
                     */
                    blur: number;
                    /**
                     * @description rightward, reference pixels (1/720 of the canvas's shorter side)
                     * @default 0
                     */
                    offsetX: number;
                    /**
                     * @description downward, reference pixels (1/720 of the canvas's shorter side)
                     * @default 8
                     */
                    offsetY: number;
                    /**
                     * @description percent
                     * @default 60
                     */
                    opacity: number;
                };
                /** @description the id of a group in the document's groups; omitted: in no group */
                group?: string;
            } | {
                /** @default effect */
                id: string;
                /** @description the layer rail's label; default: from the layer's type */
                name?: string;
                /** @default true */
                visible: boolean;
                /**
                 * @description locked layers are not moved by direct manipulation
                 * @default false
                 */
                locked: boolean;
                /** @constant */
                type: "effect";
                /** @description a post-pass over the layers below it */
                effect: {
                    /** @constant */
                    kind: "bayer";
                    /**
                     * @description percent
                     * @default 100
                     */
                    opacity: number;
                    /**
                     * @description Bayer matrix size
                     * @default 4
                     * @enum {number}
                     */
                    matrix: 2 | 4 | 8;
                    /**
                     * @description dither cell size, reference pixels (1/720 of the canvas's shorter side)
                     * @default 2
                     */
                    scale: number;
                    /**
                     * Format: hex-color
                     * @description colour of the off cells
                     * @default #111216
                     */
                    backgroundColor: string;
                    /**
                     * Format: hex-color
                     * @description colour of the on cells
                     * @default #F4F4F0
                     */
                    foregroundColor: string;
                } | {
                    /** @constant */
                    kind: "ascii";
                    /**
                     * @description percent
                     * @default 100
                     */
                    opacity: number;
                    /**
                     * @description character cell size, reference pixels (1/720 of the canvas's shorter side)
                     * @default 10
                     */
                    cellSize: number;
                    /**
                     * @description ramp from dark to light
                     * @default .:-=+*#%@
                     */
                    characters: string;
                    /**
                     * Format: hex-color
                     * @description glyph colour; default: the sampled colour
                     */
                    color?: string;
                } | {
                    /** @constant */
                    kind: "halftone";
                    /**
                     * @description percent
                     * @default 100
                     */
                    opacity: number;
                    /**
                     * @description halftone cell size, reference pixels (1/720 of the canvas's shorter side)
                     * @default 8
                     */
                    cellSize: number;
                    /**
                     * @description screen angle, degrees
                     * @default 45
                     */
                    angle: number;
                    /**
                     * @default dot
                     * @enum {string}
                     */
                    shape: "dot" | "line" | "square";
                } | {
                    /** @constant */
                    kind: "posterize";
                    /**
                     * @description percent
                     * @default 100
                     */
                    opacity: number;
                    /**
                     * @description tone levels per channel
                     * @default 5
                     */
                    levels: number;
                };
            })[];
            /** @description brand-mark, text and image layers shown, locked, moved and scaled together (a layer names its group); ids unique; omitted: none */
            groups?: {
                id: string;
                /** @description the Groups section's label; default: the id */
                name?: string;
                /**
                 * @description a hidden group hides its layers
                 * @default true
                 */
                visible: boolean;
                /**
                 * @description a locked group's layers are not moved by direct manipulation
                 * @default false
                 */
                locked: boolean;
                /**
                 * @description rightward offset of the group's layers, percent of the canvas width
                 * @default 0
                 */
                x: number;
                /**
                 * @description downward offset of the group's layers, percent of the canvas height
                 * @default 0
                 */
                y: number;
                /**
                 * @description percent, about the canvas centre (applied before the offset): positions and sizes both scale
                 * @default 100
                 */
                scale: number;
            }[];
            /**
             * @description the width in pixels (the height follows the ratio), frame rate, GIF quality and loop
             * @default {
             *       "width": 1920,
             *       "fps": 30,
             *       "quality": "balanced",
             *       "durationMs": 3000,
             *       "gifLoop": "seamless"
             *     }
             */
            export: {
                /**
                 * @description pixels; height follows the ratio. Frames are even-sized (H.264): an odd width is rounded down, with a warning
                 * @default 1920
                 */
                width: number;
                /**
                 * @default 30
                 * @enum {number}
                 */
                fps: 12 | 15 | 24 | 30;
                /**
                 * @default balanced
                 * @enum {string}
                 */
                quality: "fast" | "balanced" | "best";
                /**
                 * @description the standard loop's length; in the shader sequence, the cuts' before the final hold (they add up to exactly this)
                 * @default 3000
                 */
                durationMs: number;
                /**
                 * @description seamless: the GIF's and the MP4's last frame flows into the first (a sequence's hold crossfades into its first cut); raw: the timeline as is
                 * @default seamless
                 * @enum {string}
                 */
                gifLoop: "raw" | "seamless";
            };
            /**
             * @default {
             *       "cutCount": 8,
             *       "pace": "accelerating",
             *       "finalHoldMs": 3000
             *     }
             */
            sequence: {
                /**
                 * @description cuts through distinct materials, ending on the bottom shader layer's
                 * @default 8
                 */
                cutCount: number;
                /**
                 * @description even: every cut the same number of frames, or one more; accelerating: each cut at most as long as the one before, the first longer than the last
                 * @default accelerating
                 * @enum {string}
                 */
                pace: "accelerating" | "even";
                /** @default 3000 */
                finalHoldMs: number;
                /** @description the resolved cuts the shader-sequence export renders: distinct materials ending on the bottom shader layer's; omitted: resolved when exported */
                timeline?: {
                    /** @enum {number} */
                    fps: 12 | 15 | 24 | 30;
                    cuts: {
                        index: number;
                        materialId: string;
                        startMs: number;
                        durationMs: number;
                        startFrame: number;
                        frameCount: number;
                    }[];
                    /** @description where the final material starts holding: export.durationMs */
                    holdStartMs: number;
                    finalHoldMs: number;
                    /** @description export.durationMs + sequence.finalHoldMs */
                    totalMs: number;
                    /** @description frames drawn at i × 1000 / fps ms before totalMs */
                    totalFrames: number;
                };
            };
        };
        /** @description Motion source 1: the `animation` tool's document */
        MotionDocument: {
            /** @constant */
            kind: "motion";
            /** @constant */
            version: 1;
            name?: string;
            /** @description brand identity: a preset, optionally overridden field by field; omitted means {preset: 'starter'} */
            identity?: {
                /**
                 * @description built-in identity to start from; the other fields override it for this request only
                 * @default starter
                 * @enum {string}
                 */
                preset: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                name?: string;
                shortName?: string;
                tagline?: string;
                description?: string;
                positioning?: string;
                website?: string;
                /**
                 * Format: hex-color
                 * @description primary text/mark colour
                 */
                ink?: string;
                /**
                 * Format: hex-color
                 * @description primary ground colour
                 */
                paper?: string;
                /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                logoDataUrl?: string;
            };
            /**
             * @default square
             * @enum {string}
             */
            size: "square" | "story" | "wide" | "opengraph";
            material: {
                /** @description a material id from GET /api/materials */
                materialId: string;
                /**
                 * @description the shared controls; omitted ones take the material's own value, then the control's default
                 * @default {}
                 */
                settings: {
                    /** @description step 0.1; default 3.2 */
                    amplitude?: number;
                    /** @description step 0.05; default 0.8 */
                    brightness?: number;
                    /** @description step 0.01; default 0.5 */
                    centerX?: number;
                    /** @description step 0.01; default 0.5 */
                    centerY?: number;
                    /** @description step 0.05; default 0.8 */
                    density?: number;
                    /** @description step 0.1; default 3.2 */
                    detail?: number;
                    /** @description step 0.1; default 5.5 */
                    frequency?: number;
                    /** @description step 1; default 32 */
                    grain?: number;
                    /** @description step 1; default 0 */
                    rotationX?: number;
                    /** @description step 1; default 130 */
                    rotationY?: number;
                    /** @description step 1; default 70 */
                    rotationZ?: number;
                    /** @description step 0.05; default 0.3 */
                    speed?: number;
                    /** @description step 0.01; default 0.3 */
                    strength?: number;
                    /**
                     * Format: hex-color
                     * @description default #73BFC4
                     */
                    colorA?: string;
                    /**
                     * Format: hex-color
                     * @description default #FF810A
                     */
                    colorB?: string;
                    /**
                     * Format: hex-color
                     * @description default #8DA0CE
                     */
                    colorC?: string;
                };
            };
            /**
             * @default {
             *       "visible": true,
             *       "position": "center",
             *       "variant": "auto",
             *       "scale": 30,
             *       "entrance": {
             *         "kind": "rise",
             *         "easing": "ease-out",
             *         "delayMs": 0,
             *         "durationMs": 800
             *       }
             *     }
             */
            mark: {
                /** @default true */
                visible: boolean;
                /**
                 * @default center
                 * @enum {string}
                 */
                position: "center" | "top" | "bottom" | "top-left" | "top-right" | "bottom-left" | "bottom-right";
                /**
                 * @description which of the identity's logos; auto: the one made for the material's ground (dark or light)
                 * @default auto
                 * @enum {string}
                 */
                variant: "auto" | "dark" | "light";
                /**
                 * @description the mark's width, percent of the canvas's shorter side
                 * @default 30
                 */
                scale: number;
                /**
                 * Format: hex-color
                 * @description draws the mark in one colour; omitted: its own colours
                 */
                tint?: string;
                /**
                 * @default {
                 *       "kind": "rise",
                 *       "easing": "ease-out",
                 *       "delayMs": 0,
                 *       "durationMs": 800
                 *     }
                 */
                entrance: {
                    /**
                     * @default rise
                     * @enum {string}
                     */
                    kind: "fade" | "rise" | "scale" | "none";
                    /**
                     * @default ease-out
                     * @enum {string}
                     */
                    easing: "linear" | "ease-in" | "ease-out" | "ease-in-out" | "back-out";
                    /**
                     * @description from the loop's start
                     * @default 0
                     */
                    delayMs: number;
                    /** @default 800 */
                    durationMs: number;
                };
            };
            /** @description omitted: no type */
            text?: {
                /** @description a line of type, set by Marque's own text engine; wraps within the safe margin */
                value: string;
                /**
                 * @description the identity's typography role
                 * @default display
                 * @enum {string}
                 */
                font: "display" | "body" | "mono";
                /**
                 * @description font weight
                 * @default 600
                 */
                weight: number;
                /**
                 * @description font size, percent of the canvas's shorter side
                 * @default 5
                 */
                size: number;
                /**
                 * Format: hex-color
                 * @description omitted: the identity's paper colour on a dark material, its ink on a light one
                 */
                color?: string;
                /**
                 * @description sharing the mark's position, the line sits under the mark
                 * @default center
                 * @enum {string}
                 */
                position: "center" | "top" | "bottom" | "top-left" | "top-right" | "bottom-left" | "bottom-right";
                /**
                 * @default {
                 *       "kind": "rise",
                 *       "easing": "ease-out",
                 *       "delayMs": 300,
                 *       "durationMs": 800
                 *     }
                 */
                entrance: {
                    /**
                     * @default rise
                     * @enum {string}
                     */
                    kind: "fade" | "rise" | "scale" | "none";
                    /**
                     * @default ease-out
                     * @enum {string}
                     */
                    easing: "linear" | "ease-in" | "ease-out" | "ease-in-out" | "back-out";
                    /**
                     * @description from the loop's start
                     * @default 0
                     */
                    delayMs: number;
                    /** @default 800 */
                    durationMs: number;
                };
            };
            /**
             * @default {
             *       "durationMs": 4000,
             *       "fps": 30,
             *       "quality": "balanced",
             *       "loop": "seamless"
             *     }
             */
            export: {
                /** @description pixels, at most the size's own width; the height keeps the size's aspect and both are even (H.264); omitted: the size's width */
                width?: number;
                /**
                 * @description the loop's length
                 * @default 4000
                 */
                durationMs: number;
                /**
                 * @default 30
                 * @enum {number}
                 */
                fps: 12 | 15 | 24 | 30;
                /**
                 * @default balanced
                 * @enum {string}
                 */
                quality: "fast" | "balanced" | "best";
                /**
                 * @description GIF and MP4: seamless crossfades the loop's last quarter (at most a second) into the start (the mark and type already mirror their entrances out); raw plays the timeline as is
                 * @default seamless
                 * @enum {string}
                 */
                loop: "raw" | "seamless";
            };
        };
        /** @description a Colour tokens document: an identity's palette as semantic tokens, scales and contrast */
        TokensDocument: {
            /** @constant */
            kind: "tokens";
            /**
             * @default 1
             * @constant
             */
            version: 1;
            /**
             * @description the identity whose colours become tokens (the Studio's shared identity)
             * @default {
             *       "preset": "starter"
             *     }
             */
            identity: {
                /**
                 * @description built-in identity to start from; the other fields override it for this request only
                 * @default starter
                 * @enum {string}
                 */
                preset: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                name?: string;
                shortName?: string;
                tagline?: string;
                description?: string;
                positioning?: string;
                website?: string;
                /**
                 * Format: hex-color
                 * @description primary text/mark colour
                 */
                ink?: string;
                /**
                 * Format: hex-color
                 * @description primary ground colour
                 */
                paper?: string;
                /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                logoDataUrl?: string;
            };
            /**
             * @description what the swatch sheet (the preview, SVG and PNG) shows
             * @default {
             *       "scales": true,
             *       "contrast": "both",
             *       "usage": true
             *     }
             */
            sheet: {
                /**
                 * @description show the tint/shade scales on the swatch sheet
                 * @default true
                 */
                scales: boolean;
                /**
                 * @description which contrast measures the matrix shows: WCAG 2 ratio, APCA Lc, or both
                 * @default both
                 * @enum {string}
                 */
                contrast: "both" | "wcag" | "apca";
                /**
                 * @description show the tokens in use (a card, buttons and alerts)
                 * @default true
                 */
                usage: boolean;
            };
        };
        /** @description a Typography document: the identity's type roles, a type scale and its specimen */
        TypographyDocument: {
            /** @constant */
            kind: "typography";
            /**
             * @default 1
             * @constant
             */
            version: 1;
            /**
             * @description the identity whose type this is (the Studio's shared identity)
             * @default {
             *       "preset": "starter"
             *     }
             */
            identity: {
                /**
                 * @description built-in identity to start from; the other fields override it for this request only
                 * @default starter
                 * @enum {string}
                 */
                preset: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                name?: string;
                shortName?: string;
                tagline?: string;
                description?: string;
                positioning?: string;
                website?: string;
                /**
                 * Format: hex-color
                 * @description primary text/mark colour
                 */
                ink?: string;
                /**
                 * Format: hex-color
                 * @description primary ground colour
                 */
                paper?: string;
                /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                logoDataUrl?: string;
            };
            /**
             * @description a modular type scale
             * @default {
             *       "base": 16,
             *       "ratio": "major-third",
             *       "above": 6,
             *       "below": 2
             *     }
             */
            scale: {
                /**
                 * @description the body size in pixels
                 * @default 16
                 */
                base: number;
                /**
                 * @description each step is the one below times this ratio
                 * @default major-third
                 * @enum {string}
                 */
                ratio: "minor-second" | "major-second" | "minor-third" | "major-third" | "perfect-fourth" | "augmented-fourth" | "perfect-fifth" | "golden-ratio";
                /**
                 * @description steps above the base
                 * @default 6
                 */
                above: number;
                /**
                 * @description steps below the base
                 * @default 2
                 */
                below: number;
            };
            /**
             * @default {
             *       "display": {
             *         "tracking": -0.02,
             *         "lineHeight": 1.1
             *       },
             *       "text": {
             *         "tracking": 0,
             *         "lineHeight": 1.5
             *       },
             *       "mono": {
             *         "tracking": 0,
             *         "lineHeight": 1.5
             *       }
             *     }
             */
            roles: {
                /**
                 * @description headlines: the identity's display face
                 * @default {
                 *       "tracking": -0.02,
                 *       "lineHeight": 1.1
                 *     }
                 */
                display: {
                    /** @description 100–900; omitted: the identity's weight for the role */
                    weight?: number;
                    /**
                     * @description letter spacing in em
                     * @default -0.02
                     */
                    tracking: number;
                    /**
                     * @description line height, a multiple of the size
                     * @default 1.1
                     */
                    lineHeight: number;
                };
                /**
                 * @description running text: the identity's body face
                 * @default {
                 *       "tracking": 0,
                 *       "lineHeight": 1.5
                 *     }
                 */
                text: {
                    /** @description 100–900; omitted: the identity's weight for the role */
                    weight?: number;
                    /**
                     * @description letter spacing in em
                     * @default 0
                     */
                    tracking: number;
                    /**
                     * @description line height, a multiple of the size
                     * @default 1.5
                     */
                    lineHeight: number;
                };
                /**
                 * @description code and figures: the identity's mono face
                 * @default {
                 *       "tracking": 0,
                 *       "lineHeight": 1.5
                 *     }
                 */
                mono: {
                    /** @description 100–900; omitted: the identity's weight for the role */
                    weight?: number;
                    /**
                     * @description letter spacing in em
                     * @default 0
                     */
                    tracking: number;
                    /**
                     * @description line height, a multiple of the size
                     * @default 1.5
                     */
                    lineHeight: number;
                };
            };
            /**
             * @default {
             *       "role": "text",
             *       "sample": "Sphinx of black quartz, judge my vow"
             *     }
             */
            specimen: {
                /**
                 * @description the role the script specimens are set in
                 * @default text
                 * @enum {string}
                 */
                role: "display" | "text" | "mono";
                /**
                 * @description the line each step of the scale shows
                 * @default Sphinx of black quartz, judge my vow
                 */
                sample: string;
            };
        };
        /** @description a Moodboard document: the brand's artifacts, materials, swatches and images on one board */
        MoodboardDocument: {
            /** @constant */
            kind: "moodboard";
            /**
             * @default 1
             * @constant
             */
            version: 1;
            /**
             * @description the identity whose artifacts the board shows (the Studio's shared identity)
             * @default {
             *       "preset": "starter"
             *     }
             */
            identity: {
                /**
                 * @description built-in identity to start from; the other fields override it for this request only
                 * @default starter
                 * @enum {string}
                 */
                preset: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                name?: string;
                shortName?: string;
                tagline?: string;
                description?: string;
                positioning?: string;
                website?: string;
                /**
                 * Format: hex-color
                 * @description primary text/mark colour
                 */
                ink?: string;
                /**
                 * Format: hex-color
                 * @description primary ground colour
                 */
                paper?: string;
                /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                logoDataUrl?: string;
            };
            /**
             * @description the board's heading; empty: the identity's name
             * @default
             */
            title: string;
            /**
             * @description grid: a masonry grid; free: tiles placed
             * @default grid
             * @enum {string}
             */
            layout: "grid" | "free";
            /**
             * @default {
             *       "columns": 3,
             *       "gap": 32
             *     }
             */
            grid: {
                /**
                 * @description columns of the grid
                 * @default 3
                 */
                columns: number;
                /**
                 * @description board units between tiles
                 * @default 32
                 */
                gap: number;
            };
            /**
             * @default {
             *       "width": 1600
             *     }
             */
            export: {
                /**
                 * @description the PNG's width in pixels; its height keeps the board's aspect
                 * @default 1600
                 */
                width: number;
            };
            /**
             * @description the tiles, in order (the grid fills it in this order), at most 24
             * @default []
             */
            items: ({
                /** @constant */
                kind: "background";
                /** @description a background's settings, as POST /api/generate takes them */
                settings: {
                    /**
                     * @description pixels; width × height ≤ 12,000,000
                     * @default 1200
                     */
                    width: number;
                    /**
                     * @description pixels; width × height ≤ 12,000,000
                     * @default 630
                     */
                    height: number;
                    /**
                     * @default gradient
                     * @enum {string}
                     */
                    style: "gradient" | "grain-gradient" | "dither" | "pattern";
                    /**
                     * @description shape of the colour field under every style
                     * @default mesh
                     * @enum {string}
                     */
                    gradient: "linear" | "radial" | "mesh" | "orbit" | "wave" | "bloom";
                    /**
                     * Format: hex-color
                     * @description first gradient colour; default: the identity's palette
                     */
                    colorA?: string;
                    /**
                     * Format: hex-color
                     * @description second gradient colour; default: the identity's palette
                     */
                    colorB?: string;
                    /**
                     * Format: hex-color
                     * @description third gradient colour; default: the identity's palette
                     */
                    colorC?: string;
                    /**
                     * @description degrees; direction of linear, wave and band gradients
                     * @default 135
                     */
                    angle: number;
                    /**
                     * @description number of colour bands
                     * @default 9
                     */
                    bandCount: number;
                    /**
                     * @description how strongly bands step; 0 is a smooth gradient
                     * @default 45
                     */
                    bandDepth: number;
                    /**
                     * @description pixels of ground shown between bands
                     * @default 0
                     */
                    bandGap: number;
                    /**
                     * @description false gives flat bands without gradient lighting
                     * @default true
                     */
                    lightingEnabled: boolean;
                    /**
                     * @description percent of width; centre of radial, orbit and bloom shapes
                     * @default 50
                     */
                    focalX: number;
                    /**
                     * @description percent of height; centre of radial, orbit and bloom shapes
                     * @default 50
                     */
                    focalY: number;
                    /**
                     * @description film-grain strength (grain-gradient; texture under dither)
                     * @default 35
                     */
                    grain: number;
                    /**
                     * @description embossed light-and-shadow depth of the bands
                     * @default 20
                     */
                    relief: number;
                    /**
                     * @description pixels; cell size of dither and pattern
                     * @default 24
                     */
                    spacing: number;
                    /**
                     * @description ordered-dither (Bayer) matrix size
                     * @default 4
                     * @enum {number}
                     */
                    ditherMatrix: 2 | 4 | 8;
                    /**
                     * @default squares
                     * @enum {string}
                     */
                    ditherShape: "dots" | "squares";
                    /**
                     * @description line-art pattern over the field (any style); the pattern style draws dots when this is none
                     * @default none
                     * @enum {string}
                     */
                    pattern: "none" | "dots" | "lines" | "grid" | "fibers" | "speckles" | "topographic" | "crosshatch";
                    /**
                     * @description percent
                     * @default 40
                     */
                    patternOpacity: number;
                    /**
                     * @description logo width as percent of the canvas width
                     * @default 18
                     */
                    logoScale: number;
                    /**
                     * @description percent; 0 hides the logo
                     * @default 100
                     */
                    logoOpacity: number;
                    /**
                     * @description horizontal offset from the centre, percent of width
                     * @default 0
                     */
                    logoX: number;
                    /**
                     * @description vertical offset from the centre, percent of height
                     * @default 0
                     */
                    logoY: number;
                    /**
                     * @description recolours the logo black or white; default: the logo's own colours, in the variant that contrasts most with the ground under it
                     * @enum {string}
                     */
                    logoTone?: "black" | "white";
                    /**
                     * @description tactile physical surface over the field
                     * @default none
                     * @enum {string}
                     */
                    surfaceMaterial: "none" | "kerf-wood" | "woven-wire" | "perforated-metal" | "carved-stone" | "embossed-paper" | "brushed-metal" | "hammered-foil" | "corrugated-polymer" | "cork-composite" | "frosted-glass";
                    /**
                     * @description degrees; direction of grain, brushing or light
                     * @default 45
                     */
                    surfaceAngle: number;
                    /**
                     * @description height/relief response
                     * @default 50
                     */
                    surfaceDepth: number;
                    /**
                     * @description specular response
                     * @default 30
                     */
                    surfaceMetallic: number;
                    /**
                     * @description porosity or opening ratio, percent
                     * @default 40
                     */
                    surfaceOpenArea: number;
                    /**
                     * @description highlight spread
                     * @default 40
                     */
                    surfaceRoughness: number;
                    /**
                     * @description physical pattern scale, pixels
                     * @default 48
                     */
                    surfaceScale: number;
                };
                /**
                 * @description the line under the tile, at most 80 characters; empty: none
                 * @default
                 */
                caption: string;
                /** @description where the tile sits in the free layout; omitted: where the grid would put it */
                place?: {
                    /** @description left edge, board units (the board is 1600 wide) */
                    x: number;
                    /** @description top edge, board units */
                    y: number;
                    /** @description board units; the height keeps the tile's aspect */
                    width: number;
                    /**
                     * @description degrees, clockwise
                     * @default 0
                     */
                    rotation: number;
                };
            } | {
                /** @constant */
                kind: "template";
                /** @enum {string} */
                template: "slides" | "blog" | "partnership";
                /**
                 * @description slides only
                 * @enum {string}
                 */
                slideLayout?: "title" | "section" | "agenda" | "split" | "metrics" | "quote" | "timeline" | "statement" | "comparison" | "process" | "chart" | "team" | "image" | "closing";
                title?: string;
                /** @description newline-delimited lines, read per layout: title: the subtitle (all lines); section: the section's description (all lines); a first line like `02` or `Part 2` becomes its number; agenda: one item per line; `Item — detail` adds a detail; a leading time (`09:30 Item`) is shown apart; split: one point per line, shown as a list beside the title; metrics: one figure per line: `98.7% — Coverage` or `4.2 GWh — Curtailment avoided` (value first or last; a number may carry a unit word, `4.2GWh`); a line without a figure is shown as a note and warns `unparsed_line`; quote: the attribution: `Name — Role` (the title is the quote); timeline: one milestone per line: `2023: Launch` or `Q3 — Pilot`; lines without a date are numbered; statement: supporting text under the statement (all lines); comparison: `Left | Right` per line, the first line naming both columns; without `|`, a line `vs` (or `---`) splits the columns, else the lines are halved; process: one step per line, numbered in order; `Step — detail` adds a detail; chart: one bar per line: `2023: 42`, `Label — 42` or `98.7% — Label` (a number with optional sign, currency and unit: `−4.2M`, `$1,200`, `12%`); negative bars hang below zero; in `Jan 12: 40` the label is `Jan 12`; other lines become notes, and a body with no bar at all warns `no_data`; team: one person per line: `Ada Lovelace — Engineering`; a line without a pair is a name; image: the caption (all lines); the image is backgroundImageDataUrl; closing: contact lines (email, address, handle), shown under the title with the identity's website; blog: the cover's standfirst (all lines); partnership: the announcement text under the title (all lines). Items drawn per layout (agenda: at most 7 agenda items; split: at most 6 points; metrics: at most 6 figures; timeline: at most 6 milestones; comparison: at most 6 rows per column; process: at most 6 steps; chart: at most 8 bars; team: at most 8 people); lines past a cap are not drawn and warn `text_truncated` on body */
                body?: string;
                /**
                 * @default white
                 * @enum {string}
                 */
                texture: "white" | "dark" | "grid" | "noise";
                /**
                 * Format: hex-color
                 * @description overrides the texture's ground colour
                 */
                background?: string;
                /**
                 * Format: hex-color
                 * @description overrides the text colour
                 */
                foreground?: string;
                /**
                 * @description the line under the tile, at most 80 characters; empty: none
                 * @default
                 */
                caption: string;
                /** @description where the tile sits in the free layout; omitted: where the grid would put it */
                place?: {
                    /** @description left edge, board units (the board is 1600 wide) */
                    x: number;
                    /** @description top edge, board units */
                    y: number;
                    /** @description board units; the height keeps the tile's aspect */
                    width: number;
                    /**
                     * @description degrees, clockwise
                     * @default 0
                     */
                    rotation: number;
                };
            } | {
                /** @constant */
                kind: "material";
                /** @description a material id from GET /api/materials */
                materialId: string;
                /**
                 * @description the shared controls; omitted ones take the material's own value
                 * @default {}
                 */
                settings: {
                    /** @description step 0.1; default 3.2 */
                    amplitude?: number;
                    /** @description step 0.05; default 0.8 */
                    brightness?: number;
                    /** @description step 0.01; default 0.5 */
                    centerX?: number;
                    /** @description step 0.01; default 0.5 */
                    centerY?: number;
                    /** @description step 0.05; default 0.8 */
                    density?: number;
                    /** @description step 0.1; default 3.2 */
                    detail?: number;
                    /** @description step 0.1; default 5.5 */
                    frequency?: number;
                    /** @description step 1; default 32 */
                    grain?: number;
                    /** @description step 1; default 0 */
                    rotationX?: number;
                    /** @description step 1; default 130 */
                    rotationY?: number;
                    /** @description step 1; default 70 */
                    rotationZ?: number;
                    /** @description step 0.05; default 0.3 */
                    speed?: number;
                    /** @description step 0.01; default 0.3 */
                    strength?: number;
                    /**
                     * Format: hex-color
                     * @description default #73BFC4
                     */
                    colorA?: string;
                    /**
                     * Format: hex-color
                     * @description default #FF810A
                     */
                    colorB?: string;
                    /**
                     * Format: hex-color
                     * @description default #8DA0CE
                     */
                    colorC?: string;
                };
                /**
                 * @description the moment of the material's loop the tile shows
                 * @default 0
                 */
                timeMs: number;
                /**
                 * @description the line under the tile, at most 80 characters; empty: none
                 * @default
                 */
                caption: string;
                /** @description where the tile sits in the free layout; omitted: where the grid would put it */
                place?: {
                    /** @description left edge, board units (the board is 1600 wide) */
                    x: number;
                    /** @description top edge, board units */
                    y: number;
                    /** @description board units; the height keeps the tile's aspect */
                    width: number;
                    /**
                     * @description degrees, clockwise
                     * @default 0
                     */
                    rotation: number;
                };
            } | {
                /** @constant */
                kind: "swatch";
                /**
                 * @description the identity colour the swatch shows
                 * @enum {string}
                 */
                role: "ink" | "paper" | "accent" | "muted" | "positive" | "negative" | "gradient-1" | "gradient-2" | "gradient-3";
                /**
                 * @description the line under the tile, at most 80 characters; empty: none
                 * @default
                 */
                caption: string;
                /** @description where the tile sits in the free layout; omitted: where the grid would put it */
                place?: {
                    /** @description left edge, board units (the board is 1600 wide) */
                    x: number;
                    /** @description top edge, board units */
                    y: number;
                    /** @description board units; the height keeps the tile's aspect */
                    width: number;
                    /**
                     * @description degrees, clockwise
                     * @default 0
                     */
                    rotation: number;
                };
            } | {
                /** @constant */
                kind: "image";
                /** @description an uploaded image (kept in the browser only), within the contract's image rules (at most 5 MB) */
                dataUrl: string;
                /**
                 * @description the line under the tile, at most 80 characters; empty: none
                 * @default
                 */
                caption: string;
                /** @description where the tile sits in the free layout; omitted: where the grid would put it */
                place?: {
                    /** @description left edge, board units (the board is 1600 wide) */
                    x: number;
                    /** @description top edge, board units */
                    y: number;
                    /** @description board units; the height keeps the tile's aspect */
                    width: number;
                    /**
                     * @description degrees, clockwise
                     * @default 0
                     */
                    rotation: number;
                };
            })[];
        };
        /** @description a Lottie document: an animation, its colours mapped, its frames trimmed and its speed */
        LottieDocument: {
            /** @constant */
            kind: "lottie";
            /**
             * @default 1
             * @constant
             */
            version: 1;
            /**
             * @description the identity whose palette the colours map to (the Studio's shared identity)
             * @default {
             *       "preset": "starter"
             *     }
             */
            identity: {
                /**
                 * @description built-in identity to start from; the other fields override it for this request only
                 * @default starter
                 * @enum {string}
                 */
                preset: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                name?: string;
                shortName?: string;
                tagline?: string;
                description?: string;
                positioning?: string;
                website?: string;
                /**
                 * Format: hex-color
                 * @description primary text/mark colour
                 */
                ink?: string;
                /**
                 * Format: hex-color
                 * @description primary ground colour
                 */
                paper?: string;
                /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                logoDataUrl?: string;
            };
            /** @description the imported file's name, without its extension: the exports are named after it */
            name?: string;
            /** @description the imported animation as it was read; omitted: the identity's own sample loop */
            animation?: {
                /** @description the Lottie version that wrote it */
                v?: string;
                nm?: string;
                /** @description frames per second */
                fr: number;
                /** @description the first frame */
                ip: number;
                /** @description the frame after the last */
                op: number;
                w: number;
                h: number;
                layers: ({
                    ty: number;
                } & {
                    [key: string]: unknown;
                })[];
                assets?: ({
                    id: string;
                } & {
                    [key: string]: unknown;
                })[];
            } & {
                [key: string]: unknown;
            };
            /**
             * @description each colour found and what it becomes; a colour not listed keeps its value
             * @default []
             */
            recolour: {
                /**
                 * Format: hex-color
                 * @description a colour the animation uses (fills, strokes, gradients, solids, text)
                 */
                from: string;
                /**
                 * Format: hex-color
                 * @description what it becomes
                 */
                to: string;
            }[];
            /** @description the frames kept; omitted: the whole animation (ip to op) */
            trim?: {
                /** @description the first frame played, on the animation's timeline */
                start: number;
                /** @description the frame after the last played */
                end: number;
            };
            /**
             * @description playback speed: 2 plays twice as fast (the frame rate is scaled, every frame kept)
             * @default 1
             */
            speed: number;
            /**
             * @description the GIF and MP4: width in pixels (height from the aspect), frames per second, background
             * @default {
             *       "width": 480,
             *       "fps": 30,
             *       "background": "paper"
             *     }
             */
            export: {
                /** @default 480 */
                width: number;
                /** @default 30 */
                fps: number;
                /**
                 * @description what shows through the animation's transparent pixels in GIF and MP4 frames
                 * @default paper
                 * @enum {string}
                 */
                background: "paper" | "ink" | "white" | "black";
            };
        };
        ErrorBody: {
            error: {
                /** @enum {string} */
                code: "invalid_request" | "invalid_json" | "unknown_field" | "not_found" | "method_not_allowed" | "not_acceptable" | "request_timeout" | "expectation_failed" | "payload_too_large" | "uri_too_long" | "unsupported_media_type" | "rate_limited" | "queue_full" | "headers_too_large" | "internal_error" | "overloaded" | "not_ready" | "capability_unavailable";
                message: string;
                /** @description dotted path of the first issue, or request / Content-Type */
                field: string;
                /** @description at most 100 issues, first found first */
                issues: {
                    /** @enum {string} */
                    code: "unknown_field" | "required" | "invalid_type" | "invalid_enum" | "out_of_range" | "too_long" | "too_short" | "too_many" | "invalid_color" | "invalid_data_url" | "pixel_limit" | "unknown_reference" | "invalid_value";
                    /** @description dotted path, e.g. settings.width or texts.3.value; cut to 200 characters with … when longer */
                    field: string;
                    message: string;
                    expected?: string;
                    /** @description a short rendering of what was sent, at most 200 characters */
                    received?: string;
                }[];
                /** @description how many further issues were found but not listed (present only when some were left out) */
                omittedIssues?: number;
            };
            /** @constant */
            schemaVersion: 1;
        };
        GenerationContract: {
            /** @constant */
            method: "POST";
            /** @constant */
            path: "/api/generate";
            /** @constant */
            requestContentType: "application/json";
            /** @constant */
            schemaVersion: 2;
            kinds: {
                background: {
                    requiredFields: string[];
                    /** @description the request's JSON Schema (draft 2020-12) */
                    schema: {
                        [key: string]: unknown;
                    };
                    fields: {
                        /** @description dotted path: settings.width, texts[].value */
                        field: string;
                        required: boolean;
                        /** @description type, bounds or allowed values, default and meaning, in one line */
                        rule: string;
                    }[];
                    responses: {
                        json: {
                            /** @constant */
                            status: 200;
                            /** @constant */
                            mediaType: "application/json";
                            /** @description what the body holds */
                            body: string;
                        };
                        raw: {
                            /** @constant */
                            status: 200;
                            /** @constant */
                            mediaType: "image/svg+xml";
                            /** @description what the body holds */
                            body: string;
                        };
                    };
                    /** @description a working background request, ready to POST (OpenAPI: the kind's request schema) */
                    example: components["schemas"]["BackgroundRequest"];
                };
                template: {
                    requiredFields: string[];
                    /** @description the request's JSON Schema (draft 2020-12) */
                    schema: {
                        [key: string]: unknown;
                    };
                    fields: {
                        /** @description dotted path: settings.width, texts[].value */
                        field: string;
                        required: boolean;
                        /** @description type, bounds or allowed values, default and meaning, in one line */
                        rule: string;
                    }[];
                    responses: {
                        json: {
                            /** @constant */
                            status: 200;
                            /** @constant */
                            mediaType: "application/json";
                            /** @description what the body holds */
                            body: string;
                        };
                        raw: {
                            /** @constant */
                            status: 200;
                            /** @constant */
                            mediaType: "image/svg+xml";
                            /** @description what the body holds */
                            body: string;
                        };
                    };
                    /** @description a working template request, ready to POST (OpenAPI: the kind's request schema) */
                    example: components["schemas"]["TemplateRequest"];
                };
                "element-brief": {
                    requiredFields: string[];
                    /** @description the request's JSON Schema (draft 2020-12) */
                    schema: {
                        [key: string]: unknown;
                    };
                    fields: {
                        /** @description dotted path: settings.width, texts[].value */
                        field: string;
                        required: boolean;
                        /** @description type, bounds or allowed values, default and meaning, in one line */
                        rule: string;
                    }[];
                    responses: {
                        json: {
                            /** @constant */
                            status: 200;
                            /** @constant */
                            mediaType: "application/json";
                            /** @description what the body holds */
                            body: string;
                        };
                    };
                    /** @description a working element-brief request, ready to POST (OpenAPI: the kind's request schema) */
                    example: components["schemas"]["ElementBriefRequest"];
                };
                "design-sequence": {
                    requiredFields: string[];
                    /** @description the request's JSON Schema (draft 2020-12) */
                    schema: {
                        [key: string]: unknown;
                    };
                    fields: {
                        /** @description dotted path: settings.width, texts[].value */
                        field: string;
                        required: boolean;
                        /** @description type, bounds or allowed values, default and meaning, in one line */
                        rule: string;
                    }[];
                    responses: {
                        json: {
                            /** @constant */
                            status: 200;
                            /** @constant */
                            mediaType: "application/json";
                            /** @description what the body holds */
                            body: string;
                        };
                    };
                    /** @description a working design-sequence request, ready to POST (OpenAPI: the kind's request schema) */
                    example: components["schemas"]["DesignSequenceRequest"];
                };
            };
            unknownFields: string;
            /** @description the files a background or template comes in besides its SVG, and how to ask for them */
            files: {
                kinds: ("background" | "template")[];
                formats: {
                    /** @enum {string} */
                    format: "svg" | "png" | "webp" | "avif" | "jpeg" | "pdf";
                    mediaType: string;
                    extension: string;
                }[];
                how: string[];
                scales: number[];
                maxRasterPixels: number;
                maxRasterSide: number;
            };
            limits: {
                maxBodyBytes: number;
                maxDataUrlBytes: number;
                maxPixels: number;
            };
            errors: {
                /** @description the error body's JSON Schema (OpenAPI: ErrorBody) */
                schema: {
                    [key: string]: unknown;
                };
                statuses: {
                    [key: string]: number;
                };
                rules: string[];
            };
        };
        /** @description a deck: up to 50 slides of 1600×900, answered as one PDF (default) or PPTX */
        DeckRequest: {
            /** @description brand identity: a preset, optionally overridden field by field; omitted means {preset: 'starter'} */
            identity?: {
                /**
                 * @description built-in identity to start from; the other fields override it for this request only
                 * @default starter
                 * @enum {string}
                 */
                preset: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                name?: string;
                shortName?: string;
                tagline?: string;
                description?: string;
                positioning?: string;
                website?: string;
                /**
                 * Format: hex-color
                 * @description primary text/mark colour
                 */
                ink?: string;
                /**
                 * Format: hex-color
                 * @description primary ground colour
                 */
                paper?: string;
                /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                logoDataUrl?: string;
            };
            /**
             * @description settings every slide shares; a slide may override each of them
             * @default {}
             */
            settings: {
                /**
                 * @default white
                 * @enum {string}
                 */
                texture: "white" | "dark" | "grid" | "noise";
                /**
                 * Format: hex-color
                 * @description overrides the texture's ground colour
                 */
                background?: string;
                /**
                 * Format: hex-color
                 * @description overrides the text colour
                 */
                foreground?: string;
            };
            /** @description the slides in order, one page each */
            slides: {
                /**
                 * @description the slide's layout; title when left out
                 * @default title
                 * @enum {string}
                 */
                layout: "title" | "section" | "agenda" | "split" | "metrics" | "quote" | "timeline" | "statement" | "comparison" | "process" | "chart" | "team" | "image" | "closing";
                title?: string;
                /** @description newline-delimited lines, read per layout: title: the subtitle (all lines); section: the section's description (all lines); a first line like `02` or `Part 2` becomes its number; agenda: one item per line; `Item — detail` adds a detail; a leading time (`09:30 Item`) is shown apart; split: one point per line, shown as a list beside the title; metrics: one figure per line: `98.7% — Coverage` or `4.2 GWh — Curtailment avoided` (value first or last; a number may carry a unit word, `4.2GWh`); a line without a figure is shown as a note and warns `unparsed_line`; quote: the attribution: `Name — Role` (the title is the quote); timeline: one milestone per line: `2023: Launch` or `Q3 — Pilot`; lines without a date are numbered; statement: supporting text under the statement (all lines); comparison: `Left | Right` per line, the first line naming both columns; without `|`, a line `vs` (or `---`) splits the columns, else the lines are halved; process: one step per line, numbered in order; `Step — detail` adds a detail; chart: one bar per line: `2023: 42`, `Label — 42` or `98.7% — Label` (a number with optional sign, currency and unit: `−4.2M`, `$1,200`, `12%`); negative bars hang below zero; in `Jan 12: 40` the label is `Jan 12`; other lines become notes, and a body with no bar at all warns `no_data`; team: one person per line: `Ada Lovelace — Engineering`; a line without a pair is a name; image: the caption (all lines); the image is backgroundImageDataUrl; closing: contact lines (email, address, handle), shown under the title with the identity's website; blog: the cover's standfirst (all lines); partnership: the announcement text under the title (all lines). Items drawn per layout (agenda: at most 7 agenda items; split: at most 6 points; metrics: at most 6 figures; timeline: at most 6 milestones; comparison: at most 6 rows per column; process: at most 6 steps; chart: at most 8 bars; team: at most 8 people); lines past a cap are not drawn and warn `text_truncated` on body */
                body?: string;
                /** @description a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                backgroundImageDataUrl?: string;
                /** @description a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                partnerLogoDataUrl?: string;
                /** @description a public proof asset id of the identity, from GET /api/identities */
                partnerId?: string;
                /** @enum {string} */
                texture?: "white" | "dark" | "grid" | "noise";
                /**
                 * Format: hex-color
                 * @description overrides the texture's ground colour
                 */
                background?: string;
                /**
                 * Format: hex-color
                 * @description overrides the text colour
                 */
                foreground?: string;
                /** @description speaker notes: the PPTX's notes of this slide (a PDF has no place for them) */
                notes?: string;
            }[];
        };
        DeckContract: {
            /** @constant */
            method: "POST";
            /** @constant */
            path: "/api/decks";
            /** @description the request's JSON Schema (DeckRequest) */
            schema: {
                [key: string]: unknown;
            };
            fields: {
                [key: string]: unknown;
            }[];
            example: {
                [key: string]: unknown;
            };
            slides: {
                [key: string]: unknown;
            };
            formats: {
                [key: string]: unknown;
            }[];
            limits: {
                [key: string]: unknown;
            };
            errors: {
                [key: string]: unknown;
            };
        };
        DocumentFileContract: {
            /** @constant */
            method: "POST";
            path: string;
            description?: string;
            /** @description the request's JSON Schema */
            schema: {
                [key: string]: unknown;
            };
            fields: {
                [key: string]: unknown;
            }[];
            example: {
                [key: string]: unknown;
            };
            /** @description the example's file at a URL */
            exampleUrl?: string;
            formats: {
                [key: string]: unknown;
            }[];
            maxPages: number;
            how: string[];
            limits: {
                [key: string]: unknown;
            };
            errors: {
                [key: string]: unknown;
            };
        };
        /** @description a brand book to draw: the Brand book tool's document (kind optional); answered as a PDF of every enabled section, or one page with ?page=N */
        BrandBookRequest: {
            /**
             * @default brand-book
             * @constant
             */
            kind: "brand-book";
            /**
             * @default 1
             * @constant
             */
            version: 1;
            /**
             * @description the identity the book is about (the Studio's shared identity)
             * @default {
             *       "preset": "starter"
             *     }
             */
            identity: {
                /**
                 * @description built-in identity to start from; the other fields override it for this request only
                 * @default starter
                 * @enum {string}
                 */
                preset: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                name?: string;
                shortName?: string;
                tagline?: string;
                description?: string;
                positioning?: string;
                website?: string;
                /**
                 * Format: hex-color
                 * @description primary text/mark colour
                 */
                ink?: string;
                /**
                 * Format: hex-color
                 * @description primary ground colour
                 */
                paper?: string;
                /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                logoDataUrl?: string;
            };
            /**
             * @description the book's sections in print order (cover, story, logo, colour, type, device, voice, applications); each is one page
             * @default {}
             */
            sections: {
                /**
                 * @description the cover: title, subtitle and a ground drawn from the identity
                 * @default {}
                 */
                cover: {
                    /**
                     * @description whether the book prints this section's page
                     * @default true
                     */
                    enabled: boolean;
                    /** @description the book's title; omitted: the identity's name */
                    title?: string;
                    /** @description the line under the title; omitted: the identity's tagline */
                    subtitle?: string;
                    /**
                     * @description the small line above the title
                     * @default Brand guidelines
                     */
                    edition: string;
                    /**
                     * @description the cover's ground: a background style drawn from the identity, or plain paper
                     * @default grain-gradient
                     * @enum {string}
                     */
                    ground: "paper" | "gradient" | "grain-gradient" | "dither" | "pattern";
                };
                /**
                 * @description story and positioning: the statement, the mission and the pillars
                 * @default {}
                 */
                story: {
                    /**
                     * @description whether the book prints this section's page
                     * @default true
                     */
                    enabled: boolean;
                    /** @description the positioning statement; omitted: the identity's positioning */
                    positioning?: string;
                    /** @description the mission; omitted: the identity's mission */
                    mission?: string;
                    /** @description the brand's pillars, 1–4 lines of up to 40 characters; omitted: the identity's pillars */
                    pillars?: string[];
                };
                /**
                 * @description the logo on light and dark grounds, its clear space and smallest size
                 * @default {}
                 */
                logo: {
                    /**
                     * @description whether the book prints this section's page
                     * @default true
                     */
                    enabled: boolean;
                    /**
                     * @description the clear space around the logo, as a share of its height
                     * @default 0.5
                     */
                    clearSpace: number;
                    /** @description how to use the logo; omitted: Marque's advice on clear space and variants */
                    note?: string;
                };
                /**
                 * @description the palette with hex, OKLCH and contrast
                 * @default {}
                 */
                colour: {
                    /**
                     * @description whether the book prints this section's page
                     * @default true
                     */
                    enabled: boolean;
                    /** @description how to use the palette; omitted: Marque's advice on ink, paper and accent */
                    note?: string;
                };
                /**
                 * @description the display, text and mono faces and the type scale
                 * @default {}
                 */
                type: {
                    /**
                     * @description whether the book prints this section's page
                     * @default true
                     */
                    enabled: boolean;
                    /** @description the headline the type page sets; omitted: the identity's tagline */
                    sample?: string;
                    /** @description how to use the type; omitted: Marque's advice on the roles */
                    note?: string;
                };
                /**
                 * @description the graphic device and the grounds Marque draws from it
                 * @default {}
                 */
                device: {
                    /**
                     * @description whether the book prints this section's page
                     * @default true
                     */
                    enabled: boolean;
                    /** @description the graphic device; omitted: the identity's own description */
                    description?: string;
                };
                /**
                 * @description voice: tone words, do and don't
                 * @default {}
                 */
                voice: {
                    /**
                     * @description whether the book prints this section's page
                     * @default true
                     */
                    enabled: boolean;
                    /** @description tone words, 1–4 lines of up to 24 characters; omitted: the identity's tone */
                    tone?: string[];
                    /** @description lines to write by, 1–4 lines of up to 120 characters; omitted: the identity's voice principles */
                    do?: string[];
                    /** @description lines to avoid, 1–4 lines of up to 120 characters; omitted: what the identity's voice avoids */
                    dont?: string[];
                };
                /**
                 * @description the identity applied: a slide, a blog cover and a partnership graphic, drawn by Marque's templates
                 * @default {}
                 */
                applications: {
                    /**
                     * @description whether the book prints this section's page
                     * @default true
                     */
                    enabled: boolean;
                    /** @description the headline the applications carry; omitted: the identity's tagline */
                    headline?: string;
                };
            };
        };
        /** @description a Brand book document: an identity and the book's sections, each one page */
        BrandBookDocument: {
            /** @constant */
            kind: "brand-book";
            /**
             * @default 1
             * @constant
             */
            version: 1;
            /**
             * @description the identity the book is about (the Studio's shared identity)
             * @default {
             *       "preset": "starter"
             *     }
             */
            identity: {
                /**
                 * @description built-in identity to start from; the other fields override it for this request only
                 * @default starter
                 * @enum {string}
                 */
                preset: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                name?: string;
                shortName?: string;
                tagline?: string;
                description?: string;
                positioning?: string;
                website?: string;
                /**
                 * Format: hex-color
                 * @description primary text/mark colour
                 */
                ink?: string;
                /**
                 * Format: hex-color
                 * @description primary ground colour
                 */
                paper?: string;
                /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                logoDataUrl?: string;
            };
            /** @description the book's sections in print order (cover, story, logo, colour, type, device, voice, applications); each is one page */
            sections: {
                /** @description the cover: title, subtitle and a ground drawn from the identity */
                cover: {
                    /**
                     * @description whether the book prints this section's page
                     * @default true
                     */
                    enabled: boolean;
                    /** @description the book's title; omitted: the identity's name */
                    title?: string;
                    /** @description the line under the title; omitted: the identity's tagline */
                    subtitle?: string;
                    /**
                     * @description the small line above the title
                     * @default Brand guidelines
                     */
                    edition: string;
                    /**
                     * @description the cover's ground: a background style drawn from the identity, or plain paper
                     * @default grain-gradient
                     * @enum {string}
                     */
                    ground: "paper" | "gradient" | "grain-gradient" | "dither" | "pattern";
                };
                /** @description story and positioning: the statement, the mission and the pillars */
                story: {
                    /**
                     * @description whether the book prints this section's page
                     * @default true
                     */
                    enabled: boolean;
                    /** @description the positioning statement; omitted: the identity's positioning */
                    positioning?: string;
                    /** @description the mission; omitted: the identity's mission */
                    mission?: string;
                    /** @description the brand's pillars, 1–4 lines of up to 40 characters; omitted: the identity's pillars */
                    pillars?: string[];
                };
                /** @description the logo on light and dark grounds, its clear space and smallest size */
                logo: {
                    /**
                     * @description whether the book prints this section's page
                     * @default true
                     */
                    enabled: boolean;
                    /**
                     * @description the clear space around the logo, as a share of its height
                     * @default 0.5
                     */
                    clearSpace: number;
                    /** @description how to use the logo; omitted: Marque's advice on clear space and variants */
                    note?: string;
                };
                /** @description the palette with hex, OKLCH and contrast */
                colour: {
                    /**
                     * @description whether the book prints this section's page
                     * @default true
                     */
                    enabled: boolean;
                    /** @description how to use the palette; omitted: Marque's advice on ink, paper and accent */
                    note?: string;
                };
                /** @description the display, text and mono faces and the type scale */
                type: {
                    /**
                     * @description whether the book prints this section's page
                     * @default true
                     */
                    enabled: boolean;
                    /** @description the headline the type page sets; omitted: the identity's tagline */
                    sample?: string;
                    /** @description how to use the type; omitted: Marque's advice on the roles */
                    note?: string;
                };
                /** @description the graphic device and the grounds Marque draws from it */
                device: {
                    /**
                     * @description whether the book prints this section's page
                     * @default true
                     */
                    enabled: boolean;
                    /** @description the graphic device; omitted: the identity's own description */
                    description?: string;
                };
                /** @description voice: tone words, do and don't */
                voice: {
                    /**
                     * @description whether the book prints this section's page
                     * @default true
                     */
                    enabled: boolean;
                    /** @description tone words, 1–4 lines of up to 24 characters; omitted: the identity's tone */
                    tone?: string[];
                    /** @description lines to write by, 1–4 lines of up to 120 characters; omitted: the identity's voice principles */
                    do?: string[];
                    /** @description lines to avoid, 1–4 lines of up to 120 characters; omitted: what the identity's voice avoids */
                    dont?: string[];
                };
                /** @description the identity applied: a slide, a blog cover and a partnership graphic, drawn by Marque's templates */
                applications: {
                    /**
                     * @description whether the book prints this section's page
                     * @default true
                     */
                    enabled: boolean;
                    /** @description the headline the applications carry; omitted: the identity's tagline */
                    headline?: string;
                };
            };
        };
        /** @description a code card to draw: the Terminal card tool's document (kind optional); answered as PNG, SVG (type outlined), WebP, JPEG, AVIF or a one-page PDF */
        CodeCardRequest: {
            /**
             * @default code-card
             * @constant
             */
            kind: "code-card";
            /**
             * @default 1
             * @constant
             */
            version: 1;
            /**
             * @description the identity whose colours and mono face draw the card (the Studio's shared identity)
             * @default {
             *       "preset": "starter"
             *     }
             */
            identity: {
                /**
                 * @description built-in identity to start from; the other fields override it for this request only
                 * @default starter
                 * @enum {string}
                 */
                preset: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                name?: string;
                shortName?: string;
                tagline?: string;
                description?: string;
                positioning?: string;
                website?: string;
                /**
                 * Format: hex-color
                 * @description primary text/mark colour
                 */
                ink?: string;
                /**
                 * Format: hex-color
                 * @description primary ground colour
                 */
                paper?: string;
                /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                logoDataUrl?: string;
            };
            /** @description the snippet, at most 4000 characters and 80 lines; tabs expand to tabSize */
            code: string;
            /**
             * @description the grammar that highlights the code
             * @default typescript
             * @enum {string}
             */
            language: "typescript" | "tsx" | "javascript" | "jsx" | "python" | "bash" | "json" | "yaml" | "toml" | "html" | "css" | "go" | "rust" | "sql" | "diff" | "text";
            /** @description the window's title, e.g. a file name; omitted: none */
            title?: string;
            /**
             * @description the window's chrome
             * @default macos
             * @enum {string}
             */
            chrome: "macos" | "windows" | "none";
            /**
             * @description the code's ground: the identity's dark or light
             * @default dark
             * @enum {string}
             */
            theme: "dark" | "light";
            /**
             * @description whether each line shows its number
             * @default true
             */
            lineNumbers: boolean;
            /**
             * @description lines drawn on a band: line numbers (1-based) or [from, to] ranges, at most 20 entries, within the code
             * @default []
             */
            highlightLines: (number | [
                number,
                number
            ])[];
            /**
             * @description the columns a tab advances to
             * @default 4
             */
            tabSize: number;
            /**
             * @description the code's size in pixels
             * @default 18
             */
            fontSize: number;
            /**
             * @description the identity's ground around the window, in pixels
             * @default 56
             */
            padding: number;
            /** @description the card's width in pixels; longer lines wrap; omitted: fits the longest line, at most 1200 */
            width?: number;
        };
        /** @description a Terminal card document: a code snippet drawn as a card in the identity's colours and mono face */
        CodeCardDocument: {
            /** @constant */
            kind: "code-card";
            /**
             * @default 1
             * @constant
             */
            version: 1;
            /**
             * @description the identity whose colours and mono face draw the card (the Studio's shared identity)
             * @default {
             *       "preset": "starter"
             *     }
             */
            identity: {
                /**
                 * @description built-in identity to start from; the other fields override it for this request only
                 * @default starter
                 * @enum {string}
                 */
                preset: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                name?: string;
                shortName?: string;
                tagline?: string;
                description?: string;
                positioning?: string;
                website?: string;
                /**
                 * Format: hex-color
                 * @description primary text/mark colour
                 */
                ink?: string;
                /**
                 * Format: hex-color
                 * @description primary ground colour
                 */
                paper?: string;
                /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                logoDataUrl?: string;
            };
            /** @description the snippet, at most 4000 characters and 80 lines; tabs expand to tabSize */
            code: string;
            /**
             * @description the grammar that highlights the code
             * @default typescript
             * @enum {string}
             */
            language: "typescript" | "tsx" | "javascript" | "jsx" | "python" | "bash" | "json" | "yaml" | "toml" | "html" | "css" | "go" | "rust" | "sql" | "diff" | "text";
            /** @description the window's title, e.g. a file name; omitted: none */
            title?: string;
            /**
             * @description the window's chrome
             * @default macos
             * @enum {string}
             */
            chrome: "macos" | "windows" | "none";
            /**
             * @description the code's ground: the identity's dark or light
             * @default dark
             * @enum {string}
             */
            theme: "dark" | "light";
            /**
             * @description whether each line shows its number
             * @default true
             */
            lineNumbers: boolean;
            /**
             * @description lines drawn on a band: line numbers (1-based) or [from, to] ranges, at most 20 entries, within the code
             * @default []
             */
            highlightLines: (number | [
                number,
                number
            ])[];
            /**
             * @description the columns a tab advances to
             * @default 4
             */
            tabSize: number;
            /**
             * @description the code's size in pixels
             * @default 18
             */
            fontSize: number;
            /**
             * @description the identity's ground around the window, in pixels
             * @default 56
             */
            padding: number;
            /** @description the card's width in pixels; longer lines wrap; omitted: fits the longest line, at most 1200 */
            width?: number;
        };
        /** @description a component sheet to draw: the Component library tool's document (kind optional); answered as one page */
        ComponentLibraryRequest: {
            /**
             * @default component-library
             * @constant
             */
            kind: "component-library";
            /**
             * @default 1
             * @constant
             */
            version: 1;
            /**
             * @description the identity whose colour and type tokens the components use (the Studio's shared identity)
             * @default {
             *       "preset": "starter"
             *     }
             */
            identity: {
                /**
                 * @description built-in identity to start from; the other fields override it for this request only
                 * @default starter
                 * @enum {string}
                 */
                preset: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                name?: string;
                shortName?: string;
                tagline?: string;
                description?: string;
                positioning?: string;
                website?: string;
                /**
                 * Format: hex-color
                 * @description primary text/mark colour
                 */
                ink?: string;
                /**
                 * Format: hex-color
                 * @description primary ground colour
                 */
                paper?: string;
                /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                logoDataUrl?: string;
            };
            /**
             * @description which component groups are shown (buttons, inputs, badges, cards, alerts)
             * @default {}
             */
            components: {
                /**
                 * @description whether the sheet and the code show the buttons
                 * @default true
                 */
                buttons: boolean;
                /**
                 * @description whether the sheet and the code show the inputs
                 * @default true
                 */
                inputs: boolean;
                /**
                 * @description whether the sheet and the code show the badges
                 * @default true
                 */
                badges: boolean;
                /**
                 * @description whether the sheet and the code show the cards
                 * @default true
                 */
                cards: boolean;
                /**
                 * @description whether the sheet and the code show the alerts
                 * @default true
                 */
                alerts: boolean;
            };
            /**
             * @description the corner radius of buttons, inputs, cards and alerts, in CSS pixels
             * @default 8
             */
            radius: number;
            /**
             * @description compact: 32 px controls; comfortable: 40 px
             * @default comfortable
             * @enum {string}
             */
            density: "compact" | "comfortable";
            /**
             * @description light: the lighter of the identity's paper and ink is the ground; dark: the darker
             * @default light
             * @enum {string}
             */
            theme: "light" | "dark";
            /**
             * @description the words the components carry
             * @default {}
             */
            labels: {
                /**
                 * @description the buttons' label, up to 24 characters
                 * @default Continue
                 */
                action: string;
                /**
                 * @description the input's label, up to 32 characters
                 * @default Email address
                 */
                field: string;
                /**
                 * @description the text in the input, up to 40 characters
                 * @default ada@example.com
                 */
                value: string;
                /**
                 * @description the input's help text, up to 80 characters
                 * @default We only use it to send receipts.
                 */
                help: string;
                /**
                 * @description the input's error message, up to 80 characters
                 * @default Enter an address like name@example.com.
                 */
                error: string;
                /**
                 * @description the card's title, up to 48 characters
                 * @default Quarterly report
                 */
                cardTitle: string;
                /**
                 * @description the card's text, up to 160 characters
                 * @default Revenue grew in every region. Read the summary or download the full figures.
                 */
                cardBody: string;
                /**
                 * @description the alerts' message, up to 80 characters
                 * @default Your changes were saved.
                 */
                alert: string;
            };
        };
        /** @description a Component library document: an identity's UI components drawn from its colour and type tokens */
        ComponentLibraryDocument: {
            /** @constant */
            kind: "component-library";
            /**
             * @default 1
             * @constant
             */
            version: 1;
            /**
             * @description the identity whose colour and type tokens the components use (the Studio's shared identity)
             * @default {
             *       "preset": "starter"
             *     }
             */
            identity: {
                /**
                 * @description built-in identity to start from; the other fields override it for this request only
                 * @default starter
                 * @enum {string}
                 */
                preset: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                name?: string;
                shortName?: string;
                tagline?: string;
                description?: string;
                positioning?: string;
                website?: string;
                /**
                 * Format: hex-color
                 * @description primary text/mark colour
                 */
                ink?: string;
                /**
                 * Format: hex-color
                 * @description primary ground colour
                 */
                paper?: string;
                /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                logoDataUrl?: string;
            };
            /** @description which component groups are shown (buttons, inputs, badges, cards, alerts) */
            components: {
                /**
                 * @description whether the sheet and the code show the buttons
                 * @default true
                 */
                buttons: boolean;
                /**
                 * @description whether the sheet and the code show the inputs
                 * @default true
                 */
                inputs: boolean;
                /**
                 * @description whether the sheet and the code show the badges
                 * @default true
                 */
                badges: boolean;
                /**
                 * @description whether the sheet and the code show the cards
                 * @default true
                 */
                cards: boolean;
                /**
                 * @description whether the sheet and the code show the alerts
                 * @default true
                 */
                alerts: boolean;
            };
            /**
             * @description the corner radius of buttons, inputs, cards and alerts, in CSS pixels
             * @default 8
             */
            radius: number;
            /**
             * @description compact: 32 px controls; comfortable: 40 px
             * @default comfortable
             * @enum {string}
             */
            density: "compact" | "comfortable";
            /**
             * @description light: the lighter of the identity's paper and ink is the ground; dark: the darker
             * @default light
             * @enum {string}
             */
            theme: "light" | "dark";
            /** @description the words the components carry */
            labels: {
                /**
                 * @description the buttons' label, up to 24 characters
                 * @default Continue
                 */
                action: string;
                /**
                 * @description the input's label, up to 32 characters
                 * @default Email address
                 */
                field: string;
                /**
                 * @description the text in the input, up to 40 characters
                 * @default ada@example.com
                 */
                value: string;
                /**
                 * @description the input's help text, up to 80 characters
                 * @default We only use it to send receipts.
                 */
                help: string;
                /**
                 * @description the input's error message, up to 80 characters
                 * @default Enter an address like name@example.com.
                 */
                error: string;
                /**
                 * @description the card's title, up to 48 characters
                 * @default Quarterly report
                 */
                cardTitle: string;
                /**
                 * @description the card's text, up to 160 characters
                 * @default Revenue grew in every region. Read the summary or download the full figures.
                 */
                cardBody: string;
                /**
                 * @description the alerts' message, up to 80 characters
                 * @default Your changes were saved.
                 */
                alert: string;
            };
        };
        /** @description a page's social preview images to draw: the Open Graph tool's document (kind optional; a material ground as its still, an image ground); one page per platform */
        OpenGraphRequest: {
            /**
             * @default open-graph
             * @constant
             */
            kind: "open-graph";
            /**
             * @default 1
             * @constant
             */
            version: 1;
            /**
             * @description the identity whose logo, type and colours the images carry (the Studio's shared identity)
             * @default {
             *       "preset": "starter"
             *     }
             */
            identity: {
                /**
                 * @description built-in identity to start from; the other fields override it for this request only
                 * @default starter
                 * @enum {string}
                 */
                preset: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                name?: string;
                shortName?: string;
                tagline?: string;
                description?: string;
                positioning?: string;
                website?: string;
                /**
                 * Format: hex-color
                 * @description primary text/mark colour
                 */
                ink?: string;
                /**
                 * Format: hex-color
                 * @description primary ground colour
                 */
                paper?: string;
                /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                logoDataUrl?: string;
            };
            /** @description the page's title, up to 120 characters, set as large as fits; omitted: the identity's tagline */
            title?: string;
            /** @description the line under the title, up to 200 characters; omitted: none */
            subtitle?: string;
            /** @description the page's URL, shown without its scheme; omitted: the identity's website */
            url?: string;
            /** @description a picture beside the text (the side layout): a screenshot, a product shot, a portrait */
            image?: string;
            /**
             * @description side: the text on a card at the start, the ground and picture beside it; centered: a centred card
             * @default side
             * @enum {string}
             */
            layout: "side" | "centered";
            /**
             * @description the sizes drawn, one image (page) each: open-graph 1200×630, x 1200×628, linkedin 1200×627, square 1200×1200
             * @default [
             *       "open-graph",
             *       "x",
             *       "linkedin",
             *       "square"
             *     ]
             */
            platforms: ("open-graph" | "x" | "linkedin" | "square")[];
            /**
             * @description what the image is drawn on: a background style drawn from the identity, its plain paper, or a picture (a material's still as an image data URL: the server draws no WebGL)
             * @default {
             *       "kind": "background",
             *       "style": "grain-gradient",
             *       "gradient": "mesh",
             *       "pattern": "none"
             *     }
             */
            ground: {
                /** @constant */
                kind: "background";
                /**
                 * @description the background style
                 * @default grain-gradient
                 * @enum {string}
                 */
                style: "gradient" | "grain-gradient" | "dither" | "pattern";
                /**
                 * @description the colour field's shape
                 * @default mesh
                 * @enum {string}
                 */
                gradient: "linear" | "radial" | "mesh" | "orbit" | "wave" | "bloom";
                /**
                 * @description a line-art pattern over the field
                 * @default none
                 * @enum {string}
                 */
                pattern: "none" | "dots" | "lines" | "grid" | "fibers" | "speckles" | "topographic" | "crosshatch";
            } | {
                /** @constant */
                kind: "paper";
            } | {
                /** @constant */
                kind: "image";
                /** @description a picture filling the image (a material still the Studio captured, a photo), within the contract's image rules */
                dataUrl: string;
            } | ({
                /** @constant */
                kind: "material";
            } & {
                [key: string]: unknown;
            });
        };
        /** @description an Open Graph document: a page's social preview images, one per platform size */
        OpenGraphDocument: {
            /** @constant */
            kind: "open-graph";
            /**
             * @default 1
             * @constant
             */
            version: 1;
            /**
             * @description the identity whose logo, type and colours the images carry (the Studio's shared identity)
             * @default {
             *       "preset": "starter"
             *     }
             */
            identity: {
                /**
                 * @description built-in identity to start from; the other fields override it for this request only
                 * @default starter
                 * @enum {string}
                 */
                preset: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                name?: string;
                shortName?: string;
                tagline?: string;
                description?: string;
                positioning?: string;
                website?: string;
                /**
                 * Format: hex-color
                 * @description primary text/mark colour
                 */
                ink?: string;
                /**
                 * Format: hex-color
                 * @description primary ground colour
                 */
                paper?: string;
                /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                logoDataUrl?: string;
            };
            /** @description the page's title, up to 120 characters, set as large as fits; omitted: the identity's tagline */
            title?: string;
            /** @description the line under the title, up to 200 characters; omitted: none */
            subtitle?: string;
            /** @description the page's URL, shown without its scheme; omitted: the identity's website */
            url?: string;
            /** @description a picture beside the text (the side layout): a screenshot, a product shot, a portrait */
            image?: string;
            /**
             * @description side: the text on a card at the start, the ground and picture beside it; centered: a centred card
             * @default side
             * @enum {string}
             */
            layout: "side" | "centered";
            /**
             * @description the sizes drawn, one image (page) each: open-graph 1200×630, x 1200×628, linkedin 1200×627, square 1200×1200
             * @default [
             *       "open-graph",
             *       "x",
             *       "linkedin",
             *       "square"
             *     ]
             */
            platforms: ("open-graph" | "x" | "linkedin" | "square")[];
            /**
             * @description what the image is drawn on: a background style drawn from the identity, its plain paper, a picture, or (in the Studio, which draws it with WebGL) a material from the Shader Library
             * @default {
             *       "kind": "background",
             *       "style": "grain-gradient",
             *       "gradient": "mesh",
             *       "pattern": "none"
             *     }
             */
            ground: {
                /** @constant */
                kind: "background";
                /**
                 * @description the background style
                 * @default grain-gradient
                 * @enum {string}
                 */
                style: "gradient" | "grain-gradient" | "dither" | "pattern";
                /**
                 * @description the colour field's shape
                 * @default mesh
                 * @enum {string}
                 */
                gradient: "linear" | "radial" | "mesh" | "orbit" | "wave" | "bloom";
                /**
                 * @description a line-art pattern over the field
                 * @default none
                 * @enum {string}
                 */
                pattern: "none" | "dots" | "lines" | "grid" | "fibers" | "speckles" | "topographic" | "crosshatch";
            } | {
                /** @constant */
                kind: "paper";
            } | {
                /** @constant */
                kind: "image";
                /** @description a picture filling the image (a material still the Studio captured, a photo), within the contract's image rules */
                dataUrl: string;
            } | {
                /** @constant */
                kind: "material";
                /** @description a material id from GET /api/materials */
                materialId: string;
                /**
                 * @description the shared controls; omitted ones take the material's own value
                 * @default {}
                 */
                settings: {
                    /** @description step 0.1; default 3.2 */
                    amplitude?: number;
                    /** @description step 0.05; default 0.8 */
                    brightness?: number;
                    /** @description step 0.01; default 0.5 */
                    centerX?: number;
                    /** @description step 0.01; default 0.5 */
                    centerY?: number;
                    /** @description step 0.05; default 0.8 */
                    density?: number;
                    /** @description step 0.1; default 3.2 */
                    detail?: number;
                    /** @description step 0.1; default 5.5 */
                    frequency?: number;
                    /** @description step 1; default 32 */
                    grain?: number;
                    /** @description step 1; default 0 */
                    rotationX?: number;
                    /** @description step 1; default 130 */
                    rotationY?: number;
                    /** @description step 1; default 70 */
                    rotationZ?: number;
                    /** @description step 0.05; default 0.3 */
                    speed?: number;
                    /** @description step 0.01; default 0.3 */
                    strength?: number;
                    /**
                     * Format: hex-color
                     * @description default #73BFC4
                     */
                    colorA?: string;
                    /**
                     * Format: hex-color
                     * @description default #FF810A
                     */
                    colorB?: string;
                    /**
                     * Format: hex-color
                     * @description default #8DA0CE
                     */
                    colorC?: string;
                };
                /**
                 * @description the moment of the material's loop
                 * @default 0
                 */
                timeMs: number;
            };
        };
        /** @description an identity's colour tokens as one file */
        TokensRequest: {
            /**
             * @description the identity whose colours become tokens, as POST /api/generate takes it
             * @default {
             *       "preset": "starter"
             *     }
             */
            identity: {
                /**
                 * @description built-in identity to start from; the other fields override it for this request only
                 * @default starter
                 * @enum {string}
                 */
                preset: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                name?: string;
                shortName?: string;
                tagline?: string;
                description?: string;
                positioning?: string;
                website?: string;
                /**
                 * Format: hex-color
                 * @description primary text/mark colour
                 */
                ink?: string;
                /**
                 * Format: hex-color
                 * @description primary ground colour
                 */
                paper?: string;
                /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                logoDataUrl?: string;
            };
            /**
             * @description the file to answer with
             * @default dtcg
             * @enum {string}
             */
            format: "dtcg" | "css" | "tailwind";
        };
        Agent: {
            name: string;
            version: string;
            /** @constant */
            schemaVersion: 2;
            description: string;
            execution: {
                discoveryOrder: string[];
                mutation: string[];
                completion: string[];
                never: string[];
            };
            /** @description the generation contract, as GET /api/generate */
            generation: components["schemas"]["GenerationContract"];
            interfaces: {
                http: {
                    description: string;
                    generate: string;
                    openapi: string;
                    requestContentType: string;
                };
                browser: {
                    description: string;
                    path: string;
                    global: string;
                    readyEvent: string;
                    /** @constant */
                    version: 1;
                };
                docs: {
                    description: string;
                    index: string;
                    markdown: string;
                    llms: string;
                    llmsFull: string;
                    chooseInterface: string;
                };
                exports: {
                    description: string;
                    path: string;
                    /** @description GET it: whether this server's exporter runs, what is missing, what its browser can do */
                    state: string;
                    tools: {
                        id: string;
                        formats: ("svg" | "png" | "jpg" | "webp" | "pdf" | "gif" | "mp4" | "webm" | "dtcg" | "css" | "tailwind" | "lottie" | "dotlottie" | "html")[];
                    }[];
                };
                mcp: {
                    description: string;
                    path: string;
                    /** @constant */
                    transport: "streamable-http";
                    stdio: string;
                    serverCard: string;
                    guide: string;
                };
            };
            policies: {
                assets: string;
                data: string;
                license: string;
            };
            resources: {
                [key: string]: string;
            };
            skills: {
                guide: string;
                packages: string[];
                repositoryDirectory: string;
            };
            studioBrowserApi: {
                /** @constant */
                version: 1;
                global: string;
                readyEvent: string;
                operations: {
                    name: string;
                    effect: string;
                }[];
                standardActions: string[];
                toolActions: string[];
                tools: {
                    id: string;
                    name: string;
                    exports: ("svg" | "png" | "jpg" | "webp" | "pdf" | "gif" | "mp4" | "webm" | "dtcg" | "css" | "tailwind" | "lottie" | "dotlottie" | "html")[];
                }[];
            };
        };
        Catalog: {
            /** @constant */
            schemaVersion: 1;
            tools: {
                id: string;
                name: string;
                description: string;
                /** @enum {string} */
                generates?: "background" | "template" | "element-brief" | "design-sequence";
                exports: ("svg" | "png" | "jpg" | "webp" | "pdf" | "gif" | "mp4" | "webm" | "dtcg" | "css" | "tailwind" | "lottie" | "dotlottie" | "html")[];
                /** @description the documents the tool reads beyond the kind it generates: applySource in any tool opens the tool that reads the document */
                source?: {
                    kind?: string;
                    match?: {
                        field: string;
                        value: string;
                    };
                    versions?: number[];
                };
                /** @description the tool's export action when it is not `<id>.export` (the Design Lab's design.export) */
                exportAction?: string;
                /** @description the OpenAPI component (components.schemas) of the documents the tool reads */
                schema?: string;
                url: string;
            }[];
            resources: {
                [key: string]: string;
            };
            shaders: {
                count: number;
                engines: {
                    name: string;
                    count: number;
                }[];
                categories: {
                    id: string;
                    label: string;
                }[];
                defaults: {
                    [key: string]: string;
                };
                lookPresets: {
                    id: string;
                    name: string;
                    materialId: string;
                }[];
                catalog: string;
            };
            surfaces: {
                count: number;
                maps: string[];
                size: number;
                assets: {
                    id: string;
                    name: string;
                    description: string;
                    colors: [
                        string,
                        string
                    ];
                    metallic: 0 | 1;
                    roughness: number;
                    textures: {
                        [key: string]: string;
                    };
                }[];
            };
        };
        Elements: {
            /** @constant */
            schemaVersion: 1;
            count: number;
            /** @description elements with a generation request */
            generatable: number;
            categories: {
                id: string;
                count: number;
            }[];
            elements: ({
                id: string;
                name: string;
                category: string;
                description: string;
                format: string;
                dimensions: {
                    width: number;
                    height: number;
                    /** @enum {string} */
                    unit: "px" | "mm" | "in";
                };
                keywords: string[];
                /** @description the request that makes it (without identity) */
                generation?: {
                    /** @enum {string} */
                    kind: "background" | "template" | "element-brief" | "design-sequence";
                } & {
                    [key: string]: unknown;
                };
                /** @description the request for this element's brief */
                brief: {
                    /** @constant */
                    kind: "element-brief";
                    elementId: string;
                };
                /** @description the deliverable as a file over HTTP: its format and where to POST the brief's request (any background or template also comes as every other format) */
                file?: {
                    /** @enum {string} */
                    format: "svg" | "png" | "webp" | "avif" | "jpeg" | "pdf";
                    post: string;
                };
            } & {
                [key: string]: unknown;
            })[];
        };
        Identities: {
            /** @constant */
            schemaVersion: 1;
            count: number;
            identities: {
                /** @enum {string} */
                id: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                name: string;
                shortName: string;
                tagline: string;
                description: string;
                website: string;
                colors: {
                    /** Format: hex-color */
                    ink: string;
                    /** Format: hex-color */
                    paper: string;
                    gradient: [
                        string,
                        string,
                        string
                    ];
                    semantic: {
                        /** Format: hex-color */
                        accent: string;
                        /** Format: hex-color */
                        muted: string;
                        /** Format: hex-color */
                        positive: string;
                        /** Format: hex-color */
                        negative: string;
                    };
                };
                typography: {
                    display: {
                        family: string;
                        weight: number;
                        fallback: string;
                    };
                    body: {
                        family: string;
                        weight: number;
                        fallback: string;
                    };
                    mono: {
                        family: string;
                        weight: number;
                        fallback: string;
                    };
                };
                /** @description public proof assets: their ids are the partnerId values templates accept */
                proofAssets: {
                    id: string;
                    name: string;
                    kind: string;
                    description: string;
                }[];
            }[];
        };
        Labs: {
            /** @constant */
            schemaVersion: 1;
            count: number;
            labs: {
                id: string;
                name: string;
                description: string;
                http: {
                    /** @enum {string} */
                    kind: "background" | "template" | "element-brief" | "design-sequence";
                    /** @constant */
                    endpoint: "/api/generate";
                    example: {
                        [key: string]: unknown;
                    };
                } | {
                    /** @enum {string} */
                    endpoint: "/api/tokens" | "/api/brand-books" | "/api/code-cards" | "/api/component-sheets" | "/api/open-graph-images";
                    example: {
                        [key: string]: unknown;
                    };
                };
                browser: {
                    /** @constant */
                    available: true;
                    tools: string[];
                    actions: string[];
                    exports: string[];
                    /** @description what of the lab's browser work is still to come */
                    pending?: string;
                } | {
                    /** @constant */
                    available: false;
                    note: string;
                };
            }[];
        };
        Materials: {
            /** @constant */
            schemaVersion: 1;
            count: number;
            sharedBy: [
                "animation",
                "material",
                "surface"
            ];
            defaults: {
                animation: string;
                heroAnimation: string;
                heroField: string;
                heroMark: string;
                surface: string;
            };
            categories: {
                id: string;
                label: string;
            }[];
            engines: {
                name: string;
                count: number;
            }[];
            controls: {
                [key: string]: {
                    /** @constant */
                    type: "number";
                    default: number;
                    min: number;
                    max: number;
                    step: number;
                } | {
                    /** @constant */
                    type: "hex-color";
                    /** Format: hex-color */
                    default: string;
                };
            };
            lookPresets: {
                id: string;
                name: string;
                description: string;
                materialId: string;
                settings: {
                    [key: string]: number | string;
                };
            }[];
            materials: ({
                id: string;
                name: string;
                description: string;
                engine: string;
                qualityScore: number;
                sourceLabel?: string;
                sourceUrl?: string;
            } & {
                [key: string]: unknown;
            })[];
            palettes: {
                id: string;
                name: string;
                description: string;
                colors: [
                    string,
                    string,
                    string
                ];
            }[];
        };
        Search: {
            query: string;
            results: {
                /** @enum {string} */
                type: "doc" | "material" | "element" | "identity" | "surface" | "tool" | "endpoint";
                id: string;
                title: string;
                url: string;
                snippet: string;
                score: number;
            }[];
        };
        Start: {
            name: string;
            version: string;
            description: string;
            start: {
                instructions: string;
                agent: string;
                openapi: string;
                docs: string;
                studio: string;
            };
        };
        Health: {
            /** @constant */
            status: "ok";
            /** @description what POST /api/exports can do here */
            exports?: {
                available: boolean;
                /** @description what the exporter lacks and how to install it */
                missing?: string;
                /** @description probed once a page has loaded */
                capabilities?: {
                    [key: string]: boolean;
                };
            };
        };
        Ready: {
            /** @constant */
            status: "ready";
        };
        OpenApiDocument: {
            openapi: string;
            info: {
                title: string;
                version: string;
            } & {
                [key: string]: unknown;
            };
            paths: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
    };
    responses: {
        /** @description Invalid request: JSON, unknown fields, types, bounds or enums (every problem is listed in `issues`, at most 100; `omittedIssues` counts the rest) */
        Error400: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description No such route or resource */
        Error404: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Method not allowed on this path (see the Allow header) */
        Error405: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Accept names no format the artifact comes in (ask with ?format= instead) */
        Error406: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The request's headers or body did not arrive in time */
        Error408: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Request body over 5 MB */
        Error413: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The image URL's request is too long for a URL (send it with POST) */
        Error414: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Content-Type is not application/json, or names a charset other than utf-8 */
        Error415: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description An Expect header other than 100-continue */
        Error417: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Too many requests from this address (see Retry-After and the RateLimit-* headers) */
        Error429: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Request headers too large */
        Error431: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Unexpected server error (the request was not processed) */
        Error500: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Overloaded (see Retry-After), or, from /readyz, not ready: the request was not processed */
        Error503: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getStart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where to start */
            200: {
                headers: {
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Start"];
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getAgentManifest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Agent manifest */
            200: {
                headers: {
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getStudioCatalog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Studio tool catalog */
            200: {
                headers: {
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Catalog"];
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listElements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Brand element taxonomy */
            200: {
                headers: {
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Elements"];
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listIdentities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Built-in identities */
            200: {
                headers: {
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Identities"];
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listLabs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lab catalog */
            200: {
                headers: {
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Labs"];
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getMaterials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Materials catalog */
            200: {
                headers: {
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Materials"];
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    search: {
        parameters: {
            query: {
                /**
                 * @description the words to search for: at most 8 distinct words (split at spaces and punctuation, case-folded, each counted once)
                 * @example partnership
                 */
                q: string;
                /** @example 5 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Search */
            200: {
                headers: {
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Search"];
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getSurfaceTexture: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description a surface asset id of /api/catalog (surfaces.assets[].id)
                 * @example kerf-wood
                 */
                assetId: "kerf-wood" | "woven-wire" | "perforated-metal" | "carved-stone" | "embossed-paper" | "brushed-metal" | "hammered-foil" | "corrugated-polymer" | "cork-composite" | "frosted-glass";
                /** @example color */
                map: "color" | "normal" | "roughness" | "height" | "metalness";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PNG */
            200: {
                headers: {
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getImage: {
        parameters: {
            query?: {
                /**
                 * @description device-pixel ratio of a raster (PNG, WebP, AVIF, JPEG); at most 8192 px a side and 16777216 pixels after scaling, else 400 pixel_limit
                 * @example 2
                 */
                scale?: "1" | "2" | "3";
            };
            header?: never;
            path: {
                /**
                 * @description a background or template request's JSON (output left out or raw) in base64url, at most 4096 characters (else 414); requests with data URLs are too long: POST them
                 * @example eyJraW5kIjoidGVtcGxhdGUiLCJ0ZW1wbGF0ZSI6ImJsb2ciLCJ0aXRsZSI6IkxhdW5jaCBub3RlcyJ9
                 */
                request: string;
                /** @example png */
                extension: "svg" | "png" | "webp" | "avif" | "jpg" | "pdf";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, named in Content-Disposition */
            200: {
                headers: {
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                    "image/png": string;
                    "image/webp": string;
                    "image/avif": string;
                    "image/jpeg": string;
                    "application/pdf": string;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            414: components["responses"]["Error414"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getGenerationContract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Generation contract */
            200: {
                headers: {
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenerationContract"];
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    generate: {
        parameters: {
            query?: {
                /**
                 * @description the file a background or template is answered as (overrides Accept; jpg is JPEG); with output json the envelope carries it in base64
                 * @example png
                 */
                format?: "svg" | "png" | "webp" | "avif" | "jpeg" | "pdf" | "jpg";
                /**
                 * @description device-pixel ratio of a raster (PNG, WebP, AVIF, JPEG); at most 8192 px a side and 16777216 pixels after scaling, else 400 pixel_limit
                 * @example 2
                 */
                scale?: "1" | "2" | "3";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    kind: "background";
                    /** @description brand identity: a preset, optionally overridden field by field; omitted means {preset: 'starter'} */
                    identity?: {
                        /**
                         * @description built-in identity to start from; the other fields override it for this request only
                         * @default starter
                         * @enum {string}
                         */
                        preset?: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                        name?: string;
                        shortName?: string;
                        tagline?: string;
                        description?: string;
                        positioning?: string;
                        website?: string;
                        /**
                         * Format: hex-color
                         * @description primary text/mark colour
                         */
                        ink?: string;
                        /**
                         * Format: hex-color
                         * @description primary ground colour
                         */
                        paper?: string;
                        /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                        logoDataUrl?: string;
                    };
                    /**
                     * @default json
                     * @enum {string}
                     */
                    output?: "json" | "raw";
                    settings: {
                        /**
                         * @description pixels; width × height ≤ 12,000,000
                         * @default 1200
                         */
                        width?: number;
                        /**
                         * @description pixels; width × height ≤ 12,000,000
                         * @default 630
                         */
                        height?: number;
                        /**
                         * @default gradient
                         * @enum {string}
                         */
                        style?: "gradient" | "grain-gradient" | "dither" | "pattern";
                        /**
                         * @description shape of the colour field under every style
                         * @default mesh
                         * @enum {string}
                         */
                        gradient?: "linear" | "radial" | "mesh" | "orbit" | "wave" | "bloom";
                        /**
                         * Format: hex-color
                         * @description first gradient colour; default: the identity's palette
                         */
                        colorA?: string;
                        /**
                         * Format: hex-color
                         * @description second gradient colour; default: the identity's palette
                         */
                        colorB?: string;
                        /**
                         * Format: hex-color
                         * @description third gradient colour; default: the identity's palette
                         */
                        colorC?: string;
                        /**
                         * @description degrees; direction of linear, wave and band gradients
                         * @default 135
                         */
                        angle?: number;
                        /**
                         * @description number of colour bands
                         * @default 9
                         */
                        bandCount?: number;
                        /**
                         * @description how strongly bands step; 0 is a smooth gradient
                         * @default 45
                         */
                        bandDepth?: number;
                        /**
                         * @description pixels of ground shown between bands
                         * @default 0
                         */
                        bandGap?: number;
                        /**
                         * @description false gives flat bands without gradient lighting
                         * @default true
                         */
                        lightingEnabled?: boolean;
                        /**
                         * @description percent of width; centre of radial, orbit and bloom shapes
                         * @default 50
                         */
                        focalX?: number;
                        /**
                         * @description percent of height; centre of radial, orbit and bloom shapes
                         * @default 50
                         */
                        focalY?: number;
                        /**
                         * @description film-grain strength (grain-gradient; texture under dither)
                         * @default 35
                         */
                        grain?: number;
                        /**
                         * @description embossed light-and-shadow depth of the bands
                         * @default 20
                         */
                        relief?: number;
                        /**
                         * @description pixels; cell size of dither and pattern
                         * @default 24
                         */
                        spacing?: number;
                        /**
                         * @description ordered-dither (Bayer) matrix size
                         * @default 4
                         * @enum {number}
                         */
                        ditherMatrix?: 2 | 4 | 8;
                        /**
                         * @default squares
                         * @enum {string}
                         */
                        ditherShape?: "dots" | "squares";
                        /**
                         * @description line-art pattern over the field (any style); the pattern style draws dots when this is none
                         * @default none
                         * @enum {string}
                         */
                        pattern?: "none" | "dots" | "lines" | "grid" | "fibers" | "speckles" | "topographic" | "crosshatch";
                        /**
                         * @description percent
                         * @default 40
                         */
                        patternOpacity?: number;
                        /**
                         * @description logo width as percent of the canvas width
                         * @default 18
                         */
                        logoScale?: number;
                        /**
                         * @description percent; 0 hides the logo
                         * @default 100
                         */
                        logoOpacity?: number;
                        /**
                         * @description horizontal offset from the centre, percent of width
                         * @default 0
                         */
                        logoX?: number;
                        /**
                         * @description vertical offset from the centre, percent of height
                         * @default 0
                         */
                        logoY?: number;
                        /**
                         * @description recolours the logo black or white; default: the logo's own colours, in the variant that contrasts most with the ground under it
                         * @enum {string}
                         */
                        logoTone?: "black" | "white";
                        /**
                         * @description tactile physical surface over the field
                         * @default none
                         * @enum {string}
                         */
                        surfaceMaterial?: "none" | "kerf-wood" | "woven-wire" | "perforated-metal" | "carved-stone" | "embossed-paper" | "brushed-metal" | "hammered-foil" | "corrugated-polymer" | "cork-composite" | "frosted-glass";
                        /**
                         * @description degrees; direction of grain, brushing or light
                         * @default 45
                         */
                        surfaceAngle?: number;
                        /**
                         * @description height/relief response
                         * @default 50
                         */
                        surfaceDepth?: number;
                        /**
                         * @description specular response
                         * @default 30
                         */
                        surfaceMetallic?: number;
                        /**
                         * @description porosity or opening ratio, percent
                         * @default 40
                         */
                        surfaceOpenArea?: number;
                        /**
                         * @description highlight spread
                         * @default 40
                         */
                        surfaceRoughness?: number;
                        /**
                         * @description physical pattern scale, pixels
                         * @default 48
                         */
                        surfaceScale?: number;
                    };
                } | {
                    /** @constant */
                    kind: "template";
                    /** @enum {string} */
                    template: "slides" | "blog" | "partnership";
                    /** @description brand identity: a preset, optionally overridden field by field; omitted means {preset: 'starter'} */
                    identity?: {
                        /**
                         * @description built-in identity to start from; the other fields override it for this request only
                         * @default starter
                         * @enum {string}
                         */
                        preset?: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                        name?: string;
                        shortName?: string;
                        tagline?: string;
                        description?: string;
                        positioning?: string;
                        website?: string;
                        /**
                         * Format: hex-color
                         * @description primary text/mark colour
                         */
                        ink?: string;
                        /**
                         * Format: hex-color
                         * @description primary ground colour
                         */
                        paper?: string;
                        /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                        logoDataUrl?: string;
                    };
                    /**
                     * @default json
                     * @enum {string}
                     */
                    output?: "json" | "raw";
                    title?: string;
                    /** @description newline-delimited lines, read per layout: title: the subtitle (all lines); section: the section's description (all lines); a first line like `02` or `Part 2` becomes its number; agenda: one item per line; `Item — detail` adds a detail; a leading time (`09:30 Item`) is shown apart; split: one point per line, shown as a list beside the title; metrics: one figure per line: `98.7% — Coverage` or `4.2 GWh — Curtailment avoided` (value first or last; a number may carry a unit word, `4.2GWh`); a line without a figure is shown as a note and warns `unparsed_line`; quote: the attribution: `Name — Role` (the title is the quote); timeline: one milestone per line: `2023: Launch` or `Q3 — Pilot`; lines without a date are numbered; statement: supporting text under the statement (all lines); comparison: `Left | Right` per line, the first line naming both columns; without `|`, a line `vs` (or `---`) splits the columns, else the lines are halved; process: one step per line, numbered in order; `Step — detail` adds a detail; chart: one bar per line: `2023: 42`, `Label — 42` or `98.7% — Label` (a number with optional sign, currency and unit: `−4.2M`, `$1,200`, `12%`); negative bars hang below zero; in `Jan 12: 40` the label is `Jan 12`; other lines become notes, and a body with no bar at all warns `no_data`; team: one person per line: `Ada Lovelace — Engineering`; a line without a pair is a name; image: the caption (all lines); the image is backgroundImageDataUrl; closing: contact lines (email, address, handle), shown under the title with the identity's website; blog: the cover's standfirst (all lines); partnership: the announcement text under the title (all lines). Items drawn per layout (agenda: at most 7 agenda items; split: at most 6 points; metrics: at most 6 figures; timeline: at most 6 milestones; comparison: at most 6 rows per column; process: at most 6 steps; chart: at most 8 bars; team: at most 8 people); lines past a cap are not drawn and warn `text_truncated` on body */
                    body?: string;
                    /**
                     * @description slides only
                     * @default title
                     * @enum {string}
                     */
                    slideLayout?: "title" | "section" | "agenda" | "split" | "metrics" | "quote" | "timeline" | "statement" | "comparison" | "process" | "chart" | "team" | "image" | "closing";
                    /**
                     * @default white
                     * @enum {string}
                     */
                    texture?: "white" | "dark" | "grid" | "noise";
                    /**
                     * Format: hex-color
                     * @description overrides the texture's ground colour
                     */
                    background?: string;
                    /**
                     * Format: hex-color
                     * @description overrides the text colour
                     */
                    foreground?: string;
                    /** @description a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                    backgroundImageDataUrl?: string;
                    /** @description a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                    partnerLogoDataUrl?: string;
                    /** @description a public proof asset id of the identity, from GET /api/identities */
                    partnerId?: string;
                } | {
                    /** @constant */
                    kind: "element-brief";
                    /** @description an element id from GET /api/elements */
                    elementId: string;
                    /** @description brand identity: a preset, optionally overridden field by field; omitted means {preset: 'starter'} */
                    identity?: {
                        /**
                         * @description built-in identity to start from; the other fields override it for this request only
                         * @default starter
                         * @enum {string}
                         */
                        preset?: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                        name?: string;
                        shortName?: string;
                        tagline?: string;
                        description?: string;
                        positioning?: string;
                        website?: string;
                        /**
                         * Format: hex-color
                         * @description primary text/mark colour
                         */
                        ink?: string;
                        /**
                         * Format: hex-color
                         * @description primary ground colour
                         */
                        paper?: string;
                        /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                        logoDataUrl?: string;
                    };
                } | {
                    /** @constant */
                    kind: "design-sequence";
                    /** @description brand identity: a preset, optionally overridden field by field; omitted means {preset: 'starter'} */
                    identity?: {
                        /**
                         * @description built-in identity to start from; the other fields override it for this request only
                         * @default starter
                         * @enum {string}
                         */
                        preset?: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                        name?: string;
                        shortName?: string;
                        tagline?: string;
                        description?: string;
                        positioning?: string;
                        website?: string;
                        /**
                         * Format: hex-color
                         * @description primary text/mark colour
                         */
                        ink?: string;
                        /**
                         * Format: hex-color
                         * @description primary ground colour
                         */
                        paper?: string;
                        /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                        logoDataUrl?: string;
                    };
                    /**
                     * @default wide
                     * @enum {string}
                     */
                    ratio?: "wide" | "square" | "opengraph";
                    /**
                     * Format: hex-color
                     * @default #111216
                     */
                    backgroundColor?: string;
                    /** @default true */
                    includeBrandMark?: boolean;
                    effect?: {
                        /** @constant */
                        kind: "bayer";
                        /**
                         * @description percent
                         * @default 100
                         */
                        opacity?: number;
                        /**
                         * @description Bayer matrix size
                         * @default 4
                         * @enum {number}
                         */
                        matrix?: 2 | 4 | 8;
                        /**
                         * @description dither cell size, reference pixels (1/720 of the canvas's shorter side)
                         * @default 2
                         */
                        scale?: number;
                        /**
                         * Format: hex-color
                         * @description colour of the off cells
                         * @default #111216
                         */
                        backgroundColor?: string;
                        /**
                         * Format: hex-color
                         * @description colour of the on cells
                         * @default #F4F4F0
                         */
                        foregroundColor?: string;
                    } | {
                        /** @constant */
                        kind: "ascii";
                        /**
                         * @description percent
                         * @default 100
                         */
                        opacity?: number;
                        /**
                         * @description character cell size, reference pixels (1/720 of the canvas's shorter side)
                         * @default 10
                         */
                        cellSize?: number;
                        /**
                         * @description ramp from dark to light
                         * @default .:-=+*#%@
                         */
                        characters?: string;
                        /**
                         * Format: hex-color
                         * @description glyph colour; default: the sampled colour
                         */
                        color?: string;
                    } | {
                        /** @constant */
                        kind: "halftone";
                        /**
                         * @description percent
                         * @default 100
                         */
                        opacity?: number;
                        /**
                         * @description halftone cell size, reference pixels (1/720 of the canvas's shorter side)
                         * @default 8
                         */
                        cellSize?: number;
                        /**
                         * @description screen angle, degrees
                         * @default 45
                         */
                        angle?: number;
                        /**
                         * @default dot
                         * @enum {string}
                         */
                        shape?: "dot" | "line" | "square";
                    } | {
                        /** @constant */
                        kind: "posterize";
                        /**
                         * @description percent
                         * @default 100
                         */
                        opacity?: number;
                        /**
                         * @description tone levels per channel
                         * @default 5
                         */
                        levels?: number;
                    };
                    /**
                     * @default {
                     *       "width": 1920,
                     *       "fps": 30,
                     *       "quality": "balanced",
                     *       "durationMs": 3000,
                     *       "gifLoop": "seamless"
                     *     }
                     */
                    export?: {
                        /**
                         * @description pixels; height follows the ratio. Frames are even-sized (H.264): an odd width is rounded down, with a warning
                         * @default 1920
                         */
                        width?: number;
                        /**
                         * @default 30
                         * @enum {number}
                         */
                        fps?: 12 | 15 | 24 | 30;
                        /**
                         * @default balanced
                         * @enum {string}
                         */
                        quality?: "fast" | "balanced" | "best";
                        /**
                         * @description the standard loop's length; in the shader sequence, the cuts' before the final hold (they add up to exactly this)
                         * @default 3000
                         */
                        durationMs?: number;
                        /**
                         * @description seamless: the GIF's and the MP4's last frame flows into the first (a sequence's hold crossfades into its first cut); raw: the timeline as is
                         * @default seamless
                         * @enum {string}
                         */
                        gifLoop?: "raw" | "seamless";
                    };
                    /**
                     * @default {
                     *       "cutCount": 8,
                     *       "finalHoldMs": 3000,
                     *       "pace": "accelerating"
                     *     }
                     */
                    sequence?: {
                        /**
                         * @description cuts through distinct materials, ending on shader.materialId
                         * @default 8
                         */
                        cutCount?: number;
                        /** @default 3000 */
                        finalHoldMs?: number;
                        /**
                         * @description even: every cut the same number of frames, or one more; accelerating: each cut at most as long as the one before, the first longer than the last
                         * @default accelerating
                         * @enum {string}
                         */
                        pace?: "accelerating" | "even";
                    };
                    /**
                     * @default {
                     *       "blendMode": "normal",
                     *       "opacity": 100,
                     *       "shaderSize": 1
                     *     }
                     */
                    shader?: {
                        /** @description a material id from GET /api/materials; default: the catalog's heroAnimation */
                        materialId?: string;
                        /**
                         * @default normal
                         * @enum {string}
                         */
                        blendMode?: "normal" | "multiply" | "screen" | "overlay" | "soft-light" | "lighten" | "darken" | "difference";
                        /**
                         * @description percent
                         * @default 100
                         */
                        opacity?: number;
                        /**
                         * @description scale of the material field
                         * @default 1
                         */
                        shaderSize?: number;
                        /** @description step 0.1; default 3.2 */
                        amplitude?: number;
                        /** @description step 0.05; default 0.8 */
                        brightness?: number;
                        /** @description step 0.01; default 0.5 */
                        centerX?: number;
                        /** @description step 0.01; default 0.5 */
                        centerY?: number;
                        /** @description step 0.05; default 0.8 */
                        density?: number;
                        /** @description step 0.1; default 3.2 */
                        detail?: number;
                        /** @description step 0.1; default 5.5 */
                        frequency?: number;
                        /** @description step 1; default 32 */
                        grain?: number;
                        /** @description step 1; default 0 */
                        rotationX?: number;
                        /** @description step 1; default 130 */
                        rotationY?: number;
                        /** @description step 1; default 70 */
                        rotationZ?: number;
                        /** @description step 0.05; default 0.3 */
                        speed?: number;
                        /** @description step 0.01; default 0.3 */
                        strength?: number;
                        /**
                         * Format: hex-color
                         * @description default #73BFC4
                         */
                        colorA?: string;
                        /**
                         * Format: hex-color
                         * @description default #FF810A
                         */
                        colorB?: string;
                        /**
                         * Format: hex-color
                         * @description default #8DA0CE
                         */
                        colorC?: string;
                    };
                    /** @description positioned text layers; omitted: the identity's name and tagline, [] for none */
                    texts?: {
                        value: string;
                        /**
                         * @description font weight
                         * @default 600
                         */
                        weight?: number;
                        /**
                         * @description anchor, percent of width
                         * @default 50
                         */
                        x?: number;
                        /**
                         * @description baseline, percent of height
                         * @default 50
                         */
                        y?: number;
                        /**
                         * @description font size, percent of canvas height
                         * @default 8
                         */
                        size?: number;
                        /**
                         * @default center
                         * @enum {string}
                         */
                        align?: "left" | "center" | "right";
                        /**
                         * Format: hex-color
                         * @default #F4F4F0
                         */
                        color?: string;
                        /**
                         * @description the identity's typography role
                         * @default display
                         * @enum {string}
                         */
                        font?: "display" | "body" | "mono";
                        /**
                         * @description percent
                         * @default 100
                         */
                        opacity?: number;
                        /**
                         * @description em
                         * @default 0
                         */
                        letterSpacing?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description With output json (the default), application/json: the answer of the request's kind, whose `kind` it repeats (background: BackgroundResponse; template: TemplateResponse; element-brief: ElementBriefResponse; design-sequence: DesignSequenceResponse). With output raw (background and template only): the file itself — image/svg+xml by default, or the format Accept prefers or `?format=` names — its file name in Content-Disposition and its warnings in X-Marque-Warnings; Vary: Accept. */
            200: {
                headers: {
                    /** @description raw output: inline; filename=… */
                    "Content-Disposition"?: string;
                    /** @description raw output: code=field pairs, comma-separated */
                    "X-Marque-Warnings"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackgroundResponse"] | components["schemas"]["TemplateResponse"] | components["schemas"]["ElementBriefResponse"] | components["schemas"]["DesignSequenceResponse"];
                    "image/svg+xml": string;
                    "image/png": string;
                    "image/webp": string;
                    "image/avif": string;
                    "image/jpeg": string;
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Error400"];
            405: components["responses"]["Error405"];
            406: components["responses"]["Error406"];
            408: components["responses"]["Error408"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getDeckContract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deck contract */
            200: {
                headers: {
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeckContract"];
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    generateDeck: {
        parameters: {
            query?: {
                /**
                 * @description the file the deck is answered as (overrides Accept)
                 * @example pptx
                 */
                format?: "pdf" | "pptx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description brand identity: a preset, optionally overridden field by field; omitted means {preset: 'starter'} */
                    identity?: {
                        /**
                         * @description built-in identity to start from; the other fields override it for this request only
                         * @default starter
                         * @enum {string}
                         */
                        preset?: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                        name?: string;
                        shortName?: string;
                        tagline?: string;
                        description?: string;
                        positioning?: string;
                        website?: string;
                        /**
                         * Format: hex-color
                         * @description primary text/mark colour
                         */
                        ink?: string;
                        /**
                         * Format: hex-color
                         * @description primary ground colour
                         */
                        paper?: string;
                        /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                        logoDataUrl?: string;
                    };
                    /**
                     * @description settings every slide shares; a slide may override each of them
                     * @default {}
                     */
                    settings?: {
                        /**
                         * @default white
                         * @enum {string}
                         */
                        texture?: "white" | "dark" | "grid" | "noise";
                        /**
                         * Format: hex-color
                         * @description overrides the texture's ground colour
                         */
                        background?: string;
                        /**
                         * Format: hex-color
                         * @description overrides the text colour
                         */
                        foreground?: string;
                    };
                    /** @description the slides in order, one page each */
                    slides: {
                        /**
                         * @description the slide's layout; title when left out
                         * @default title
                         * @enum {string}
                         */
                        layout?: "title" | "section" | "agenda" | "split" | "metrics" | "quote" | "timeline" | "statement" | "comparison" | "process" | "chart" | "team" | "image" | "closing";
                        title?: string;
                        /** @description newline-delimited lines, read per layout: title: the subtitle (all lines); section: the section's description (all lines); a first line like `02` or `Part 2` becomes its number; agenda: one item per line; `Item — detail` adds a detail; a leading time (`09:30 Item`) is shown apart; split: one point per line, shown as a list beside the title; metrics: one figure per line: `98.7% — Coverage` or `4.2 GWh — Curtailment avoided` (value first or last; a number may carry a unit word, `4.2GWh`); a line without a figure is shown as a note and warns `unparsed_line`; quote: the attribution: `Name — Role` (the title is the quote); timeline: one milestone per line: `2023: Launch` or `Q3 — Pilot`; lines without a date are numbered; statement: supporting text under the statement (all lines); comparison: `Left | Right` per line, the first line naming both columns; without `|`, a line `vs` (or `---`) splits the columns, else the lines are halved; process: one step per line, numbered in order; `Step — detail` adds a detail; chart: one bar per line: `2023: 42`, `Label — 42` or `98.7% — Label` (a number with optional sign, currency and unit: `−4.2M`, `$1,200`, `12%`); negative bars hang below zero; in `Jan 12: 40` the label is `Jan 12`; other lines become notes, and a body with no bar at all warns `no_data`; team: one person per line: `Ada Lovelace — Engineering`; a line without a pair is a name; image: the caption (all lines); the image is backgroundImageDataUrl; closing: contact lines (email, address, handle), shown under the title with the identity's website; blog: the cover's standfirst (all lines); partnership: the announcement text under the title (all lines). Items drawn per layout (agenda: at most 7 agenda items; split: at most 6 points; metrics: at most 6 figures; timeline: at most 6 milestones; comparison: at most 6 rows per column; process: at most 6 steps; chart: at most 8 bars; team: at most 8 people); lines past a cap are not drawn and warn `text_truncated` on body */
                        body?: string;
                        /** @description a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                        backgroundImageDataUrl?: string;
                        /** @description a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                        partnerLogoDataUrl?: string;
                        /** @description a public proof asset id of the identity, from GET /api/identities */
                        partnerId?: string;
                        /** @enum {string} */
                        texture?: "white" | "dark" | "grid" | "noise";
                        /**
                         * Format: hex-color
                         * @description overrides the texture's ground colour
                         */
                        background?: string;
                        /**
                         * Format: hex-color
                         * @description overrides the text colour
                         */
                        foreground?: string;
                        /** @description speaker notes: the PPTX's notes of this slide (a PDF has no place for them) */
                        notes?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description The deck's file; its name in Content-Disposition, its warnings in X-Marque-Warnings (code=slides.N.field pairs); Vary: Accept; no-store. */
            200: {
                headers: {
                    /** @description PDF inline, PPTX attachment; filename={identity-slug}-deck-{n}-slides-1600x900.{pdf|pptx} */
                    "Content-Disposition"?: string;
                    /** @description code=field pairs, comma-separated */
                    "X-Marque-Warnings"?: string;
                    /** @description a hash of the bytes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.presentationml.presentation": string;
                };
            };
            400: components["responses"]["Error400"];
            405: components["responses"]["Error405"];
            406: components["responses"]["Error406"];
            408: components["responses"]["Error408"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getBrandBookContract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A brand book contract */
            200: {
                headers: {
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentFileContract"];
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    generateBrandBook: {
        parameters: {
            query?: {
                /**
                 * @description the file's format (overrides Accept); jpg is jpeg
                 * @example png
                 */
                format?: "pdf" | "png" | "svg" | "webp" | "avif" | "jpeg" | "jpg";
                /**
                 * @description the page drawn, 1-based (default 1); every format but PDF; past the last page: 400 out_of_range at `page`
                 * @example 1
                 */
                page?: number;
                /**
                 * @description device-pixel ratio of PNG, WebP, AVIF and JPEG files (default 1)
                 * @example 2
                 */
                scale?: 1 | 2 | 3;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default brand-book
                     * @constant
                     */
                    kind?: "brand-book";
                    /**
                     * @default 1
                     * @constant
                     */
                    version?: 1;
                    /**
                     * @description the identity the book is about (the Studio's shared identity)
                     * @default {
                     *       "preset": "starter"
                     *     }
                     */
                    identity?: {
                        /**
                         * @description built-in identity to start from; the other fields override it for this request only
                         * @default starter
                         * @enum {string}
                         */
                        preset?: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                        name?: string;
                        shortName?: string;
                        tagline?: string;
                        description?: string;
                        positioning?: string;
                        website?: string;
                        /**
                         * Format: hex-color
                         * @description primary text/mark colour
                         */
                        ink?: string;
                        /**
                         * Format: hex-color
                         * @description primary ground colour
                         */
                        paper?: string;
                        /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                        logoDataUrl?: string;
                    };
                    /**
                     * @description the book's sections in print order (cover, story, logo, colour, type, device, voice, applications); each is one page
                     * @default {}
                     */
                    sections?: {
                        /**
                         * @description the cover: title, subtitle and a ground drawn from the identity
                         * @default {}
                         */
                        cover?: {
                            /**
                             * @description whether the book prints this section's page
                             * @default true
                             */
                            enabled?: boolean;
                            /** @description the book's title; omitted: the identity's name */
                            title?: string;
                            /** @description the line under the title; omitted: the identity's tagline */
                            subtitle?: string;
                            /**
                             * @description the small line above the title
                             * @default Brand guidelines
                             */
                            edition?: string;
                            /**
                             * @description the cover's ground: a background style drawn from the identity, or plain paper
                             * @default grain-gradient
                             * @enum {string}
                             */
                            ground?: "paper" | "gradient" | "grain-gradient" | "dither" | "pattern";
                        };
                        /**
                         * @description story and positioning: the statement, the mission and the pillars
                         * @default {}
                         */
                        story?: {
                            /**
                             * @description whether the book prints this section's page
                             * @default true
                             */
                            enabled?: boolean;
                            /** @description the positioning statement; omitted: the identity's positioning */
                            positioning?: string;
                            /** @description the mission; omitted: the identity's mission */
                            mission?: string;
                            /** @description the brand's pillars, 1–4 lines of up to 40 characters; omitted: the identity's pillars */
                            pillars?: string[];
                        };
                        /**
                         * @description the logo on light and dark grounds, its clear space and smallest size
                         * @default {}
                         */
                        logo?: {
                            /**
                             * @description whether the book prints this section's page
                             * @default true
                             */
                            enabled?: boolean;
                            /**
                             * @description the clear space around the logo, as a share of its height
                             * @default 0.5
                             */
                            clearSpace?: number;
                            /** @description how to use the logo; omitted: Marque's advice on clear space and variants */
                            note?: string;
                        };
                        /**
                         * @description the palette with hex, OKLCH and contrast
                         * @default {}
                         */
                        colour?: {
                            /**
                             * @description whether the book prints this section's page
                             * @default true
                             */
                            enabled?: boolean;
                            /** @description how to use the palette; omitted: Marque's advice on ink, paper and accent */
                            note?: string;
                        };
                        /**
                         * @description the display, text and mono faces and the type scale
                         * @default {}
                         */
                        type?: {
                            /**
                             * @description whether the book prints this section's page
                             * @default true
                             */
                            enabled?: boolean;
                            /** @description the headline the type page sets; omitted: the identity's tagline */
                            sample?: string;
                            /** @description how to use the type; omitted: Marque's advice on the roles */
                            note?: string;
                        };
                        /**
                         * @description the graphic device and the grounds Marque draws from it
                         * @default {}
                         */
                        device?: {
                            /**
                             * @description whether the book prints this section's page
                             * @default true
                             */
                            enabled?: boolean;
                            /** @description the graphic device; omitted: the identity's own description */
                            description?: string;
                        };
                        /**
                         * @description voice: tone words, do and don't
                         * @default {}
                         */
                        voice?: {
                            /**
                             * @description whether the book prints this section's page
                             * @default true
                             */
                            enabled?: boolean;
                            /** @description tone words, 1–4 lines of up to 24 characters; omitted: the identity's tone */
                            tone?: string[];
                            /** @description lines to write by, 1–4 lines of up to 120 characters; omitted: the identity's voice principles */
                            do?: string[];
                            /** @description lines to avoid, 1–4 lines of up to 120 characters; omitted: what the identity's voice avoids */
                            dont?: string[];
                        };
                        /**
                         * @description the identity applied: a slide, a blog cover and a partnership graphic, drawn by Marque's templates
                         * @default {}
                         */
                        applications?: {
                            /**
                             * @description whether the book prints this section's page
                             * @default true
                             */
                            enabled?: boolean;
                            /** @description the headline the applications carry; omitted: the identity's tagline */
                            headline?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description The file; its name in Content-Disposition; Vary: Accept; no-store. */
            200: {
                headers: {
                    /** @description inline; filename={name}.pdf or {name}-{page}-{page title}.{extension} */
                    "Content-Disposition"?: string;
                    /** @description a hash of the bytes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/png": string;
                    "image/svg+xml": string;
                    "image/webp": string;
                    "image/avif": string;
                    "image/jpeg": string;
                };
            };
            400: components["responses"]["Error400"];
            405: components["responses"]["Error405"];
            406: components["responses"]["Error406"];
            408: components["responses"]["Error408"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getBrandBookFile: {
        parameters: {
            query?: {
                /**
                 * @description the page drawn, 1-based (default 1); every format but PDF; past the last page: 400 out_of_range at `page`
                 * @example 1
                 */
                page?: number;
                /**
                 * @description device-pixel ratio of PNG, WebP, AVIF and JPEG files (default 1)
                 * @example 2
                 */
                scale?: 1 | 2 | 3;
            };
            header?: never;
            path: {
                /**
                 * @description the request body's JSON in base64url, without padding
                 * @example eyJpZGVudGl0eSI6eyJwcmVzZXQiOiJjb3BwZXJsZWFmLWVuZXJneSJ9LCJzZWN0aW9ucyI6eyJzdG9yeSI6eyJwaWxsYXJzIjpbIk93bmVkIGJ5IG1lbWJlcnMiLCJMb2NhbCBwb3dlciIsIkZhaXIgYmlsbHMiXX0sInZvaWNlIjp7ImVuYWJsZWQiOmZhbHNlfX19
                 */
                document: string;
                /** @example png */
                extension: "pdf" | "png" | "svg" | "webp" | "avif" | "jpg";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file; immutable. */
            200: {
                headers: {
                    /** @description inline; filename={name}.pdf or {name}-{page}-{page title}.{extension} */
                    "Content-Disposition"?: string;
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/png": string;
                    "image/svg+xml": string;
                    "image/webp": string;
                    "image/avif": string;
                    "image/jpeg": string;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            414: components["responses"]["Error414"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getCodeCardContract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A terminal card contract */
            200: {
                headers: {
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentFileContract"];
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    generateCodeCard: {
        parameters: {
            query?: {
                /**
                 * @description the file's format (overrides Accept); jpg is jpeg
                 * @example png
                 */
                format?: "png" | "svg" | "webp" | "jpeg" | "avif" | "pdf" | "jpg";
                /**
                 * @description the page drawn, 1-based (default 1); every format but PDF; past the last page: 400 out_of_range at `page`
                 * @example 1
                 */
                page?: number;
                /**
                 * @description device-pixel ratio of PNG, WebP, AVIF and JPEG files (default 1)
                 * @example 2
                 */
                scale?: 1 | 2 | 3;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default code-card
                     * @constant
                     */
                    kind?: "code-card";
                    /**
                     * @default 1
                     * @constant
                     */
                    version?: 1;
                    /**
                     * @description the identity whose colours and mono face draw the card (the Studio's shared identity)
                     * @default {
                     *       "preset": "starter"
                     *     }
                     */
                    identity?: {
                        /**
                         * @description built-in identity to start from; the other fields override it for this request only
                         * @default starter
                         * @enum {string}
                         */
                        preset?: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                        name?: string;
                        shortName?: string;
                        tagline?: string;
                        description?: string;
                        positioning?: string;
                        website?: string;
                        /**
                         * Format: hex-color
                         * @description primary text/mark colour
                         */
                        ink?: string;
                        /**
                         * Format: hex-color
                         * @description primary ground colour
                         */
                        paper?: string;
                        /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                        logoDataUrl?: string;
                    };
                    /** @description the snippet, at most 4000 characters and 80 lines; tabs expand to tabSize */
                    code: string;
                    /**
                     * @description the grammar that highlights the code
                     * @default typescript
                     * @enum {string}
                     */
                    language?: "typescript" | "tsx" | "javascript" | "jsx" | "python" | "bash" | "json" | "yaml" | "toml" | "html" | "css" | "go" | "rust" | "sql" | "diff" | "text";
                    /** @description the window's title, e.g. a file name; omitted: none */
                    title?: string;
                    /**
                     * @description the window's chrome
                     * @default macos
                     * @enum {string}
                     */
                    chrome?: "macos" | "windows" | "none";
                    /**
                     * @description the code's ground: the identity's dark or light
                     * @default dark
                     * @enum {string}
                     */
                    theme?: "dark" | "light";
                    /**
                     * @description whether each line shows its number
                     * @default true
                     */
                    lineNumbers?: boolean;
                    /**
                     * @description lines drawn on a band: line numbers (1-based) or [from, to] ranges, at most 20 entries, within the code
                     * @default []
                     */
                    highlightLines?: (number | [
                        number,
                        number
                    ])[];
                    /**
                     * @description the columns a tab advances to
                     * @default 4
                     */
                    tabSize?: number;
                    /**
                     * @description the code's size in pixels
                     * @default 18
                     */
                    fontSize?: number;
                    /**
                     * @description the identity's ground around the window, in pixels
                     * @default 56
                     */
                    padding?: number;
                    /** @description the card's width in pixels; longer lines wrap; omitted: fits the longest line, at most 1200 */
                    width?: number;
                };
            };
        };
        responses: {
            /** @description The file; its name in Content-Disposition; Vary: Accept; no-store. */
            200: {
                headers: {
                    /** @description inline; filename={name}.pdf or {name}-{page}-{page title}.{extension} */
                    "Content-Disposition"?: string;
                    /** @description a hash of the bytes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/svg+xml": string;
                    "image/webp": string;
                    "image/jpeg": string;
                    "image/avif": string;
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Error400"];
            405: components["responses"]["Error405"];
            406: components["responses"]["Error406"];
            408: components["responses"]["Error408"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getCodeCardFile: {
        parameters: {
            query?: {
                /**
                 * @description the page drawn, 1-based (default 1); every format but PDF; past the last page: 400 out_of_range at `page`
                 * @example 1
                 */
                page?: number;
                /**
                 * @description device-pixel ratio of PNG, WebP, AVIF and JPEG files (default 1)
                 * @example 2
                 */
                scale?: 1 | 2 | 3;
            };
            header?: never;
            path: {
                /**
                 * @description the request body's JSON in base64url, without padding
                 * @example eyJpZGVudGl0eSI6eyJwcmVzZXQiOiJ0ZXNzZWwtbGFicyJ9LCJjb2RlIjoiZGVmIGdyZWV0KG5hbWU6IHN0cikgLT4gc3RyOlxuICAgIHJldHVybiBmXCJIZWxsbywge25hbWV9XCIiLCJsYW5ndWFnZSI6InB5dGhvbiIsInRpdGxlIjoiZ3JlZXQucHkiLCJoaWdobGlnaHRMaW5lcyI6WzJdfQ
                 */
                document: string;
                /** @example png */
                extension: "png" | "svg" | "webp" | "jpg" | "avif" | "pdf";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file; immutable. */
            200: {
                headers: {
                    /** @description inline; filename={name}.pdf or {name}-{page}-{page title}.{extension} */
                    "Content-Disposition"?: string;
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/svg+xml": string;
                    "image/webp": string;
                    "image/jpeg": string;
                    "image/avif": string;
                    "application/pdf": string;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            414: components["responses"]["Error414"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getComponentLibraryContract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A component sheet contract */
            200: {
                headers: {
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentFileContract"];
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    generateComponentLibrary: {
        parameters: {
            query?: {
                /**
                 * @description the file's format (overrides Accept); jpg is jpeg
                 * @example png
                 */
                format?: "png" | "svg" | "pdf" | "webp" | "jpeg" | "avif" | "jpg";
                /**
                 * @description the page drawn, 1-based (default 1); every format but PDF; past the last page: 400 out_of_range at `page`
                 * @example 1
                 */
                page?: number;
                /**
                 * @description device-pixel ratio of PNG, WebP, AVIF and JPEG files (default 1)
                 * @example 2
                 */
                scale?: 1 | 2 | 3;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default component-library
                     * @constant
                     */
                    kind?: "component-library";
                    /**
                     * @default 1
                     * @constant
                     */
                    version?: 1;
                    /**
                     * @description the identity whose colour and type tokens the components use (the Studio's shared identity)
                     * @default {
                     *       "preset": "starter"
                     *     }
                     */
                    identity?: {
                        /**
                         * @description built-in identity to start from; the other fields override it for this request only
                         * @default starter
                         * @enum {string}
                         */
                        preset?: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                        name?: string;
                        shortName?: string;
                        tagline?: string;
                        description?: string;
                        positioning?: string;
                        website?: string;
                        /**
                         * Format: hex-color
                         * @description primary text/mark colour
                         */
                        ink?: string;
                        /**
                         * Format: hex-color
                         * @description primary ground colour
                         */
                        paper?: string;
                        /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                        logoDataUrl?: string;
                    };
                    /**
                     * @description which component groups are shown (buttons, inputs, badges, cards, alerts)
                     * @default {}
                     */
                    components?: {
                        /**
                         * @description whether the sheet and the code show the buttons
                         * @default true
                         */
                        buttons?: boolean;
                        /**
                         * @description whether the sheet and the code show the inputs
                         * @default true
                         */
                        inputs?: boolean;
                        /**
                         * @description whether the sheet and the code show the badges
                         * @default true
                         */
                        badges?: boolean;
                        /**
                         * @description whether the sheet and the code show the cards
                         * @default true
                         */
                        cards?: boolean;
                        /**
                         * @description whether the sheet and the code show the alerts
                         * @default true
                         */
                        alerts?: boolean;
                    };
                    /**
                     * @description the corner radius of buttons, inputs, cards and alerts, in CSS pixels
                     * @default 8
                     */
                    radius?: number;
                    /**
                     * @description compact: 32 px controls; comfortable: 40 px
                     * @default comfortable
                     * @enum {string}
                     */
                    density?: "compact" | "comfortable";
                    /**
                     * @description light: the lighter of the identity's paper and ink is the ground; dark: the darker
                     * @default light
                     * @enum {string}
                     */
                    theme?: "light" | "dark";
                    /**
                     * @description the words the components carry
                     * @default {}
                     */
                    labels?: {
                        /**
                         * @description the buttons' label, up to 24 characters
                         * @default Continue
                         */
                        action?: string;
                        /**
                         * @description the input's label, up to 32 characters
                         * @default Email address
                         */
                        field?: string;
                        /**
                         * @description the text in the input, up to 40 characters
                         * @default ada@example.com
                         */
                        value?: string;
                        /**
                         * @description the input's help text, up to 80 characters
                         * @default We only use it to send receipts.
                         */
                        help?: string;
                        /**
                         * @description the input's error message, up to 80 characters
                         * @default Enter an address like name@example.com.
                         */
                        error?: string;
                        /**
                         * @description the card's title, up to 48 characters
                         * @default Quarterly report
                         */
                        cardTitle?: string;
                        /**
                         * @description the card's text, up to 160 characters
                         * @default Revenue grew in every region. Read the summary or download the full figures.
                         */
                        cardBody?: string;
                        /**
                         * @description the alerts' message, up to 80 characters
                         * @default Your changes were saved.
                         */
                        alert?: string;
                    };
                };
            };
        };
        responses: {
            /** @description The file; its name in Content-Disposition; Vary: Accept; no-store. */
            200: {
                headers: {
                    /** @description inline; filename={name}.pdf or {name}-{page}-{page title}.{extension} */
                    "Content-Disposition"?: string;
                    /** @description a hash of the bytes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/svg+xml": string;
                    "application/pdf": string;
                    "image/webp": string;
                    "image/jpeg": string;
                    "image/avif": string;
                };
            };
            400: components["responses"]["Error400"];
            405: components["responses"]["Error405"];
            406: components["responses"]["Error406"];
            408: components["responses"]["Error408"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getComponentLibraryFile: {
        parameters: {
            query?: {
                /**
                 * @description the page drawn, 1-based (default 1); every format but PDF; past the last page: 400 out_of_range at `page`
                 * @example 1
                 */
                page?: number;
                /**
                 * @description device-pixel ratio of PNG, WebP, AVIF and JPEG files (default 1)
                 * @example 2
                 */
                scale?: 1 | 2 | 3;
            };
            header?: never;
            path: {
                /**
                 * @description the request body's JSON in base64url, without padding
                 * @example eyJpZGVudGl0eSI6eyJwcmVzZXQiOiJ0ZXNzZWwtbGFicyJ9LCJ0aGVtZSI6ImRhcmsifQ
                 */
                document: string;
                /** @example png */
                extension: "png" | "svg" | "pdf" | "webp" | "jpg" | "avif";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file; immutable. */
            200: {
                headers: {
                    /** @description inline; filename={name}.pdf or {name}-{page}-{page title}.{extension} */
                    "Content-Disposition"?: string;
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/svg+xml": string;
                    "application/pdf": string;
                    "image/webp": string;
                    "image/jpeg": string;
                    "image/avif": string;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            414: components["responses"]["Error414"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getOpenGraphContract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page's social preview images contract */
            200: {
                headers: {
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentFileContract"];
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    generateOpenGraph: {
        parameters: {
            query?: {
                /**
                 * @description the file's format (overrides Accept); jpg is jpeg
                 * @example png
                 */
                format?: "png" | "jpeg" | "webp" | "svg" | "avif" | "pdf" | "jpg";
                /**
                 * @description the page drawn, 1-based (default 1); every format but PDF; past the last page: 400 out_of_range at `page`
                 * @example 1
                 */
                page?: number;
                /**
                 * @description device-pixel ratio of PNG, WebP, AVIF and JPEG files (default 1)
                 * @example 2
                 */
                scale?: 1 | 2 | 3;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default open-graph
                     * @constant
                     */
                    kind?: "open-graph";
                    /**
                     * @default 1
                     * @constant
                     */
                    version?: 1;
                    /**
                     * @description the identity whose logo, type and colours the images carry (the Studio's shared identity)
                     * @default {
                     *       "preset": "starter"
                     *     }
                     */
                    identity?: {
                        /**
                         * @description built-in identity to start from; the other fields override it for this request only
                         * @default starter
                         * @enum {string}
                         */
                        preset?: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                        name?: string;
                        shortName?: string;
                        tagline?: string;
                        description?: string;
                        positioning?: string;
                        website?: string;
                        /**
                         * Format: hex-color
                         * @description primary text/mark colour
                         */
                        ink?: string;
                        /**
                         * Format: hex-color
                         * @description primary ground colour
                         */
                        paper?: string;
                        /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                        logoDataUrl?: string;
                    };
                    /** @description the page's title, up to 120 characters, set as large as fits; omitted: the identity's tagline */
                    title?: string;
                    /** @description the line under the title, up to 200 characters; omitted: none */
                    subtitle?: string;
                    /** @description the page's URL, shown without its scheme; omitted: the identity's website */
                    url?: string;
                    /** @description a picture beside the text (the side layout): a screenshot, a product shot, a portrait */
                    image?: string;
                    /**
                     * @description side: the text on a card at the start, the ground and picture beside it; centered: a centred card
                     * @default side
                     * @enum {string}
                     */
                    layout?: "side" | "centered";
                    /**
                     * @description the sizes drawn, one image (page) each: open-graph 1200×630, x 1200×628, linkedin 1200×627, square 1200×1200
                     * @default [
                     *       "open-graph",
                     *       "x",
                     *       "linkedin",
                     *       "square"
                     *     ]
                     */
                    platforms?: ("open-graph" | "x" | "linkedin" | "square")[];
                    /**
                     * @description what the image is drawn on: a background style drawn from the identity, its plain paper, or a picture (a material's still as an image data URL: the server draws no WebGL)
                     * @default {
                     *       "kind": "background",
                     *       "style": "grain-gradient",
                     *       "gradient": "mesh",
                     *       "pattern": "none"
                     *     }
                     */
                    ground?: {
                        /** @constant */
                        kind: "background";
                        /**
                         * @description the background style
                         * @default grain-gradient
                         * @enum {string}
                         */
                        style?: "gradient" | "grain-gradient" | "dither" | "pattern";
                        /**
                         * @description the colour field's shape
                         * @default mesh
                         * @enum {string}
                         */
                        gradient?: "linear" | "radial" | "mesh" | "orbit" | "wave" | "bloom";
                        /**
                         * @description a line-art pattern over the field
                         * @default none
                         * @enum {string}
                         */
                        pattern?: "none" | "dots" | "lines" | "grid" | "fibers" | "speckles" | "topographic" | "crosshatch";
                    } | {
                        /** @constant */
                        kind: "paper";
                    } | {
                        /** @constant */
                        kind: "image";
                        /** @description a picture filling the image (a material still the Studio captured, a photo), within the contract's image rules */
                        dataUrl: string;
                    } | ({
                        /** @constant */
                        kind: "material";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
        responses: {
            /** @description The file; its name in Content-Disposition; Vary: Accept; no-store. */
            200: {
                headers: {
                    /** @description inline; filename={name}.pdf or {name}-{page}-{page title}.{extension} */
                    "Content-Disposition"?: string;
                    /** @description a hash of the bytes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                    "image/svg+xml": string;
                    "image/avif": string;
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Error400"];
            405: components["responses"]["Error405"];
            406: components["responses"]["Error406"];
            408: components["responses"]["Error408"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getOpenGraphFile: {
        parameters: {
            query?: {
                /**
                 * @description the page drawn, 1-based (default 1); every format but PDF; past the last page: 400 out_of_range at `page`
                 * @example 1
                 */
                page?: number;
                /**
                 * @description device-pixel ratio of PNG, WebP, AVIF and JPEG files (default 1)
                 * @example 2
                 */
                scale?: 1 | 2 | 3;
            };
            header?: never;
            path: {
                /**
                 * @description the request body's JSON in base64url, without padding
                 * @example eyJpZGVudGl0eSI6eyJwcmVzZXQiOiJoYWxkZW4tcmFpbCJ9LCJ0aXRsZSI6IlRpbWV0YWJsZXMgdGhhdCByZWFkIHRoZW1zZWx2ZXMiLCJzdWJ0aXRsZSI6IkhvdyB3ZSByZWJ1aWx0IHRoZSBkZXBhcnR1cmUgYm9hcmRzIiwidXJsIjoiaHR0cHM6Ly9oYWxkZW5yYWlsLmV4YW1wbGUvYmxvZy9kZXBhcnR1cmVzIiwicGxhdGZvcm1zIjpbIm9wZW4tZ3JhcGgiXX0
                 */
                document: string;
                /** @example png */
                extension: "png" | "jpg" | "webp" | "svg" | "avif" | "pdf";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file; immutable. */
            200: {
                headers: {
                    /** @description inline; filename={name}.pdf or {name}-{page}-{page title}.{extension} */
                    "Content-Disposition"?: string;
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                    "image/svg+xml": string;
                    "image/avif": string;
                    "application/pdf": string;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            414: components["responses"]["Error414"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getOpenGraphImage: {
        parameters: {
            query?: {
                /**
                 * @description a built-in identity preset
                 * @example halden-rail
                 */
                identity?: "starter" | "template" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                /**
                 * @description the page's title, up to 120 characters, set as large as fits; omitted: the identity's tagline
                 * @example Timetables that read themselves
                 */
                title?: string;
                /**
                 * @description the line under the title, up to 200 characters; omitted: none
                 * @example How we rebuilt the departure boards
                 */
                subtitle?: string;
                /**
                 * @description the page's URL, shown without its scheme; omitted: the identity's website
                 * @example https://haldenrail.example/blog
                 */
                url?: string;
                /**
                 * @description the platform size drawn
                 * @example open-graph
                 */
                platform?: "open-graph" | "x" | "linkedin" | "square";
                /**
                 * @description a background style drawn from the identity, or paper
                 * @example grain-gradient
                 */
                ground?: "gradient" | "grain-gradient" | "dither" | "pattern" | "paper";
                /**
                 * @description side: the text on a card at the start, the ground and picture beside it; centered: a centred card
                 * @example side
                 */
                layout?: "side" | "centered";
                /**
                 * @description device-pixel ratio of a raster: 1, 2, 3
                 * @example 1
                 */
                scale?: "1" | "2" | "3";
            };
            header?: never;
            path: {
                /** @example png */
                extension: "png" | "jpg" | "webp" | "svg";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image; immutable. */
            200: {
                headers: {
                    /** @description inline; filename={name}-1-{platform}.{extension} */
                    "Content-Disposition"?: string;
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                    "image/svg+xml": string;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getIdentityTokens: {
        parameters: {
            query?: {
                /**
                 * @description the file to answer with
                 * @example css
                 */
                format?: "dtcg" | "css" | "tailwind";
            };
            header?: never;
            path: {
                /**
                 * @description an identity preset (GET /api/identities)
                 * @example halden-rail
                 */
                id: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tokens file, named in Content-Disposition (inline; {identity-slug}.tokens.json | -tokens.css | -tailwind.css) */
            200: {
                headers: {
                    ETag?: string;
                    "Cache-Control"?: string;
                    /** @description inline; filename=… */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/design-tokens+json": {
                        $description?: string;
                        /** @description token groups; `$type` color */
                        color: {
                            [key: string]: unknown;
                        };
                        /** @description com.marque: identity, contrast */
                        $extensions: {
                            [key: string]: unknown;
                        };
                    };
                    "text/css; charset=utf-8": string;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    generateTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the identity whose colours become tokens, as POST /api/generate takes it
                     * @default {
                     *       "preset": "starter"
                     *     }
                     */
                    identity?: {
                        /**
                         * @description built-in identity to start from; the other fields override it for this request only
                         * @default starter
                         * @enum {string}
                         */
                        preset?: "starter" | "template" | "custom" | "tessel-labs" | "fernway-press" | "halden-rail" | "copperleaf-energy" | "northlight-observatory" | "oakum-furniture" | "marlow-health";
                        name?: string;
                        shortName?: string;
                        tagline?: string;
                        description?: string;
                        positioning?: string;
                        website?: string;
                        /**
                         * Format: hex-color
                         * @description primary text/mark colour
                         */
                        ink?: string;
                        /**
                         * Format: hex-color
                         * @description primary ground colour
                         */
                        paper?: string;
                        /** @description replaces the preset's logo: a base64 data URL, data:image/(png|jpeg|gif|webp|svg+xml);base64,…; remote URLs are never fetched; the decoded image is at most 5 MB, but since the whole body is at most 5 MB and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under 3.75 MB (less when the body carries several); the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most 16384 px a side and 50 megapixels; an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most 1 MB, 10000 elements and 64 levels deep, with CSS nested at most 32 brackets deep; an SVG may draw at most 50000 elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most 32 primitives per filter and bounded filter parameters (numOctaves ≤ 16 (feTurbulence), order ≤ 9 (feConvolveMatrix), kernelMatrix of at most 81 numbers (feConvolveMatrix), stdDeviation ≤ 1000 (feGaussianBlur), stdDeviation ≤ 1000 (feDropShadow), radius ≤ 100 (feMorphology)) */
                        logoDataUrl?: string;
                    };
                    /**
                     * @description the file to answer with
                     * @default dtcg
                     * @enum {string}
                     */
                    format?: "dtcg" | "css" | "tailwind";
                };
            };
        };
        responses: {
            /** @description The tokens file, named in Content-Disposition (inline; {identity-slug}.tokens.json | -tokens.css | -tailwind.css) */
            200: {
                headers: {
                    /** @description inline; filename=… */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/design-tokens+json": {
                        $description?: string;
                        /** @description token groups; `$type` color */
                        color: {
                            [key: string]: unknown;
                        };
                        /** @description com.marque: identity, contrast */
                        $extensions: {
                            [key: string]: unknown;
                        };
                    };
                    "text/css; charset=utf-8": string;
                };
            };
            400: components["responses"]["Error400"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getOpenApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This document */
            200: {
                headers: {
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenApiDocument"];
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getLlmsTxt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Concise instructions for language models */
            200: {
                headers: {
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getLlmsFullTxt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Complete instructions: every docs page */
            200: {
                headers: {
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getDocsIndex: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Documentation index */
            200: {
                headers: {
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getDocsPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description the page's path under /docs; it may contain slashes, e.g. agents/connect
                 * @example agents/connect
                 */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A documentation page (HTML) */
            200: {
                headers: {
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getDocsPageMarkdown: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description the page's path under /docs; it may contain slashes, e.g. agents/connect
                 * @example agents/connect
                 */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A documentation page as markdown */
            200: {
                headers: {
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown": string;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Liveness */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Readiness */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ready"];
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getStudio: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Studio workspace (browser) */
            200: {
                headers: {
                    ETag?: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getExporter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exporter's state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExporterState"];
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    postExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExportRequest"];
            };
        };
        responses: {
            /** @description The file (Prefer: wait) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            /** @description The job, accepted */
            202: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportJob"];
                };
            };
            400: components["responses"]["Error400"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            417: components["responses"]["Error417"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description the job's id (128 random bits, hex)
                 * @example 3f2a9c0b7d6e5f4a1b2c3d4e5f6a7b8c
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportJob"];
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    cancelExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description the job's id (128 random bits, hex)
                 * @example 3f2a9c0b7d6e5f4a1b2c3d4e5f6a7b8c
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job, cancelled (or as it ended) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportJob"];
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getExportFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description the job's id (128 random bits, hex)
                 * @example 3f2a9c0b7d6e5f4a1b2c3d4e5f6a7b8c
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with its name in Content-Disposition */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getExportEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description the job's id (128 random bits, hex)
                 * @example 3f2a9c0b7d6e5f4a1b2c3d4e5f6a7b8c
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            408: components["responses"]["Error408"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
}
