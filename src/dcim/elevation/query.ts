import { ValidationError } from '../../core/model/errors.js';
import type { QueryMap } from '../../core/model/types.js';

/** The parameters of `racks/<id>/elevation/` (NetBox's RackElevationDetailFilterSerializer), read as DRF reads them. */
export interface ElevationQuery {
  q: string | null;
  face: 'front' | 'rear';
  render: 'json' | 'svg';
  unit_width: number;
  unit_height: number;
  legend_width: number;
  margin_width: number;
  exclude: number | null;
  expand_devices: boolean;
  include_images: boolean;
}

const TRUE = new Set(['t', 'T', 'y', 'Y', 'yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON', '1']);
const FALSE = new Set(['f', 'F', 'n', 'N', 'no', 'No', 'NO', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF', '0']);

/** NetBox's defaults (RACK_ELEVATION_DEFAULT_UNIT_WIDTH / _HEIGHT, legend and margin widths). */
const DEFAULTS: ElevationQuery = {
  q: null,
  face: 'front',
  render: 'json',
  unit_width: 220,
  unit_height: 22,
  legend_width: 30,
  margin_width: 15,
  exclude: null,
  expand_devices: true,
  include_images: true,
};

export function parseElevationQuery(query: QueryMap): ElevationQuery {
  const out: ElevationQuery = { ...DEFAULTS };
  const errors: Record<string, string[]> = {};
  // the last value of each; an empty value counts as absent (the fields are optional)
  const given = (name: keyof ElevationQuery) => {
    const v = query.get(name)?.at(-1);
    return v === undefined || v === '' ? undefined : v;
  };
  const choice = <K extends 'face' | 'render'>(name: K, allowed: ElevationQuery[K][]) => {
    const v = given(name);
    if (v === undefined) return;
    if ((allowed as string[]).includes(v)) out[name] = v as ElevationQuery[K];
    else errors[name] = [`"${v}" is not a valid choice.`];
  };
  const integer = (name: 'unit_width' | 'unit_height' | 'legend_width' | 'margin_width' | 'exclude') => {
    const v = given(name);
    if (v === undefined) return;
    if (/^\s*[-+]?\d+(\.0*)?\s*$/.test(v) && v.length <= 1000) out[name] = parseInt(v, 10);
    else errors[name] = ['A valid integer is required.'];
  };
  const boolean = (name: 'expand_devices' | 'include_images') => {
    const v = given(name);
    if (v === undefined) return;
    if (TRUE.has(v)) out[name] = true;
    else if (FALSE.has(v)) out[name] = false;
    else errors[name] = ['Must be a valid boolean.'];
  };
  out.q = given('q') ?? null;
  choice('face', ['front', 'rear']);
  choice('render', ['json', 'svg']);
  for (const name of ['unit_width', 'unit_height', 'legend_width', 'margin_width', 'exclude'] as const) integer(name);
  boolean('expand_devices');
  boolean('include_images');
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return out;
}
