/**
 * A membership card as an Apple Wallet pass file: a zip with `pass.json` and `manifest.json`
 * (SHA-1 of each file), stored uncompressed. It is unsigned, which is as far as a demo can go:
 * Wallet would refuse it, but browsers download it with the right type and name.
 */
import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { DemoMemberRecord } from './catalog/demoMember';
import { memberTypeNames } from './catalog/membershipOptions';

/** Content type of an Apple Wallet pass. */
export const PKPASS_TYPE = 'application/vnd.apple.pkpass';

interface ZipEntry {
  name: Buffer;
  data: Buffer;
  crc: number;
  offset: number;
}

/** A zip archive of `files`, stored (no compression), dated 1 Jan 2020 so output is repeatable. */
function zip(files: Record<string, Buffer>): Buffer {
  const DOS_TIME = 0;
  const DOS_DATE = ((2020 - 1980) << 9) | (1 << 5) | 1;
  const parts: Buffer[] = [];
  const entries: ZipEntry[] = [];
  let offset = 0;
  for (const [fileName, data] of Object.entries(files)) {
    const name = Buffer.from(fileName, 'utf8');
    const entry = { name, data, crc: crc32(data), offset };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0800, 6); // names are UTF-8
    header.writeUInt16LE(0, 8); // stored
    header.writeUInt16LE(DOS_TIME, 10);
    header.writeUInt16LE(DOS_DATE, 12);
    header.writeUInt32LE(entry.crc, 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(name.length, 26);
    header.writeUInt16LE(0, 28);
    parts.push(header, name, data);
    entries.push(entry);
    offset += header.length + name.length + data.length;
  }
  const directoryStart = offset;
  for (const entry of entries) {
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(DOS_TIME, 12);
    header.writeUInt16LE(DOS_DATE, 14);
    header.writeUInt32LE(entry.crc, 16);
    header.writeUInt32LE(entry.data.length, 20);
    header.writeUInt32LE(entry.data.length, 24);
    header.writeUInt16LE(entry.name.length, 28);
    header.writeUInt32LE(entry.offset, 42);
    parts.push(header, entry.name);
    offset += header.length + entry.name.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(offset - directoryStart, 12);
  end.writeUInt32LE(directoryStart, 16);
  parts.push(end);
  return Buffer.concat(parts);
}

/** The demo member's card as a `.pkpass` file. */
export function buildPkpass(member: DemoMemberRecord): Buffer {
  const pass = {
    formatVersion: 1,
    passTypeIdentifier: 'pass.dev.cinema-elements.demo',
    serialNumber: member.id,
    teamIdentifier: 'DEMO000000',
    organizationName: 'Demo Cinema',
    description: 'Demo Cinema membership card',
    barcodes: [{ format: 'PKBarcodeFormatQR', message: member.id, messageEncoding: 'iso-8859-1' }],
    storeCard: {
      primaryFields: [
        { key: 'member', label: 'Member', value: `${member.firstName} ${member.lastName}` },
      ],
      secondaryFields: [
        {
          key: 'type',
          label: 'Membership',
          value: memberTypeNames.get(member.memberType) ?? member.memberType,
        },
      ],
    },
  };
  const passJson = Buffer.from(JSON.stringify(pass, null, 2));
  const manifest = { 'pass.json': createHash('sha1').update(passJson).digest('hex') };
  return zip({ 'pass.json': passJson, 'manifest.json': Buffer.from(JSON.stringify(manifest)) });
}
