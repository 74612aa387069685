import "server-only";
import { data, type LoaderFunctionArgs } from "react-router";
import type { HeadWords } from "~/lib/page-head";
import { takeQuoteFlash } from "./quote-flash";
import { quoteFlashSecret } from "./quote-flash-secret";

/**
 * The loader of every page that shows the quote form, beside its action
 * (./quote-action.ts). After a request sent without JavaScript it hands the
 * page the thanks and the details from the flash cookie, and clears the
 * cookie: a reload shows neither. The page's head rides along, for its `meta`
 * (app/lib/page-head.ts).
 */
export async function quoteLoader({ request }: LoaderFunctionArgs, head: HeadWords) {
  const { flash, headers } = await takeQuoteFlash(request, quoteFlashSecret());
  return data({ sentByRedirect: flash, head }, { headers });
}
