import { Column } from 'typeorm';
import { registerField } from '../../core/model/fields.js';
import { BASE_URL_PARAM } from '../../core/serialize/plan.js';

/**
 * An uploaded image: a file on write (a multipart part, which the body parser turns into an
 * UploadedFile), its URL on read (`<base>/media/<stored path>`, relative in event payloads). The
 * column holds the path under DATA_DIR/media. Declared as a writable computed field: the generic
 * writer leaves it out of the row and the model rules store the file and derive the column
 * (image-attachment.rules.ts); the URL is rendered in SQL like any computed value.
 */
export function ImageField(options: { label?: string; helpText?: string } = {}): PropertyDecorator {
  return (target, key) => {
    const name = String(key);
    registerField(target, {
      name,
      kind: 'computed',
      computedType: 'string',
      sql: (alias) => `(${BASE_URL_PARAM}::text || '/media/' || ${alias}.${name})`,
      label: options.label ?? 'Image',
      helpText: options.helpText,
      group: 'body',
      required: true,
      requiredMessage: 'No file was submitted.',
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      filter: false,
    });
    Column({ name, type: 'varchar', length: 255 })(target, key);
  };
}
