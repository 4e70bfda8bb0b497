import { describe, expect, it } from 'vitest';
import { messageParts } from './message-parts.ts';

describe('messageParts', () => {
  it('makes links of web addresses, without the sentence mark after them', () => {
    expect(
      messageParts('Published! "Kente" is live on Dwa: http://127.0.0.1:4391/products/p-1.'),
    ).toEqual([
      { kind: 'text', text: 'Published! "Kente" is live on Dwa: ' },
      { kind: 'link', href: 'http://127.0.0.1:4391/products/p-1' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps line breaks in the text and finds every link', () => {
    expect(
      messageParts('1. Kente\nhttps://dwa.gh/products/a\n\nMore: https://dwa.gh/search?q=kente'),
    ).toEqual([
      { kind: 'text', text: '1. Kente\n' },
      { kind: 'link', href: 'https://dwa.gh/products/a' },
      { kind: 'text', text: '\n\nMore: ' },
      { kind: 'link', href: 'https://dwa.gh/search?q=kente' },
    ]);
  });

  it('makes *words* bold, not a lone star or one across lines', () => {
    expect(messageParts('Commands: *my products* · *help* 5 * 3\n*a\nb*')).toEqual([
      { kind: 'text', text: 'Commands: ' },
      { kind: 'bold', text: 'my products' },
      { kind: 'text', text: ' · ' },
      { kind: 'bold', text: 'help' },
      { kind: 'text', text: ' 5 * 3\n*a\nb*' },
    ]);
  });

  it('leaves other schemes as text', () => {
    expect(messageParts('javascript:alert(1) ftp://x')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) ftp://x' },
    ]);
  });
});
