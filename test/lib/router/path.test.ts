import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createPath, isExternalUrl, joinPaths, parsePath, resolvePath } from '../../../src/lib/router/path';

describe('path helpers', () => {
  it('joins pieces into one normalized absolute path', () => {
    assert.equal(joinPaths('/', 'a/', '/b'), '/a/b');
    assert.equal(joinPaths('/'), '/');
    assert.equal(joinPaths(''), '/');
  });

  it('splits a path into pathname, search and hash', () => {
    assert.deepEqual(parsePath('/a?b=1#c'), { pathname: '/a', search: '?b=1', hash: '#c' });
    assert.deepEqual(parsePath('/a#c?d'), { pathname: '/a', search: '', hash: '#c?d' });
    assert.deepEqual(parsePath('/a?'), { pathname: '/a', search: '', hash: '' });
  });

  it('resolves relative paths against a base folder', () => {
    assert.equal(createPath(resolvePath('security', '/settings')), '/settings/security');
    assert.equal(createPath(resolvePath('./x', '/a/b')), '/a/b/x');
    assert.equal(createPath(resolvePath('../security', '/settings/general')), '/settings/security');
    assert.equal(createPath(resolvePath('../../..', '/a')), '/');
  });

  it('keeps absolute paths and normalizes them', () => {
    assert.equal(createPath(resolvePath('/trips/all/?page=2', '/settings')), '/trips/all?page=2');
  });

  it('keeps the base for a bare query or hash', () => {
    assert.equal(createPath(resolvePath('?page=3', '/trips/all')), '/trips/all?page=3');
    assert.equal(createPath(resolvePath('#top', '/trips/all')), '/trips/all#top');
  });

  it('recognizes external URLs', () => {
    for (const url of ['https://x.org', 'mailto:a@b.c', 'tel:123', '//cdn.example', 'javascript:alert(1)']) {
      assert.equal(isExternalUrl(url), true, url);
    }
    for (const path of ['/a', 'a', '?q', '#h', './a:b']) assert.equal(isExternalUrl(path), false, path);
  });
});
