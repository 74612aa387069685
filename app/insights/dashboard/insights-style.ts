/**
 * The insights pages' one stylesheet, written into each page's `<style>` and
 * allowed by its SHA-256 in their policy (app/insights/insights-headers.ts):
 * nothing else is loaded. React writes a `<style>` element's text as it is
 * (escaping only `<style`, which this has none of), so the bytes served are
 * these bytes; app/insights/dashboard/insights-dashboard.test.ts and
 * tests/e2e/insights-pages.ts hold the page to its policy.
 */
export const insightsStyle = `
*{box-sizing:border-box}
body{margin:0;background:#fff8ec;color:#2b1b17;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Gujarati",sans-serif}
header,main{max-width:64rem;margin:0 auto;padding:1rem}
h1,h2,h3{color:#7a1f2b;line-height:1.25}
h1{font-size:1.75rem;margin:.5rem 0}
h2{font-size:1.35rem;margin:2.5rem 0 .75rem;border-top:2px solid #f4a300;padding-top:1rem}
main>h2:first-child{margin-top:0}
h3{font-size:1.1rem;margin:1.75rem 0 .5rem}
a{color:#7a1f2b}
:focus-visible{outline:3px solid #b0124f;outline-offset:2px}
.bar{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;justify-content:space-between}
nav ul{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:0;padding:0}
nav a,button{display:inline-flex;align-items:center;min-height:44px;padding:.4rem 1rem;border-radius:999px;border:2px solid #7a1f2b;background:#fff;color:#7a1f2b;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
nav a[aria-current=page]{background:#7a1f2b;color:#fff}
.primary{background:#7a1f2b;color:#fff;border-color:#7a1f2b}
.stats{display:grid;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:1rem;margin:1rem 0}
.stat{background:#fff;border-radius:1rem;padding:1rem;box-shadow:0 1px 2px #0002}
.stat p{margin:0}
.figure{font-size:2rem;font-weight:700;color:#7a1f2b}
.note{color:#5c4a42;font-size:.95rem}
.scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%;background:#fff;margin:.5rem 0}
caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{padding:.4rem .6rem;border-bottom:1px solid #eadfcd;text-align:right;vertical-align:middle}
th:first-child,td:first-child{text-align:left}
thead th{background:#fbf1de}
th svg{display:block;width:100%;min-width:6rem;height:.6rem;margin-top:.2rem}
figure{margin:1rem 0}
figure svg{display:block;width:100%;height:auto;background:#fff;border-radius:.5rem}
figcaption{color:#5c4a42;font-size:.95rem;margin-top:.25rem}
.key{display:inline-block;width:.8em;height:.8em;border-radius:2px;vertical-align:middle;margin-right:.3em}
.visitors{fill:#7a1f2b;background:#7a1f2b}
.enquiries{fill:#13723c;background:#13723c}
details{margin:.75rem 0}
summary{cursor:pointer;font-weight:600;min-height:44px;display:flex;align-items:center}
.alert{background:#fff;border-left:4px solid #b0124f;padding:.5rem .75rem;font-weight:600}
.problems{padding-left:1.5rem}
.problems li{background:#fff;border-radius:1rem;padding:.75rem 1rem;margin:.75rem 0;box-shadow:0 1px 2px #0002}
.entry{margin:0;font-weight:700}
.entry::first-letter{text-transform:uppercase}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:.5rem 0 0}
dt{font-weight:600}
dd{margin:0;min-width:0;overflow-wrap:anywhere}
@media (prefers-reduced-motion:no-preference){nav a,button{transition:background-color .15s}}
`;
