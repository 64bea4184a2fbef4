export const tokenList = `{{#> layout}}
<p class="lead">Tokens for the API as <strong>{{me}}</strong>: send <code>Authorization: Bearer nbt_&lt;key&gt;.&lt;token&gt;</code>. The secret part is shown once, when the token is created.</p>
<div class="toolbar"><a class="button primary" id="add-link" href="/admin/tokens/new/">Create a token</a></div>
<table>
<thead><tr><th>Key</th><th>Description</th><th>Created</th><th>Expires</th><th>Last used</th><th>Writes</th><th>Allowed IPs</th><th></th></tr></thead>
<tbody>
{{#each tokens}}
<tr><td><code>{{display}}</code></td><td>{{description}}</td><td>{{created}}</td><td>{{expires}}</td><td>{{last_used}}</td><td>{{#if write_enabled}}yes{{else}}no{{/if}}</td><td>{{ips}}</td>
<td><form class="inline" method="post" action="/admin/tokens/{{id}}/delete/">{{> csrf csrf=../csrf}}<button type="submit" class="danger">Revoke</button></form></td></tr>
{{else}}
<tr><td colspan="8">No tokens.</td></tr>
{{/each}}
</tbody>
</table>
{{> pager}}
{{/layout}}`;

export const tokenCreated = `{{#> layout}}
<p>Copy the token now: it is not stored and cannot be shown again.</p>
<p class="secret" id="new-token">Bearer {{secret}}</p>
<table class="figures">
<tr><th>Key</th><td>{{t.key}}</td></tr>
<tr><th>Description</th><td>{{t.description}}</td></tr>
<tr><th>Expires</th><td>{{t.expires}}</td></tr>
<tr><th>Writes</th><td>{{#if t.write_enabled}}yes{{else}}no{{/if}}</td></tr>
</table>
<p><a href="/admin/tokens/">Back to my tokens</a></p>
{{/layout}}`;
