/**
 * Plain text with links at most: what the owner types in an answer, where
 * `[words](address)` is a link and everything else is read as written. Parsed
 * at build time by the journal's libraries (remark-parse, remark-rehype,
 * rehype-sanitize: docs/decisions/020-journal.md), so the pages get the
 * words and the links as data, which React renders; no Markdown or HTML
 * library reaches the Worker (docs/decisions/021-questions-and-answers.md).
 */

import type { Element, ElementContent, Root as HastRoot } from "hast";
import type { Root as MdastRoot } from "mdast";
import rehypeSanitize, { type Options as SanitizeSchema } from "rehype-sanitize";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { text } from "./fields.ts";

/** A text's words in order: a string is plain text, an object a link with its words. */
export type LinkedText = (string | { text: string; href: string })[];

/**
 * Every construct of Markdown but the inline link (`[words](address)`),
 * switched off in the parser (micromark's `disable`): `*`, `#`, `>`, `-` at
 * the start of a line, backslashes, `&amp;` and `<…>` stay the characters
 * she typed.
 */
const plainTextOnly = {
  disable: {
    null: [
      "attention",
      "autolink",
      "blockQuote",
      "characterEscape",
      "characterReference",
      "codeFenced",
      "codeIndented",
      "codeText",
      "definition",
      "hardBreakEscape",
      "headingAtx",
      "htmlFlow",
      "htmlText",
      "labelStartImage",
      "list",
      "setextUnderline",
      "thematicBreak",
    ],
  },
};

/** A paragraph and its links, with an address and nothing else: the sanitiser's allowlist. */
const linksOnly: SanitizeSchema = {
  tagNames: ["p", "a"],
  attributes: { a: ["href"] },
  protocols: { href: ["http", "https", "mailto", "tel"] },
  clobberPrefix: "",
  clobber: [],
  required: {},
  strip: [],
};

/** The addresses a link may lead to: a web page, an e-mail, a phone call (WhatsApp's are web pages, https://wa.me/…), a page of this site or a place on this one. */
const allowedAddress = /^(https?:\/\/[^/\s]|mailto:\S|tel:\+?[\d\s-]+$|\/(?![/\\])|#\S)/i;

const describeAllowed = "https://…, mailto:…, tel:…, an address on this site starting with / or a place on the page starting with #";

const parser = unified().use(remarkParse).data("micromarkExtensions", [plainTextOnly]);
const toSafeTree = unified().use(remarkRehype).use(rehypeSanitize, linksOnly);

const wordsOf = (nodes: ElementContent[]): string => nodes.map((node) => (node.type === "text" ? node.value : node.type === "element" ? wordsOf(node.children) : "")).join("");

/** The owner's text as words and links, or what is wrong with it. */
export function parseLinkedText(value: string): { text: LinkedText; problems: string[] } {
  const markdown = parser.parse(value) as MdastRoot;
  const addresses: string[] = [];
  const problems: string[] = [];
  const paragraphs = markdown.children.filter((node) => node.type === "paragraph");
  if (paragraphs.length > 1) problems.push("must be one paragraph: a blank line starts another");
  for (const paragraph of paragraphs) {
    for (const node of paragraph.children) if (node.type === "link") addresses.push(node.url);
  }
  const tree = toSafeTree.runSync(markdown) as HastRoot;
  const parts: LinkedText = [];
  const push = (part: LinkedText[number]) => {
    const last = parts.at(-1);
    if (typeof part === "string" && typeof last === "string") parts[parts.length - 1] = last + part;
    else parts.push(part);
  };
  let link = 0;
  for (const paragraph of tree.children.filter((node): node is Element => node.type === "element")) {
    if (parts.length) push(" ");
    for (const node of paragraph.children) {
      if (node.type === "text") push(node.value);
      else if (node.type === "element" && node.tagName === "a") {
        const written = addresses[link++] ?? "";
        const href = node.properties.href;
        const words = wordsOf(node.children);
        if (typeof href !== "string" || !allowedAddress.test(href)) problems.push(`has a link to "${written}", which is not an address a link may have: ${describeAllowed}`);
        else if (!words.trim()) problems.push(`has a link to "${written}" without words: write them between the square brackets before its address`);
        else push({ text: words, href });
      }
    }
  }
  // Line breaks and runs of spaces read as one space, on the page as in search results.
  const collapsed = parts
    .map((part) => (typeof part === "string" ? part.replace(/\s+/g, " ") : { ...part, text: part.text.replace(/\s+/g, " ") }))
    .map((part, index, all) => {
      if (typeof part !== "string") return part;
      const start = index === 0 ? part.trimStart() : part;
      return index === all.length - 1 ? start.trimEnd() : start;
    })
    .filter((part) => part !== "");
  return { text: collapsed, problems };
}

/** Plain text with links at most, of at most `max` characters as typed: given to the pages as words and links. */
export function linkedText(max: number) {
  return text(max).transform((value, context) => {
    const { text: parsed, problems } = parseLinkedText(value);
    for (const message of problems) context.addIssue({ code: "custom", message, input: value });
    return parsed;
  });
}
