import sharp from 'sharp';

// Book covers for the demo data, drawn as SVG and rendered by sharp (librsvg) at a real cover's
// resolution: a title, the listing's own author (none when it has none) and the publisher, in one of several cover designs with
// its own typography and colours, so that Browse looks like a bookshop on the first start.
// Fonts: DejaVu Sans/Serif/Mono (Debian's fonts-dejavu-core), and Noto Sans/Serif Devanagari (fonts-noto-core) for the
// Nepali titles (DejaVu has no Devanagari); librsvg falls back to any font, which without those would draw boxes.

export const DEMO_COVER_SIZE = { width: 600, height: 900 } as const;

interface Palette {
  background: string;
  ink: string;
  accent: string;
  soft: string;
}

const PALETTES: Palette[] = [
  { background: '#1d3557', ink: '#f1faee', accent: '#e9c46a', soft: '#457b9d' },
  { background: '#f4ede1', ink: '#2b2118', accent: '#c8553d', soft: '#e3d5bf' },
  { background: '#2a9d8f', ink: '#fdfcf7', accent: '#264653', soft: '#8ac9bf' },
  { background: '#6d2e46', ink: '#fbeee6', accent: '#f2b880', soft: '#a26769' },
  { background: '#faf3dd', ink: '#1b4332', accent: '#2d6a4f', soft: '#c8d5b9' },
  { background: '#22223b', ink: '#f2e9e4', accent: '#c9ada7', soft: '#4a4e69' },
  { background: '#ee6c4d', ink: '#fffdf8', accent: '#293241', soft: '#f7b09c' },
  { background: '#e9f1f7', ink: '#14213d', accent: '#fca311', soft: '#bcd0e0' },
  { background: '#3d405b', ink: '#f4f1de', accent: '#81b29a', soft: '#5c6080' },
  { background: '#ffd166', ink: '#1d1d1f', accent: '#ef476f', soft: '#ffe3a3' },
];

type FontFamily = 'DejaVu Serif' | 'DejaVu Sans' | 'DejaVu Sans Mono';

/** Each family with the Devanagari face that suits it, for the glyphs DejaVu lacks. */
const WITH_DEVANAGARI: Record<FontFamily, string> = {
  'DejaVu Serif': 'DejaVu Serif, Noto Serif Devanagari',
  'DejaVu Sans': 'DejaVu Sans, Noto Sans Devanagari',
  'DejaVu Sans Mono': 'DejaVu Sans Mono, Noto Sans Devanagari',
};

/** Letter spacing pulls apart Devanagari's joined letters (पारिजात drawn as पारि जात): none for that script. */
const spacingFor = (text: string, spacing: number) => (/[\u0900-\u097F]/.test(text) ? 0 : spacing);

interface TitleStyle {
  family: FontFamily;
  weight: 'normal' | 'bold';
  /** Average glyph width as a share of the font size, to wrap lines without measuring. */
  glyph: number;
  upper: boolean;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Break `text` into lines that fit `width` px at `size`; shrinks the size until at most `maxLines` lines do. */
function fitLines(text: string, style: TitleStyle, width: number, size: number, maxLines: number): { lines: string[]; size: number } {
  const words = (style.upper ? text.toUpperCase() : text).split(/\s+/).filter(Boolean);
  for (let current = size; ; current -= 4) {
    const perLine = Math.max(4, Math.floor(width / (current * style.glyph)));
    const lines: string[] = [];
    for (const word of words) {
      const last = lines[lines.length - 1];
      if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    const fits = lines.length <= maxLines && lines.every((line) => line.length <= perLine);
    if (fits || current <= 28) return { lines, size: current };
  }
}

function textBlock(
  lines: string[],
  {
    x,
    y,
    size,
    style,
    fill,
    anchor = 'middle',
    leading = 1.15,
  }: { x: number; y: number; size: number; style: TitleStyle; fill: string; anchor?: 'start' | 'middle'; leading?: number },
): string {
  const spans = lines
    .map((line, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : Math.round(size * leading)}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<text x="${x}" y="${y}" font-family="${WITH_DEVANAGARI[style.family]}" font-weight="${style.weight}" font-size="${size}" fill="${fill}" text-anchor="${anchor}">${spans}</text>`;
}

function small(
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  family: FontFamily,
  anchor: 'start' | 'middle' = 'middle',
  spacing = 2,
): string {
  return `<text x="${x}" y="${y}" font-family="${WITH_DEVANAGARI[family]}" font-size="${size}" letter-spacing="${spacingFor(text, spacing)}" fill="${fill}" text-anchor="${anchor}">${escapeXml(text)}</text>`;
}

const SERIF: TitleStyle = { family: 'DejaVu Serif', weight: 'bold', glyph: 0.62, upper: false };
const SANS_BOLD: TitleStyle = { family: 'DejaVu Sans', weight: 'bold', glyph: 0.66, upper: true };
const MONO: TitleStyle = { family: 'DejaVu Sans Mono', weight: 'bold', glyph: 0.62, upper: true };

interface CoverText {
  title: string;
  author: string;
  publisher: string;
}

/** Six designs: classic framed, banded, geometric, typewriter, textbook and a quiet literary one. */
const DESIGNS: ((text: CoverText, p: Palette, seed: number) => string)[] = [
  // Classic: a double gilt frame, serif title, author below a rule.
  ({ title, author, publisher }, p) => {
    const { lines, size } = fitLines(title, SERIF, 440, 64, 4);
    return `<rect width="600" height="900" fill="${p.background}"/>
      <rect x="30" y="30" width="540" height="840" fill="none" stroke="${p.accent}" stroke-width="4"/>
      <rect x="44" y="44" width="512" height="812" fill="none" stroke="${p.accent}" stroke-width="1.5"/>
      ${textBlock(lines, { x: 300, y: 300, size, style: SERIF, fill: p.ink })}
      <line x1="240" x2="360" y1="${330 + lines.length * size * 1.15}" y2="${330 + lines.length * size * 1.15}" stroke="${p.accent}" stroke-width="3"/>
      ${small(author.toUpperCase(), 300, 400 + lines.length * size * 1.15, 28, p.ink, 'DejaVu Sans', 'middle', 4)}
      ${small(publisher, 300, 810, 22, p.accent, 'DejaVu Serif', 'middle', 1)}`;
  },
  // Banded: three horizontal bands, the title in the middle one.
  ({ title, author, publisher }, p) => {
    const { lines, size } = fitLines(title, SANS_BOLD, 500, 56, 4);
    const bandHeight = Math.max(260, lines.length * size * 1.2 + 120);
    const top = 450 - bandHeight / 2;
    return `<rect width="600" height="900" fill="${p.accent}"/>
      <rect y="${top}" width="600" height="${bandHeight}" fill="${p.background}"/>
      ${small(author, 300, top - 60, 30, p.background, 'DejaVu Sans', 'middle', 1)}
      ${textBlock(lines, { x: 300, y: top + 60 + size, size, style: SANS_BOLD, fill: p.ink, leading: 1.2 })}
      <circle cx="300" cy="${top + bandHeight + 130}" r="44" fill="none" stroke="${p.background}" stroke-width="3"/>
      ${small(publisher.toUpperCase(), 300, 850, 20, p.background, 'DejaVu Sans', 'middle', 3)}`;
  },
  // Geometric: overlapping circles behind a large left-aligned title.
  ({ title, author, publisher }, p, seed) => {
    const { lines, size } = fitLines(title, SANS_BOLD, 500, 72, 5);
    const cx = 380 + (seed % 5) * 20;
    return `<rect width="600" height="900" fill="${p.background}"/>
      <circle cx="${cx}" cy="640" r="230" fill="${p.soft}"/>
      <circle cx="${cx - 170}" cy="720" r="150" fill="${p.accent}" opacity="0.85"/>
      ${textBlock(lines, { x: 50, y: 130, size, style: SANS_BOLD, fill: p.ink, anchor: 'start', leading: 1.05 })}
      ${small(author, 50, 170 + lines.length * size * 1.05, 30, p.ink, 'DejaVu Sans', 'start', 1)}
      ${small(publisher, 50, 860, 20, p.ink, 'DejaVu Sans', 'start', 2)}`;
  },
  // Typewriter: a paper label on a coloured cloth, monospaced title.
  ({ title, author, publisher }, p) => {
    const { lines, size } = fitLines(title, MONO, 400, 48, 5);
    const labelHeight = lines.length * size * 1.25 + 170;
    return `<rect width="600" height="900" fill="${p.background}"/>
      <rect x="0" y="0" width="36" height="900" fill="${p.soft}" opacity="0.6"/>
      <rect x="90" y="${420 - labelHeight / 2}" width="450" height="${labelHeight}" fill="#fbf8f1" stroke="${p.accent}" stroke-width="3"/>
      ${textBlock(lines, { x: 315, y: 420 - labelHeight / 2 + 60 + size * 0.8, size, style: MONO, fill: '#1f1f1f', leading: 1.25 })}
      ${small(author ? `— ${author} —` : '', 315, 420 + labelHeight / 2 - 40, 24, '#444444', 'DejaVu Sans Mono', 'middle', 0)}
      ${small(publisher, 315, 840, 22, p.ink, 'DejaVu Sans Mono', 'middle', 1)}`;
  },
  // Textbook: a colour header with the publisher, diagonal stripes, title in a white panel.
  ({ title, author, publisher }, p, seed) => {
    const { lines, size } = fitLines(title, SANS_BOLD, 460, 52, 4);
    const stripes = Array.from({ length: 9 }, (_, i) => {
      const x = -300 + i * 110 + (seed % 3) * 20;
      return `<polygon points="${x},900 ${x + 50},900 ${x + 450},500 ${x + 400},500" fill="${p.soft}" opacity="0.55"/>`;
    }).join('');
    return `<rect width="600" height="900" fill="${p.background}"/>
      ${stripes}
      <rect width="600" height="110" fill="${p.accent}"/>
      ${small(publisher.toUpperCase(), 300, 68, 22, '#ffffff', 'DejaVu Sans', 'middle', 3)}
      <rect x="50" y="170" width="500" height="${lines.length * size * 1.2 + 150}" rx="14" fill="#ffffff" opacity="0.95"/>
      ${textBlock(lines, { x: 300, y: 240 + size * 0.6, size, style: SANS_BOLD, fill: '#1b1b1b', leading: 1.2 })}
      ${small(author, 300, 270 + lines.length * size * 1.2 + 30, 26, '#555555', 'DejaVu Sans', 'middle', 1)}`;
  },
  // Literary: lots of space, a small emblem, a light serif title.
  ({ title, author, publisher }, p) => {
    const style: TitleStyle = { ...SERIF, weight: 'normal', glyph: 0.58 };
    const { lines, size } = fitLines(title, style, 460, 60, 4);
    return `<rect width="600" height="900" fill="${p.background}"/>
      ${small(author, 300, 150, 32, p.ink, 'DejaVu Serif', 'middle', 2)}
      <rect x="285" y="200" width="30" height="30" transform="rotate(45 300 215)" fill="${p.accent}"/>
      ${textBlock(lines, { x: 300, y: 360, size, style, fill: p.ink, leading: 1.2 })}
      <line x1="60" x2="540" y1="790" y2="790" stroke="${p.ink}" stroke-width="1" opacity="0.5"/>
      ${small(publisher, 300, 835, 22, p.ink, 'DejaVu Sans', 'middle', 2)}`;
  },
];

/** The SVG of the demo cover of book `index`: its author is the listing's (issue 36), left off when it has none. */
export function demoCoverSvg(index: number, title: string, publisher: string | null, author: string | null): string {
  const palette = PALETTES[(index * 3) % PALETTES.length];
  const design = DESIGNS[index % DESIGNS.length];
  if (!palette || !design) throw new Error('no cover design');
  const body = design({ title, author: author ?? '', publisher: publisher ?? 'Community Editions' }, palette, index);
  const { width, height } = DEMO_COVER_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 600 900">${body}</svg>`;
}

/** The demo cover of book `index` as a PNG (the image a seller would have uploaded). */
export function demoCover(index: number, title: string, publisher: string | null, author: string | null): Promise<Buffer> {
  return sharp(Buffer.from(demoCoverSvg(index, title, publisher, author)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}
