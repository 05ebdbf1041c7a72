// build-barrels.mjs: barrels read with TypeScript's parser, imports rewritten to the defining files,
// and a barrel the build cannot read stopping it with the file and the reason.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
// @ts-expect-error build-barrels.mjs is plain JavaScript without type declarations
import { openSources } from '../build-barrels.mjs';

interface Binding { from: string; imported: string; isType: boolean }
interface Sources {
  readBarrel(file: string): Map<string, Binding>;
  rewriteImports(file: string): string;
  close(): void;
}

const FILES: Record<string, string> = {
  'lib/kit/index.ts': [
    '// The kit: a barrel.',
    "export { lazy as later, type Later } from './lazy';",
    "export * from './paths';",
    "export * as shapes from './shapes';",
    "export type { Location } from 'history';",
    "export { Nested } from '../../nested';",
  ].join('\n'),
  'lib/kit/lazy.ts': 'export type Later = () => void;\nexport function lazy() {}\n',
  'lib/kit/paths.ts': "export const joinPaths = () => '/';\nexport interface PathParts { pathname: string }\nexport default 1;\n",
  'lib/kit/shapes.ts': 'export const circle = 1;\n',
  'nested/index.ts': "export { Nested } from './nested';\n",
  'nested/nested.tsx': 'export function Nested() { return null; }\n',
  'app/page.tsx': [
    "import { later, joinPaths as join, shapes, type Later, PathParts } from '../lib/kit';",
    "import { Nested } from '../lib/kit';",
    "import * as everything from '../lib/kit';",
    "import type { Location } from '../lib/kit';",
    'export const used = [later, join, shapes, Nested, everything];',
  ].join('\n'),
  'bad/effect/index.ts': "export { lazy } from '../../lib/kit/lazy';\nconsole.log('ready');\n",
  'bad/missing/index.ts': "export { gone } from './gone';\n",
  'bad/package/index.ts': "export * from 'react';\n",
  'bad/syntax/index.ts': "export { a b } from './a';\n",
  'bad/importer.ts': "import { nothing } from '../nested';\nexport const x = nothing;\n",
};

let src = '';
let sources: Sources;
before(async () => {
  const root = await mkdtemp(join(tmpdir(), 'diving-barrels-'));
  src = join(root, 'src');
  for (const [path, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(src, path)), { recursive: true });
    await writeFile(join(src, path), text);
  }
  sources = openSources(root, src) as Sources;
});
after(async () => {
  sources.close();
  await rm(dirname(src), { recursive: true, force: true });
});

describe('readBarrel', () => {
  it('maps each name to the file that defines it, through `export *` and nested barrels', () => {
    const kit = sources.readBarrel(join(src, 'lib/kit/index.ts'));
    assert.deepEqual(kit.get('later'), { from: join(src, 'lib/kit/lazy.ts'), imported: 'lazy', isType: false });
    assert.deepEqual(kit.get('Later'), { from: join(src, 'lib/kit/lazy.ts'), imported: 'Later', isType: true });
    assert.deepEqual(kit.get('joinPaths'), { from: join(src, 'lib/kit/paths.ts'), imported: 'joinPaths', isType: false });
    assert.equal(kit.get('PathParts')?.isType, true);
    assert.equal(kit.has('default'), false, '`export *` leaves the default export out');
    assert.deepEqual(kit.get('shapes'), { from: join(src, 'lib/kit/shapes.ts'), imported: '*', isType: false });
    assert.deepEqual(kit.get('Location'), { from: 'history', imported: 'Location', isType: true });
    assert.deepEqual(kit.get('Nested'), { from: join(src, 'nested/nested.tsx'), imported: 'Nested', isType: false });
  });

  it('fails on a statement run for its effect, naming the barrel, the line and the statement', () => {
    assert.throws(() => sources.readBarrel(join(src, 'bad/effect/index.ts')), {
      name: 'BarrelError',
      message: "build: cannot read the barrel src/bad/effect/index.ts, line 2: `console.log('ready');` runs for its effect (a barrel only exports)",
    });
  });

  it('fails on a re-export from a file that does not exist', () => {
    assert.throws(() => sources.readBarrel(join(src, 'bad/missing/index.ts')), {
      message: 'build: cannot read the barrel src/bad/missing/index.ts, line 1: "./gone" is not a source file',
    });
  });

  it("fails on `export *` from a package, whose names it cannot list", () => {
    assert.throws(() => sources.readBarrel(join(src, 'bad/package/index.ts')), {
      message: `build: cannot read the barrel src/bad/package/index.ts, line 1: export * from "react": a package's names cannot be listed`,
    });
  });

  it('fails on a barrel that does not parse, with the parser’s message', () => {
    assert.throws(() => sources.readBarrel(join(src, 'bad/syntax/index.ts')), {
      message: "build: cannot read the barrel src/bad/syntax/index.ts, line 1: ',' expected.",
    });
  });
});

describe('rewriteImports', () => {
  it('imports each value from its defining file on the same lines, dropping types, keeping namespace imports', () => {
    const lines = sources.rewriteImports(join(src, 'app/page.tsx')).split('\n');
    assert.equal(lines.length, FILES['app/page.tsx']?.split('\n').length);
    assert.equal(
      lines[0],
      `import { lazy as later } from ${JSON.stringify(join(src, 'lib/kit/lazy.ts'))};` +
        ` import { joinPaths as join } from ${JSON.stringify(join(src, 'lib/kit/paths.ts'))};` +
        ` import * as shapes from ${JSON.stringify(join(src, 'lib/kit/shapes.ts'))};`,
    );
    assert.equal(lines[1], `import { Nested } from ${JSON.stringify(join(src, 'nested/nested.tsx'))};`);
    assert.equal(lines[2], "import * as everything from '../lib/kit';");
    assert.equal(lines[3], "import type { Location } from '../lib/kit';");
    assert.equal(lines[4], FILES['app/page.tsx']?.split('\n')[4]);
  });

  it('fails on a name the barrel does not export, naming the importer and the barrel', () => {
    assert.throws(() => sources.rewriteImports(join(src, 'bad/importer.ts')), {
      message: 'build: src/bad/importer.ts imports "nothing" from src/nested/index.ts, which does not export it',
    });
  });
});
