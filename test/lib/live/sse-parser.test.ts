import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSseParser, type SseFrame } from '../../../src/lib/live';

function parse(chunks: string[]): { frames: SseFrame[]; retries: number[] } {
  const frames: SseFrame[] = [];
  const retries: number[] = [];
  const parser = createSseParser({ onFrame: (frame) => frames.push(frame), onRetry: (ms) => retries.push(ms) });
  for (const chunk of chunks) parser.push(chunk);
  return { frames, retries };
}

test('a frame carries its id, event and data; comments and unknown fields are skipped', () => {
  const { frames, retries } = parse([': hello\nretry: 2000\n\nid: 7\nevent: decision\nfoo: bar\ndata: {"type":"decision"}\n\n']);
  assert.deepEqual(retries, [2000]);
  assert.deepEqual(frames, [{ id: '7', event: 'decision', data: '{"type":"decision"}' }]);
});

test('frames split anywhere across chunks, CRLF split between chunks, and multi-line data join with newlines', () => {
  const text = 'id: 1\r\nevent: a\r\ndata: x\r\ndata: y\r\n\r\nevent: b\rdata:z\r\r';
  for (let cut = 0; cut <= text.length; cut += 1) {
    const { frames } = parse([text.slice(0, cut), text.slice(cut)]);
    assert.deepEqual(frames, [{ id: '1', event: 'a', data: 'x\ny' }, { id: undefined, event: 'b', data: 'z' }], `cut at ${cut}`);
  }
  const { frames } = parse([...text]);
  assert.equal(frames.length, 2);
});

test('a frame without data is not dispatched; a missing event is "message"; a bad retry is ignored', () => {
  const { frames, retries } = parse(['event: nothing\n\ndata\n\nretry: soon\n\n']);
  assert.deepEqual(frames, [{ id: undefined, event: 'message', data: '' }]);
  assert.deepEqual(retries, []);
});

test('an unfinished frame waits for its blank line', () => {
  const { frames } = parse(['data: {"a":1}\n']);
  assert.deepEqual(frames, []);
});
