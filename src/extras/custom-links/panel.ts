import { Injectable, OnModuleInit } from '@nestjs/common';
import { registerDetailPanel } from '../../core/api/browsable/panels.js';
import { ResourceService } from '../../core/api/resource.service.js';
import { ApiError } from '../../core/model/errors.js';
import { Db } from '../../database/db.js';
import { currentContext } from '../../context/request-context.js';
import { compileFragment } from '../../html/engine.js';
import { customLinks } from './custom-links.resource.js';
import { RenderedLink, renderCustomLinks } from './render.js';

/**
 * The custom links of the object a browsable detail page shows (NetBox shows them on the object's page):
 * ungrouped links as buttons, grouped ones under their group's name, each in its button class and opening
 * a new window when asked. Same access as the render endpoint: the user must be allowed to view custom
 * links (the page's object is already one they may view).
 */

interface LinkView {
  text: string;
  href: string | null;
  color: string;
  newWindow: boolean;
  error: string | null;
}

const link = `{{#if error}}<span class="link-error" title="{{error}}">{{text}}: template error</span>{{else}}{{#if href}}<a class="button c-{{color}}" href="{{href}}"{{#if newWindow}} target="_blank" rel="noopener noreferrer"{{/if}}>{{text}}</a>{{else}}<span class="button c-{{color}}">{{text}}</span>{{/if}}{{/if}}`;

const render = compileFragment<{ entries: { single: LinkView | null; group: { name: string; links: LinkView[] } | null }[] }>(
  `<div class="links" id="custom-links">{{#each entries}}{{#if single}}{{#with single}}${link}{{/with}}{{else}}<details class="link-group"><summary>{{group.name}}</summary><div>{{#each group.links}}${link}{{/each}}</div></details>{{/if}}{{/each}}</div>`,
);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", '#x60': '`', '#x3D': '=' };

/** The rendered text is HTML (template values escaped, as NetBox's): shown as the text it reads, escaped once by the page. */
const plainText = (html: string) => html.replace(/&(amp|lt|gt|quot|#x27|#39|#x60|#x3D);/g, (_, name: string) => ENTITIES[name]);

function viewOf(l: RenderedLink): LinkView {
  return {
    text: l.error ? l.name : plainText(l.text ?? ''),
    href: l.link || null,
    color: l.button_class,
    newWindow: l.new_window,
    error: l.error ?? null,
  };
}

/** Grouped as NetBox does: a group's links together, at the place of the group's first link. */
function entriesOf(links: RenderedLink[]) {
  const entries: { single: LinkView | null; group: { name: string; links: LinkView[] } | null }[] = [];
  const groups = new Map<string, LinkView[]>();
  for (const l of links) {
    if (!l.group_name) {
      entries.push({ single: viewOf(l), group: null });
      continue;
    }
    let group = groups.get(l.group_name);
    if (!group) {
      group = [];
      groups.set(l.group_name, group);
      entries.push({ single: null, group: { name: l.group_name, links: group } });
    }
    group.push(viewOf(l));
  }
  return entries;
}

@Injectable()
export class CustomLinksPanel implements OnModuleInit {
  constructor(
    private readonly db: Db,
    private readonly api: ResourceService,
  ) {}

  onModuleInit(): void {
    registerDetailPanel('custom-links', async ({ resource, object, request }) => {
      try {
        this.api.check(customLinks, 'view');
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) return null;
        throw error;
      }
      const user = currentContext()?.user;
      const access = { check: this.api.check.bind(this.api), scope: this.api.scopeFor.bind(this.api) };
      const env = { baseUrl: request.ctx.baseUrl };
      const links = await renderCustomLinks(
        this.db,
        access,
        env,
        resource.objectType,
        object,
        user ? { id: user.id, username: user.username } : null,
      );
      if (!links.length) return null;
      return { id: 'custom-links', title: 'Custom links', html: render({ entries: entriesOf(links) }) };
    });
  }
}
