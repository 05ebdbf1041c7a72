import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  MAX_INLINE_NESTING, createBlockCache, parseInline, parseMarkdown, plainText, safeHref, type Inline,
} from '../../../src/lib/markdown/index.ts';

const text = (value: string): Inline => ({ type: 'text', value });

test('parses headings of levels 1 to 3, and anything deeper as text', () => {
  const { blocks } = parseMarkdown('# One\n## Two\n### Three\n#### Four\n#NoSpace');
  assert.deepEqual(blocks.slice(0, 3).map((b) => b.type === 'heading' && b.level), [1, 2, 3]);
  assert.deepEqual(blocks[3], { type: 'paragraph', children: [text('#### Four\n#NoSpace')] });
});

test('parses paragraphs split by blank lines, keeping line breaks inside one', () => {
  const { blocks } = parseMarkdown('first line\nsecond line\n\n\nnext paragraph\r\nsame one');
  assert.deepEqual(blocks, [
    { type: 'paragraph', children: [text('first line\nsecond line')] },
    { type: 'paragraph', children: [text('next paragraph\nsame one')] },
  ]);
});

test('parses - and 1. lists, with their start number and continuation lines', () => {
  const { blocks } = parseMarkdown('- a\n- b\n  more of b\n\n3. three\n4. four\n- back to bullets');
  assert.deepEqual(blocks, [
    { type: 'list', ordered: false, start: 1, items: [[text('a')], [text('b\nmore of b')]] },
    { type: 'list', ordered: true, start: 3, items: [[text('three')], [text('four')]] },
    { type: 'list', ordered: false, start: 1, items: [[text('back to bullets')]] },
  ]);
});

test('parses strong, emphasis, code and links, nested', () => {
  assert.deepEqual(parseInline('**a *b* c** `x*y*` [go **there**](https://ok.test/p?q=1)'), [
    { type: 'strong', children: [text('a '), { type: 'emphasis', children: [text('b')] }, text(' c')] },
    text(' '),
    { type: 'code', value: 'x*y*' },
    text(' '),
    { type: 'link', href: 'https://ok.test/p?q=1', children: [text('go '), { type: 'strong', children: [text('there')] }] },
  ]);
  assert.deepEqual(parseInline('***both***'), [{ type: 'strong', children: [{ type: 'emphasis', children: [text('both')] }] }]);
});

test('leaves unclosed or spaced marks as text', () => {
  assert.deepEqual(parseInline('2 * 3 * 4'), [text('2 * 3 * 4')]);
  assert.deepEqual(parseInline('**open *and [half `tick'), [text('**open *and [half `tick')]);
  assert.deepEqual(parseInline('[](https://ok.test)'), [text('[](https://ok.test)')]);
  assert.deepEqual(parseInline('a\\*b\\* \\[c](https://ok.test)'), [text('a*b* [c](https://ok.test)')]);
});

test('never puts a link inside a link', () => {
  assert.deepEqual(parseInline('[a [b](https://b.test) c](https://c.test)'), [
    text('[a '),
    { type: 'link', href: 'https://b.test/', children: [text('b')] },
    text(' c](https://c.test)'),
  ]);
});

test('caps nesting: deeper openers stay text', () => {
  const marks = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? '**' : '*'));
  const source = `${marks.map((m) => `${m}w `).join('')}x${[...marks].reverse().map((m) => `w${m} `).join('')}`;
  let depth = 0;
  let nodes: Inline[] = parseInline(source);
  for (;;) {
    const inner = nodes.find((n): n is Extract<Inline, { children: Inline[] }> => 'children' in n);
    if (!inner) break;
    depth += 1;
    nodes = inner.children;
  }
  assert.equal(depth, MAX_INLINE_NESTING);
  assert.ok(plainText(parseMarkdown(source)).includes('*w **w *w'), 'the openers past the cap are text');
});

test('a link with credentials in its URL shows as text, never as a link to the host after the @', () => {
  for (const url of ['https://good.test@evil.example', 'https://user:pass@evil.example/x', 'http://:secret@evil.example', 'https://good.test:443@evil.example']) {
    assert.equal(safeHref(url), null, url);
    assert.deepEqual(parseInline(`[x](${url})`), [text(`[x](${url})`)], url);
  }
  assert.equal(safeHref('https://evil.example/@good.test'), 'https://evil.example/@good.test', 'an @ in the path is no credential');
});

test('safeHref allows http, https and mailto with a host or address, normalised', () => {
  assert.equal(safeHref('HTTPS://Ok.Test'), 'https://ok.test/');
  assert.equal(safeHref('http://ok.test/a b'), null);
  assert.equal(safeHref('mailto:someone@ok.test'), 'mailto:someone@ok.test');
  for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//ok.test', '/path', 'https://', 'mailto:', 'ftp://ok.test', 'https:ok.test']) {
    assert.equal(safeHref(bad), null, bad);
  }
});

test('a block cache hands back the same objects for unchanged blocks', () => {
  const cache = createBlockCache();
  const first = parseMarkdown('# Title\n\nOne *para*.\n\n- a\n- b', cache);
  const second = parseMarkdown('# Title\n\nOne *para*, edited.\n\n- a\n- b', cache);
  assert.equal(second.blocks[0], first.blocks[0]);
  assert.notEqual(second.blocks[1], first.blocks[1]);
  assert.equal(second.blocks[2], first.blocks[2]);
  assert.equal(cache.blocks.size, 3);
});

test('plainText drops the marks and keeps the words', () => {
  assert.equal(plainText(parseMarkdown('# Hi\n\n**a** [b](https://ok.test) `c`\n\n- d\n- *e*')), 'Hi\na b c\nd\ne');
});
