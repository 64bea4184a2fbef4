import Handlebars from 'handlebars';
import { deliveryDetail, deliveryList } from './templates/deliveries.js';
import { home } from './templates/home.js';
import { csrf, errorPage, errors, layout, pager } from './templates/layout.js';
import { webhookDelete, webhookForm, webhookList } from './templates/webhooks.js';

/**
 * The admin pages' templates, compiled once in a Handlebars environment of their own (the webhook
 * templates users write live in another). Only `{{ }}` is used: everything printed is HTML-escaped,
 * attribute values included; pages sit inside the layout as a partial block, not as pre-rendered HTML.
 */
const hb = Handlebars.create();
hb.registerHelper('json', (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 2)));
hb.registerHelper('inc', (n: number) => n + 1);
hb.registerPartial({ layout, errors, pager, csrf });

const options = { strict: false, preventIndent: true };
const pages = {
  home: hb.compile(home, options),
  webhookList: hb.compile(webhookList, options),
  webhookForm: hb.compile(webhookForm, options),
  webhookDelete: hb.compile(webhookDelete, options),
  deliveryList: hb.compile(deliveryList, options),
  deliveryDetail: hb.compile(deliveryDetail, options),
  error: hb.compile(errorPage, options),
};

export type Page = keyof typeof pages;

/** What every page gets: its title, who is logged in, the CSRF token for its forms, a notice. */
export interface PageFrame {
  title: string;
  user: { username: string } | null;
  csrf?: string;
  notice?: string;
}

export function render(page: Page, data: PageFrame & Record<string, unknown>): string {
  return pages[page](data);
}
