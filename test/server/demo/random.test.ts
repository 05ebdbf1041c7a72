import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRandom } from '../../../server/demo/random';

const draw = (seed: string, n = 20) => {
  const rng = createRandom(seed);
  return Array.from({ length: n }, () => rng.next());
};

test('repeats the same sequence for the same seed and differs for another', () => {
  assert.deepEqual(draw('a'), draw('a'));
  assert.notDeepEqual(draw('a'), draw('b'));
  assert.ok(draw('a', 1000).every((x) => x >= 0 && x < 1));
});

test('draws integers within both bounds, reaching each', () => {
  const rng = createRandom('ints');
  const seen = new Set(Array.from({ length: 500 }, () => rng.int(3, 6)));
  assert.deepEqual([...seen].sort(), [3, 4, 5, 6]);
});

test('forks streams that depend on the label only, not on draws made before', () => {
  const a = createRandom('root');
  const b = createRandom('root');
  b.next();
  b.next();
  assert.deepEqual([a.fork('x').next(), a.fork('x').next()], [b.fork('x').next(), b.fork('x').next()]);
  assert.notEqual(a.fork('x').next(), a.fork('y').next());
});

test('picks, weighs, shuffles and fills digit patterns', () => {
  const rng = createRandom('helpers');
  assert.throws(() => rng.pick([]), RangeError);
  assert.ok(Array.from({ length: 200 }, () => rng.weighted([['never', 0], ['always', 1]] as const)).every((v) => v === 'always'));
  const list = [1, 2, 3, 4, 5, 6, 7, 8];
  assert.deepEqual(rng.shuffle(list).sort(), list);
  assert.equal(new Set(rng.sample(list, 5)).size, 5);
  assert.match(rng.digits('+34 6## ###'), /^\+34 6\d{2} \d{3}$/);
});
