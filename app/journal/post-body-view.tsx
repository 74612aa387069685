import { createElement, type ReactNode } from "react";
import { leavesSite } from "~/lib/outbound-links";
import { PhotographPicture } from "~/pictures/photograph-picture";
import { pictureSizes } from "~/pictures/picture";
import type { BodyElement, BodyNode, PostBodyTree } from "./post";

/**
 * A post's body, rendered by React from the elements the build made of her
 * Markdown (app/journal/build/: sanitised by rehype-sanitize, then kept to
 * the allowlist's elements and attributes): no HTML is written from strings.
 * Two elements become the site's own: a picture is the photograph in the
 * sizes the build made, and a link to another site says that it leaves this
 * one.
 */
export function PostBody({ tree, siteOrigin, leavesSiteLabel }: { tree: PostBodyTree; siteOrigin: string; leavesSiteLabel: string }) {
  const render = (node: BodyNode, key: number): ReactNode => {
    if (typeof node === "string") return node;
    const children = node.children?.map(render);
    if (node.tag === "img") return node.picture ? <PhotographPicture key={key} picture={node.picture} alt={node.props?.alt ?? ""} sizes={pictureSizes.journalBody} /> : null;
    if (node.tag === "a") return <BodyLink key={key} link={node} siteOrigin={siteOrigin} leavesSiteLabel={leavesSiteLabel}>{children}</BodyLink>;
    return createElement(node.tag, { key, ...node.props }, children);
  };
  return <div className="post-body">{tree.map(render)}</div>;
}

function BodyLink({ link, siteOrigin, leavesSiteLabel, children }: { link: BodyElement; siteOrigin: string; leavesSiteLabel: string; children: ReactNode }) {
  const { href, title } = link.props ?? {};
  if (!href || !leavesSite(href, siteOrigin)) return <a href={href} title={title}>{children}</a>;
  return (
    <a href={href} title={title} rel="external noopener noreferrer">
      {children}
      <span aria-hidden="true"> ↗</span>
      <span className="sr-only"> ({leavesSiteLabel})</span>
    </a>
  );
}
