import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { IMAGE_TYPES, isMediaDir, mediaPath, SAFE_FILE_NAME } from '../files/storage.js';
import { NotFoundError } from '../model/errors.js';

/**
 * Serves stored images at their URL (`/media/<folder of an image field>/<file>`). Like the API, it
 * needs a token unless LOGIN_REQUIRED is off (the global AuthGuard decides; any authenticated user may
 * see the files, as NetBox serves media to any logged-in user).
 */
@Controller('media')
export class MediaController {
  @Get(':dir/:file')
  async serve(@Param('dir') dir: string, @Param('file') file: string): Promise<StreamableFile> {
    const type = IMAGE_TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase()];
    if (!type || !isMediaDir(dir) || !SAFE_FILE_NAME.test(file)) throw new NotFoundError();
    const path = mediaPath(`${dir}/${file}`);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) throw new NotFoundError();
    return new StreamableFile(createReadStream(path), { type, length: info.size });
  }
}
