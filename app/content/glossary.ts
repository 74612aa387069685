/**
 * How the glossary (`content/glossary.json`) is matched against a text. A
 * Gujarati form is found where a word starts with it and its last letter is
 * not joined to the next one: ભાવ is found in ભાવની and મહેમાન in મહેમાનો
 * (Gujarati bends a word by its ending), but કાર is not in પ્રકાર or
 * કાર્યક્રમ. An English form is found as a whole word, or with a plural -s
 * or -es. Where one term's words hold another's ("Wedding & Bridal
 * Decoration" holds "wedding"), the longer term decides for those words.
 */

const gujaratiLetter = "\\u0A80-\\u0AFF";
/** A virama or a nukta: what joins the letter before it to the next, or changes it. */
const joinsLetter = "\\u0ABC\\u0ACD";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function hasGujaratiForm(text: string, form: string): boolean {
  return new RegExp(`(?<![${gujaratiLetter}])${escape(form)}(?![${joinsLetter}])`, "u").test(text);
}

const englishForm = (form: string, flags: string) => new RegExp(`(?<![\\w-])${escape(form).replace(/\s+/g, "\\s+")}(?:e?s)?(?![\\w-])`, flags);

export function hasEnglishForm(text: string, form: string): boolean {
  return englishForm(form, "iu").test(text);
}

/** The text without the words of longer terms that hold one of `forms`: what is left for the shorter term to match. */
export function withoutLongerTerms(text: string, forms: readonly string[], allForms: readonly string[]): string {
  const longer = allForms.filter((other) => forms.some((form) => other.length > form.length && hasEnglishForm(other, form)));
  return longer.reduce((rest, other) => rest.replace(englishForm(other, "giu"), " "), text);
}
