/**
 * A MAC address in any of the notations NetBox (netaddr) reads, as `aa:bb:cc:dd:ee:ff`; null if it is not one.
 * Colon or hyphen groups of one or two digits, Cisco's dotted groups of four, PostgreSQL's two halves, or bare.
 */
export function parseMac(raw: string): string | null {
  const s = raw.replace(/\s/g, '').toLowerCase();
  let hex: string | null = null;
  const groups = s.split(/[:-]/);
  if (groups.length === 6 && groups.every((g) => /^[0-9a-f]{1,2}$/.test(g))) hex = groups.map((g) => g.padStart(2, '0')).join('');
  else if (/^[0-9a-f]{4}\.[0-9a-f]{4}\.[0-9a-f]{4}$/.test(s)) hex = s.replace(/\./g, '');
  else if (/^[0-9a-f]{6}[:-][0-9a-f]{6}$/.test(s)) hex = s.slice(0, 6) + s.slice(7);
  else if (/^[0-9a-f]{12}$/.test(s)) hex = s;
  return hex ? hex.match(/../g)!.join(':') : null;
}
