/** The quote section's anchor: Home's Request a Quote button and the page after a request land here. */
export const QUOTE_SECTION_ID = "quote";

/** The section's heading, which also names the form. */
export const QUOTE_TITLE_ID = `${QUOTE_SECTION_ID}-title`;

/** Conform finds the form by this id. */
export const QUOTE_FORM_ID = "quote-form";

/** Where the thanks and the hand-off links appear; the page after a request sent without JavaScript lands here. */
export const QUOTE_SENT_ID = "quote-sent";
