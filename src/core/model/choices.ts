/** A fixed set of values a choice field accepts, each with its human label. */
export interface ChoiceSet<V extends string | number = string | number> {
  readonly entries: ReadonlyArray<readonly [V, string]>;
  readonly valueType: 'string' | 'integer';
  label(value: V): string | undefined;
  /** Coerces a raw input (e.g. "19" for an integer set) to a member, or undefined. */
  match(raw: unknown): V | undefined;
}

export function defineChoices<V extends string | number>(entries: Record<string, string> | ReadonlyArray<readonly [V, string]>): ChoiceSet<V> {
  const list = (Array.isArray(entries) ? entries : Object.entries(entries)) as ReadonlyArray<readonly [V, string]>;
  const labels = new Map<V, string>(list);
  const valueType = typeof list[0]?.[0] === 'number' ? 'integer' : 'string';
  return {
    entries: list,
    valueType,
    label: (value) => labels.get(value),
    match(raw) {
      if (valueType === 'integer') {
        const n = typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
        return labels.has(n as V) ? (n as V) : undefined;
      }
      const s = typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : raw;
      return labels.has(s as V) ? (s as V) : undefined;
    },
  };
}
