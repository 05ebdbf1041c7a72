// The run's closing lines after node:test's spec report: the files that took longest and every
// failed test again by file and name, so that the end of a long log (all a CI page may keep) says
// where the time went and what failed.

/** A file's name as the run knows it: a shared process's tests sit in a `describe` named by their file. */
function fileOf(event) {
  return event.data.file ?? '?';
}

export default async function* summary(source) {
  /** @type {Map<string, number>} the time of each file's top-level tests and suites */
  const time = new Map();
  /** @type {string[]} */
  const failed = [];
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { nesting, name, details } = event.data;
    let file = fileOf(event);
    // Each process's entry file holds a `describe` per test file at nesting 0.
    const shared = /[/\\]entries-[^/\\]+[/\\]/.test(file);
    if (shared && nesting === 0) file = name;
    else if (shared) file = null;
    if (file && nesting === 0) {
      const short = file.replace(/^.*?(?=test[/\\])/, '');
      time.set(short, (time.get(short) ?? 0) + (details.duration_ms ?? 0));
    }
    if (event.type === 'test:fail' && !details.error?.failureType?.includes('subtestsFailed')) {
      const where = (event.data.file ?? '').replace(/^.*?(?=test[/\\])/, '');
      const message = String(details.error?.cause?.message ?? details.error?.message ?? '').split('\n')[0];
      failed.push(`# ✖ ${where}: ${name}${message ? ` (${message.slice(0, 200)})` : ''}`);
    }
  }
  const slowest = [...time].sort((a, b) => b[1] - a[1]).slice(0, 15);
  yield '\n# The slowest files (the time of their tests, which run side by side):\n';
  for (const [file, ms] of slowest) yield `#   ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}\n`;
  yield failed.length === 0 ? '# No test failed.\n' : `# ${failed.length} failed:\n${failed.join('\n')}\n`;
}
