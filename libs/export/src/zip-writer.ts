import { once } from 'node:events';
import zlib from 'node:zlib';

/**
 * A zip archive written in memory (workbooks, and the zips of one file per account or per statement), one entry at a time, each deflated as its text arrives: an xlsx is a zip of
 * XML parts, and a sheet of a long statement is tens of megabytes of XML that need never be held whole. Deflating
 * runs on libuv's thread pool, so the next rows are being written while the last ones are packed.
 * Entries are plain zip, dated by `date` (no zip64: what we zip stays far below 4 GB; more is refused).
 */
export class ZipWriter {
  private readonly entries: { name: Buffer; crc: number; size: number; packed: Buffer[]; packedSize: number }[] = [];
  private readonly dosTime: number;
  private readonly dosDate: number;

  constructor(date: Date = new Date()) {
    // MS-DOS date and time, local to nothing: zip stores what it is given.
    this.dosTime = (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2);
    this.dosDate = ((Math.max(1980, date.getUTCFullYear()) - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate();
  }

  /** An entry whose text is written in pieces; `end()` settles it. Entries are written one after another. */
  entry(name: string): ZipEntryWriter {
    const deflate = zlib.createDeflateRaw({ level: 6 });
    const packed: Buffer[] = [];
    let packedSize = 0;
    deflate.on('data', (chunk: Buffer) => {
      packed.push(chunk);
      packedSize += chunk.length;
    });
    const ended = once(deflate, 'end');
    let crc = 0;
    let size = 0;
    return {
      write: async (content: string | Uint8Array) => {
        const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
        crc = zlib.crc32(bytes, crc);
        size += bytes.length;
        if (!deflate.write(bytes)) await once(deflate, 'drain');
      },
      end: async () => {
        deflate.end();
        await ended;
        this.entries.push({ name: Buffer.from(name, 'utf8'), crc, size, packed, packedSize });
      },
    };
  }

  /** A whole entry at once. */
  async add(name: string, content: string | Uint8Array): Promise<void> {
    const entry = this.entry(name);
    await entry.write(content);
    await entry.end();
  }

  /** The archive: each entry's local header and data (those named in `first` first), then the central directory. */
  finish(first: string[] = []): Buffer {
    const out: Buffer[] = [];
    const central: Buffer[] = [];
    let offset = 0;
    const rank = (e: { name: Buffer }) => {
      const i = first.indexOf(e.name.toString('utf8'));
      return i < 0 ? first.length : i;
    };
    for (const e of [...this.entries].sort((a, b) => rank(a) - rank(b))) {
      // The local header and the central directory's entry share one run of fields: version needed, flags,
      // method, time, date, CRC, sizes and the name's length (from offset 4 in the one, 6 in the other).
      const shared = (buffer: Buffer, at: number) => {
        buffer.writeUInt16LE(20, at); // version needed: 2.0 (deflate)
        buffer.writeUInt16LE(0x0800, at + 2); // names are UTF-8
        buffer.writeUInt16LE(8, at + 4); // deflate
        buffer.writeUInt16LE(this.dosTime, at + 6);
        buffer.writeUInt16LE(this.dosDate, at + 8);
        buffer.writeUInt32LE(e.crc >>> 0, at + 10);
        buffer.writeUInt32LE(e.packedSize, at + 14);
        buffer.writeUInt32LE(e.size, at + 18);
        buffer.writeUInt16LE(e.name.length, at + 22);
      };
      const local = Buffer.alloc(30); // extra field length (28): none
      local.writeUInt32LE(0x04034b50, 0);
      shared(local, 4);
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4); // made by: MS-DOS, 2.0
      shared(header, 6);
      // extra, comment, disk, internal and external attributes: none
      header.writeUInt32LE(offset, 42);
      central.push(header, e.name);
      out.push(local, e.name, ...e.packed);
      offset += local.length + e.name.length + e.packedSize;
    }
    const centralSize = central.reduce((n, b) => n + b.length, 0);
    if (offset + centralSize > 0xffffffff || this.entries.length > 0xffff) throw new Error('too large for a zip without zip64');
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(centralSize, 12);
    end.writeUInt32LE(offset, 16);
    return Buffer.concat([...out, ...central, end]);
  }
}

export type ZipEntryWriter = {
  /** Adds text (as UTF-8) or bytes to the entry; resolves once the deflater can take more. */
  write(content: string | Uint8Array): Promise<void>;
  end(): Promise<void>;
};
