import type { ElementContent, Root } from "hast";
import type { Picture } from "../../pictures/picture.ts";
import { bodyTags, type BodyElement, type BodyNode, type BodyTag } from "../post.ts";

/**
 * A sanitised body tree (./post-body.ts) made into what the page renders
 * (../post-body-view.tsx): elements of the allowlist with their few
 * attributes, text as strings, each picture with its photograph's files.
 * Done at build time, so the Worker needs no HTML-tree library to render a
 * post: hast-util-to-jsx-runtime, which would, weighed 16 KB of gzip in the
 * Worker (docs/decisions/020-journal.md).
 */
export function bodyNodes(tree: Root, pictures: ReadonlyMap<string, Picture>): BodyNode[] {
  return tree.children.flatMap((child) => (child.type === "doctype" ? [] : node(child, pictures)));
}

function node(content: ElementContent, pictures: ReadonlyMap<string, Picture>): BodyNode[] {
  if (content.type === "text") return content.value ? [content.value] : [];
  if (content.type !== "element") return [];
  const tag = content.tagName as BodyTag;
  // The sanitiser let nothing else through; anything else would be this code's mistake, and is left out.
  if (!(bodyTags as readonly string[]).includes(tag)) return [];
  const { href, title, alt, start } = content.properties;
  const props: NonNullable<BodyElement["props"]> = {
    ...(typeof href === "string" ? { href } : {}),
    ...(typeof title === "string" ? { title } : {}),
    ...(typeof alt === "string" ? { alt } : {}),
    ...(typeof start === "number" ? { start } : {}),
  };
  const photo = (content.data as { photo?: string } | undefined)?.photo;
  const picture = photo ? pictures.get(photo) : undefined;
  if (tag === "img" && !picture) return [];
  const children = content.children.flatMap((child) => node(child, pictures));
  return [
    {
      tag,
      ...(Object.keys(props).length ? { props } : {}),
      ...(picture ? { picture } : {}),
      ...(children.length ? { children } : {}),
    },
  ];
}
