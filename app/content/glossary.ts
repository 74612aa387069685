/**
 * How the glossary (`content/glossary.json`) is matched against a text. A
 * Gujarati form is found where a word starts with it and its last letter is
 * not joined to the next one: ભાવ is found in ભાવની and મહેમાન in મહેમાનો
 * (Gujarati bends a word by its ending), but કાર is not in પ્રકાર or
 * કાર્યક્રમ. An English form is found as a whole word, or with a plural -s.
 */

const gujaratiLetter = "\\u0A80-\\u0AFF";
/** A virama or a nukta: what joins the letter before it to the next, or changes it. */
const joinsLetter = "\\u0ABC\\u0ACD";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function hasGujaratiForm(text: string, form: string): boolean {
  return new RegExp(`(?<![${gujaratiLetter}])${escape(form)}(?![${joinsLetter}])`, "u").test(text);
}

export function hasEnglishForm(text: string, form: string): boolean {
  return new RegExp(`(?<![\\w-])${escape(form).replace(/\s+/g, "\\s+")}s?(?![\\w-])`, "iu").test(text);
}
