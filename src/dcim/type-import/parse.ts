import { load, YAMLException } from 'js-yaml';
import { ValidationError } from '../../core/model/errors.js';

/**
 * One device-type or module-type document in the community device-type library's YAML format (NetBox's
 * DeviceType.to_yaml / the import view's keys): the type's fields at the top, each kind of component
 * template as a list under its hyphenated key (`interfaces`, `console-ports`, `front-ports`…).
 */

export type Doc = Record<string, unknown>;

export function parseTypeDocument(text: string): Doc {
  if (text.includes('\u0000')) throw new ValidationError({ data: ['Null characters are not allowed.'] });
  let doc: unknown;
  try {
    doc = load(text);
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    throw new ValidationError({ data: [`Invalid YAML: ${error.message.split('\n', 1)[0]}`] });
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) {
    throw new ValidationError({ data: ['Expected a YAML mapping of one device type (manufacturer, model, …).'] });
  }
  return doc as Doc;
}

/** The document a request carries: the YAML text itself, or JSON `{"data": "<yaml>"}`. */
export function documentOf(body: unknown): Doc {
  if (typeof body === 'string') return parseTypeDocument(body);
  if (body && typeof body === 'object' && !Array.isArray(body) && typeof (body as Doc).data === 'string') {
    return parseTypeDocument((body as Doc).data as string);
  }
  throw new ValidationError({ data: ['Send one YAML document (Content-Type application/yaml or text/plain), or JSON {"data": "<yaml>"}.'] });
}
