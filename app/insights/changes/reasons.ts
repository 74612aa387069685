import type { Language } from "~/i18n/language";
import { m } from "~/paraglide/messages";

/**
 * A refused change's problems in the owner's language. The content check
 * (app/content/build/) states each rule as an English sentence, in a few
 * shapes: `is missing`, `must be at most 60 characters`, `names …, which is
 * not there`. Each known shape is said here again from the interface's words
 * (messages/), its numbers and names filled in; a rule of a shape not yet
 * here is shown as the check wrote it, in English, rather than not at all.
 * ./reasons.test.ts holds these shapes to the rules the check really writes.
 */

type Say = (match: string[], language: Language) => string;

const locale = (language: Language) => ({ locale: language });

/** `{title} and {hours}`, joined in the page's language. */
const joined = (names: string, language: Language) => names.split(" and ").join(m.changes_and({}, locale(language)));

/** The shapes of a rule of a field (or of a file, when the problem names no field), first match wins. */
const shapes: readonly (readonly [RegExp, Say])[] = [
  [/^is missing \(the English\)$/, (_, l) => m.changes_rule_missing_english({}, locale(l))],
  [/^is missing \(the Gujarati\)$/, (_, l) => m.changes_rule_missing_gujarati({}, locale(l))],
  [/^is missing: the site has six services$/, (_, l) => m.changes_rule_missing_service({}, locale(l))],
  [/^is missing: every design needs a picture$/, (_, l) => m.changes_rule_missing_design_picture({}, locale(l))],
  [/^is missing: every post needs a cover picture$/, (_, l) => m.changes_rule_missing_cover({}, locale(l))],
  [/^is missing: the family's agreement, and its month$/, (_, l) => m.changes_rule_missing_consent({}, locale(l))],
  [/^is missing: it is needed in the language the words were said in$/, (_, l) => m.changes_rule_missing_said_in({}, locale(l))],
  [/^is missing: a photograph needs its description$/, (_, l) => m.changes_rule_missing_photo_alt({}, locale(l))],
  [/^must be yes: a family's words are shown only once they have agreed$/, (_, l) => m.changes_rule_consent_words({}, locale(l))],
  [/^must be yes: a photograph is shown only once the people in it have agreed$/, (_, l) => m.changes_rule_consent_photo({}, locale(l))],
  [/^must be the family's agreement and its month$/, (_, l) => m.changes_rule_consent({}, locale(l))],
  [/^must be text$/, (_, l) => m.changes_rule_text({}, locale(l))],
  [/^must not be empty$/, (_, l) => m.changes_rule_empty({}, locale(l))],
  [/^must be at most (\d+) characters$/, ([, max], l) => m.changes_rule_too_long({ max: max! }, locale(l))],
  [/^must be at most (-?[\d.]+)$/, ([, max], l) => m.changes_rule_at_most({ max: max! }, locale(l))],
  [/^must be at least (-?[\d.]+)$/, ([, min], l) => m.changes_rule_at_least({ min: min! }, locale(l))],
  [/^must be (\d+) to (\d+)$/, ([, min, max], l) => m.changes_rule_between({ min: min!, max: max! }, locale(l))],
  [/^must have exactly (\d+) items$/, ([, count], l) => m.changes_rule_items_exactly({ count: count! }, locale(l))],
  [/^must have (\d+) to (\d+) items$/, ([, min, max], l) => m.changes_rule_items_between({ min: min!, max: max! }, locale(l))],
  [/^must have at most (\d+) items$/, ([, max], l) => m.changes_rule_items_at_most({ max: max! }, locale(l))],
  [
    /^must have as many items as the English \((\d+), not (\d+)\)$/,
    ([, english, gujarati], l) => m.changes_rule_items_as_english({ english: english!, gujarati: gujarati! }, locale(l)),
  ],
  [/^must be one of (.+)$/, ([, options], l) => m.changes_rule_one_of({ options: options! }, locale(l))],
  [/^must contain (.+), where the site puts (?:it|them)$/, ([, names], l) => m.changes_rule_placeholders({ placeholders: joined(names!, l) }, locale(l))],
  [/^may contain only (.+) between curly brackets$/, ([, names], l) => m.changes_rule_only_placeholders({ placeholders: joined(names!, l) }, locale(l))],
  [/^must be a list$/, (_, l) => m.changes_rule_list({}, locale(l))],
  [/^must be a whole number$/, (_, l) => m.changes_rule_whole_number({}, locale(l))],
  [/^must be yes or no$/, (_, l) => m.changes_rule_yes_or_no({}, locale(l))],
  [/^must be an (https:\/\/) address$/, ([, prefix], l) => m.changes_rule_https({ prefix: prefix! }, locale(l))],
  [/^must be an e-mail address, such as (.+)$/, ([, example], l) => m.changes_rule_email({ example: example! }, locale(l))],
  [/^must be a six-digit PIN code$/, (_, l) => m.changes_rule_pin_code({}, locale(l))],
  [/^must be a phone number in international form, \+ and digits only, such as (.+)$/, ([, example], l) => m.changes_rule_phone({ example: example! }, locale(l))],
  [/^must be the latitude and longitude, each with at least five decimals, such as (.+)$/, ([, example], l) => m.changes_rule_position({ example: example! }, locale(l))],
  [/^must be in Gujarat \(latitude (\d+) to (\d+)\)$/, ([, min, max], l) => m.changes_rule_latitude({ min: min!, max: max! }, locale(l))],
  [/^must be in Gujarat \(longitude (\d+) to (\d+)\)$/, ([, min, max], l) => m.changes_rule_longitude({ min: min!, max: max! }, locale(l))],
  [/^must be a time such as (.+)$/, ([, example], l) => m.changes_rule_time({ example: example! }, locale(l))],
  [/^must not be more than the number of cities$/, (_, l) => m.changes_rule_cities({}, locale(l))],
  [/^must be lowercase letters and digits joined by hyphens$/, (_, l) => m.changes_rule_address_letters({}, locale(l))],
  [/^must be the name of a JPEG, PNG or WebP file in content\/pictures\/, such as (.+)$/, ([, example], l) => m.changes_rule_photo_name({ example: example! }, locale(l))],
  [/^must be an illustration in public\/images\/, such as (.+)$/, ([, example], l) => m.changes_rule_illustration({ example: example! }, locale(l))],
  [/^must be a date such as (.+)$/, ([, example], l) => m.changes_rule_date({ example: example! }, locale(l))],
  [/^must be a month such as (.+)$/, ([, example], l) => m.changes_rule_month({ example: example! }, locale(l))],
  [/^is not a day of the calendar$/, (_, l) => m.changes_rule_no_such_day({}, locale(l))],
  [/^must not be before the post's date$/, (_, l) => m.changes_rule_before_date({}, locale(l))],
  [/^must (?:begin with|be) the post's fields between two lines of ---$/, (_, l) => m.changes_rule_front_matter({}, locale(l))],
  [/^has fields that are not valid YAML \((.*)\)$/, ([, detail], l) => m.changes_rule_front_matter_unreadable({ detail: detail! }, locale(l))],
  [/^is not valid JSON \((.*)\)$/, ([, detail], l) => m.changes_rule_unreadable({ detail: detail! }, locale(l))],
  [/^is empty: a post needs its text$/, (_, l) => m.changes_rule_post_empty({}, locale(l))],
  [/^names the design (.+), which the portfolio does not have$/, ([, design], l) => m.changes_rule_unknown_design({ design: design! }, locale(l))],
  [/^(?:names|shows) (.+), which is not there$/, ([, path], l) => m.changes_rule_not_there({ path: path! }, locale(l))],
  [/^is named (.+), an address the journal keeps for its own pages$/, ([, name], l) => m.changes_rule_reserved_address({ name: name! }, locale(l))],
  [/^the file's name is the design's address, and (.+)$/, ([, rule], l) => m.changes_rule_design_address({ reason: reasonIn(l, rule!, "") }, locale(l))],
  [/^the file's name is the post's address, and (.+)$/, ([, rule], l) => m.changes_rule_post_address({ reason: reasonIn(l, rule!, "") }, locale(l))],
  [/^has the same address as (.+)$/, ([, entry], l) => m.changes_rule_same_address({ entry: entryIn(l, entry!) }, locale(l))],
  [/^is not one of the six services \((.+)\)$/, ([, ids], l) => m.changes_rule_not_a_service({ ids: ids! }, locale(l))],
  [
    /^is (\d+), as for (.+): each service has its own place$/,
    ([, position, entry], l) => m.changes_rule_same_position({ position: position!, entry: entryIn(l, entry!) }, locale(l)),
  ],
  [/^has no design: the portfolio needs at least one$/, (_, l) => m.changes_rule_no_design({}, locale(l))],
  [
    /^is on for (\d+) designs \((.+)\): the home page shows (\d+)$/,
    ([, count, names, shown], l) => m.changes_rule_home_designs({ count: count!, names: names!, shown: shown! }, locale(l)),
  ],
  [/^has a link to "(.*)", which is not an address a link may have: /, ([, address], l) => m.changes_rule_link_address({ address: address! }, locale(l))],
  [/^has a link to "(.*)" without words: /, ([, address], l) => m.changes_rule_link_words({ address: address! }, locale(l))],
  [/^must be one paragraph: a blank line starts another$/, (_, l) => m.changes_rule_one_paragraph({}, locale(l))],
  [
    /^the file's name is the question's link on its page \(…#(.*)\), and (.+)$/,
    ([, id, rule], l) => m.changes_rule_question_address({ id: id!, reason: reasonIn(l, rule!, "") }, locale(l)),
  ],
  [
    /^names (\d+) questions \((.+)\): the page has room for (\d+)$/,
    ([, count, names, room], l) => m.changes_rule_questions_room({ count: count!, names: names!, room: room! }, locale(l)),
  ],
];

/**
 * Why a field (or, without one, a file) was refused, in `language`: the
 * rule's shape said in its words, or the rule as the check wrote it.
 */
export function reasonIn(language: Language, rule: string, field: string): string {
  // `is missing` is said of a field, or of the whole file when the problem names none.
  if (rule === "is missing") return field ? m.changes_rule_missing({}, locale(language)) : m.changes_rule_missing_file({}, locale(language));
  for (const [shape, say] of shapes) {
    const match = shape.exec(rule);
    if (match) return say([...match], language);
  }
  return rule;
}

/** What the owner calls each single file (app/content/build/check-content.ts's `entry`), and a folder's entries. */
const entryNames: Record<string, (language: Language) => string> = {
  "the business facts": (l) => m.changes_entry_business({}, locale(l)),
  "the WhatsApp messages": (l) => m.changes_entry_whatsapp({}, locale(l)),
  "the home page": (l) => m.changes_entry_home({}, locale(l)),
  "the reasons to choose the studio": (l) => m.changes_entry_reasons({}, locale(l)),
  "the About page": (l) => m.changes_entry_about({}, locale(l)),
  "the page titles and the sharing card": (l) => m.changes_entry_site({}, locale(l)),
  "the Services page": (l) => m.changes_entry_services({}, locale(l)),
  "the Portfolio page": (l) => m.changes_entry_portfolio({}, locale(l)),
  "the Contact page": (l) => m.changes_entry_contact({}, locale(l)),
  "the quote form": (l) => m.changes_entry_quote_form({}, locale(l)),
  "the not-found and error pages": (l) => m.changes_entry_errors({}, locale(l)),
  "the footer": (l) => m.changes_entry_footer({}, locale(l)),
  "the journal's pages": (l) => m.changes_entry_journal({}, locale(l)),
  "the kind words' headings": (l) => m.changes_entry_kind_words_page({}, locale(l)),
  "the glossary": (l) => m.changes_entry_glossary({}, locale(l)),
  "the portfolio": (l) => m.changes_entry_all_designs({}, locale(l)),
  "the home page's designs": (l) => m.changes_entry_home_designs({}, locale(l)),
  "the questions' headings": (l) => m.changes_entry_questions_headings({}, locale(l)),
  "the Contact page's questions": (l) => m.changes_entry_contact_questions({}, locale(l)),
  "the Services page's questions": (l) => m.changes_entry_services_questions({}, locale(l)),
};

const kinds: Record<string, (name: string, language: Language) => string> = {
  design: (name, l) => m.changes_entry_design({ name }, locale(l)),
  service: (name, l) => m.changes_entry_service({ name }, locale(l)),
  post: (name, l) => m.changes_entry_post({ name }, locale(l)),
  "kind words": (name, l) => m.changes_entry_kind_word({ name }, locale(l)),
  question: (name, l) => m.changes_entry_question({ name }, locale(l)),
};

/**
 * An entry as the owner knows it, in `language`: `the business facts`, or a
 * design, service, post or question by its title in quotes (or its file's name), a
 * family's kind words by its file's name; as
 * the check wrote it otherwise.
 */
export function entryIn(language: Language, entry: string): string {
  const single = entryNames[entry];
  if (single) return single(language);
  const folder = /^(design|service|post|question|kind words) (?:"(.*)"|(\S+))$/.exec(entry);
  if (!folder) return entry;
  const [, kind, title, id] = folder;
  return kinds[kind!]!(title === undefined ? id! : `“${title}”`, language);
}

/**
 * A field as the page names it: by its label in the CMS (`label`, which the
 * deploy's script recorded: `What the picture shows`), or else by its path
 * in the file, a list's items counted from 1; the language the file keeps
 * it in said in words (`gu.features.2` is `features › 3 (Gujarati)`); the
 * whole file when the problem names no field.
 */
export function fieldIn(language: Language, field: string, label?: string): string {
  if (!field) return m.changes_whole_file({}, locale(language));
  if (field === "en") return m.changes_field_all_english({}, locale(language));
  if (field === "gu") return m.changes_field_all_gujarati({}, locale(language));
  const [first, ...rest] = field.split(".");
  const path = (segments: string[]) => segments.map((segment) => (/^\d+$/.test(segment) ? String(Number(segment) + 1) : segment)).join(" › ");
  const inLanguage = rest.length > 0 && (first === "en" || first === "gu");
  const named = label ?? path(inLanguage ? rest : [first!, ...rest]);
  if (inLanguage && first === "en") return m.changes_field_english({ field: named }, locale(language));
  if (inLanguage && first === "gu") return m.changes_field_gujarati({ field: named }, locale(language));
  return named;
}
