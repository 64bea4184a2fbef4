import { Entity } from 'typeorm';
import { ImageField } from '../../../core/files/image-field.js';
import { fileStem, safePart } from '../../../core/files/storage.js';
import { CharField, GenericForeignKey, IntegerField } from '../../../core/model/fields.js';
import { ChangeLoggedModel } from '../../../core/model/model-bases.js';

/**
 * Models whose objects can carry image attachments (NetBox's `image_attachments` feature). Add
 * circuits.circuit and virtualization.virtualmachine here when those apps exist (an object type must
 * be a declared resource).
 */
export const IMAGE_ATTACHMENT_TYPES = ['dcim.site', 'dcim.location', 'dcim.rack', 'dcim.device', 'dcim.devicetype'];

@Entity('extras_imageattachment')
export class ImageAttachment extends ChangeLoggedModel {
  @GenericForeignKey({
    types: IMAGE_ATTACHMENT_TYPES,
    onDelete: 'CASCADE',
    required: true,
    prefix: 'object',
    typeMessage: 'Image attachments cannot be assigned to this object type ({type}).',
  })
  parent: unknown;
  /** declared by the generic relation */
  object_type: string;
  object_id: number;
  @CharField({ maxLength: 50, blank: true }) name: string;
  @ImageField({
    dir: 'image-attachments',
    helpText: 'An image file (multipart/form-data); read back as its URL.',
    // NetBox's layout: `<model>_<object id>_<name, else the uploaded file's stem>`
    fileStem: (values, upload) =>
      `${String(values.object_type).split('.')[1]}_${Number(values.object_id)}_${safePart(String(values.name ?? '')) || safePart(fileStem(upload)) || 'image'}`,
  })
  image: string;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @IntegerField({ readOnly: true }) image_height: number;
  @IntegerField({ readOnly: true }) image_width: number;
  @IntegerField({ readOnly: true, label: 'Image size' }) image_size: number;
}
