import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu","--disable-background-networking"] });
async function measure(port, path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(() => {
    window.__tasks = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__tasks.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: "longtask", buffered: true });
  });
  await page.goto(`http://127.0.0.1:${port}${path}`);
  await page.waitForFunction(() => Object.keys(document.querySelector("#site-header") ?? {}).some((k) => k.startsWith("__reactFiber")) || performance.now() > 15000, null, { timeout: 20000 });
  await page.waitForTimeout(2500);
  const tasks = await page.evaluate(() => window.__tasks);
  await context.close();
  return tasks;
}
const rows = { A: [], B: [] };
for (let i = 0; i < 5; i++) for (const [name, port] of i % 2 ? [["B", 8796], ["A", 8795]] : [["A", 8795], ["B", 8796]]) {
  const tasks = await measure(port, process.argv[2] ?? "/");
  const longest = Math.max(0, ...tasks.map((t) => t[1]));
  const blocking = tasks.reduce((s, t) => s + Math.max(0, t[1] - 50), 0);
  rows[name].push({ longest, blocking, n: tasks.length });
}
for (const [name, list] of Object.entries(rows)) console.log(name, JSON.stringify(list));
await browser.close();
