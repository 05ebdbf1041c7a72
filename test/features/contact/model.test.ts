import { test } from 'node:test';
import assert from 'node:assert/strict';
import { excerpt, messageHref } from '../../../src/features/contact/listing';
import { backHref, replyHref, replySubject, statusChoices, telHref } from '../../../src/features/contact/model';

test('the reply link goes to the sender with "Re: " and the subject, every reserved character encoded', () => {
  assert.equal(replyHref({ email: 'ana@example.com', subject: 'Booking for 4' }), 'mailto:ana@example.com?subject=Re%3A%20Booking%20for%204');
  // A sender cannot add recipients, a body or another subject through what they typed.
  const hostile = replyHref({ email: 'x?cc=evil@evil.test&body=hi#frag', subject: 'Hi&cc=evil@evil.test\r\nBcc: a@b.c' });
  const url = new URL(hostile);
  assert.equal(url.protocol, 'mailto:');
  assert.deepEqual([...url.searchParams.keys()], ['subject']);
  assert.equal(url.searchParams.get('subject'), 'Re: Hi&cc=evil@evil.test Bcc: a@b.c');
  assert.equal(decodeURIComponent(url.pathname), 'x?cc=evil@evil.test&body=hi#frag');
  assert.ok(!hostile.includes('#') && !hostile.includes('&') && !hostile.includes('\n'));
});

test('a reply to a reply keeps its one "Re:"; right-to-left and non-Latin subjects are kept as they are', () => {
  assert.equal(replySubject('RE: Your trip'), 'RE: Your trip');
  assert.equal(replySubject('  re:again  '), 're:again');
  assert.equal(replySubject('حجز رحلة'), 'Re: حجز رحلة');
  assert.equal(new URL(replyHref({ email: 'a@b.co', subject: '\u202Eevil' })).searchParams.get('subject'), 'Re: \u202Eevil');
});

test('a phone is callable only with enough digits; the call link carries digits and one leading +', () => {
  assert.equal(telHref('+34 600 12 34 56'), 'tel:+34600123456');
  assert.equal(telHref('(020) 7946-0958'), 'tel:02079460958');
  assert.equal(telHref('1+2+3'), 'tel:123');
  assert.equal(telHref('javascript:alert(1)'), null);
  assert.equal(telHref('javascript:alert(1234)'), 'tel:1234');
  assert.equal(telHref('call me'), null);
  assert.equal(telHref(null), null);
});

test('an excerpt is one line, cut with an ellipsis, never inside an emoji', () => {
  assert.equal(excerpt('Hello\n\nthere   friend'), 'Hello there friend');
  const long = excerpt('x'.repeat(10_000));
  assert.equal(long.length, 120);
  assert.ok(long.endsWith('…'));
  const emoji = excerpt(`${'a'.repeat(118)}🐠🐠`);
  assert.ok(!/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(emoji), 'no lone high surrogate');
  assert.ok(emoji.endsWith('…'));
});

test('each status offers its usual next step first, then the others, never itself', () => {
  assert.deepEqual(statusChoices('new'), ['in_progress', 'resolved', 'archived']);
  assert.deepEqual(statusChoices('in_progress'), ['resolved', 'new', 'archived']);
  assert.deepEqual(statusChoices('resolved'), ['archived', 'new', 'in_progress']);
  assert.deepEqual(statusChoices('archived'), ['in_progress', 'new', 'resolved']);
});

test('a message remembers the list view it came from, and only a contact list view is followed back', () => {
  assert.equal(messageHref('m 1'), '/contact/messages/m%201');
  assert.equal(messageHref('m1', '/contact/all?status=new&q=a b'), '/contact/messages/m1?from=%2Fcontact%2Fall%3Fstatus%3Dnew%26q%3Da%20b');
  assert.equal(backHref('/contact/all?status=new&page=2'), '/contact/all?status=new&page=2');
  for (const bad of [null, '', 'https://evil.test/contact/all', '//evil.test/contact/all', '/management/users', 'javascript:alert(1)', '/\\evil.test']) {
    assert.equal(backHref(bad), '/contact/all', String(bad));
  }
});
