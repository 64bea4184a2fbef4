/**
 * The predefined lists a choice set may start from (`base_choices`, NetBox's CHOICE_SETS), as [value, label]
 * pairs in NetBox's order (by value). ISO 3166 is built from the ICU region names Node carries (labels
 * `AD (Andorra)`; a few names are ICU's short forms, "Czechia" where NetBox's source says "Czech Republic").
 * IATA and UN/LOCODE are not held by this service: a set based on them offers its extra choices only.
 */

/** Two-letter region codes ICU names that ISO 3166-1 does not assign (reserved, withdrawn or ICU's own). */
const NOT_ISO_3166 = new Set('AC AN BU CP CQ CS DD DG DY EA EU EZ FX HV IC NH QO RH SU TA TP UK UN VD XA XB XK YD YU ZR ZZ'.split(' '));

function iso3166(): [string, string][] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const pairs: [string, string][] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      if (name && name !== code && !NOT_ISO_3166.has(code)) pairs.push([code, `${code} (${name})`]);
    }
  }
  return pairs;
}

const lists = new Map<string, readonly [string, string][]>();

/** The base list's [value, label] pairs (empty for a list not held, or none). */
export function baseChoices(name: string | null | undefined): readonly [string, string][] {
  if (name !== 'ISO_3166') return [];
  let list = lists.get(name);
  if (!list) lists.set(name, (list = iso3166()));
  return list;
}

/** How many choices a base list adds, for `choices_count` in SQL. */
export function baseChoiceCountSql(column: string): string {
  return `CASE ${column} WHEN 'ISO_3166' THEN ${baseChoices('ISO_3166').length} ELSE 0 END`;
}

/** A choice set's choices: the base list's, then the extra ones; sorted by value when the set says so (NetBox's `choices`). */
export function choicesOf(base: string | null | undefined, extra: readonly (readonly unknown[])[] | null, alphabetical: boolean): [string, string][] {
  const all: [string, string][] = [...baseChoices(base), ...(extra ?? []).map(([v, l]) => [String(v), String(l)] as [string, string])];
  return alphabetical ? all.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0)) : all;
}
