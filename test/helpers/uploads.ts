import { deflateSync } from 'node:zlib';
import type { TestApp, TestResponse } from './app';

/** Image files and multipart uploads, as a client (curl -F) sends them: image attachment tests. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}
/** A valid RGB PNG of the given size; `seed` varies the pixels so files differ. */
export function png(width: number, height: number, seed = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: width * 3 }, (_, x) => (x * 40 + y * 70 + seed) & 0xff)]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export type Part = string | number | { filename: string; data: Buffer; type?: string };

export function multipart(parts: Record<string, Part>): { body: Buffer; contentType: string } {
  const boundary = `----inventory-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(parts)) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (typeof value === 'object') {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sends a multipart request through the app, with the app's token unless another (or null) is given. */
export async function sendMultipart(
  app: TestApp,
  method: string,
  url: string,
  parts: Record<string, Part>,
  token: string | null = app.token,
): Promise<TestResponse & { raw: Buffer }> {
  const { body, contentType } = multipart(parts);
  const headers: Record<string, string> = { 'content-type': contentType };
  if (token) headers.authorization = token;
  const res = await app.server.app
    .getHttpAdapter()
    .getInstance()
    .inject({ method: method as never, url, headers, payload: body });
  const type = String(res.headers['content-type'] ?? '');
  return {
    status: res.statusCode,
    headers: res.headers,
    body: type.includes('json') && res.body !== '' ? JSON.parse(res.body) : undefined,
    text: res.body,
    raw: res.rawPayload,
  };
}
