import { startApp, TestApp } from '../helpers/app';
import { make, post } from '../helpers/dcim';
import { member } from '../helpers/users';

/**
 * Custom links on the browsable API's detail page of any object (a panel extras registers into the page):
 * rendered with the object, grouped, in their button class, opening a new window when asked, every text
 * escaped, and shown only to users who may view custom links.
 */

type Json = Record<string, any>;

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** The panel's HTML, or null when the page has none. */
const panelOf = (html: string) => /<section class="card panel" id="panel-custom-links">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? null;

describe('custom links on the browsable detail page', () => {
  let app: TestApp;
  let site: Json;
  const browse = (url: string, token?: string) => app.inject('GET', url, { token, headers: { accept: BROWSER } });

  beforeAll(async () => {
    app = await startApp({}, { worker: false });
    site = await make.site(app, 'Panel Site');
    await post(app, '/api/extras/custom-links/', {
      name: 'Map',
      object_types: ['dcim.site'],
      link_text: 'Map of {{object.name}}',
      link_url: 'https://maps.example.com/?q={{object.name}}',
      button_class: 'blue',
      new_window: true,
      weight: 1,
    });
    await post(app, '/api/extras/custom-links/', {
      name: 'Injected',
      object_types: ['dcim.site'],
      link_text: '<script>alert(1)</script>{{object.description}}',
      link_url: 'https://example.com/"><script>x</script>',
      weight: 2,
    });
    await post(app, '/api/extras/custom-links/', {
      name: 'Wiki',
      object_types: ['dcim.site'],
      group_name: 'Docs',
      link_text: 'Wiki',
      link_url: 'https://wiki.example.com/{{object.slug}}',
      weight: 3,
    });
    await post(app, '/api/extras/custom-links/', {
      name: 'Runbook',
      object_types: ['dcim.site'],
      group_name: 'Docs',
      link_text: 'Runbook',
      link_url: 'https://runbooks.example.com/{{object.id}}',
      weight: 4,
    });
    await post(app, '/api/extras/custom-links/', {
      name: 'Broken',
      object_types: ['dcim.site'],
      link_text: '{{nope object}}',
      link_url: 'x',
      weight: 5,
    });
    await post(app, '/api/extras/custom-links/', {
      name: 'For racks',
      object_types: ['dcim.rack'],
      link_text: 'Rack link',
      link_url: 'https://r.example.com/',
    });
    await app.inject('PATCH', `/api/dcim/sites/${site.id}/`, { body: { description: '<img src=x onerror=alert(2)>' } });
  });

  afterAll(async () => {
    await app?.close();
  });

  it("shows the object's links: rendered, in their class, new window, groups together, errors named", async () => {
    const res = await browse(`/api/dcim/sites/${site.id}/`);
    expect(res.status).toBe(200);
    const panel = panelOf(res.text);
    expect(panel).not.toBeNull();
    expect(panel).toContain(
      '<a class="button c-blue" href="https://maps.example.com/?q&#x3D;Panel%20Site" target="_blank" rel="noopener noreferrer">Map of Panel Site</a>',
    );
    expect(panel).toMatch(
      /<details class="link-group"><summary>Docs<\/summary><div><a class="button c-default" href="https:\/\/wiki\.example\.com\/panel-site">Wiki<\/a><a class="button c-default" href="https:\/\/runbooks\.example\.com\/\d+">Runbook<\/a><\/div><\/details>/,
    );
    expect(panel).toContain('<span class="link-error" title="Missing helper: &quot;nope&quot;');
    // order: group, weight, name (the ungrouped ones first, as the render endpoint orders them)
    expect(panel!.indexOf('Map of')).toBeLessThan(panel!.indexOf('Docs'));
    // links of other object types are not shown
    expect(panel).not.toContain('Rack link');
  });

  it('escapes the text and URL: no markup of a link or of the object reaches the page', async () => {
    const res = await browse(`/api/dcim/sites/${site.id}/`);
    const panel = panelOf(res.text)!;
    expect(panel).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src&#x3D;x onerror&#x3D;alert(2)&gt;</a>');
    expect(panel).not.toMatch(/<script|<img/i);
    expect(res.text).not.toContain('<img src=x');
    // the URL is percent-encoded (NetBox's quoting), so it cannot leave its attribute
    expect(panel).toContain('href="https://example.com/%22%3E%3Cscript%3Ex%3C/script%3E"');
  });

  it('is absent for users who may not view custom links, for lists, and for JSON clients', async () => {
    const viewer = await member(app, 'panel-viewer', [{ object_types: ['dcim.site'], actions: ['view'] }]);
    const page = await browse(`/api/dcim/sites/${site.id}/`, viewer.token);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Panel Site');
    expect(panelOf(page.text)).toBeNull();
    const linkViewer = await member(app, 'panel-link-viewer', [{ object_types: ['dcim.site', 'extras.customlink'], actions: ['view'] }]);
    expect(panelOf((await browse(`/api/dcim/sites/${site.id}/`, linkViewer.token)).text)).toContain('Map of Panel Site');
    expect(panelOf((await browse('/api/dcim/sites/')).text)).toBeNull();
    const json = await app.inject('GET', `/api/dcim/sites/${site.id}/`);
    expect(json.text).not.toContain('custom-links');
    expect(json.body.name).toBe('Panel Site');
  });

  it('shows on any model with links, and not on objects of a type without any', async () => {
    const rack = await post(app, '/api/dcim/racks/', { name: 'Panel Rack', site: site.id });
    expect(panelOf((await browse(`/api/dcim/racks/${rack.id}/`)).text)).toContain('>Rack link</a>');
    const region = await make.region(app, 'Panel Region');
    const page = await browse(`/api/dcim/regions/${region.id}/`);
    expect(page.status).toBe(200);
    expect(panelOf(page.text)).toBeNull();
  });
});
