// Realistic phone photos for the image benchmark: 4000 × 3000 JPEGs of 3–4 MB, as a 12-megapixel
// phone camera writes them: a book lying on a wooden table, shot at a slight angle, with uneven
// light, texture at every scale and sensor noise (flat synthetic images compress far better than
// photos and would flatter the figures). Half are portrait shots stored landscape with EXIF
// orientation 6, as phones do. Generated with sharp and kept in .tmp/bench-photos/.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const WIDTH = 4000;
const HEIGHT = 3000;

const BOOKS = [
  { title: 'The River Between Hills', author: 'Anjali Thapa', colour: '#7a1f2b', ink: '#f3e6c8' },
  { title: 'Basic Chemistry Part II', author: 'R. K. Sharma', colour: '#1e4d7a', ink: '#ffffff' },
  { title: 'Mountain Tales', author: 'Pema Lama', colour: '#2f6b3b', ink: '#fdf5e2' },
  { title: 'Grade 9 Mathematics', author: 'Ekta Books', colour: '#d98c1f', ink: '#1c1c1c' },
  { title: 'A Short History of Kathmandu', author: 'S. Malla', colour: '#3b3b58', ink: '#e9d8a6' },
  { title: 'English Grammar in Use', author: 'R. Murphy', colour: '#b23a48', ink: '#ffffff' },
];

/** Noise at `scale` (1 = per pixel) blown up to `width` × `height`: texture at one scale (1 channel: light only; 3: colour too). */
async function noiseLayer(width, height, scale, sigma, channels) {
  return sharp({
    create: { width: Math.ceil(width / scale), height: Math.ceil(height / scale), channels, noise: { type: 'gaussian', mean: 128, sigma } },
  })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
}

function sceneSvg(book, index, width, height) {
  const angle = -8 + index * 3.5;
  const x = width / 2 - 750 + (index % 3) * 60;
  const y = height / 2 - 1100;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="wood" x1="0" y1="0" x2="1" y2="0.3">
        <stop offset="0" stop-color="#8a6440"/><stop offset="0.5" stop-color="#a47a52"/><stop offset="1" stop-color="#6e4d30"/>
      </linearGradient>
      <radialGradient id="light" cx="0.4" cy="0.35" r="0.8">
        <stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#000000" stop-opacity="0.45"/>
      </radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#wood)"/>
    ${Array.from({ length: 55 }, (_, i) => `<path d="M0 ${i * 80 + 20} C 1300 ${i * 80 - 40}, 2600 ${i * 80 + 90}, 4000 ${i * 80 + 10}" stroke="#4a321d" stroke-opacity="0.35" stroke-width="${3 + (i % 4) * 3}" fill="none"/>`).join('')}
    <g transform="rotate(${angle} ${width / 2} ${height / 2}) translate(0 ${y - 400})">
      <rect x="${x + 40}" y="440" width="1500" height="2150" fill="#000" opacity="0.35"/>
      <rect x="${x}" y="400" width="1500" height="2150" rx="18" fill="${book.colour}"/>
      <rect x="${x}" y="400" width="70" height="2150" fill="#000" opacity="0.25"/>
      <rect x="${x + 150}" y="560" width="1200" height="8" fill="${book.ink}" opacity="0.8"/>
      <text x="${x + 750}" y="900" font-family="DejaVu Serif" font-weight="bold" font-size="150" fill="${book.ink}" text-anchor="middle">${book.title.split(' ').slice(0, 2).join(' ')}</text>
      <text x="${x + 750}" y="1080" font-family="DejaVu Serif" font-weight="bold" font-size="150" fill="${book.ink}" text-anchor="middle">${book.title.split(' ').slice(2).join(' ')}</text>
      <circle cx="${x + 750}" cy="1600" r="260" fill="none" stroke="${book.ink}" stroke-width="14" opacity="0.7"/>
      <text x="${x + 750}" y="2380" font-family="DejaVu Sans" font-size="90" fill="${book.ink}" text-anchor="middle">${book.author}</text>
    </g>
    <rect width="100%" height="100%" fill="url(#light)"/>
  </svg>`;
}

async function photo(book, index) {
  // A portrait shot is taken upright and stored turned a quarter left, with orientation 6 saying so.
  const portrait = index % 2 === 1;
  const [width, height] = portrait ? [HEIGHT, WIDTH] : [WIDTH, HEIGHT];
  const scene = await sharp(Buffer.from(sceneSvg(book, index, width, height)))
    .removeAlpha()
    .raw()
    .toBuffer();
  // Texture in light at several scales (grain of wood and paper, surface) and sensor noise in colour.
  const light = [
    [await noiseLayer(width, height, 16, 40, 1), 0.25],
    [await noiseLayer(width, height, 4, 40, 1), 0.3],
    [await noiseLayer(width, height, 1.5, 40, 1), 0.3],
  ];
  const sensor = await noiseLayer(width, height, 1, 20, 3);
  const out = Buffer.alloc(scene.length);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    let shade = 0;
    for (const [layer, weight] of light) shade += (layer[pixel] - 128) * weight;
    for (let channel = 0; channel < 3; channel += 1) {
      const i = pixel * 3 + channel;
      const value = scene[i] + shade + (sensor[i] - 128) * 0.35;
      out[i] = value < 0 ? 0 : value > 255 ? 255 : value;
    }
  }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .rotate(portrait ? 270 : 0)
    .jpeg({ quality: 87, chromaSubsampling: '4:2:0' })
    .withMetadata({ orientation: portrait ? 6 : 1 })
    .toBuffer();
}

/** Six phone photos (generated once, then read from .tmp/bench-photos/). */
export async function phonePhotos(root) {
  const dir = path.join(root, '.tmp', 'bench-photos');
  mkdirSync(dir, { recursive: true });
  const photos = [];
  for (const [index, book] of BOOKS.entries()) {
    const file = path.join(dir, `photo-${index + 1}.jpg`);
    if (!existsSync(file)) writeFileSync(file, await photo(book, index));
    photos.push({ name: path.basename(file), title: book.title, bytes: readFileSync(file) });
  }
  return photos;
}

// Photos of the sizes a seller's phone hands over (issue 27: the upload benchmark and the sell journey): a 12 MB and a
// 4 MB 4000 × 3000 JPEG and a 1 MB 2000 × 1500 one. Light texture at three scales over a drawn scene (libvips does
// the blending, so each takes a few seconds, not a per-pixel loop); the 12 MB one is a portrait shot stored sideways
// (EXIF orientation 6) and all carry an EXIF GPS position, as a phone writes them.
const GPS_EXIF = {
  IFD0: { Make: 'BookNook', Model: 'Test phone' },
  // Kathmandu, 27°43'2" N 85°19'26" E.
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '27/1 43/1 2/1', GPSLongitudeRef: 'E', GPSLongitude: '85/1 19/1 26/1' },
};

export const SIZED_PHOTOS = [
  { name: 'phone-12mb.jpg', width: 4000, height: 3000, noise: [30, 20, 14], quality: 96, chroma: '4:4:4', orientation: 6, book: 0 },
  { name: 'phone-4mb.jpg', width: 4000, height: 3000, noise: [28, 18, 10], quality: 92, chroma: '4:2:0', orientation: 1, book: 1 },
  { name: 'phone-1mb.jpg', width: 2000, height: 1500, noise: [28, 18, 10], quality: 93, chroma: '4:2:0', orientation: 1, book: 2 },
];

async function texturedPhoto({ width: storedWidth, height: storedHeight, noise, quality, chroma, orientation, book }) {
  // Drawn upright: a photo stored sideways (orientation 6) is a portrait one.
  const [width, height] = orientation === 6 ? [storedHeight, storedWidth] : [storedWidth, storedHeight];
  const [sceneWidth, sceneHeight] = width > height ? [WIDTH, HEIGHT] : [HEIGHT, WIDTH];
  const scene = await sharp(Buffer.from(sceneSvg(BOOKS[book], book, sceneWidth, sceneHeight)))
    .resize(width, height)
    .removeAlpha()
    .toBuffer();
  const layer = (scale, sigma) =>
    sharp({
      create: {
        width: Math.ceil(width / scale),
        height: Math.ceil(height / scale),
        channels: 3,
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    })
      .resize(width, height, { kernel: 'cubic' })
      .png({ compressionLevel: 0 })
      .toBuffer();
  const [coarse, middle, fine] = noise;
  const textured = await sharp(scene)
    .composite([
      { input: await layer(8, coarse), blend: 'soft-light' },
      { input: await layer(2, middle), blend: 'soft-light' },
      { input: await layer(1, fine), blend: 'soft-light' },
    ])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Orientation 6: the pixels are stored turned a quarter left, as a phone held upright writes them.
  return sharp(textured.data, { raw: textured.info })
    .rotate(orientation === 6 ? 270 : 0)
    .jpeg({ quality, chromaSubsampling: chroma })
    .withExif(GPS_EXIF)
    .withMetadata({ orientation })
    .toBuffer();
}

/** The three sized phone photos (generated once, then read from .tmp/bench-photos/): { name, bytes, width, height }. */
export async function sizedPhonePhotos(root) {
  const dir = path.join(root, '.tmp', 'bench-photos');
  mkdirSync(dir, { recursive: true });
  const photos = [];
  for (const spec of SIZED_PHOTOS) {
    const file = path.join(dir, spec.name);
    if (!existsSync(file)) writeFileSync(file, await texturedPhoto(spec));
    photos.push({ name: spec.name, bytes: readFileSync(file), width: spec.width, height: spec.height, orientation: spec.orientation });
  }
  return photos;
}
