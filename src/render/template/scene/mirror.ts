// Right-to-left pages are one transform of the scene: the whole of it mirrored about the canvas's centre, so
// the start side (accent rules, the first column, the logo) is the right, as Arabic and Hebrew decks are laid
// out; upright parts (text, logos, photos) are flipped back about their own boxes and so read unchanged.
import { matrix } from "../../../svg/index.js";
import { group, type SceneNode } from "./nodes.js";

/** `scene`, drawn `width` wide, as its mirror image with its upright parts reading the right way round. */
export function mirrorScene(scene: readonly SceneNode[], width: number): SceneNode[] {
  return [group(scene.map(flipBack), { transform: matrix(-1, 0, 0, 1, width, 0) })];
}

function flipBack(node: SceneNode): SceneNode {
  switch (node.kind) {
    case "upright":
      // The double flip moves the part to its box's mirror image, unchanged.
      return group(node.children.map(flipBack), {
        transform: matrix(-1, 0, 0, 1, 2 * node.box.x + node.box.width, 0),
      });
    case "group":
      return { ...node, children: node.children.map(flipBack) };
    default:
      return node;
  }
}
