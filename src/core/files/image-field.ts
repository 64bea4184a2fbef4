import { Column } from 'typeorm';
import type { Queryable } from '../../database/db.js';
import { quoteIdent } from '../../database/sql.js';
import { ResourceRegistry } from '../model/define-resource.js';
import { registerField } from '../model/fields.js';
import type { ModelRules, WriteItem } from '../model/model-rules.js';
import { BASE_URL_PARAM } from '../serialize/plan.js';
import { FieldError } from '../write/coerce.js';
import { fileStem, ImageFacts, inspectImage, registerMediaDir, removeImage, storeImage } from './storage.js';
import { isFormBody, UploadedFile } from './uploaded-file.js';

/** DRF's answer to anything but a file (a JSON string, a number): files come only as multipart parts. */
const NOT_A_FILE = 'The submitted data was not a file. Check the encoding type on the form.';

/** What validation learnt about each upload, for the file that derive() stores and for model rules (an attachment's size). */
const inspected = new WeakMap<UploadedFile, ImageFacts>();

/** The facts of an upload an image field validated (width, height, extension). */
export function imageFacts(upload: UploadedFile): ImageFacts {
  let facts = inspected.get(upload);
  if (!facts) inspected.set(upload, (facts = inspectImage(upload)));
  return facts;
}

export interface ImageFieldOptions {
  /** the folder under DATA_DIR/media (NetBox's `upload_to`): `image-attachments`, `devicetype-images` */
  dir: string;
  /** optional: null clears it, omitted leaves it null (NetBox's `blank=True` image fields) */
  nullable?: boolean;
  label?: string;
  helpText?: string;
  /** the stored file's name without extension, from the object's values; default: the uploaded file's */
  fileStem?: (values: Record<string, unknown>, upload: UploadedFile) => string;
}

/** The image fields of each model class: one set of rules covers them all, so each reports its own error. */
const fieldsByModel = new Map<Function, Map<string, ImageFieldOptions>>();

/** Stores each image field's upload just before the row is written; the files follow the transaction. */
function imageRules(cls: Function): ModelRules {
  const fields = fieldsByModel.get(cls)!;
  const storedPath = async (name: string, item: WriteItem, db: Queryable) => {
    const table = quoteIdent(ResourceRegistry.forEntity(cls).table);
    const [row] = await db.query<{ path: string | null }>(`SELECT ${quoteIdent(name)} AS path FROM ${table} WHERE id = $1`, [item.id]);
    return row?.path ?? null;
  };
  return {
    validate(item, ctx) {
      for (const [name, options] of fields) {
        if (!item.given.has(name)) continue;
        // a form's empty part clears an optional file, as null does in JSON
        if (item.values[name] === '' && options.nullable && isFormBody(item.raw)) item.values[name] = null;
        const value = item.values[name];
        if (value === null) continue; // refused before the rules unless the field is nullable
        if (!(value instanceof UploadedFile)) {
          ctx.error(name, NOT_A_FILE);
          continue;
        }
        try {
          imageFacts(value);
        } catch (error) {
          if (!(error instanceof FieldError)) throw error;
          ctx.error(name, error.message);
        }
      }
    },

    async derive(item, ctx) {
      for (const [name, options] of fields) {
        if (!item.given.has(name)) continue;
        const upload = item.values[name];
        let stored: string | null = null;
        if (upload instanceof UploadedFile) {
          const stem = options.fileStem ? options.fileStem(item.values, upload) : fileStem(upload);
          const path = await storeImage(upload, imageFacts(upload), options.dir, stem);
          ctx.db.afterRollback(() => removeImage(path));
          stored = path;
        } else if (upload !== null) continue;
        // a replaced or cleared file goes once the change committed
        const old = item.id === null ? null : await storedPath(name, item, ctx.db);
        if (old && old !== stored) ctx.db.afterCommit(() => removeImage(old));
        item.derived[name] = stored;
      }
    },
  };
}

const modelRules = new Map<Function, ModelRules>();

function rulesOf(cls: Function, name: string, options: ImageFieldOptions): ModelRules {
  if (!fieldsByModel.has(cls)) fieldsByModel.set(cls, new Map());
  fieldsByModel.get(cls)!.set(name, options);
  if (!modelRules.has(cls)) modelRules.set(cls, imageRules(cls));
  return modelRules.get(cls)!;
}

/**
 * An uploaded image (NetBox's ImageField): a file on write (a multipart part, which the body parser
 * turns into an UploadedFile), its URL on read (`<base>/media/<stored path>`, relative in event
 * payloads), null when a nullable one holds none. The column holds the path under DATA_DIR/media.
 * Declared as a writable computed field: the generic writer leaves it out of the row and the field's
 * rules store the file and derive the column; the URL is rendered in SQL like any computed value. Files
 * of deleted rows are removed by the `core.stored-files` write step (file-cleanup.ts).
 */
export function ImageField(options: ImageFieldOptions): PropertyDecorator {
  registerMediaDir(options.dir);
  const nullable = options.nullable ?? false;
  return (target, key) => {
    const name = String(key);
    const url = (alias: string) => `(${BASE_URL_PARAM}::text || '/media/' || ${alias}.${name})`;
    registerField(target, {
      name,
      kind: 'computed',
      computedType: 'string',
      // NULL || text is NULL: an empty field renders as null
      sql: url,
      label: options.label ?? 'Image',
      helpText: options.helpText,
      group: 'body',
      required: !nullable,
      requiredMessage: 'No file was submitted.',
      nullable,
      blank: false,
      readOnly: false,
      writeOnly: false,
      default: nullable ? null : undefined,
      filter: false,
      file: { dir: options.dir },
      rules: rulesOf(target.constructor, name, options),
    });
    Column({ name, type: 'varchar', length: 255, nullable })(target, key);
  };
}
