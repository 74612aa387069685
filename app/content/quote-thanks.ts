/** What the quote form says once a request is sent, from `content/pages/quote-form.json`, in both languages. */

import quoteFormFile from "../../content/pages/quote-form.json";
import { readContent } from "./read-content";
import { quoteThanksSchema } from "./schema";

export const quoteThanks = readContent(quoteThanksSchema, "content/pages/quote-form.json", "the quote form's thanks", quoteFormFile);
