import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

// A backup is one .tar.gz: a format every operator can open with `tar xzf`, written and read here in
// a few lines (ustar only: regular files, names under 256 bytes) rather than with another dependency.

const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  const cut = name.lastIndexOf('/', 155);
  const prefix = name.slice(0, cut);
  const base = name.slice(cut + 1);
  if (cut < 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(base) > 100)
    throw new Error(`Name too long for the archive: ${name}`);
  return { prefix, base };
}

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  block.write(base, 0, 100);
  block.write(octal(0o644, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  block.write('        ', 148);
  block.write('0', 156);
  block.write('ustar\0' + '00', 257);
  block.write(prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148);
  return block;
}

/** Writes a gzipped tar file entry by entry, returning each entry's sha256. */
export class TarWriter {
  private readonly gzip = zlib.createGzip({ level: 6 });
  private readonly done: Promise<void>;

  constructor(file: string) {
    this.done = pipeline(this.gzip, fs.createWriteStream(file, { mode: 0o600 }));
  }

  private async write(chunk: Buffer): Promise<void> {
    if (!this.gzip.write(chunk)) await new Promise((resolve) => this.gzip.once('drain', resolve));
  }

  /** Add `size` bytes from `source` under `name`; fails if the source gives a different length. */
  async add(name: string, size: number, source: Readable | Buffer): Promise<string> {
    const hash = createHash('sha256');
    await this.write(header(name, size, new Date()));
    let written = 0;
    const chunks = Buffer.isBuffer(source) ? [source] : (source as AsyncIterable<Buffer>);
    for await (const chunk of chunks) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      written += bytes.length;
      if (written > size) throw new Error(`${name} grew while it was being archived`);
      hash.update(bytes);
      await this.write(bytes);
    }
    if (written !== size) throw new Error(`${name} shrank while it was being archived`);
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding > 0) await this.write(Buffer.alloc(padding));
    return hash.digest('hex');
  }

  async addFile(name: string, file: string): Promise<string> {
    const { size } = await fs.promises.stat(file);
    return this.add(name, size, fs.createReadStream(file));
  }

  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.gzip.end();
    await this.done;
  }
}

/** Pulls exact byte counts from a stream of chunks. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private readonly iterator: AsyncIterator<Buffer>;

  constructor(stream: AsyncIterable<Buffer>) {
    this.iterator = stream[Symbol.asyncIterator]();
  }

  private async fill(n: number): Promise<boolean> {
    while (this.length < n) {
      const next = await this.iterator.next();
      if (next.done) return false;
      this.buffered.push(next.value);
      this.length += next.value.length;
    }
    return true;
  }

  /** Up to `max` bytes (at least one), or undefined at the end. */
  async some(max: number): Promise<Buffer | undefined> {
    if (!(await this.fill(1))) return undefined;
    const all = Buffer.concat(this.buffered);
    const taken = all.subarray(0, Math.min(max, all.length));
    this.buffered = [all.subarray(taken.length)];
    this.length = all.length - taken.length;
    return taken;
  }

  async exactly(n: number): Promise<Buffer> {
    const bytes = (await this.fill(n)) ? await this.some(n) : undefined;
    if (!bytes) throw new Error('The archive ends in the middle of an entry');
    return bytes;
  }
}

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? raw.length : end).toString('utf8');
}

/** A name from an archive, safe to join under a directory (no absolute paths, no ..). */
function safeRelative(name: string): string {
  const normalised = path.posix.normalize(name.replace(/^\.\//, ''));
  if (normalised.startsWith('/') || normalised.split('/').includes('..')) throw new Error(`Unsafe path in the archive: ${name}`);
  return normalised;
}

/** Extract a .tar.gz (regular files only) under `dir`; returns the names extracted. */
export async function extractTarGz(file: string, dir: string): Promise<string[]> {
  const reader = new ByteReader(fs.createReadStream(file).pipe(zlib.createGunzip()));
  const names: string[] = [];
  for (;;) {
    const block = await reader.exactly(BLOCK);
    if (block.every((byte) => byte === 0)) break;
    const size = Number.parseInt(field(block, 124, 12).trim() || '0', 8);
    const prefix = field(block, 345, 155);
    const name = prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100);
    const type = field(block, 156, 1) || '0';
    const padded = size + ((BLOCK - (size % BLOCK)) % BLOCK);
    if (type !== '0') {
      // Directories and pax headers carry nothing this needs.
      for (let left = padded; left > 0; left -= (await reader.exactly(Math.min(left, 1 << 20))).length);
      continue;
    }
    const target = path.join(dir, safeRelative(name));
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await pipeline(Readable.from(entryBytes(reader, size)), fs.createWriteStream(target));
    if (padded > size) await reader.exactly(padded - size);
    names.push(safeRelative(name));
  }
  return names;
}

async function* entryBytes(reader: ByteReader, size: number): AsyncGenerator<Buffer> {
  let left = size;
  while (left > 0) {
    const chunk = await reader.some(Math.min(left, 1 << 20));
    if (!chunk) throw new Error('The archive ends in the middle of an entry');
    left -= chunk.length;
    yield chunk;
  }
}
