import { createContext } from "react-router";

/** What the request guards (app/entry.rsc.ts) tell the quote action about a submission. */
export interface SubmissionContext {
  /**
   * Counts this submission against the visitor's allowance (app/quote/quote-rate-limit.ts);
   * false once it is used up. Only the quote action calls it, so only quote submissions count.
   */
  withinRateLimit: () => Promise<boolean>;
  /**
   * A plain HTML form post, answered with a whole page; React Router's client
   * posts to the page's `.rsc` address instead and wants data back.
   */
  isDocumentRequest: boolean;
  /**
   * Counts a request the action accepted, for the owner's insights
   * (app/insights/), with what it was for (the event type chosen, if any);
   * after the response, never delaying it.
   */
  countAccepted: (topic: string | undefined) => void;
}

export const submissionContext = createContext<SubmissionContext>();
