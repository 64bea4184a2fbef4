import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** A file part of a multipart/form-data body, held in memory (its size is bounded by MAX_UPLOAD_SIZE). */
export class UploadedFile {
  constructor(
    /** the name the client gave the file */
    readonly filename: string,
    readonly mimetype: string,
    readonly data: Buffer,
  ) {}

  get size(): number {
    return this.data.length;
  }

  /** a body holding a file may be serialised (logs, errors): never with its bytes */
  toJSON(): string {
    return this.filename;
  }
}

function tooLarge(limit: number): Error {
  return Object.assign(new Error(`The uploaded file is too large: the limit is ${limit} bytes.`), { statusCode: 413 });
}

/**
 * multipart/form-data bodies, which NetBox accepts beside JSON (DRF's MultiPartParser): parsed before
 * the route runs into a plain object — text parts as strings (a repeated name as a list), file parts as
 * UploadedFile — so the generic write path takes them like a JSON body. A file over `maxFileSize`
 * bytes is refused with 413.
 */
export function registerMultipart(app: FastifyInstance, maxFileSize: number): void {
  void app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    // text parts stay small (1 MiB each, 100 of them); files are held in memory, so few
    limits: { fileSize: maxFileSize, files: 5, fields: 100, fieldSize: 1024 * 1024 },
    async onFile(part) {
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxFileSize);
        throw error;
      }
      (part as unknown as { value: unknown }).value = new UploadedFile(part.filename, part.mimetype, data);
    },
  });
}
