// Hostile inputs through the whole path, parser and renderer: nothing may become markup that runs
// (no script or other active tags, no on* attributes, hrefs only http, https or mailto), and each
// scalable input parses in linear time (100,000 characters within 50× the time of 10,000: a
// quadratic parse takes 100×).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseMarkdown } from '../../../src/lib/markdown/index.ts';
import { Markdown } from '../../../src/ui/markdown.tsx';

const ATTACKS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.test/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href=javascript:alert(1)>x</a>',
  '"><script>alert(1)</script>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '**<b onmouseover=alert(1)>x</b>**',
  '`<script>alert(1)</script>`',
  '# <script>alert(1)</script>',
  '- <img src=x onerror=alert(1)>',
  '[x](javascript:alert(1))',
  '[x](JavaScript:alert(1))',
  '[x](JAVASCRIPT:alert(1))',
  '[x]( javascript:alert(1))',
  '[x](java\tscript:alert(1))',
  '[x](java\nscript:alert(1))',
  '[x](java\rscript:alert(1))',
  '[x](\u0000javascript:alert(1))',
  '[x](javascript\u0000:alert(1))',
  '[x](\u200bjavascript:alert(1))',
  '[x](\uff4aavascript:alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](&#x6A;avascript:alert(1))',
  '[x](&#0000106&#0000097vascript:alert(1))',
  '[x](javascript&colon;alert(1))',
  '[x](jav&#x09;ascript:alert(1))',
  '[x](javascript://%0aalert(1))',
  '[x](javascript:alert(1) "title")',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](DATA:text/html,<script>alert(1)</script>)',
  '[x](data:image/svg+xml,<svg/onload=alert(1)>)',
  '[x](vbscript:msgbox(1))',
  '[x](file:///etc/passwd)',
  '[x](//evil.test)',
  '[x](/relative/path)',
  '[x](https:javascript:alert(1))',
  '[x](http:/evil.test)',
  '[x](https://)',
  '[x](mailto:)',
  '[x](http://evil.test/"onmouseover="alert`1`)',
  '[x](https://evil.test" onclick="alert)',
  '[**x**](javascript:alert(1))',
  '1. [x](javascript:alert(1))',
  '[[[[[x](javascript:alert(1))]]]]',
  '[a [b](https://ok.test) c](https://ok.test)',
  '![img](javascript:alert(1))',
  '[x](https://ok.test)<script>alert(1)</script>',
  '**a *b [c `d',
  '*'.repeat(100_000),
  '['.repeat(100_000),
  '`'.repeat(100_000),
  '**['.repeat(30_000) + 'x' + ']'.repeat(30_000),
  '*[**'.repeat(20_000) + '](javascript:alert(1))',
  '[a]('.repeat(25_000),
  '](https://ok.test)'.repeat(6_000),
  '*a'.repeat(50_000),
  '#'.repeat(100_000),
  '- '.repeat(50_000),
  '\\'.repeat(100_000),
  '\n'.repeat(100_000),
];

const TAGS = new Set(['div', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'strong', 'em', 'code', 'a']);
const ATTRIBUTES = new Set(['class', 'data-level', 'dir', 'href', 'target', 'rel', 'start']);

const unescape = (value: string) =>
  value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** Every problem in the markup: a tag or attribute outside the renderer's set, or a bad href. */
function problems(html: string): string[] {
  const found: string[] = [];
  if (/<script/i.test(html)) found.push('a <script tag');
  // React escapes "<" in text, so each "<" starts a real tag.
  for (const [, name = '', attrs = ''] of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    if (!TAGS.has(name.toLowerCase())) found.push(`tag <${name}>`);
    for (const [, attr = '', value = ''] of attrs.matchAll(/\s([^\s=]+)="([^"]*)"/g)) {
      if (/^on/i.test(attr)) found.push(`event attribute ${attr}`);
      if (!ATTRIBUTES.has(attr)) found.push(`attribute ${attr}`);
      if (attr === 'dir' && value !== 'auto') found.push(`dir ${value}`); // blocks follow their own text
      if (attr === 'href') {
        const href = unescape(value);
        let protocol = '';
        try {
          protocol = new URL(href).protocol;
        } catch {
          protocol = 'unparsable';
        }
        if (!['http:', 'https:', 'mailto:'].includes(protocol)) found.push(`href ${href}`);
      }
    }
  }
  return found;
}

test(`the corpus has at least 40 hostile inputs (${ATTACKS.length})`, () => {
  assert.ok(ATTACKS.length >= 40);
});

for (const [index, input] of ATTACKS.entries()) {
  test(`hostile input #${index + 1} renders no runnable markup: ${JSON.stringify(input.slice(0, 40))}`, () => {
    const html = renderToStaticMarkup(<Markdown source={input} />);
    assert.deepEqual(problems(html), []);
  });
}

test('the checker itself catches what it must', () => {
  assert.notDeepEqual(problems('<div><a href="javascript:alert(1)">x</a></div>'), []);
  assert.notDeepEqual(problems('<p onclick="x">y</p>'), []);
  assert.notDeepEqual(problems('<img src="x">'), []);
  assert.deepEqual(problems('<p><a href="https://ok.test/" target="_blank" rel="noopener">x</a></p>'), []);
});

test('the good link of the corpus is still a link, and a bad one is shown as its text', () => {
  const html = renderToStaticMarkup(<Markdown source={'[ok](https://ok.test) and [bad](javascript:alert(1))'} />);
  assert.match(html, /<a href="https:\/\/ok\.test\/"[^>]*>ok<\/a>/);
  assert.match(html, /\[bad\]\(javascript:alert\(1\)\)/);
});

const SCALABLE: readonly { name: string; make(n: number): string }[] = [
  { name: 'stars', make: (n) => '*'.repeat(n) },
  { name: 'open brackets', make: (n) => '['.repeat(n) },
  { name: 'backticks', make: (n) => '`'.repeat(n) },
  { name: 'strong-link nesting', make: (n) => '**['.repeat(n / 3) },
  { name: 'unclosed links', make: (n) => '[a]('.repeat(n / 4) },
  { name: 'link closers', make: (n) => '](https://ok.test)'.repeat(n / 18) },
  { name: 'alternating star and word', make: (n) => '*a'.repeat(n / 2) },
  { name: 'closers without URL end', make: (n) => '[x](https://a'.repeat(n / 13) },
  { name: 'hashes', make: (n) => '#'.repeat(n) },
  { name: 'list markers', make: (n) => '- '.repeat(n / 2) },
  { name: 'list lines', make: (n) => '- a\n'.repeat(n / 4) },
  { name: 'backslashes', make: (n) => '\\'.repeat(n) },
  { name: 'blank lines', make: (n) => '\n'.repeat(n) },
  { name: 'prose', make: (n) => 'Some **bold**, *it*, `code` and [a link](https://ok.test).\n\n'.repeat(n / 60) },
];

/** CPU spent per round before it counts, in ms: the process clock ticks coarsely, so short rounds read as 0 or a whole tick. */
const ROUND_CPU_MS = 50;

/** CPU time of one parse in ms over one round: parses repeat until the round has used ROUND_CPU_MS. */
function roundMs(input: string): number {
  const start = process.cpuUsage();
  let runs = 0;
  let used = 0;
  do {
    parseMarkdown(input);
    runs += 1;
    const spent = process.cpuUsage(start);
    used = (spent.user + spent.system) / 1000;
  } while (used < ROUND_CPU_MS);
  return used / runs;
}

/**
 * The ratio of the parse times of `large` and `small`: CPU time rather than wall time (on a busy
 * machine a long run is preempted more often than a short one), best of five rounds each, the rounds
 * of the two sizes taken in turn so both meet the same phases of a machine shared with other work
 * (best of three, one size after the other, once gave 41x for a linear parse).
 */
function cpuRatio(large: string, small: string): number {
  let bestLarge = Infinity;
  let bestSmall = Infinity;
  for (let round = 0; round < 5; round += 1) {
    bestSmall = Math.min(bestSmall, roundMs(small));
    bestLarge = Math.min(bestLarge, roundMs(large));
  }
  return bestLarge / Math.max(bestSmall, 0.001);
}

/**
 * Linear is 10×, quadratic 100×. The bound sits between, above what the garbage collector adds to a
 * linear parse: 25,000 list items outgrow V8's young generation, and the CPU time per character
 * steps from ~31 ns (10k-50k characters) to ~100 ns (100k-200k; 2026-11-27, 'list lines' read 25-35×
 * in the bound's former 30×, and 2.7× from 50k to 100k with a 64 MiB young generation).
 */
const LINEAR_BOUND = 50;

for (const { name, make } of SCALABLE) {
  test(`parses ${name} in linear time (100k within ${LINEAR_BOUND}× of 10k)`, () => {
    const small = make(10_000);
    const large = make(100_000);
    parseMarkdown(small);
    parseMarkdown(large);
    const ratio = cpuRatio(large, small);
    assert.ok(ratio < LINEAR_BOUND, `${name}: 100k took ${ratio.toFixed(1)}× the time of 10k`);
  });
}
