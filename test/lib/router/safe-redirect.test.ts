import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { safeRedirect } from '../../../src/lib/router/safe-redirect';

describe('safeRedirect', () => {
  it('accepts same-site paths with their query and hash', () => {
    for (const path of ['/', '/trips/all', '/trips/all?page=2&q=a%20b', '/x#top', '/a:b', '/%E2%9C%93', '/dive-master/details/42?tab=docs']) {
      assert.equal(safeRedirect(path), path, path);
    }
  });

  it('rejects missing and empty values', () => {
    assert.equal(safeRedirect(null), null);
    assert.equal(safeRedirect(undefined), null);
    assert.equal(safeRedirect(''), null);
  });

  const rejected: [string, string][] = [
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/login'],
    ['backslash host', '/\\evil.com'],
    ['double backslash', '\\\\evil.com'],
    ['backslash later on', '/a\\..\\\\evil.com'],
    ['absolute URL', 'https://evil.com'],
    ['scheme without slashes', 'https:evil.com'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'trips/all'],
    ['dot-relative path', './trips'],
    ['leading space', ' /trips'],
    ['encoded slashes only', '%2F%2Fevil.com'],
    ['encoded second slash', '/%2Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['double-encoded slash', '/%252Fevil.com'],
    ['tab between slashes', '/\t/evil.com'],
    ['encoded tab between slashes', '/%09/evil.com'],
    ['newline', '/\n/evil.com'],
    ['encoded newline', '/%0A/evil.com'],
    ['carriage return', '/a\rb'],
    ['NUL', '/a\u0000b'],
    ['encoded NUL', '/a%00b'],
    ['DEL', '/a\u007fb'],
    ['C1 control', '/a\u0085b'],
    ['line separator', '/a\u2028b'],
    ['malformed escape', '/a%E0%A4%A'],
    ['endless encoding', '/%2525252525252F'],
  ];
  for (const [name, value] of rejected) {
    it(`rejects ${name}`, () => {
      assert.equal(safeRedirect(value), null);
    });
  }

  it('returns the value as given, not decoded', () => {
    assert.equal(safeRedirect('/search?q=%2F%2Fnot-a-host'), '/search?q=%2F%2Fnot-a-host');
    assert.equal(safeRedirect('/search?q=a%26b'), '/search?q=a%26b');
  });
});
