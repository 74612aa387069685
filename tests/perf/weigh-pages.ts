import { chromium } from "@playwright/test";
import { chromiumFlags, systemChromium } from "../system-chromium.ts";
import { type PageWeight, weighPage } from "./page-weight.ts";

/** Weighs each page in one browser, closed again before Lighthouse measures anything. */
export async function weighPages(base: string, paths: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? systemChromium, args: chromiumFlags });
  try {
    const page = await browser.newPage();
    const weights = [];
    for (const path of paths) weights.push(await weighPage(base, path, page));
    return weights;
  } finally {
    await browser.close();
  }
}
