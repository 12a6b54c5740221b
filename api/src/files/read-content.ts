import type { Readable } from 'node:stream';

/** The whole content of a stream, refusing more than `maxBytes` (extractors that need it in memory). */
export async function readAll(content: Readable, maxBytes = Number.POSITIVE_INFINITY): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of content) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      content.destroy();
      throw new RangeError(`The content is larger than ${maxBytes} bytes.`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
