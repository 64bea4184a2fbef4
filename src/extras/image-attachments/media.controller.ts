import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { NotFoundError } from '../../core/model/errors.js';
import { IMAGE_DIR, IMAGE_TYPES, mediaPath, SAFE_FILE_NAME } from './storage.js';

/**
 * Serves stored images at their `image` URL. Like the API, it needs a token unless LOGIN_REQUIRED is
 * off (the global AuthGuard decides; any authenticated user may see the files, as NetBox serves media
 * to any logged-in user).
 */
@Controller('media/image-attachments')
export class ImageMediaController {
  @Get(':file')
  async serve(@Param('file') file: string): Promise<StreamableFile> {
    const type = IMAGE_TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase()];
    if (!type || !SAFE_FILE_NAME.test(file)) throw new NotFoundError();
    const path = mediaPath(`${IMAGE_DIR}/${file}`);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) throw new NotFoundError();
    return new StreamableFile(createReadStream(path), { type, length: info.size });
  }
}
