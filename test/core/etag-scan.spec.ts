import { topLevelString } from '../../src/core/api/etag';

describe("a top-level string read from an object's JSON text (ETags)", () => {
  const sample = {
    id: 1,
    name: 'a "quoted" \\ name, with last_updated',
    created: '2026-01-02T03:04:05.123456Z',
    last_updated: '2026-01-02T03:04:06.5Z',
    // nested values after the stamp may hold the same key: they are skipped
    config_context: { last_updated: 'nested', list: [{ last_updated: 'deeper' }, '}', '{"last_updated":"in a string"}'] },
    count: 3,
  };

  it('finds the top-level value, whatever nested values and strings hold, compact or spaced', () => {
    expect(topLevelString(JSON.stringify(sample), 'last_updated')).toBe('2026-01-02T03:04:06.5Z');
    expect(topLevelString(JSON.stringify(sample, null, 1), 'last_updated')).toBe('2026-01-02T03:04:06.5Z');
    expect(topLevelString(JSON.stringify(sample), 'created')).toBe('2026-01-02T03:04:05.123456Z');
  });

  it('answers undefined for a key that is absent at the top, null, or not a string', () => {
    const { last_updated: _, ...without } = sample;
    expect(topLevelString(JSON.stringify(without), 'last_updated')).toBeUndefined();
    expect(topLevelString(JSON.stringify({ ...sample, last_updated: null }), 'last_updated')).toBeUndefined();
    expect(topLevelString(JSON.stringify({ ...sample, last_updated: 5 }), 'last_updated')).toBeUndefined();
    expect(topLevelString('{"name":"last_updated"}', 'last_updated')).toBeUndefined();
  });
});
