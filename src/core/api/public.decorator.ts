import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'inventory:public';

/** Routes answered without credentials (token provisioning, the OpenAPI document). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
