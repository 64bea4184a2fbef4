/** The frame of every admin page; pages fill it as a partial block. `{{ }}` escapes everything it prints. */
export const layout = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{title}} · Inventory admin</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#1d2330;line-height:1.4}
header{background:#1d2330;color:#fff;padding:.6rem 1.5rem;display:flex;gap:1.2rem;align-items:center;flex-wrap:wrap}
header a{color:#fff;text-decoration:none}header .who{margin-left:auto}
main{padding:1rem 1.5rem;max-width:80rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem}th,td{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #dde;vertical-align:top}
table.figures{width:auto}table.figures th{padding-right:2rem}
.errors{color:#b00020;margin:.2rem 0}.notice{background:#e7f6e7;padding:.5rem .8rem}
.state-failed{color:#b00020;font-weight:600}.state-succeeded{color:#187a18}.state-queued{color:#8a6d00}
form.inline{display:inline}fieldset{border:1px solid #dde;margin:1rem 0;padding:.5rem 1rem 1rem}
.field{margin-top:.8rem}.field>label{display:block;font-weight:600}.help{color:#666;font-size:.85rem;margin:.1rem 0}
input[type=text],input[type=search],textarea,select{width:100%;max-width:44rem;box-sizing:border-box;font:inherit}
textarea{font-family:ui-monospace,monospace}select[multiple]{height:14rem}
.filters{display:flex;gap:1rem;align-items:end;flex-wrap:wrap}.filters select{width:auto}
pre{background:#f4f5f8;padding:.6rem;overflow:auto;max-height:30rem;white-space:pre-wrap;word-break:break-all}
button{font:inherit;padding:.25rem .9rem;cursor:pointer}button.danger{color:#fff;background:#b00020;border:1px solid #b00020}
</style>
</head>
<body>
<header>
<strong><a href="/admin/">Inventory admin</a></strong>
<a href="/admin/webhooks/">Webhooks</a>
<a href="/admin/deliveries/">Deliveries</a>
<a href="/admin/queues/">Queue</a>
<a href="/api/">API</a>
{{#if user}}<span class="who">{{user.username}}
<form class="inline" method="post" action="/logout/"><button type="submit">Log out</button></form></span>{{/if}}
</header>
<main>
<h1>{{title}}</h1>
{{#if notice}}<p class="notice" role="status">{{notice}}</p>{{/if}}
{{> @partial-block}}
</main>
</body>
</html>
`;

/** A list of messages (field errors and the like). */
export const errors = `{{#if list}}<ul class="errors">{{#each list}}<li>{{this}}</li>{{/each}}</ul>{{/if}}`;

/** Previous / next links of a list page. */
export const pager = `<p class="pager">{{page.count}} in all.{{#if page.previous}} <a href="{{page.previous}}">Previous</a>{{/if}}{{#if page.next}} <a href="{{page.next}}">Next</a>{{/if}}</p>`;

/** The CSRF token every form posts (SessionService.checkCsrf reads it). */
export const csrf = `<input type="hidden" name="csrfmiddlewaretoken" value="{{csrf}}">`;

export const errorPage = `{{#> layout}}
<p class="errors">{{message}}</p>
<p><a href="/admin/">Back to the admin</a></p>
{{/layout}}`;
