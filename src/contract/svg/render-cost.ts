// What a caller SVG costs to draw, bounded before any renderer sees it: the elements drawn once references are
// followed (a `<use>` draws its target again, so nested fan-outs multiply), the primitives of each filter,
// and the filter parameters that set the work per pixel (octaves of noise, kernel orders, blur and radius).
// Names are compared by their local part: a prefixed copy of an element costs what the element does.

import { ident } from "css-tree/utils";
import { clip, excerpt, refuse } from "../image-refusal.js";
import { MAX_SVG_FILTER_PRIMITIVES, MAX_SVG_RENDERED_ELEMENTS, SVG_FILTER_BOUNDS } from "../limits.js";
import type { XmlElement } from "./xml.js";

const localName = (qualified: string) => qualified.slice(qualified.lastIndexOf(":") + 1);

/** Elements whose `href` draws what it points at (`<use>`, `<feImage>`) or copies its content (`<pattern>`). */
const DRAWS_REFERENCE = new Set(["use", "feImage", "pattern"]);

/** `url(#id)` in an attribute or a style attribute: a paint, clip, mask, filter or marker drawn again. */
const URL_REFERENCE = /url\(\s*["']?\s*#([^"')\s]+)/gu;

/** The SMIL elements whose values set another element's attribute, and the attributes holding the values. */
const ANIMATIONS = new Set(["animate", "set"]);
const ANIMATION_VALUES = new Set(["from", "to", "by", "values"]);

/** Paint servers: a `url(#…)` to one colours an element and draws nothing again. */
const PAINT_SERVERS = new Set(["linearGradient", "radialGradient"]);

interface Node {
  element: XmlElement;
  children: Node[];
  /** Ids this element draws again. */
  references: string[];
  /** Ids of markers this element and its descendants (marker properties inherit) draw at every vertex. */
  markers: string[];
  /** Ids drawn a given number of times: a stylesheet's references, which may apply to any element. */
  weighted: [string, number][];
  /** Its path data or points, when it has any. */
  geometry: string | undefined;
  /**
   * Numbers in the geometry of this element and its descendants (at least their vertices); counted only
   * when the document uses markers.
   */
  vertices: number;
}

const node = (element: XmlElement): Node => ({
  element,
  children: [],
  references: [],
  markers: [],
  weighted: [],
  geometry: undefined,
  vertices: 0,
});

/** Geometry attributes whose numbers are an element's vertices (two per vertex or more: an upper bound). */
const GEOMETRY = new Set(["d", "points"]);
const NUMBER = /[-+]?(?:\d*\.\d+|\d+\.?)(?:e[-+]?\d+)?/giu;

const MARKER_PROPERTY = /^marker(?:-start|-mid|-end)?$/u;

/** The url(#…) ids of a value. */
const urlIds = (value: string): string[] => [...value.matchAll(URL_REFERENCE)].map(([, id]) => id as string);

/**
 * Refuses an SVG that would draw more than MAX_SVG_RENDERED_ELEMENTS elements, refers to itself, or has a
 * filter outside MAX_SVG_FILTER_PRIMITIVES and SVG_FILTER_BOUNDS. Linear in the document: no recursion.
 */
export function checkRenderCost(root: XmlElement): void {
  const ids = new Map<string, Node[]>();
  const top = collect(root, ids);
  const drawn = renderedElements(top, ids);
  if (drawn > MAX_SVG_RENDERED_ELEMENTS) {
    refuse(
      `it draws more than ${MAX_SVG_RENDERED_ELEMENTS} elements once its references (<use> and the like) are followed`,
    );
  }
}

/**
 * The tree as nodes with their references, and every element of each id: renderers differ on which of
 * several elements with one id a reference finds (browsers take the first), so a reference counts them all.
 */
function collect(root: XmlElement, ids: Map<string, Node[]>): Node {
  const top = node(root);
  const order: Node[] = [];
  const sheet = { references: [] as string[], markers: [] as string[] };
  const stack: Node[] = [top];
  for (let at = stack.pop(); at; at = stack.pop()) {
    order.push(at);
    const { element } = at;
    const name = localName(element.name);
    for (const [qualified, value] of element.attributes) {
      const attribute = localName(qualified);
      if (qualified === "id") {
        const same = ids.get(value);
        if (same) same.push(at);
        else ids.set(value, [at]);
      } else if (attribute === "href" && DRAWS_REFERENCE.has(name) && value.trim().startsWith("#")) {
        at.references.push(value.trim().slice(1));
      } else if (GEOMETRY.has(attribute)) {
        at.geometry = value;
      } else if (value.includes("url(")) {
        references(at, attribute, value);
      }
    }
    if (name === "line") at.geometry = "0 0";
    if (name === "style") styleSheetReferences(element, sheet);
    checkFilterParameters(element, name);
    let primitives = 0;
    for (const child of element.children) {
      if (child.kind !== "element") continue;
      if (name === "filter" && localName(child.name).startsWith("fe")) primitives++;
      const childNode = node(child);
      at.children.push(childNode);
      stack.push(childNode);
    }
    if (primitives > MAX_SVG_FILTER_PRIMITIVES) {
      refuse(`a <filter> has ${primitives} primitives; at most ${MAX_SVG_FILTER_PRIMITIVES} are accepted`);
    }
  }
  const markers = sheet.markers.length > 0 || order.some((at) => at.markers.length > 0);
  if (markers) countVertices(order);
  // A stylesheet's rule may match every element: its references count once per element, its markers at every
  // vertex of the document.
  for (const id of sheet.references) top.weighted.push([id, order.length]);
  for (const id of sheet.markers) top.weighted.push([id, Math.max(1, top.vertices)]);
  return top;
}

/** The url(#…) references of a `<style>` element's declarations, markers apart (names with escapes decoded). */
function styleSheetReferences(style: XmlElement, sheet: { references: string[]; markers: string[] }): void {
  const css = style.children.map((child) => (child.kind === "text" ? child.text : "")).join("");
  if (!css.includes("url(")) return;
  for (const declaration of css.split(/[;{}]/u)) {
    if (!declaration.includes("url(")) continue;
    const property = ident.decode(declaration.slice(0, declaration.indexOf(":")).trim()).toLowerCase();
    (MARKER_PROPERTY.test(property) ? sheet.markers : sheet.references).push(...urlIds(declaration));
  }
}

/** Each node's vertices: children come after their parent in `order`, so backwards each sums its subtree. */
function countVertices(order: readonly Node[]): void {
  for (let i = order.length - 1; i >= 0; i--) {
    const at = order[i] as Node;
    at.vertices = at.geometry?.match(NUMBER)?.length ?? 0;
    for (const child of at.children) at.vertices += child.vertices;
  }
}

/** The url(#…) references of an attribute: marker properties (also inside `style`) apart from the others. */
function references(at: Node, attribute: string, value: string): void {
  if (MARKER_PROPERTY.test(attribute)) {
    at.markers.push(...urlIds(value));
  } else if (attribute === "style") {
    for (const declaration of value.split(";")) {
      const property = declaration.slice(0, declaration.indexOf(":")).trim().toLowerCase();
      (MARKER_PROPERTY.test(property) ? at.markers : at.references).push(...urlIds(declaration));
    }
  } else {
    at.references.push(...urlIds(value));
  }
}

/**
 * Elements drawn from `top`: each node counts itself, its children and what it refers to, each node computed
 * once (post-order with an explicit stack). Counts stop growing past the bound; a reference back into a node
 * still being counted is a cycle, which no renderer draws and which is refused.
 */
function renderedElements(top: Node, ids: ReadonlyMap<string, readonly Node[]>): number {
  const cap = MAX_SVG_RENDERED_ELEMENTS + 1;
  const counted = new Map<Node, number>();
  const open = new Set<Node>();
  const stack: Node[] = [top];
  const targets = (id: string) =>
    (ids.get(id) ?? []).filter((target) => !PAINT_SERVERS.has(localName(target.element.name)));
  /** What `at` draws, each with how many times: a marker at every vertex below where it is set. */
  const dependencies = (at: Node): [Node, number][] => [
    ...at.children.map((child): [Node, number] => [child, 1]),
    ...at.references.flatMap(targets).map((target): [Node, number] => [target, 1]),
    ...at.markers.flatMap(targets).map((target): [Node, number] => [target, Math.max(1, at.vertices)]),
    ...at.weighted.flatMap(([id, times]) => targets(id).map((target): [Node, number] => [target, times])),
  ];
  while (stack.length > 0) {
    const node = stack[stack.length - 1] as Node;
    if (!open.has(node)) {
      open.add(node);
      for (const [next] of dependencies(node)) {
        if (open.has(next) && !counted.has(next)) {
          refuse(
            `<${clip(next.element.name)}> refers to itself through its references (a <use> of an ancestor)`,
          );
        }
        if (!counted.has(next)) stack.push(next);
      }
      continue;
    }
    stack.pop();
    if (counted.has(node)) continue;
    let total = 1;
    for (const [next, times] of dependencies(node)) {
      total = Math.min(cap, total + times * (counted.get(next) ?? 0));
    }
    counted.set(node, total);
  }
  return counted.get(top) ?? 0;
}

/**
 * A filter primitive's bounded parameters, and the values an animation gives a bounded parameter (checked
 * against every primitive that has it, since the animation's target is not resolved here).
 */
function checkFilterParameters(element: XmlElement, name: string): void {
  if (ANIMATIONS.has(name)) {
    const target = element.attributes.find(([attribute]) => attribute === "attributeName")?.[1].trim() ?? "";
    for (const [primitive, table] of Object.entries(SVG_FILTER_BOUNDS)) {
      const bound = table[target];
      if (!bound) continue;
      for (const [attribute, value] of element.attributes) {
        if (!ANIMATION_VALUES.has(attribute)) continue;
        const where = `${attribute} on <${name} attributeName="${excerpt(target, 40)}">`;
        checkNumbers(primitive, target, value.replaceAll(";", " "), bound, where);
      }
    }
    return;
  }
  const table = SVG_FILTER_BOUNDS[name];
  if (!table) return;
  for (const [attribute, value] of element.attributes) {
    const bound = table[attribute];
    if (bound) checkNumbers(name, attribute, value, bound, `${attribute} on <${name}>`);
  }
}

function checkNumbers(
  primitive: string,
  attribute: string,
  value: string,
  bound: { readonly max?: number; readonly count?: number },
  where: string,
): void {
  const numbers =
    value.trim() === ""
      ? []
      : value
          .trim()
          .split(/[\s,]+/u)
          .map(Number);
  if (bound.count !== undefined && numbers.length > bound.count) {
    refuse(`${where} lists ${numbers.length} numbers; at most ${bound.count} are accepted for ${primitive}`);
  }
  const most = bound.max;
  if (most === undefined) return;
  const over = numbers.find((number) => Math.abs(number) > most);
  if (over !== undefined) {
    refuse(
      `${where} is ${excerpt(String(over), 20)}; at most ${most} is accepted for ${attribute} of ${primitive}`,
    );
  }
}
