// The element taxonomy: every category's records in one frozen list, and look-up by id.
import { DEVELOPER_ELEMENTS } from "./developer.js";
import { DIGITAL_ELEMENTS } from "./digital.js";
import { EDITORIAL_ELEMENTS } from "./editorial.js";
import { EVENT_ELEMENTS } from "./event.js";
import { PHYSICAL_ELEMENTS } from "./physical.js";
import { PRODUCT_ELEMENTS } from "./product.js";
import { SOCIAL_ELEMENTS } from "./social.js";
import type { ElementRecord } from "./types.js";

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Every element, grouped by category in ELEMENT_CATEGORIES order; frozen. */
export const ELEMENTS: readonly ElementRecord[] = deepFreeze([
  ...DIGITAL_ELEMENTS,
  ...PRODUCT_ELEMENTS,
  ...DEVELOPER_ELEMENTS,
  ...SOCIAL_ELEMENTS,
  ...EDITORIAL_ELEMENTS,
  ...EVENT_ELEMENTS,
  ...PHYSICAL_ELEMENTS,
]);

const BY_ID: ReadonlyMap<string, ElementRecord> = new Map(ELEMENTS.map((element) => [element.id, element]));

/** The element with this id, if the catalog has one. */
export const elementById = (id: string): ElementRecord | undefined => BY_ID.get(id);
