/** Appends to the list kept under `key`, creating it (in place, not copying the list: batches grow per row). */
export function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
