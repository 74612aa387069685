/**
 * The journal: one Markdown file per post and language,
 * `content/journal/<language>/<address>.md`, its fields in the front matter
 * and its body below. A post may be in one language only; the English and
 * the Gujarati of one post share the file name, which is the post's address
 * (`/journal/<address>`, `/gu/journal/<address>`).
 */

import { z } from "zod";
import { focusPoints, serviceIds } from "../vocabulary.ts";
import { bilingual, filledTemplate, illustration, list, record, text } from "./fields.ts";
import { photoFileName, slug } from "./designs.ts";

/** A calendar date as the CMS writes it: `2026-11-28`. */
const calendarDate = z
  .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be a date such as 2026-11-28") })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date such as 2026-11-28")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "is not a day of the calendar");

/** The addresses the journal uses for its own pages, which no post may take. */
export const reservedJournalAddresses = ["page", "feed"] as const;

export const journalPostSchema = z
  .object(
    {
      title: text(90),
      /** Set in the CMS when the post is first saved, to name its file; the file's name is the address (below). */
      address: slug.optional(),
      /** The day it is dated, shown and used for the order; a post dated after the build waits for a later build. */
      date: calendarDate,
      /** The day she last changed it, if after `date`. */
      updated: calendarDate.optional().or(z.literal("").transform(() => undefined)),
      summary: text(220),
      /** A photograph in content/pictures/; the illustration is the cover while there is none. */
      cover: photoFileName.optional().or(z.literal("").transform(() => undefined)),
      illustration: illustration.optional(),
      coverAlt: text(300),
      focus: z.enum(focusPoints, `must be one of ${focusPoints.join(", ")}`).default("center"),
      services: list(z.enum(serviceIds, `must be one of ${serviceIds.join(", ")}`), { min: 1, max: serviceIds.length }),
      /** Designs of the portfolio the post talks about, by their addresses. */
      designs: z.array(slug, "must be a list").max(6, "must have at most 6 items").default([]),
      /** A draft is never built into the site. */
      draft: z.boolean("must be yes or no").default(false),
    },
    { error: "must be the post's fields between two lines of ---" },
  )
  .refine((post) => post.cover || post.illustration, { path: ["cover"], message: "is missing: every post needs a cover picture" })
  .refine((post) => !post.updated || post.updated >= post.date, { path: ["updated"], message: "must not be before the post's date" });

export type JournalPostFields = z.output<typeof journalPostSchema>;

/** The journal's own words around the posts: `content/pages/journal.json`. */
export const journalPageSchema = bilingual(
  {},
  {
    intro: z.object({ eyebrow: text(60), title: text(100), text: text(300) }),
    /** Each service's name on the journal's filter: short, as on a button. */
    services: record(serviceIds, 30),
    allPosts: text(30),
    filterLabel: text(60),
    postsLabel: text(60),
    readingTime: filledTemplate(40, ["minutes"]),
    pages: z.object({ label: text(60), newer: text(40), older: text(40), pageOf: filledTemplate(60, ["page", "pages"]) }),
    empty: z.object({ text: text(200), showAll: text(40) }),
    post: z.object({
      updated: filledTemplate(60, ["date"]),
      designsHeading: text(100),
      serviceHeading: text(100),
      /** The post's own WhatsApp button, whose message names the post. */
      askOnWhatsApp: text(40),
      share: text(40),
      moreWaysToShare: text(40),
      browseLabel: text(60),
      newer: text(40),
      older: text(40),
      backToJournal: text(40),
      /** Read after a link to another site, by screen readers. */
      leavesSite: text(60),
    }),
    /** The home page's latest posts. */
    onHome: z.object({ eyebrow: text(60), title: text(100), seeAll: text(40) }),
    /** The journal's Atom feed, for feed readers: its name (also on every journal page's link to it) and the line under it. */
    feed: z.object({ title: text(80), subtitle: text(200) }),
    closing: z.object({ title: text(100), text: text(300) }),
  },
);

export type JournalPageFile = z.output<typeof journalPageSchema>;
