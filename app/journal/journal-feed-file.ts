import { env } from "cloudflare:workers";
import { feeds, feedXml } from "virtual:journal-posts";
import type { Language } from "~/i18n/language";
import { getSiteOrigin } from "~/lib/configured-site-origin";
import { feedOnOrigin } from "./feed-origin";

/** The media type of the journal's feeds (RFC 4287): as they are served, and as the journal's pages name them. */
export const feedMediaType = "application/atom+xml";

/**
 * A language's Atom feed on the site's origin. The build made it
 * (app/journal/build/journal-feed.ts) and keeps it among the static files, so
 * the Worker carries neither the feed library nor the feed: it reads the file
 * through the `ASSETS` binding, as a post's body (./post-body-file.ts), once
 * per isolate (the file's name carries a hash of its content). Under
 * `npm run dev`, which builds no static files, from the build's memory.
 */
const read = new Map<string, Promise<string | undefined>>();

export function journalFeedXml(language: Language, requestUrl: string): Promise<string | undefined> {
  const path = feeds[language];
  if (import.meta.env.DEV) return Promise.resolve(feedXml[path] === undefined ? undefined : feedOnOrigin(feedXml[path], getSiteOrigin()));
  let xml = read.get(path);
  if (!xml) {
    xml = env.ASSETS.fetch(new URL(path, requestUrl))
      .then(async (response) => (response.ok ? feedOnOrigin(await response.text(), getSiteOrigin()) : undefined))
      .catch(() => undefined);
    // A failed read is tried again by the next request rather than remembered.
    void xml.then((text) => text === undefined && read.delete(path));
    read.set(path, xml);
  }
  return xml;
}
