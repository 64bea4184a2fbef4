import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { settings } from '../../config/current.js';
import { FieldError } from '../write/coerce.js';
import { UploadedFile } from './uploaded-file.js';

/**
 * The folders under DATA_DIR/media that image fields store into (`image-attachments`,
 * `devicetype-images`; registered by their declarations): a file `<dir>/<file>` is served at
 * /media/<dir>/<file>. Only files in these are served or removed.
 */
const mediaDirs = new Set<string>();

export function registerMediaDir(dir: string): void {
  if (!SAFE_FILE_NAME.test(dir)) throw new Error(`Media folder "${dir}" is not a plain folder name`);
  mediaDirs.add(dir);
}

export function isMediaDir(dir: string): boolean {
  return mediaDirs.has(dir);
}

/** Extensions accepted, and the Content-Type each is served with. */
export const IMAGE_TYPES: Record<string, string> = {
  avif: 'image/avif',
  bmp: 'image/bmp',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** Formats image-size may recognise in the content that a browser shows (not svg, tiff, psd…). */
const RASTER_FORMATS = new Set(['avif', 'bmp', 'gif', 'jpg', 'png', 'webp']);

/** A stored file name: no directories, no leading dot. */
export const SAFE_FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

export function mediaPath(relative: string): string {
  return join(settings().dataDir, 'media', relative);
}

export interface ImageFacts {
  extension: string;
  width: number;
  height: number;
}

/** Checks an upload as Django's ImageField and NetBox's extension list do; throws FieldError with their messages. */
export function inspectImage(upload: UploadedFile): ImageFacts {
  if (!upload.filename) throw new FieldError('No filename could be determined.');
  if (!upload.size) throw new FieldError('The submitted file is empty.');
  const dot = upload.filename.lastIndexOf('.');
  const extension = dot >= 0 ? upload.filename.slice(dot + 1).toLowerCase() : '';
  if (!IMAGE_TYPES[extension]) {
    throw new FieldError(`File extension “${extension}” is not allowed. Allowed extensions are: ${Object.keys(IMAGE_TYPES).join(', ')}.`);
  }
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(upload.data);
  } catch {
    size = {};
  }
  if (!size.type || !RASTER_FORMATS.has(size.type) || !size.width || !size.height) {
    throw new FieldError('Upload a valid image. The file you uploaded was either not an image or a corrupted image.');
  }
  return { extension, width: size.width, height: size.height };
}

/** A name part safe in a path and a URL: spaces become underscores, other characters outside [A-Za-z0-9_.-] go. */
export function safePart(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .replace(/^[.-]+/, '')
    .slice(0, 100);
}

/** The uploaded file's name without its extension. */
export function fileStem(upload: UploadedFile): string {
  const dot = upload.filename.lastIndexOf('.');
  return dot > 0 ? upload.filename.slice(0, dot) : upload.filename;
}

/**
 * Writes the file as `<dir>/<stem>.<ext>`, never over another file: a taken name gets a random suffix
 * (as Django's storage does). Returns the path under media/.
 */
export async function storeImage(upload: UploadedFile, facts: ImageFacts, dir: string, stem: string): Promise<string> {
  const base = safePart(stem) || 'image';
  await mkdir(mediaPath(dir), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    const file = `${attempt ? `${base}_${randomBytes(4).toString('hex')}` : base}.${facts.extension}`;
    try {
      await writeFile(mediaPath(join(dir, file)), upload.data, { flag: 'wx' });
      return `${dir}/${file}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 20) throw error;
    }
  }
}

/** Removes a stored file; one already gone is fine. Only paths in a registered media folder are accepted. */
export async function removeImage(relative: string): Promise<void> {
  const [dir, file, ...rest] = relative.split('/');
  if (!isMediaDir(dir) || !file || rest.length || !SAFE_FILE_NAME.test(file)) return;
  try {
    await unlink(mediaPath(relative));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
