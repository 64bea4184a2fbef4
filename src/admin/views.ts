import { compilePage, Frame } from '../html/engine.js';
import { objectDelete, objectForm, objectList } from './templates/crud.js';
import { changeDetail, changeList } from './templates/changes.js';
import { deliveryDetail, deliveryList } from './templates/deliveries.js';
import { home } from './templates/home.js';
import { tokenCreated, tokenList } from './templates/tokens.js';

/**
 * The admin pages, compiled once in the shared page environment (src/html: one layout and stylesheet
 * with the browsable API; strict mode, no prototype access, everything printed escaped).
 */

const errorPage = `{{#> layout}}
<p class="problem" role="alert">{{message}}</p>
<p><a href="/admin/">Back to the admin</a></p>
{{/layout}}`;

const sources = {
  home,
  objectList,
  objectForm,
  objectDelete,
  deliveryList,
  deliveryDetail,
  changeList,
  changeDetail,
  tokenList,
  tokenCreated,
  error: errorPage,
};

export type Page = keyof typeof sources;
type Data = Frame & Record<string, unknown>;

const pages = Object.fromEntries(Object.entries(sources).map(([name, source]) => [name, compilePage<Data>(source)])) as Record<
  Page,
  (data: Data) => string
>;

export function render(page: Page, data: Data): string {
  return pages[page](data);
}
