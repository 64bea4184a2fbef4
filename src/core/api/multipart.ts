import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { markFormBody, UploadedFile } from '../files/uploaded-file.js';

function tooLarge(limit: number): Error {
  return Object.assign(new Error(`The uploaded file is too large: the limit is ${limit} bytes.`), { statusCode: 413 });
}

/**
 * A body the parser could not read is the client's fault: 400 with DRF's "Multipart form parse error"
 * (a missing boundary in Django's words), whatever the parser threw; its own 4xx (a limit: 413) stay.
 */
function parseError(error: unknown): Error {
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) return error as Error;
  const message = error instanceof Error ? error.message : String(error);
  const reason = /boundary not found/i.test(message) ? 'Invalid boundary in multipart: None' : message.replace(/^Multipart: /, '');
  return Object.assign(new Error(`Multipart form parse error - ${reason}`), { statusCode: 400 });
}

type Value = string | UploadedFile;

/** The parts as a plain object: a repeated name gives the list of its values. */
async function readParts(request: FastifyRequest, maxFileSize: number): Promise<Record<string, Value | Value[]>> {
  const body: Record<string, Value | Value[]> = Object.create(null) as Record<string, Value | Value[]>;
  const add = (name: string, value: Value) => {
    const seen = body[name];
    body[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxFileSize);
        throw error;
      }
      add(part.fieldname, new UploadedFile(part.filename, part.mimetype, data));
    } else {
      add(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
    }
  }
  const plain = { ...body };
  markFormBody(plain);
  return plain;
}

/**
 * multipart/form-data bodies, which NetBox accepts beside JSON (DRF's MultiPartParser): parsed before
 * the route runs into a plain object — text parts as strings (a repeated name as a list), file parts as
 * UploadedFile — so the generic write path takes them like a JSON body. A file over `maxFileSize`
 * bytes is refused with 413; a body that cannot be parsed (no boundary, truncated) with 400.
 */
export function registerMultipart(app: FastifyInstance, maxFileSize: number): void {
  // text parts stay small (1 MiB each, 100 of them); files are held in memory, so few
  void app.register(fastifyMultipart, { limits: { fileSize: maxFileSize, files: 5, fields: 100, fieldSize: 1024 * 1024 } });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    try {
      request.body = await readParts(request, maxFileSize);
    } catch (error) {
      throw parseError(error);
    }
  });
}
