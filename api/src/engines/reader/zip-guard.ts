import yauzl from 'yauzl';
import { READER_LIMITS } from './limits';
import { ReaderError } from './reader-error';

export interface ZipEntries {
  names: string[];
  /** Inflates one entry, refusing to go past maxBytes whatever the directory claims. */
  read(name: string, maxBytes: number): Promise<Buffer>;
}

const open = (bytes: Uint8Array) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true, validateEntrySizes: true }, (err, zip) =>
      err || !zip ? reject(err) : resolve(zip),
    ),
  );

/**
 * Reads a zip's central directory and refuses decompression bombs (too many entries,
 * too much inflated data, an absurd ratio) before any entry is inflated.
 */
export async function openGuardedZip(bytes: Uint8Array): Promise<ZipEntries> {
  let zip: yauzl.ZipFile;
  try {
    zip = await open(bytes);
  } catch {
    throw new ReaderError('unreadable', 'The file is not a valid DOCX (broken zip).');
  }
  const entries = new Map<string, yauzl.Entry>();
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      total += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (entries.size >= READER_LIMITS.zipMaxEntries || total > READER_LIMITS.zipMaxTotalUncompressed || (ratio > READER_LIMITS.zipMaxRatio && entry.uncompressedSize > 1024 * 1024)) {
        zip.close();
        reject(new ReaderError('bomb', 'The DOCX expands to far more data than a resume holds; it was not opened.'));
        return;
      }
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', () => reject(new ReaderError('unreadable', 'The file is not a valid DOCX (broken zip).')));
    zip.readEntry();
  });

  return {
    names: [...entries.keys()],
    read: (name, maxBytes) =>
      new Promise<Buffer>((resolve, reject) => {
        const entry = entries.get(name);
        if (!entry) return reject(new ReaderError('unreadable', `The DOCX has no ${name}.`));
        if (entry.uncompressedSize > maxBytes) return reject(new ReaderError('bomb', 'A DOCX part is larger than allowed.'));
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(new ReaderError('unreadable', 'A DOCX part could not be read.'));
          const chunks: Buffer[] = [];
          let size = 0;
          stream.on('data', (c: Buffer) => {
            size += c.length;
            if (size > maxBytes) {
              stream.destroy();
              reject(new ReaderError('bomb', 'A DOCX part is larger than allowed.'));
            } else chunks.push(c);
          });
          stream.on('end', () => resolve(Buffer.concat(chunks)));
          stream.on('error', () => reject(new ReaderError('unreadable', 'A DOCX part is corrupt.')));
        });
      }),
  };
}
