import { env } from "cloudflare:workers";
import { bodies } from "virtual:journal-posts";
import type { JournalPost } from "~/content/journal";
import type { PostBodyTree } from "./post";

/**
 * A post's body, read from the Worker's own static files (the `ASSETS`
 * binding) as the stylesheet is (app/ssr/inline-stylesheet.ts), once per
 * isolate: its name carries a hash of its content, so the file behind a name
 * never changes. The bodies stay out of the Worker's code, which does not
 * grow with every post's text (docs/decisions/020-journal.md). Under
 * `npm run dev`, which builds no static files, from the build's memory.
 */
const read = new Map<string, Promise<PostBodyTree | undefined>>();

export function postBodyTree(post: JournalPost, pageUrl: string): Promise<PostBodyTree | undefined> {
  if (import.meta.env.DEV) return Promise.resolve(bodies[post.bodyPath] as PostBodyTree | undefined);
  let body = read.get(post.bodyPath);
  if (!body) {
    body = env.ASSETS.fetch(new URL(post.bodyPath, pageUrl))
      .then((response) => (response.ok ? (response.json() as Promise<PostBodyTree>) : undefined))
      .catch(() => undefined);
    // A failed read is tried again by the next visit rather than remembered.
    void body.then((tree) => tree === undefined && read.delete(post.bodyPath));
    read.set(post.bodyPath, body);
  }
  return body;
}
