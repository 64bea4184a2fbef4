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

/** Bodies parsed from multipart/form-data, where an empty text part clears an optional file (DRF's HTML-input rule). */
const formBodies = new WeakSet<object>();

export function markFormBody(body: object): void {
  formBodies.add(body);
}

export function isFormBody(body: object): boolean {
  return formBodies.has(body);
}
