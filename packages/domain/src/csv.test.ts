import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('toCsv', () => {
  it('writes plain cells as they are, records ended by CRLF', () => {
    expect(
      toCsv([
        ['Date', 'Views'],
        ['2026-11-01', '12'],
      ]),
    ).toBe('Date,Views\r\n2026-11-01,12\r\n');
    expect(toCsv([])).toBe('');
    expect(toCsv([['']])).toBe('\r\n');
  });

  it('quotes fields holding a comma, a quote, CR or LF, doubling quotes', () => {
    expect(csvCell('1,234')).toBe('"1,234"');
    expect(csvCell('Kofi "Boss" Mensah')).toBe('"Kofi ""Boss"" Mensah"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell('"')).toBe('""""');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('+233241234567')).toBe("'+233241234567");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tx')).toBe("'\tx");
    // Neutralised first, then quoted when the rest needs it.
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    // Only the first character matters.
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('GH₵ 5.00')).toBe('GH₵ 5.00');
  });

  it('neutralises a formula behind leading whitespace or invisible characters', () => {
    // Spreadsheets skip these before they look for a formula; Excel and LibreOffice run
    // " =1+1" and "\n=1+1" as formulas.
    for (const lead of [
      '\n',
      ' ',
      '  ',
      '\u00a0',
      '\ufeff',
      '\u2003',
      '\u200b',
      '\u3000',
      '\n \t',
    ]) {
      for (const start of ['=', '+', '-', '@']) {
        const value = `${lead}${start}HYPERLINK("http://x")`;
        expect(csvCell(value).replace(/^"/, ''), JSON.stringify(value)).toMatch(/^'/);
      }
    }
    // Full-width forms, which some spreadsheets read as the ASCII ones.
    expect(csvCell('＝1+1')).toBe("'＝1+1");
    expect(csvCell('＋233')).toBe("'＋233");
    expect(csvCell('\0=1')).toBe("'\0=1");
    // A line feed starts a formula too, and is quoted after the mark.
    expect(csvCell('\n=1')).toBe(`"'\n=1"`);
    // Whitespace before ordinary text changes nothing.
    expect(csvCell(' Kofi')).toBe(' Kofi');
    expect(csvCell('\u00a0GH₵ 5.00')).toBe('\u00a0GH₵ 5.00');
  });

  it('round-trips through a strict RFC 4180 reader', () => {
    const rows = [
      ['Week', 'Note'],
      ['2026-11-02', 'He said "hi", then left\r\nfor Kumasi'],
    ];
    expect(parse(toCsv(rows))).toEqual(rows);
  });
});

/** A minimal RFC 4180 reader, only for the round trip above. */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}
