/** The not-found page, the pages shown when something fails, and the plain-text refusals of bad requests: `content/pages/errors.json`. */

import { z } from "zod";
import { bilingual, text } from "./fields.ts";

const titled = z.object({ title: text(100), text: text(300) });

export const errorPagesSchema = bilingual(
  {},
  {
    notFound: z.object({ heading: text(100), text: text(300) }),
    serverError: titled,
    notAForm: titled,
    refused: titled,
    /** The ways out each of these pages offers: a call, a WhatsApp chat, the home page. */
    links: z.object({ call: text(30), chat: text(40), home: text(40) }),
    refusals: z.object({
      crossSite: text(200),
      contentType: text(200),
      method: text(200),
      tooLarge: text(200),
      unreadable: text(200),
      noServerFunction: text(200),
      notCounted: text(200),
      tooManyReports: text(200),
      noSuchAddress: text(200),
    }),
  },
);

export type ErrorPagesFile = z.output<typeof errorPagesSchema>;
