// Service-wide limits of the spec ("Limits" table) that are not a single field's bound.

const MB = 1024 * 1024;

/** A byte limit as people read it ("5 MB"), for messages and docs. */
export const megabytes = (bytes: number) => `${bytes / MB} MB`;

/** Largest accepted POST /api/generate body, in bytes (spec: 5 MB). */
export const MAX_BODY_BYTES = 5 * MB;

/** Largest decoded image behind one data URL, in bytes (spec: 5 MB each). */
export const MAX_DATA_URL_BYTES = 5 * MB;

/** Largest background canvas, width × height (spec: 12,000,000 pixels). */
export const MAX_PIXELS = 12_000_000;

/**
 * WCAG AA contrast for body text: templates warn `low_contrast` below it, and an identity whose request
 * overrides ink or paper alone keeps at least this much between them.
 */
export const MIN_TEXT_CONTRAST = 4.5;
