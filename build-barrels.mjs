// The barrel rewrite of build.mjs: `import { Button } from '../ui'` becomes an import from the file
// that defines Button. Sources are read with TypeScript's own parser (TypeScript 7's synchronous
// API, `typescript/unstable/sync`), one session per build over src/.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { API } from 'typescript/unstable/sync';
import { SyntaxKind } from 'typescript/unstable/ast';

/** A barrel the build cannot read: the build stops with the file and what could not be read. */
export class BarrelError extends Error {
  name = 'BarrelError';
}

/** A barrel is a folder's index.ts: the public face of a layer or a subsystem. */
const isBarrel = (file) => /[\\/]index\.tsx?$/.test(file);

/** The file a relative import names: as given, or with .ts/.tsx, or its folder's index. */
function sourceFile(path) {
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts'), join(path, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

// What a barrel may hold besides exports. A statement run for its effect would be skipped by
// importing the defining files directly, so it is refused.
const DECLARATIONS = new Set([
  SyntaxKind.ImportDeclaration, SyntaxKind.VariableStatement, SyntaxKind.FunctionDeclaration, SyntaxKind.ClassDeclaration,
  SyntaxKind.InterfaceDeclaration, SyntaxKind.TypeAliasDeclaration, SyntaxKind.EnumDeclaration,
]);
const TYPE_DECLARATIONS = new Set([SyntaxKind.InterfaceDeclaration, SyntaxKind.TypeAliasDeclaration]);

/**
 * @typedef {{ from: string; imported: string; isType: boolean }} Binding
 *   where a name comes from: a file (absolute) or a package, and its name there (`*`: the namespace)
 */

/**
 * Parses every .ts/.tsx file under `srcDir` (no type checking, no module resolution) and reads
 * barrels from them. `close()` ends the session (the compiler runs as a child process).
 * @param {string} root the project folder (paths in messages are relative to it)
 * @param {string} srcDir
 */
export function openSources(root, srcDir) {
  const files = readdirSync(srcDir, { recursive: true }).map(String).filter((f) => /\.tsx?$/.test(f)).map((f) => join(srcDir, f));
  // A project of exactly these files, given to the compiler as a tsconfig that exists only here.
  const config = join(root, 'tsconfig.build-barrels.json');
  const options = { noResolve: true, noLib: true, types: [], jsx: 'react-jsx', allowImportingTsExtensions: true, noEmit: true };
  const api = new API({ cwd: root, fs: { readFile: (f) => (f === config ? JSON.stringify({ compilerOptions: options, files }) : undefined) } });
  const program = api.updateSnapshot({ openProjects: [config] }).getProject(config)?.program;
  if (!program) {
    api.close();
    throw new Error('build: TypeScript did not open the source files');
  }
  const rel = (file) => relative(root, file).split('\\').join('/');
  const parse = (file) => program.getSourceFile(file) ?? (() => { throw new BarrelError(`build: TypeScript could not read ${rel(file)}`); })();
  /** @type {Map<string, Map<string, Binding>>} */
  const barrels = new Map();
  const reading = new Set();

  /** The exports of `file`; through a barrel, where each is defined. */
  const exportsOf = (file, barrel) => (isBarrel(file) ? readBarrel(file) : readExports(file, barrel));

  /**
   * The exports of `file` as written: `export … from` as their source, declarations as the file
   * itself. In a barrel, anything else fails the build with the file, the line and the statement.
   * @param {string | null} barrel the barrel being read when `file` is a module it re-exports with `*`
   * @returns {Map<string, Binding>}
   */
  function readExports(file, barrel) {
    const source = parse(file);
    const fail = (pos, what) => {
      const where = `${rel(file)}, line ${source.text.slice(0, pos).split('\n').length}`;
      throw new BarrelError(`build: cannot read the barrel ${barrel ? `${rel(barrel)}: in ${where}` : where}: ${what}`);
    };
    const [syntax] = program.getSyntacticDiagnostics(file);
    if (syntax && !barrel) fail(syntax.pos, syntax.text);
    const names = new Map();
    const starred = new Map();
    for (const statement of source.statements) {
      const at = statement.getStart(source);
      if (statement.kind === SyntaxKind.ExportDeclaration) {
        const specifier = statement.moduleSpecifier?.text;
        const isType = statement.isTypeOnly;
        let from = specifier ?? file;
        if (specifier?.startsWith('.')) from = sourceFile(resolve(dirname(file), specifier)) ?? fail(at, `"${specifier}" is not a source file`);
        const clause = statement.exportClause;
        if (!clause) {
          if (!isAbsolute(from)) fail(at, `export * from "${specifier}": a package's names cannot be listed`);
          // As in ES modules: `export *` leaves out the default export, and a name two of them
          // export is ambiguous, hence not exported.
          for (const [name, binding] of exportsOf(from, barrel ?? file)) {
            if (name !== 'default') starred.set(name, starred.has(name) ? null : { ...binding, isType: binding.isType || isType });
          }
        } else if (clause.kind === SyntaxKind.NamespaceExport) {
          names.set(clause.name.text, { from, imported: '*', isType });
        } else {
          for (const element of clause.elements) {
            const binding = { from, imported: (element.propertyName ?? element.name).text, isType: isType || element.isTypeOnly };
            // `export { a }` of a local name is defined here; `export { a } from` a barrel is followed.
            const found = specifier !== undefined && isAbsolute(from) && isBarrel(from) ? readBarrel(from).get(binding.imported) : undefined;
            names.set(element.name.text, found ? { ...found, isType: found.isType || binding.isType } : binding);
          }
        }
      } else if (statement.kind === SyntaxKind.ExportAssignment) {
        if (statement.isExportEquals) fail(at, '`export =` is not an ES module export');
        names.set('default', { from: file, imported: 'default', isType: false });
      } else if (DECLARATIONS.has(statement.kind)) {
        const modifiers = [...(statement.modifiers ?? [])].map((m) => m.kind);
        if (!modifiers.includes(SyntaxKind.ExportKeyword)) continue;
        const declared = statement.declarationList
          ? statement.declarationList.declarations.map((d) => d.name.text ?? fail(at, 'a destructured export'))
          : [modifiers.includes(SyntaxKind.DefaultKeyword) ? 'default' : statement.name?.text];
        for (const name of declared) names.set(name, { from: file, imported: name, isType: TYPE_DECLARATIONS.has(statement.kind) });
      } else if (!barrel) {
        fail(at, `\`${source.text.slice(at, statement.end).split('\n')[0]}\` runs for its effect (a barrel only exports)`);
      }
    }
    for (const [name, binding] of starred) if (binding && !names.has(name)) names.set(name, binding);
    return names;
  }

  /** @returns {Map<string, Binding>} */
  function readBarrel(file) {
    const known = barrels.get(file);
    if (known) return known;
    if (reading.has(file)) throw new BarrelError(`build: cannot read the barrel ${rel(file)}: it re-exports itself`);
    reading.add(file);
    try {
      const names = readExports(file, null);
      barrels.set(file, names);
      return names;
    } finally {
      reading.delete(file);
    }
  }

  /**
   * `file`'s text with each named import from a barrel replaced by imports from the defining
   * files, on as many lines (so positions after it stay put). Namespace and type imports stay.
   */
  function rewriteImports(file) {
    const source = parse(file);
    let out = '';
    let done = 0;
    for (const statement of source.statements) {
      const clause = statement.kind === SyntaxKind.ImportDeclaration ? statement.importClause : undefined;
      const specifier = statement.moduleSpecifier?.text ?? '';
      if (!clause || clause.isTypeOnly || !specifier.startsWith('.')) continue;
      if (clause.namedBindings && clause.namedBindings.kind !== SyntaxKind.NamedImports) continue;
      const target = sourceFile(resolve(dirname(file), specifier));
      if (!target || !isBarrel(target)) continue;
      const barrel = readBarrel(target);
      const wanted = clause.name ? [{ imported: 'default', local: clause.name.text }] : [];
      for (const element of clause.namedBindings?.elements ?? []) {
        if (!element.isTypeOnly) wanted.push({ imported: (element.propertyName ?? element.name).text, local: element.name.text });
      }
      const groups = new Map();
      const namespaces = [];
      for (const { imported, local } of wanted) {
        const binding = barrel.get(imported);
        if (!binding) throw new BarrelError(`build: ${rel(file)} imports "${imported}" from ${rel(target)}, which does not export it`);
        if (binding.isType) continue;
        if (binding.imported === '*') namespaces.push(`import * as ${local} from ${JSON.stringify(binding.from)};`);
        else groups.set(binding.from, [...(groups.get(binding.from) ?? []), binding.imported === local ? local : `${binding.imported} as ${local}`]);
      }
      const named = [...groups].map(([from, list]) => `import { ${list.join(', ')} } from ${JSON.stringify(from)};`);
      const start = statement.getStart(source);
      const lines = source.text.slice(start, statement.end).split('\n').length;
      out += source.text.slice(done, start) + [...named, ...namespaces].join(' ') + '\n'.repeat(lines - 1);
      done = statement.end;
    }
    return out + source.text.slice(done);
  }

  return { readBarrel, rewriteImports, close: () => api.close() };
}
