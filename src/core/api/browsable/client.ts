/**
 * The browsable page's script, for logged-in sessions: the OPTIONS button, the filter box (it edits the
 * query string) and the raw-JSON form, which sends with the session cookie and the CSRF token from the
 * `csrftoken` cookie (Django's way). Responses are shown by building DOM nodes: text is never parsed as HTML.
 */
export const clientScript = `(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  var form = $('raw-form');
  var result = $('result');
  var out = $('result-body');

  function csrfToken() {
    var found = document.cookie.split('; ').filter(function (c) { return c.indexOf('csrftoken=') === 0; })[0];
    return found ? decodeURIComponent(found.slice(10)) : '';
  }

  function pageUrl() {
    var url = new URL(location.href);
    url.searchParams.delete('format');
    return url.pathname + url.search;
  }

  function text(parent, value, cls) {
    var node = cls ? document.createElement('span') : document.createTextNode(value);
    if (cls) { node.className = cls; node.textContent = value; }
    parent.appendChild(node);
  }

  function isUrl(value) { return /^https?:\\/\\/[^\\s"'<>]+$/.test(value); }

  function json(parent, value, depth) {
    var pad = new Array(depth + 2).join('  ');
    if (Array.isArray(value) || (value && typeof value === 'object')) {
      var keys = Array.isArray(value) ? null : Object.keys(value);
      var items = keys ? keys : value;
      var open = keys ? '{' : '[', close = keys ? '}' : ']';
      if (!items.length) { text(parent, open + close); return; }
      text(parent, open + '\\n');
      items.forEach(function (item, i) {
        text(parent, pad);
        if (keys) { text(parent, JSON.stringify(item), 'k'); text(parent, ': '); json(parent, value[item], depth + 1); }
        else json(parent, item, depth + 1);
        text(parent, i < items.length - 1 ? ',\\n' : '\\n');
      });
      text(parent, pad.slice(2) + close);
    } else if (typeof value === 'string') {
      var span = document.createElement('span');
      span.className = 's';
      if (isUrl(value)) {
        var a = document.createElement('a');
        a.href = value;
        a.textContent = value;
        span.append('"', a, '"');
      } else span.textContent = JSON.stringify(value);
      parent.appendChild(span);
    } else text(parent, String(value), value === null ? 'z' : typeof value === 'number' ? 'n' : 'b');
  }

  function show(response, body) {
    out.textContent = '';
    text(out, 'HTTP ' + response.status + ' ' + response.statusText, 'status');
    text(out, '\\n');
    ['Allow', 'Content-Type', 'Location', 'X-Request-ID'].forEach(function (name) {
      var value = response.headers.get(name);
      if (value === null) return;
      text(out, name + ':', 'h');
      text(out, ' ');
      if (name === 'Location') {
        var a = document.createElement('a');
        a.href = value;
        a.textContent = value;
        a.id = 'result-location';
        out.appendChild(a);
      } else text(out, value);
      text(out, '\\n');
    });
    text(out, '\\n');
    var parsed;
    try { parsed = body ? JSON.parse(body) : undefined; } catch (e) { parsed = undefined; }
    if (parsed === undefined) text(out, body); else json(out, parsed, 0);
    out.dataset.status = String(response.status);
    result.hidden = false;
    result.scrollIntoView({ block: 'nearest' });
  }

  function send(method, body) {
    var headers = { Accept: 'application/json', 'X-CSRFToken': csrfToken() };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return fetch(pageUrl(), { method: method, headers: headers, body: body, credentials: 'same-origin' })
      .then(function (response) { return response.text().then(function (t) { show(response, t); }); })
      .catch(function (error) { out.textContent = String(error); result.hidden = false; });
  }

  $('options-button').addEventListener('click', function () { send('OPTIONS'); });

  var filter = $('filter-form');
  if (filter) filter.addEventListener('submit', function (event) {
    event.preventDefault();
    var query = $('filter-query').value.trim().replace(/^\\?/, '');
    var format = new URL(location.href).searchParams.get('format');
    var params = new URLSearchParams(query);
    if (format) params.set('format', format);
    var search = params.toString();
    location.href = location.pathname + (search ? '?' + search : '');
  });

  if (form) form.addEventListener('submit', function (event) {
    event.preventDefault();
    var method = $('raw-method').value;
    var body = $('raw-body').value.trim();
    // a DELETE of one object has no body; everything else sends the text as it is (the server says what is wrong with it)
    var noBody = method === 'DELETE' && (form.dataset.kind === 'detail' || !body);
    send(method, noBody ? undefined : body);
  });
})();
`;
