import { languageOfPath } from "~/i18n/language";
import { feedMediaType, journalFeedXml } from "~/journal/journal-feed-file";

/**
 * The journal's Atom feed in the language of its address, `/journal/feed.xml`
 * and `/gu/journal/feed.xml`, as the build wrote it. Feed readers ask again
 * every so often: an hour's freshness, as the sitemap's, puts a new post in
 * them within the hour of its release.
 */
export async function loader({ request }: { request: Request }) {
  const xml = await journalFeedXml(languageOfPath(new URL(request.url).pathname), request.url);
  if (xml === undefined) throw new Error("The journal's feed could not be read");
  return new Response(xml, {
    headers: { "Content-Type": `${feedMediaType}; charset=utf-8`, "Cache-Control": "public, max-age=3600" },
  });
}
