import type { Element, ElementContent, Root as HastRoot } from "hast";
import type { Root as MdastRoot } from "mdast";
import rehypeSanitize, { type Options as SanitizeSchema } from "rehype-sanitize";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit, SKIP } from "unist-util-visit";
import { bodyPictureName } from "../../content/build/journal-files.ts";

/**
 * A post's body, from the Markdown the owner wrote to the tree of HTML
 * elements its page renders (with React, app/journal/post-body-view.tsx),
 * at build time:
 *
 * 1. remark-rehype turns Markdown's tree into HTML's, leaving out every piece
 *    of raw HTML she may have typed or pasted (it passes none by default);
 * 2. headings are moved so the highest is `h2` (the title is the page's `h1`);
 * 3. rehype-sanitize keeps only the elements and attributes below, and links
 *    only to web, mail and phone addresses: `javascript:`, `data:` and any
 *    other scheme lose their `href`, so what they said stays as plain text;
 * 4. then the site's own rules: pictures come only from `content/pictures/`
 *    (any other is left out), each one standing alone in its paragraph shown
 *    as a figure with its title as the caption.
 *
 * Links to other sites are marked as leaving it when the page is rendered,
 * against the site's configured address (app/journal/post-body-view.tsx).
 */

/** What a post's body may contain, and nothing more: no attribute carries script, style or an id. */
export const bodySchema: SanitizeSchema = {
  tagNames: ["p", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote", "strong", "em", "del", "code", "pre", "a", "img", "br", "hr"],
  attributes: { a: ["href", "title"], img: ["src", "alt", "title"], ol: ["start"] },
  protocols: { href: ["http", "https", "mailto", "tel"], src: [] },
  strip: ["script", "style"],
  clobberPrefix: "",
  clobber: [],
  required: {},
  ancestors: { li: ["ol", "ul"] },
};

const isElement = (node: ElementContent | undefined, tagName?: string): node is Element =>
  node?.type === "element" && (!tagName || node.tagName === tagName);

/** Headings moved so the highest one the owner used is `h2`, the rest keeping their steps below it, none past `h6`. */
function shiftHeadings(tree: HastRoot) {
  let highest = 6;
  visit(tree, "element", (element) => {
    const level = /^h([1-6])$/.exec(element.tagName)?.[1];
    if (level) highest = Math.min(highest, Number(level));
  });
  visit(tree, "element", (element) => {
    const level = /^h([1-6])$/.exec(element.tagName)?.[1];
    if (level) element.tagName = `h${Math.min(6, Number(level) - highest + 2)}`;
  });
}

/** A link whose address the sanitiser took away (`javascript:`, `data:`, …) is its words alone. */
function unwrapEmptyLinks(tree: HastRoot) {
  visit(tree, "element", (element, index, parent) => {
    if (element.tagName !== "a" || typeof element.properties.href === "string" || !parent || index === undefined) return;
    parent.children.splice(index, 1, ...element.children);
    return [SKIP, index];
  });
}

/**
 * Pictures: one that is not a photograph in `content/pictures/` is taken
 * out; one standing alone in its paragraph becomes a figure, its title the
 * caption. Each kept picture's file name is in `data.photo`, for the build
 * to make its files and hand the page their sizes.
 */
function placePictures(tree: HastRoot): string[] {
  const photos: string[] = [];
  visit(tree, "element", (element, index, parent) => {
    if (element.tagName !== "img" || !parent || index === undefined) return;
    const name = typeof element.properties.src === "string" ? bodyPictureName(element.properties.src) : undefined;
    if (!name) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    photos.push(name);
    element.data = { ...element.data, photo: name } as Element["data"];
    return SKIP;
  });
  visit(tree, "element", (element, index, parent) => {
    if (element.tagName !== "p" || !parent || index === undefined) return;
    const content = element.children.filter((child) => !(child.type === "text" && !child.value.trim()) && !isElement(child, "br"));
    if (!content.length || !content.every((child) => isElement(child, "img"))) return;
    const figures: Element[] = content.map((img) => {
      const title = img.properties.title;
      delete img.properties.title;
      const caption: ElementContent[] = typeof title === "string" && title.trim() ? [{ type: "element", tagName: "figcaption", properties: {}, children: [{ type: "text", value: title.trim() }] }] : [];
      return { type: "element", tagName: "figure", properties: {}, children: [img, ...caption] };
    });
    parent.children.splice(index, 1, ...figures);
    return [SKIP, index + figures.length];
  });
  // A paragraph that held only pictures left out is left out too.
  visit(tree, "element", (element, index, parent) => {
    if (element.tagName !== "p" || !parent || index === undefined) return;
    if (element.children.some((child) => child.type !== "text" || child.value.trim())) return;
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
  return photos;
}

/** Positions in the owner's file: of no use to the page, and a third of the tree's size. */
function dropPositions(tree: HastRoot) {
  visit(tree, (node) => {
    delete node.position;
  });
}

/** A post's body, safe to render: its tree of elements and the photographs it shows. */
export function postBody(markdown: MdastRoot): { tree: HastRoot; photos: string[] } {
  const processor = unified()
    .use(remarkRehype)
    .use(() => shiftHeadings)
    .use(rehypeSanitize, bodySchema);
  const tree = processor.runSync(structuredClone(markdown)) as HastRoot;
  unwrapEmptyLinks(tree);
  const photos = placePictures(tree);
  dropPositions(tree);
  return { tree, photos };
}

/** The words of a body, for its reading time: what a reader reads, counted by the spaces between, punctuation alone not a word. */
export function wordCount(markdown: MdastRoot): number {
  let words = 0;
  visit(markdown, "text", (text) => {
    words += text.value.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  });
  return words;
}
