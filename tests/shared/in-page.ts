/**
 * Checks that run inside a page, shared by the Chromium and the Firefox
 * suites (each passes them to its `page.evaluate`). Each must stand alone: no
 * imports, nothing from outside its own body. Those marked "runs in the
 * test" are plain helpers both suites share.
 */

/** The links inside the elements `rowSelector` finds whose text is cut: wider than their box, or past the row's visible edges. */
export function clippedLinks(rowSelector: string): string[] {
  const clipped: string[] = [];
  for (const row of document.querySelectorAll<HTMLElement>(rowSelector)) {
    const visible = row.getBoundingClientRect();
    for (const link of row.querySelectorAll<HTMLElement>("a")) {
      const box = link.getBoundingClientRect();
      const textCut = link.scrollWidth > link.clientWidth + 1;
      const outside = box.left < visible.left - 1 || box.right > visible.right + 1;
      if (textCut || outside) clipped.push(link.textContent?.trim() ?? "");
    }
  }
  return clipped;
}

/** The text of each element `selector` finds, line by line as the browser broke it. */
export function renderedLines(selector: string): string[][] {
  return [...document.querySelectorAll(selector)].map((element) => {
    const lines: string[] = [];
    let lineTop = Number.NaN;
    const range = document.createRange();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let index = 0; index < text.length; index++) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getClientRects()[0];
        const letter = text[index]!;
        if (!box || letter.trim() === "") continue;
        if (lines.length === 0 || box.top > lineTop + 2) {
          lines.push(letter);
          lineTop = box.top;
        } else {
          lines[lines.length - 1] += letter;
        }
      }
    }
    return lines;
  });
}

/**
 * The texts of the visible elements `targets` finds that the element `cover`
 * finds lies over, box against box, or comes within `clearance` pixels of
 * (a finger aimed at the edge of one must not land on the other).
 */
export function coveredBy({ cover: coverSelector, targets, clearance = 0 }: { cover: string; targets: string; clearance?: number }): string[] {
  const found = document.querySelector(coverSelector)?.getBoundingClientRect();
  if (!found) throw new Error(`nothing matches ${coverSelector}`);
  const cover = { left: found.left - clearance, right: found.right + clearance, top: found.top - clearance, bottom: found.bottom + clearance };
  return [...document.querySelectorAll(targets)]
    .filter((target) => {
      const box = target.getBoundingClientRect();
      const shown = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
      return shown && box.left < cover.right && box.right > cover.left && box.top < cover.bottom && box.bottom > cover.top;
    })
    .map((target) => target.textContent?.trim() ?? "");
}

/**
 * The floating WhatsApp button (the footer's last child) and the footer's own
 * links and buttons it must keep clear of, at 4 px (`coveredBy`).
 */
export const whatsAppOverFooter = { cover: 'footer > a[href^="https://wa.me/"]', targets: "footer div a, footer div button", clearance: 4 };

/**
 * Where the window stands if it is at the end of the page (null if it is
 * not), then scrolls it to the end. What arrives late (a picture, the map
 * frame, a font) may still move the end: `holdsStill` calls this until it
 * reads the same end twice.
 */
export function endOfPageThenScroll(): number | null {
  const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
  const y = window.scrollY;
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
  return atEnd ? y : null;
}

/**
 * For a poll (runs in the test, not the page): true once `read` gives the
 * same value, other than null, twice in a row, each read `pauseMs` after the
 * call. Say, the window's `scrollY` once a smooth scroll has stopped.
 */
export function holdsStill<T>(read: () => Promise<T | null>, pauseMs = 0): () => Promise<boolean> {
  let last: T | null | undefined;
  return async () => {
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const now = await read();
    const still = now !== null && now === last;
    last = now;
    return still;
  };
}

/** The ways the studio's e-mail address may be laid out (read with `renderedLines`): whole, or broken after its @. */
export const emailAddressLayouts = [["hello@pushpanjalidecor.in"], ["hello@", "pushpanjalidecor.in"]];

/** Where the e-mail address shows: the contact card and the footer, each a list item around its mailto link. */
export const emailAddressItems = 'li:has(> a[href^="mailto:"])';

/** Of an item's lines, those of the address: a contact card holds a title and a note too. (Runs in the test, not the page.) */
export const addressLines = (lines: string[]) => lines.filter((line) => /@|pushpanjalidecor/.test(line));
