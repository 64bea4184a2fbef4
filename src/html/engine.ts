import Handlebars from 'handlebars';
import { css } from './style.js';

/**
 * The Handlebars environment of every server-rendered page (browsable API, admin, login): one layout,
 * one stylesheet. Templates compile in strict mode (a missing variable is an error, not an empty string)
 * and render without access to prototype properties or methods. Only `{{ }}` appears in templates, so
 * everything printed is HTML-escaped; the few pre-built fragments (the highlighted JSON) are SafeStrings
 * made by code that escapes what it embeds.
 */

/** The links of the top bar; `section` marks the current one. */
const NAV = [
  ['api', 'API', '/api/'],
  ['swagger', 'Swagger UI', '/api/schema/swagger-ui/'],
  ['admin', 'Admin', '/admin/'],
  ['event-rules', 'Event rules', '/admin/event-rules/'],
  ['webhooks', 'Webhooks', '/admin/webhooks/'],
  ['deliveries', 'Deliveries', '/admin/deliveries/'],
  ['changes', 'Change log', '/admin/changes/'],
  ['tokens', 'My tokens', '/admin/tokens/'],
  ['queue', 'Queue', '/admin/queues/'],
] as const;

export type Section = (typeof NAV)[number][0] | 'login';

export interface Crumb {
  label: string;
  /** null for the current page */
  href: string | null;
}

/** What the layout prints on every page; every key is present (strict mode). */
export interface Frame {
  title: string;
  user: { username: string } | null;
  /** the CSRF token the page's forms post, when logged in */
  csrf: string | null;
  notice: string | null;
  crumbs: Crumb[] | null;
  /** the login form, coming back to this page */
  loginUrl: string;
  /** known to be anonymous: the page offers to log in */
  anonymous: boolean;
  nav: { label: string; href: string; on: boolean }[];
}

export interface FrameOptions {
  title: string;
  section: Section;
  /** this page's URL (path and query) */
  here: string;
  user?: { username: string } | null;
  /** default: no user */
  anonymous?: boolean;
  csrf?: string | null;
  notice?: string | null;
  crumbs?: Crumb[] | null;
}

export function frameOf(options: FrameOptions): Frame {
  return {
    anonymous: options.anonymous ?? !options.user,
    title: options.title,
    user: options.user ?? null,
    csrf: options.csrf ?? null,
    notice: options.notice ?? null,
    crumbs: options.crumbs ?? null,
    loginUrl: `/login/?next=${encodeURIComponent(options.here)}`,
    nav: NAV.map(([key, label, href]) => ({ label, href, on: key === options.section })),
  };
}

const layout = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{title}} · Inventory</title>
<link rel="icon" href="data:,">
<style>{{asset "css"}}</style>
</head>
<body>
<header class="top">
<a class="brand" href="/api/">Inventory</a>
<nav>{{#each nav}}<a href="{{href}}"{{#if on}} class="on"{{/if}}>{{label}}</a>{{/each}}</nav>
<span class="who">{{#if user}}<span id="who">{{user.username}}</span>
<form class="inline" method="post" action="/logout/"><button type="submit">Log out</button></form>{{else}}{{#if anonymous}}<a href="{{loginUrl}}">Log in</a>{{/if}}{{/if}}</span>
</header>
<main>
{{#if crumbs}}<nav class="crumbs" aria-label="breadcrumbs">{{#each crumbs}}<span>{{#if href}}<a href="{{href}}">{{label}}</a>{{else}}{{label}}{{/if}}</span>{{/each}}</nav>{{/if}}
<h1>{{title}}</h1>
{{#if notice}}<p class="notice" role="status">{{notice}}</p>{{/if}}
{{> @partial-block}}
</main>
</body>
</html>
`;

/** A list of messages (field errors and the like). */
const errors = `{{#if list}}<ul class="errors">{{#each list}}<li>{{this}}</li>{{/each}}</ul>{{/if}}`;

/** Count and previous / next links of a list page (`page` as the API's list body has them). */
const pager = `<p class="pager"><span id="count">{{page.count}}</span> in all.{{#if page.previous}} <a href="{{page.previous}}" rel="prev">‹ Previous</a>{{/if}}{{#if page.next}} <a href="{{page.next}}" rel="next">Next ›</a>{{/if}}</p>`;

/** The CSRF token a form posts (SessionService.checkCsrf reads it). */
const csrf = `<input type="hidden" name="csrfmiddlewaretoken" value="{{csrf}}">`;

const assets = new Map<string, string>([['css', css]]);
const hb = Handlebars.create();
hb.registerHelper('json', (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 2)));
hb.registerHelper('inc', (n: number) => n + 1);
// only constants registered here (stylesheet, scripts) are printed unescaped
hb.registerHelper('asset', (name: string) => new hb.SafeString(assets.get(name) ?? ''));
hb.registerPartial({ layout, errors, pager, csrf });

/** Registers a script or stylesheet pages may embed with `{{asset "name"}}` (it must not contain `</script`). */
export function registerAsset(name: string, text: string): void {
  if (/<\/script/i.test(text)) throw new Error(`asset ${name} contains </script`);
  assets.set(name, text);
}

export type Page<T> = (data: T) => string;

/** Compiles a page template (`{{#> layout}}…{{/layout}}`), strict and prototype-safe. */
export function compilePage<T extends Frame>(source: string): Page<T> {
  const template = hb.compile(source, { strict: true, preventIndent: true });
  return (data) => template(data, { allowProtoPropertiesByDefault: false, allowProtoMethodsByDefault: false });
}

/** Pre-built HTML that the engine prints as it is: only for fragments built by escaping code. */
export type Html = Handlebars.SafeString;

export function trusted(html: string): Html {
  return new hb.SafeString(html);
}

/** Compiles a fragment of a page (no layout), strict and prototype-safe like pages; its output is Html. */
export function compileFragment<T>(source: string): (data: T) => Html {
  const template = hb.compile(source, { strict: true, preventIndent: true });
  return (data) => trusted(template(data, { allowProtoPropertiesByDefault: false, allowProtoMethodsByDefault: false }));
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`=]/g, (c) => `&#${c.charCodeAt(0)};`);
}
