import { crc32, deflateRawSync } from 'node:zlib';

/** A file of a ZIP archive: its path inside the archive and its bytes. */
export interface ZipEntry {
  name: string;
  data: Buffer;
}

/** 1980-01-01 00:00, the earliest MS-DOS time: entries carry no real time, so equal input gives equal bytes. */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/**
 * A ZIP archive (PKWARE APPNOTE 6.3: local headers, deflated data, central directory, end record) of a
 * few small generated files, such as the parts of an XLSX workbook. No ZIP64: each entry and the whole
 * archive stay far below 4 GiB.
 */
export function zip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = deflateRawSync(entry.data);
    const crc = crc32(entry.data);
    // The fields a local header and its central directory entry share, in the same order in both.
    const fields = Buffer.alloc(26);
    fields.writeUInt16LE(20, 0); // version needed: 2.0 (deflate)
    fields.writeUInt16LE(0x0800, 2); // names are UTF-8
    fields.writeUInt16LE(8, 4); // deflate
    fields.writeUInt16LE(DOS_TIME, 6);
    fields.writeUInt16LE(DOS_DATE, 8);
    fields.writeUInt32LE(crc, 10);
    fields.writeUInt32LE(packed.length, 14);
    fields.writeUInt32LE(entry.data.length, 18);
    fields.writeUInt16LE(name.length, 22); // no extra field (bytes 24-25)
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields.copy(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by: 2.0
    fields.copy(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
