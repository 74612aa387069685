import type { Picture } from "~/pictures/picture";

/**
 * A post's body as the build made it (./build/body-nodes.ts): the elements
 * its sanitised Markdown holds, each with only the attributes a body may
 * have, ready for React to render (./post-body-view.tsx). A picture carries
 * the files the build made of its photograph instead of an address.
 */
export type BodyNode = string | BodyElement;

export interface BodyElement {
  tag: BodyTag;
  /** `href` and `title` of a link, `alt` of a picture, `start` of a numbered list. */
  props?: { href?: string; title?: string; alt?: string; start?: number };
  picture?: Picture;
  children?: BodyNode[];
}

/** Every element a body may hold (rehype-sanitize's allowlist, ./build/post-body.ts), and the figures the build makes of pictures. */
export const bodyTags = ["p", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote", "strong", "em", "del", "code", "pre", "a", "img", "br", "hr", "figure", "figcaption"] as const;
export type BodyTag = (typeof bodyTags)[number];

export type PostBodyTree = BodyNode[];
