/** Appends to the list kept under `key`, creating it (in place, not copying the list: batches grow per row). */
export function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * A text built once per owner (a resource) and key: the same string object every time, so a statement named by
 * its text is looked up without hashing a new copy. At most `max` keys per owner are kept; others are built each time.
 */
export function textMemo<O extends object, K>(build: (owner: O, key: K) => string, max = 64): (owner: O, key: K) => string {
  const byOwner = new WeakMap<O, Map<K, string>>();
  return (owner, key) => {
    let texts = byOwner.get(owner);
    if (!texts) byOwner.set(owner, (texts = new Map()));
    let text = texts.get(key);
    if (text === undefined) {
      text = build(owner, key);
      if (texts.size < max) texts.set(key, text);
    }
    return text;
  };
}
