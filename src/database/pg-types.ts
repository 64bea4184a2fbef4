import { types } from 'pg';

/**
 * Values as the API renders them, straight from the driver:
 * timestamps as ISO 8601 UTC as NetBox renders them: six fraction digits (`…T15:44:47.597090Z`; PostgreSQL
 * trims trailing zeros), none for a whole second,
 * bigint ids and counts as numbers, numerics as numbers (decimal fields are JSON numbers),
 * IP addresses and networks with their mask.
 * The session time zone is UTC (see data-source.ts), so PostgreSQL prints `+00`.
 */
export function installTypeParsers(): void {
  const TIMESTAMPTZ = 1184;
  const INT8 = 20;
  const NUMERIC = 1700;
  const DATE = 1082;
  types.setTypeParser(TIMESTAMPTZ, (value: string) => {
    const iso = value.replace(' ', 'T').replace(/\+00(:00)?$/, 'Z');
    const dot = iso.indexOf('.');
    return dot < 0 ? iso : `${iso.slice(0, -1).padEnd(dot + 7, '0')}Z`;
  });
  types.setTypeParser(INT8, (value: string) => Number(value));
  types.setTypeParser(NUMERIC, (value: string) => Number(value));
  types.setTypeParser(DATE, (value: string) => value);
  // inet/cidr as text with the mask always (`10.0.0.1/32`; the type's output leaves a host mask out)
  const INET = 869;
  const CIDR = 650;
  const withMask = (value: string) => (value.includes('/') ? value : `${value}/${value.includes(':') ? 128 : 32}`);
  types.setTypeParser(INET, withMask);
  types.setTypeParser(CIDR, withMask);
  // arrays of bigint (tree paths)
  types.setTypeParser(1016 as never, (value: string) => (value === '{}' ? [] : value.slice(1, -1).split(',').map(Number)));
}
