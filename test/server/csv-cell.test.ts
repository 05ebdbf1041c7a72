import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { csvCell, csvLine } from '../../server/export/csv';
import { parseCsv } from '../helpers/csv';

describe('the CSV cell encoder', () => {
  it('leaves plain text, numbers and non-Latin text as they are, and empties nothing', () => {
    assert.equal(csvCell('Raja Ampat'), 'Raja Ampat');
    assert.equal(csvCell(42), '42');
    assert.equal(csvCell('رحلة غوص'), 'رحلة غوص');
    assert.equal(csvCell(''), '');
    assert.equal(csvCell(null), '');
    assert.equal(csvCell(undefined), '');
    assert.equal(csvCell("O'Brien"), "O'Brien");
  });

  it('quotes a comma, a quote and a line break, doubling quotes (RFC 4180)', () => {
    assert.equal(csvCell('Zed, Diver'), '"Zed, Diver"');
    assert.equal(csvCell('the "best" trip'), '"the ""best"" trip"');
    assert.equal(csvCell('line one\nline two'), '"line one\nline two"');
    assert.equal(csvCell('a\r\nb'), '"a\r\nb"');
  });

  it('prefixes with an apostrophe every cell a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@']) assert.equal(csvCell(`${start}1+1`), `'${start}1+1`, start);
    assert.equal(csvCell('\tcmd'), "'\tcmd");
    assert.equal(csvCell('\r=1'), `"'\r=1"`, 'a CR is prefixed and quoted');
    assert.equal(csvCell('=HYPERLINK("http://x","y")'), `"'=HYPERLINK(""http://x"",""y"")"`);
    assert.equal(csvCell('a=b'), 'a=b', 'only the first character counts');
    assert.equal(csvCell(' =1'), ' =1');
  });

  it('writes lines a parser reads back cell for cell', () => {
    const cells = ['=SUM(A1)', 'a, "b"', 'multi\nline', '', '7'];
    const text = csvLine(cells) + csvLine(['x']);
    assert.ok(text.endsWith('\r\n'));
    assert.deepEqual(parseCsv(text), [["'=SUM(A1)", 'a, "b"', 'multi\nline', '', '7'], ['x']]);
  });
});
