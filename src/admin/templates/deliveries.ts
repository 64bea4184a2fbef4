export const deliveryList = `{{#> layout}}
<form method="get" action="/admin/deliveries/" class="filters">
<div><label for="f-state">State</label><br><select id="f-state" name="state"><option value="">Any</option>{{#each states}}<option value="{{value}}"{{#if selected}} selected{{/if}}>{{label}}</option>{{/each}}</select></div>
<div><label for="f-webhook">Webhook</label><br><select id="f-webhook" name="webhook_id"><option value="">Any</option>{{#each webhookChoices}}<option value="{{id}}"{{#if selected}} selected{{/if}}>{{name}}</option>{{/each}}</select></div>
<button type="submit">Filter</button>
</form>
<table>
<thead><tr><th>#</th><th>Created</th><th>Webhook</th><th>Event</th><th>Object</th><th>State</th><th>Attempts</th><th>Last status</th><th>Error</th></tr></thead>
<tbody>
{{#each deliveries}}
<tr><td><a href="/admin/deliveries/{{id}}/">{{id}}</a></td><td>{{created}}</td>
<td>{{#if webhook}}<a href="/admin/webhooks/{{webhook.id}}/">{{webhook.name}}</a>{{/if}}</td>
<td>{{event}}</td><td>{{object_type}}:{{object_id}}</td><td class="state-{{state.value}}">{{state.label}}</td>
<td>{{attempts}}</td><td>{{response_status}}</td><td>{{error}}</td></tr>
{{else}}
<tr><td colspan="9">No deliveries.</td></tr>
{{/each}}
</tbody>
</table>
{{> pager}}
{{/layout}}`;

export const deliveryDetail = `{{#> layout}}
{{> errors list=general}}
{{#if canRetry}}
<form method="post" action="/admin/deliveries/{{d.id}}/retry/">
{{> csrf}}
<button type="submit">Retry</button>
</form>
{{/if}}
<table class="figures">
<tr><th>Webhook</th><td>{{#if d.webhook}}<a href="/admin/webhooks/{{d.webhook.id}}/">{{d.webhook.name}}</a>{{/if}}</td></tr>
<tr><th>Event rule</th><td>{{d.event_rule.name}}</td></tr>
<tr><th>Event</th><td>{{d.event}}</td></tr>
<tr><th>Object</th><td>{{d.object_type}}:{{d.object_id}}</td></tr>
<tr><th>Request ID</th><td>{{d.request_id}}</td></tr>
<tr><th>State</th><td id="state" class="state-{{d.state.value}}">{{d.state.label}}</td></tr>
<tr><th>Attempts</th><td>{{d.attempts}}</td></tr>
<tr><th>Created</th><td>{{d.created}}</td></tr>
<tr><th>Last attempt</th><td>{{d.last_attempt}}</td></tr>
<tr><th>Next automatic attempt</th><td>{{d.next_attempt}}</td></tr>
<tr><th>Response status</th><td>{{d.response_status}}</td></tr>
<tr><th>Duration (ms)</th><td>{{d.duration_ms}}</td></tr>
<tr><th>Error</th><td class="errors">{{d.error}}</td></tr>
</table>
<h2>Attempts</h2>
<table>
<thead><tr><th>#</th><th>At</th><th>Status</th><th>Duration (ms)</th><th>Error</th></tr></thead>
<tbody>
{{#each d.attempt_log}}<tr><td>{{inc @index}}</td><td>{{at}}</td><td>{{status}}</td><td>{{duration_ms}}</td><td>{{error}}</td></tr>
{{else}}<tr><td colspan="5">Not attempted yet.</td></tr>
{{/each}}
</tbody>
</table>
<h2>Response body (excerpt)</h2>
<pre>{{d.response_body}}</pre>
<h2>Context</h2>
<pre>{{json d.context}}</pre>
{{/layout}}`;
