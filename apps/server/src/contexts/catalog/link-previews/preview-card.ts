// The branded card a preview shows when there is no photo: the Dwa mark, the product title or
// shop name, the price, the shop and place, as an SVG that sharp renders. Every text is a
// seller's and goes in only escaped for XML (a name like `</text><image href="file:///…"/>` must
// stay text: librsvg would otherwise load what it names), with characters XML cannot hold
// removed. SVG has no line wrapping: lines are broken here by an estimate of the font's widths.
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, type PreviewSource } from './preview-source.ts';

const BRAND = '#0f5132';
const BRAND_DEEP = '#0a3a24';
const GOLD = '#f6c343';
/** Fonts librsvg finds through fontconfig: the container image installs DejaVu (Dockerfile); a
 * machine with no font draws every letter as an empty box. */
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** The site's mark (apps/web/public/favicon.svg) drawn at `size` px from (x, y); `ringed` on the
 * card's own green, where its square needs an edge to be seen. */
export function dwaMark(x: number, y: number, size: number, ringed = false): string {
  const k = size / 64;
  const ring = ringed ? ' stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.5"' : '';
  return `<g transform="translate(${x} ${y}) scale(${k})"><rect width="64" height="64" rx="14" fill="${BRAND}"${ring}/><path d="M18 46V18h11c10 0 17 5 17 14s-7 14-17 14z" fill="none" stroke="${GOLD}" stroke-width="6"/></g>`;
}

/** Characters XML 1.0 cannot contain: C0 controls but tab and line breaks, U+FFFE and U+FFFF. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
/** Half of a surrogate pair without its other half: not a character, and not XML either. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(LONE_SURROGATE, '\ufffd')
    .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Average advance of DejaVu Sans Bold as a share of the font size (measured: ~0.6 for mixed
 * text); a little wide, so an estimate errs towards shorter lines, never past the edge. */
const ADVANCE = 0.64;

/** `text` in at most `maxLines` lines of at most `width` px at `fontSize`, the last one cut
 * with an ellipsis if the text goes on; a word longer than a line is broken. */
export function wrapText(text: string, width: number, fontSize: number, maxLines: number) {
  const perLine = Math.max(4, Math.floor(width / (fontSize * ADVANCE)));
  const length = (s: string) => [...s].length;
  const words = text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => {
      const chars = [...word];
      const parts: string[] = [];
      for (let i = 0; i < chars.length; i += perLine)
        parts.push(chars.slice(i, i + perLine).join(''));
      return parts;
    });
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (length(next) <= perLine) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = [...kept[maxLines - 1]!]
    .slice(0, perLine - 1)
    .join('')
    .trimEnd();
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

const textLines = (lines: string[], x: number, y: number, size: number, fill: string) =>
  lines
    .map(
      (line, n) =>
        `<text x="${x}" y="${y + n * Math.round(size * 1.2)}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${fill}">${escapeXml(line)}</text>`,
    )
    .join('');

/** The card as SVG, 1200 × 630. */
export function previewCardSvg(source: Pick<PreviewSource, 'title' | 'highlight' | 'detail'>) {
  const x = 96;
  const textWidth = PREVIEW_WIDTH - x * 2;
  const title = wrapText(source.title, textWidth, 72, 2);
  const titleTop = 300;
  const titleBottom = titleTop + (title.length - 1) * 86;
  const highlight = source.highlight ? wrapText(source.highlight, textWidth, 60, 1) : [];
  const highlightY = titleBottom + 96;
  const detail = wrapText(source.detail, textWidth, 36, 1);
  const detailY = (highlight.length > 0 ? highlightY : titleBottom) + 76;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND}"/><stop offset="1" stop-color="${BRAND_DEEP}"/></linearGradient></defs><rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="url(#bg)"/><rect y="${PREVIEW_HEIGHT - 16}" width="${PREVIEW_WIDTH}" height="16" fill="${GOLD}"/>${dwaMark(x, 72, 112, true)}<text x="${x + 136}" y="150" font-family="${FONT}" font-size="56" font-weight="700" fill="#ffffff">Dwa</text>${textLines(title, x, titleTop, 72, '#ffffff')}${textLines(highlight, x, highlightY, 60, GOLD)}${textLines(detail, x, detailY, 36, '#d7e7dd')}</svg>`;
}
