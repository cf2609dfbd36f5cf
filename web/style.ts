/**
 * The one stylesheet, inlined in every page's head: a page is one request, readable as soon as it
 * arrives, with no second fetch to go stale. Plain CSS: one column on a phone, the diff's two
 * columns side by side from 50em, light or dark as the reader's system is. Removed and added words
 * are struck through and underlined as well as coloured, and say so to screen readers.
 */
export const STYLE = `
:root { color-scheme: light dark; --fg: #1b1b1b; --bg: #fdfdfb; --muted: #555; --line: #d5d5d0; --link: #0b57a4;
  --del-bg: #fde2e1; --del-fg: #7a1010; --ins-bg: #dcf5dc; --ins-fg: #0d4d12; --mark: #fff1a8; --card: #f3f2ee; }
@media (prefers-color-scheme: dark) { :root { --fg: #e8e6e1; --bg: #151515; --muted: #b4b2ac; --line: #3d3d3a; --link: #8cc4ff;
  --del-bg: #4a1616; --del-fg: #ffc9c6; --ins-bg: #133a17; --ins-fg: #c2f2c4; --mark: #5a4b00; --card: #222220; } }
* { box-sizing: border-box; }
body { margin: 0; font: 1.0625rem/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
a { color: var(--link); }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid var(--link); outline-offset: 2px; }
.skip { position: absolute; left: -999px; top: 0; background: var(--bg); padding: .5em; }
.skip:focus { left: .5em; }
header.site { border-bottom: 1px solid var(--line); padding: .6em 1em; display: flex; flex-wrap: wrap; gap: .5em 1.2em; align-items: center; }
header.site .name { font-weight: 700; text-decoration: none; color: var(--fg); }
header.site nav ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .3em 1em; }
form.search { display: flex; flex-wrap: wrap; gap: .4em; margin: .5em 0; }
header.site form.search { flex: 1 1 24em; margin: 0; }
form.search select { max-width: 14em; }
form.search input[type=search] { flex: 1 1 16em; min-width: 0; font: inherit; padding: .35em .5em; border: 1px solid var(--muted); border-radius: 4px; background: var(--bg); color: var(--fg); }
select, button { font: inherit; padding: .3em .6em; border: 1px solid var(--muted); border-radius: 4px; background: var(--card); color: var(--fg); }
main { max-width: 60rem; margin: 0 auto; padding: 1em; }
main.wide { max-width: 90rem; }
h1 { font-size: 1.6rem; line-height: 1.25; margin: .4em 0; }
h2 { font-size: 1.25rem; margin: 1.4em 0 .4em; }
h3 { font-size: 1.05rem; margin: 1em 0 .3em; }
.meta, .crumbs { color: var(--muted); font-size: .95rem; }
.crumbs ol { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; }
.crumbs li + li::before { content: "›"; padding: 0 .4em; }
.note { border-left: 4px solid var(--link); background: var(--card); padding: .5em .8em; margin: 1em 0; }
.rule p { margin: .4em 0; }
.example { border-left: 3px solid var(--line); padding-left: .8em; color: var(--fg); font-style: italic; }
.subrules { list-style: none; padding: 0; }
.subrules > li { margin: .7em 0; }
.num { font-weight: 700; font-variant-numeric: tabular-nums; margin-right: .35em; }
ul.links, ul.pager { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .4em 1em; }
ol.timeline { list-style: none; padding: 0; border-left: 3px solid var(--line); margin-left: .4em; }
ol.timeline > li { position: relative; padding: 0 0 1em 1.2em; }
ol.timeline > li::before { content: ""; position: absolute; left: -.5em; top: .45em; width: .7em; height: .7em; border-radius: 50%; background: var(--link); }
.kind { display: inline-block; font-size: .8rem; font-weight: 700; text-transform: uppercase; letter-spacing: .03em; padding: 0 .4em; border-radius: 3px; background: var(--card); border: 1px solid var(--line); }
.sides { display: grid; grid-template-columns: 1fr; gap: .6em; }
@media (min-width: 50em) { .sides { grid-template-columns: 1fr 1fr; } }
.side { background: var(--card); border: 1px solid var(--line); border-radius: 4px; padding: .4em .7em; overflow-wrap: anywhere; }
.side .label { margin: 0 0 .2em; font-size: .85rem; color: var(--muted); font-weight: 600; white-space: normal; }
.side p { margin: .3em 0; white-space: pre-wrap; }
del { background: var(--del-bg); color: var(--del-fg); text-decoration: line-through; }
ins { background: var(--ins-bg); color: var(--ins-fg); text-decoration: underline; }
del::before, del::after, ins::before, ins::after { clip-path: inset(100%); clip: rect(1px, 1px, 1px, 1px); height: 1px; width: 1px; overflow: hidden; position: absolute; white-space: nowrap; }
del::before { content: " [removed: "; } del::after { content: "] "; }
ins::before { content: " [added: "; } ins::after { content: "] "; }
mark { background: var(--mark); color: inherit; }
.change { border-top: 1px solid var(--line); padding: .6em 0; }
.change h3 { margin: 0 0 .4em; }
li.sub { margin-left: 1.5em; }
fieldset { border: 1px solid var(--line); border-radius: 4px; }
fieldset label { margin-right: 1em; white-space: nowrap; }
.results { padding-left: 1.4em; }
.results li { margin: .8em 0; }
table { border-collapse: collapse; }
td, th { border: 1px solid var(--line); padding: .25em .5em; text-align: left; vertical-align: top; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 6px; padding: .6em 1em; margin: .8em 0; }
.card .oracle p { margin: .35em 0; }
.columns { columns: 18em; }
.columns li { break-inside: avoid; }
footer.site { border-top: 1px solid var(--line); color: var(--muted); font-size: .9rem; padding: 1em; text-align: center; }
.visually-hidden { clip-path: inset(100%); clip: rect(1px, 1px, 1px, 1px); height: 1px; width: 1px; overflow: hidden; position: absolute; white-space: nowrap; }
`.replace(/\n\s*/g, '\n').trim();
