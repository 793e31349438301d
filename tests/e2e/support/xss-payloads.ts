/**
 * The XSS corpus: payloads a hostile merchant (or customer) could type into a text or a link. Each one
 * calls `__xss(<id>)` if it ever runs, so a test knows exactly which field let script through; the id
 * is unique per field the payload was written into.
 *
 * `control` says how a careless storefront would have run the payload; the positive control in
 * xss-corpus.spec.ts puts every payload through its sink on a blank page and expects the hook to fire,
 * so the corpus cannot silently rot into harmless strings. Payloads that only run in other browsers,
 * other frameworks or after a decoding step the storefront does not have carry `control: null` and a
 * reason.
 */

/** Name of the global every payload calls. */
export const XSS_HOOK = '__xss';

/** How a payload would execute if a sink were careless. */
export type ControlSink =
  /** Parsed as the page's HTML, as a server pasting it unescaped would (scripts and handlers run). */
  | 'html'
  /** Parsed as the page's HTML, then every link and button in it is clicked. */
  | 'html-click'
  /** Used as a link's href, then the link is clicked. */
  | 'href-click';

export interface Payload {
  name: string;
  /** `text`: goes into texts (names, titles, addresses); `link`: goes into links. */
  kind: 'text' | 'link';
  make: (id: number) => string;
  control: ControlSink | null;
  /** Why there is no control (only when control is null). */
  reason?: string;
  /**
   * Leaves an element open that swallows the rest of an HTML text when a sanitiser parses it (with
   * scripting off, <noscript> holds markup and its end tag sits inside an attribute): put it last.
   */
  swallowsRest?: true;
}

const call = (id: number) => `${XSS_HOOK}(${id})`;

const textPayloads: Payload[] = [
  { name: 'script tag', kind: 'text', control: 'html', make: (id) => `<script>${call(id)}</script>` },
  { name: 'img onerror', kind: 'text', control: 'html', make: (id) => `<img src=x onerror=${call(id)}>` },
  { name: 'svg onload', kind: 'text', control: 'html', make: (id) => `<svg onload=${call(id)}>` },
  {
    name: 'double-quote attribute breakout',
    kind: 'text',
    control: 'html',
    make: (id) => `x"><img src=x onerror=${call(id)}>`,
  },
  {
    name: 'single-quote attribute breakout',
    kind: 'text',
    control: 'html',
    make: (id) => `x'><svg onload=${call(id)}>`,
  },
  {
    name: 'unquoted attribute breakout',
    kind: 'text',
    control: 'html',
    make: (id) => `x onfocus=${call(id)} autofocus x=<img/src="x"/onerror=${call(id)}>`,
  },
  {
    name: 'script element breakout',
    kind: 'text',
    control: 'html',
    make: (id) => `</script><img src=x onerror=${call(id)}>`,
  },
  {
    name: 'title and textarea breakout',
    kind: 'text',
    control: 'html',
    make: (id) => `</title></textarea><img src=x onerror=${call(id)}>`,
  },
  {
    name: 'srcdoc iframe',
    kind: 'text',
    control: 'html',
    make: (id) => `<iframe srcdoc="<script>top.${call(id)}</script>"></iframe>`,
  },
  {
    name: 'details ontoggle',
    kind: 'text',
    control: 'html',
    make: (id) => `<details open ontoggle=${call(id)}>x</details>`,
  },
  {
    name: 'video source onerror',
    kind: 'text',
    control: 'html',
    make: (id) => `<video><source onerror=${call(id)}></video>`,
  },
  {
    name: 'mXSS noscript title',
    kind: 'text',
    control: 'html',
    swallowsRest: true,
    make: (id) => `<noscript><p title="</noscript><img src=x onerror=${call(id)}>">`,
  },
  {
    name: 'mXSS svg style',
    kind: 'text',
    control: 'html',
    make: (id) => `<svg><style><img src=x onerror=${call(id)}></style></svg>`,
  },
  {
    name: 'mXSS comment',
    kind: 'text',
    control: 'html',
    make: (id) => `<!--<img src="--><img src=x onerror=${call(id)}//">`,
  },
  {
    name: 'nested script filter evasion',
    kind: 'text',
    control: null,
    reason: 'runs only after a filter strips the inner <script> once',
    make: (id) => `<scr<script>ipt>${call(id)}</scr</script>ipt>`,
  },
  {
    name: 'upper case and slashes',
    kind: 'text',
    control: 'html',
    make: (id) => `<IMG/SRC="x"/ONERROR=${call(id)}>`,
  },
  {
    name: 'entity-encoded handler',
    kind: 'text',
    control: 'html',
    make: (id) => `<img src=x onerror="&#95;&#95;xss&#40;${id}&#41;">`,
  },
  {
    name: 'unicode-escaped handler',
    kind: 'text',
    control: 'html',
    make: (id) => `<img src=x onerror=\\u005f\\u005fxss(${id})>`,
  },
  {
    name: 'javascript link in markup',
    kind: 'text',
    control: 'html-click',
    make: (id) => `<a href="javascript:${call(id)}">x</a>`,
  },
  {
    name: 'entity-encoded javascript link in markup',
    kind: 'text',
    control: 'html-click',
    make: (id) => `<a href="&#106;avascript&#58;${call(id)}">x</a>`,
  },
  {
    name: 'svg xlink javascript link',
    kind: 'text',
    control: 'html-click',
    make: (id) => `<svg><a xlink:href="javascript:${call(id)}"><text y="9">x</text></a></svg>`,
  },
  {
    name: 'form action javascript',
    kind: 'text',
    control: 'html-click',
    make: (id) => `<form action="javascript:${call(id)}"><button>x</button></form>`,
  },
  {
    name: 'template element',
    kind: 'text',
    control: null,
    reason: 'template content is inert until a script clones it',
    make: (id) => `<template><img src=x onerror=${call(id)}></template>`,
  },
  {
    name: 'template expression',
    kind: 'text',
    control: null,
    reason: 'only a template engine (Angular, Vue, a format string) would evaluate it',
    make: (id) => `{{constructor.constructor('${call(id)}')()}} \${${call(id)}} {$x}`,
  },
  {
    name: 'HTML entities',
    kind: 'text',
    control: null,
    reason: 'runs only where entities are decoded and the result parsed again',
    make: (id) => `&lt;img src=x onerror=${call(id)}&gt;`,
  },
  {
    name: 'full-width angle brackets',
    kind: 'text',
    control: null,
    reason: 'runs only after a Unicode normalisation (NFKC) feeding an HTML sink',
    make: (id) => `＜img src=x onerror=${call(id)}＞`,
  },
  {
    name: 'percent-encoded markup',
    kind: 'text',
    control: null,
    reason: 'runs only where text is URL-decoded into an HTML sink',
    make: (id) => `%3Cimg%20src%3Dx%20onerror%3D${call(id)}%3E`,
  },
  {
    name: 'CSS expression',
    kind: 'text',
    control: null,
    reason: 'CSS expressions and javascript: in url() ran in old Internet Explorer only',
    make: (id) =>
      `<div style="width:expression(${call(id)});background:url('javascript:${call(id)}')">x</div>`,
  },
  {
    name: 'style breakout',
    kind: 'text',
    control: 'html',
    make: (id) => `}</style><img src=x onerror=${call(id)}>`,
  },
  {
    name: 'markdown-looking link',
    kind: 'text',
    control: null,
    reason: 'runs only where the text goes through a Markdown renderer',
    make: (id) => `[click me](javascript:${call(id)}) ![x](x" onerror="${call(id)})`,
  },
  {
    name: 'right-to-left override',
    kind: 'text',
    control: 'html',
    make: (id) => `\u202e<img src=x onerror=${call(id)}>\u202c`,
  },
];

const linkPayloads: Payload[] = [
  { name: 'javascript URL', kind: 'link', control: 'href-click', make: (id) => `javascript:${call(id)}` },
  {
    name: 'mixed-case javascript URL',
    kind: 'link',
    control: 'href-click',
    make: (id) => `JaVaScRiPt:${call(id)}`,
  },
  {
    name: 'javascript URL behind spaces and control characters',
    kind: 'link',
    control: 'href-click',
    make: (id) => ` \u0001javascript:${call(id)}`,
  },
  {
    name: 'javascript URL split by a tab',
    kind: 'link',
    control: 'href-click',
    make: (id) => `java\tscript:${call(id)}`,
  },
  {
    name: 'percent-encoded javascript URL',
    kind: 'link',
    control: 'href-click',
    make: (id) => `javascript:%5F%5Fxss(${id})`,
  },
  {
    name: 'javascript URL after a comment',
    kind: 'link',
    control: 'href-click',
    make: (id) => `javascript://x.example/%0a${call(id)}`,
  },
  {
    name: 'data URL',
    kind: 'link',
    control: null,
    reason: 'Chromium refuses to navigate the top frame to data: URLs',
    make: (id) => `data:text/html,<script>top.${call(id)}</script>`,
  },
  {
    name: 'base64 data URL',
    kind: 'link',
    control: null,
    reason: 'Chromium refuses to navigate the top frame to data: URLs',
    make: (id) =>
      `data:text/html;base64,${Buffer.from(`<script>top.${call(id)}</script>`).toString('base64')}`,
  },
  {
    name: 'vbscript URL',
    kind: 'link',
    control: null,
    reason: 'vbscript: ran in Internet Explorer only',
    make: (id) => `vbscript:${call(id)}`,
  },
  {
    name: 'protocol-relative link',
    kind: 'link',
    control: null,
    reason: 'runs nothing: it leaves the site while looking internal (the link check catches it)',
    make: (id) => `//evil.example/${id}`,
  },
  {
    name: 'backslash link',
    kind: 'link',
    control: null,
    reason: 'runs nothing: browsers read /\\ as //, so it leaves the site while looking internal',
    make: (id) => `/\\evil.example/${id}`,
  },
  {
    name: 'internal path with an attribute breakout',
    kind: 'link',
    control: null,
    reason: 'runs only where the link is pasted into markup unescaped',
    make: (id) => `/product/1"><svg onload=${call(id)}>`,
  },
  {
    name: 'external link with an attribute breakout',
    kind: 'link',
    control: null,
    reason: 'runs only where the link is pasted into markup unescaped',
    make: (id) => `https://x.example/'"><img src=x onerror=${call(id)}>`,
  },
  {
    name: 'markdown-looking link',
    kind: 'link',
    control: null,
    reason: 'runs only where the text goes through a Markdown renderer',
    make: (id) => `[x](javascript:${call(id)})`,
  },
];

/** Every payload, texts first. */
export const xssPayloads: readonly Payload[] = [...textPayloads, ...linkPayloads];
export const textXssPayloads: readonly Payload[] = textPayloads;
export const linkXssPayloads: readonly Payload[] = linkPayloads;
