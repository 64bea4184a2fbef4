/**
 * Texts written one after the other into one buffer. A response body built this way reaches the socket
 * without first being copied into one large string, which V8 would allocate on its heap (a page of 50
 * devices: 130 kB; flattened again to measure and to send it) and then have to collect.
 */
export function utf8Bytes(parts: readonly string[]): Buffer {
  let size = 0;
  for (const part of parts) size += Buffer.byteLength(part);
  const bytes = Buffer.allocUnsafe(size);
  let at = 0;
  for (const part of parts) at += bytes.write(part, at);
  return bytes;
}
