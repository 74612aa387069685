import type { Element } from "hast";
import { toJsxRuntime, type Components } from "hast-util-to-jsx-runtime";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { leavesSite } from "~/lib/outbound-links";
import { PhotographPicture } from "~/pictures/photograph-picture";
import { pictureSizes } from "~/pictures/picture";
import type { BodyPictureData, PostBodyTree } from "./post";

/**
 * A post's body, rendered by React from the tree of elements the build made
 * of her Markdown (app/journal/build/post-body.ts, which left in only what a
 * body may hold), with hast-util-to-jsx-runtime: no HTML is written from
 * strings. Two elements become the site's own: a picture is the photograph
 * in the sizes the build made, and a link to another site says that it leaves
 * this one.
 */
export function PostBody({ tree, siteOrigin, leavesSiteLabel }: { tree: PostBodyTree; siteOrigin: string; leavesSiteLabel: string }) {
  const components: Partial<Components> = {
    img: ({ node, alt }: { node?: Element; alt?: string }) => {
      const picture = (node?.data as BodyPictureData | undefined)?.picture;
      return picture ? <PhotographPicture picture={picture} alt={alt ?? ""} sizes={pictureSizes.journalBody} className="rounded-2xl" /> : null;
    },
    a: ({ href, children, title }: { href?: string; children?: React.ReactNode; title?: string }) =>
      href && leavesSite(href, siteOrigin) ? (
        <a href={href} title={title} rel="external noopener noreferrer">
          {children}
          <span aria-hidden="true"> ↗</span>
          <span className="sr-only"> ({leavesSiteLabel})</span>
        </a>
      ) : (
        <a href={href} title={title}>
          {children}
        </a>
      ),
  };
  return <div className="post-body">{toJsxRuntime(tree, { Fragment, jsx, jsxs, passNode: true, components })}</div>;
}
