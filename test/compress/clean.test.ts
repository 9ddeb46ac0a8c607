import { describe, expect, it } from 'vitest';
import { applyCarriageReturns, collapseRepeatedLines, normaliseBlankSpace, removeTerminalNoise, stripAnsi } from '../../src/compress/clean.js';

describe('terminal noise removal', () => {
  it("keeps a test runner's outcome banner, however many = frame it", () => {
    const log = 'tests/test_x.py ....F [100%]\n\n===== FAILURES =====\n===== 1 failed, 399 passed in 12.31s =====\n========== 3 passed, 1 warning in 0.50s ==========';
    expect(removeTerminalNoise(log)).toBe(log);
  });

  it("keeps a heading's underline and a section rule: they are the document's, not a meter's", () => {
    const doc = 'See [1].\n\nHuguenot\n========\nText one.\n\nFrench and Indian War\n=====================\nText two.\n\n----------\nNotes 50%';
    expect(removeTerminalNoise(doc)).toBe(doc);
  });

  it('strips ANSI colour codes but keeps the text they colour', () => {
    expect(stripAnsi('\u001b[31mERROR\u001b[0m: disk full')).toBe('ERROR: disk full');
  });

  it('keeps only what a terminal finally shows after carriage returns', () => {
    expect(applyCarriageReturns('Downloading 10%\rDownloading 50%\rDownloading 100%\ndone')).toBe('Downloading 100%\ndone');
  });

  it('treats CRLF as a line ending, not as an overwrite', () => {
    expect(applyCarriageReturns('a\r\nb\r\n')).toBe('a\nb\n');
  });

  it('removes curl meters and tqdm bars but keeps the output around them', () => {
    const out = [
      '  % Total    % Received % Xferd  Average Speed   Time    Time     Time  Current',
      '                                 Dload  Upload   Total   Spent    Left  Speed',
      '',
      '100   293  100   293    0     0  12993      0 --:--:-- --:--:-- --:--:--     0',
      '<html>',
      ' 45%|████▌     | 45/100 [00:01<00:02, 30.1it/s]',
      'ERROR 42 at step 3',
    ].join('\n');
    expect(removeTerminalNoise(out)).toBe('<html>\nERROR 42 at step 3');
  });
});

describe('whitespace and repeats', () => {
  it('drops trailing spaces and keeps at most one blank line', () => {
    expect(normaliseBlankSpace('a  \n\n\n\nb\t\n')).toBe('a\n\nb\n');
  });

  it('collapses identical consecutive lines with the exact count', () => {
    expect(collapseRepeatedLines('x\nretry\nretry\nretry\nretry\ny')).toBe('x\nretry\n[… previous line repeated 3 more times]\ny');
  });

  it('leaves two repeats alone (a marker would not pay for itself)', () => {
    expect(collapseRepeatedLines('a\na\nb')).toBe('a\na\nb');
  });
});
