import { crc32, inflateRawSync } from 'node:zlib';

/**
 * The files of a ZIP archive, read through its central directory, each checked against its CRC-32: what
 * any unzip tool would extract, or an error.
 */
export function unzip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory record');
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central header ${i}`);
    const method = archive.readUInt16LE(at + 10);
    const crc = archive.readUInt32LE(at + 16);
    const packedSize = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const localAt = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (archive.readUInt32LE(localAt) !== 0x04034b50) throw new Error(`bad local header for ${name}`);
    const dataAt = localAt + 30 + archive.readUInt16LE(localAt + 26) + archive.readUInt16LE(localAt + 28);
    const packed = archive.subarray(dataAt, dataAt + packedSize);
    const data = method === 8 ? inflateRawSync(packed) : packed;
    if (crc32(data) !== crc) throw new Error(`CRC mismatch in ${name}`);
    files.set(name, data);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

/** A sheet's cells by reference ("B2"), as the XML has them: the type attribute and the value or text. */
export function sheetCells(archive: Buffer, sheet = 'xl/worksheets/sheet1.xml'): Map<string, { t: string; v: string }> {
  const xml = unzip(archive).get(sheet)?.toString('utf8');
  if (!xml) throw new Error(`no ${sheet}`);
  const cells = new Map<string, { t: string; v: string }>();
  for (const match of xml.matchAll(/<c r="([A-Z]+\d+)"([^>]*)>(.*?)<\/c>/g)) {
    const type = /t="(\w+)"/.exec(match[2]!)?.[1] ?? 'n';
    const inner = match[3]!;
    if (/<f[ >]/.test(inner)) throw new Error(`formula in ${match[1]}`);
    const value = /<t[^>]*>(.*?)<\/t>/s.exec(inner)?.[1] ?? /<v>(.*?)<\/v>/.exec(inner)?.[1] ?? '';
    const text = value
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    cells.set(match[1]!, { t: type, v: text });
  }
  return cells;
}
