import type { Element, Root } from "hast";
import { toHtml } from "hast-util-to-html";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { describe, expect, test } from "vitest";
import { bodyNodes } from "./body-nodes";
import { postBody, wordCount } from "./post-body";

/**
 * What the build makes of a post's body, from hostile Markdown: the tree the
 * page renders (serialised here only to read it). The page itself is read in
 * tests/e2e/journal-fixtures.spec.ts, from a build of fixture posts.
 */
const body = (markdown: string) => postBody(unified().use(remarkParse).parse(markdown));
const html = (markdown: string) => toHtml(body(markdown).tree);

const elements = (tree: Root) => {
  const found: Element[] = [];
  visit(tree, "element", (element) => void found.push(element));
  return found;
};

describe("nothing in the Markdown runs script or carries a handler", () => {
  const hostile = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    '<a href="javascript:alert(1)">tap</a>',
    "<iframe src=https://example.com></iframe>",
    '<div onclick="alert(1)">click</div>',
    "<svg onload=alert(1)></svg>",
    '<style>body{display:none}</style>',
    '<object data="x.swf"></object>',
    '<p style="position:fixed">over everything</p>',
    "[tap](javascript:alert(1))",
    "[tap](JaVaScRiPt:alert(1))",
    "[tap](java&#x09;script:alert(1))",
    "[tap](vbscript:msgbox(1))",
    "[tap](data:text/html,<script>alert(1)</script>)",
    "![x](data:image/svg+xml,<svg onload=alert(1)>)",
    "![x](javascript:alert(1))",
    "<https://example.com/\"onmouseover=\"alert(1)>",
    '[a]: javascript:alert(1)\n\n[tap][a]',
  ];

  test.each(hostile)("%s", (markdown) => {
    const tree = body(markdown).tree;
    for (const element of elements(tree)) {
      expect(["p", "a", "figure", "img", "em", "strong", "code"]).toContain(element.tagName);
      for (const [name, value] of Object.entries(element.properties)) {
        expect(name).not.toMatch(/^on/i);
        expect(name).not.toBe("style");
        if (name === "href") expect(String(value)).toMatch(/^(https?:|mailto:|tel:|\/|#|[^:]*$)/i);
      }
    }
    // Written out, what is left is words: no element of those kinds, no handler, no address of those schemes.
    expect(html(markdown)).not.toMatch(/<(script|iframe|svg|style|object|div)|\s(href|src)="?\s*(javascript|vbscript|data):|\son\w+=/i);
  });
});

describe("links", () => {
  test("to the web, mail and a phone keep their address; others keep only their words", () => {
    expect(html("[Instagram](https://www.instagram.com/pushpanjalidecor)")).toBe('<p><a href="https://www.instagram.com/pushpanjalidecor">Instagram</a></p>');
    expect(html("[mail](mailto:hello@pushpanjalidecor.in) [call](tel:+919876543210) [ours](/portfolio)")).toBe(
      '<p><a href="mailto:hello@pushpanjalidecor.in">mail</a> <a href="tel:+919876543210">call</a> <a href="/portfolio">ours</a></p>',
    );
    expect(html("[tap here](javascript:alert(1)) please")).toBe("<p>tap here please</p>");
    expect(html("[file](file:///etc/passwd)")).toBe("<p>file</p>");
  });
});

describe("pictures", () => {
  test("a photograph of content/pictures alone in its paragraph is a figure, its title the caption", () => {
    const { tree, photos } = body('![The mandap at dusk](mandap.jpg "Our mandap in Bopal")');
    expect(photos).toEqual(["mandap.jpg"]);
    expect(toHtml(tree)).toBe('<figure><img src="mandap.jpg" alt="The mandap at dusk"><figcaption>Our mandap in Bopal</figcaption></figure>');
  });

  test("the CMS's ways of naming one are all the same photograph", () => {
    expect(body("![a](/mandap.jpg)\n\n![b](/content/pictures/mandap.jpg)\n\n![c](mandap.jpg)").photos).toEqual(["mandap.jpg", "mandap.jpg", "mandap.jpg"]);
  });

  test("a picture from anywhere else is left out, and the paragraph it stood alone in", () => {
    expect(html("![tracker](https://example.com/pixel.gif)")).toBe("");
    expect(html("![up](../secrets.jpg)")).toBe("");
    expect(html("Before ![x](https://example.com/x.png) after")).toBe("<p>Before  after</p>");
  });
});

describe("headings", () => {
  test("the highest the owner used becomes h2, under the page's h1; the rest keep their steps", () => {
    expect(html("# One\n\n## Two\n\n### Three")).toBe("<h2>One</h2>\n<h3>Two</h3>\n<h4>Three</h4>");
    expect(html("## Two\n\n### Three")).toBe("<h2>Two</h2>\n<h3>Three</h3>");
    expect(html("# One\n\n###### Six")).toBe("<h2>One</h2>\n<h6>Six</h6>");
  });
});

test("no attribute names where in her file a piece came from", () => {
  visit(body("Hello *there*").tree, (node) => expect(node.position).toBeUndefined());
});

test("the reading time counts the words she wrote, in either script", () => {
  const words = (markdown: string) => wordCount(unified().use(remarkParse).parse(markdown));
  expect(words("## A title\n\nOne two three, *four*.\n\n- five\n- six")).toBe(8);
  expect(words("ગલગોટાની સેરનો પડદો")).toBe(3);
});

describe("what the page renders", () => {
  const picture = { width: 1600, height: 1200, placeholder: "data:image/webp;base64,", avif: [], webp: [{ src: "/assets/pictures/mandap-x-1600.webp", width: 1600 }] };
  const nodes = (markdown: string) => bodyNodes(body(markdown).tree, new Map([["mandap.jpg", picture]]));

  test("elements of the allowlist with their few attributes, text as strings", () => {
    expect(nodes('1. [Our work](/portfolio "The portfolio") and *more*')).toEqual([
      { tag: "ol", children: ["\n", { tag: "li", children: [{ tag: "a", props: { href: "/portfolio", title: "The portfolio" }, children: ["Our work"] }, " and ", { tag: "em", children: ["more"] }] }, "\n"] },
    ]);
    expect(nodes("3. three")).toEqual([{ tag: "ol", props: { start: 3 }, children: ["\n", { tag: "li", children: ["three"] }, "\n"] }]);
  });

  test("a picture carries its photograph's files, not an address", () => {
    expect(nodes("![The mandap](mandap.jpg)")).toEqual([{ tag: "figure", children: [{ tag: "img", props: { alt: "The mandap" }, picture }] }]);
  });
});
