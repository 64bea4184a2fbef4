export const deliveryList = `{{#> layout}}
<form method="get" action="/admin/deliveries/" class="filters">
<div><label for="f-state">State</label><br><select id="f-state" name="state"><option value="">Any</option>{{#each states}}<option value="{{value}}"{{#if selected}} selected{{/if}}>{{label}}</option>{{/each}}</select></div>
<div><label for="f-webhook">Webhook</label><br><select id="f-webhook" name="webhook_id"><option value="">Any</option>{{#each webhookChoices}}<option value="{{id}}"{{#if selected}} selected{{/if}}>{{name}}</option>{{/each}}</select></div>
{{#if eventRuleId}}<input type="hidden" name="event_rule_id" value="{{eventRuleId}}">{{/if}}
<button type="submit">Filter</button>
</form>
{{#if canRetryAll}}<form method="post" action="/admin/deliveries/retry-failed/" class="toolbar">{{> csrf}}
{{#if webhookId}}<input type="hidden" name="webhook_id" value="{{webhookId}}">{{/if}}{{#if eventRuleId}}<input type="hidden" name="event_rule_id" value="{{eventRuleId}}">{{/if}}
<button type="submit" id="retry-all">Retry all failed{{#if webhookId}} of this webhook{{/if}}</button></form>{{/if}}
<table>
<thead><tr><th>#</th><th>Created</th><th>Webhook</th><th>Event rule</th><th>Event</th><th>Object</th><th>State</th><th>Attempts</th><th>Last status</th><th>Error</th></tr></thead>
<tbody>
{{#each deliveries}}
<tr><td><a href="/admin/deliveries/{{id}}/">{{id}}</a></td><td>{{created}}</td>
<td>{{#if webhook}}<a href="/admin/webhooks/{{webhook.id}}/">{{webhook.name}}</a>{{/if}}</td>
<td>{{#if event_rule}}<a href="/admin/event-rules/{{event_rule.id}}/">{{event_rule.name}}</a>{{/if}}</td>
<td>{{event}}</td><td>{{object_type}}:{{object_id}}</td><td class="state-{{state.value}}">{{state.label}}</td>
<td>{{attempts}}</td><td>{{response_status}}</td><td>{{error}}</td></tr>
{{else}}
<tr><td colspan="10">No deliveries.</td></tr>
{{/each}}
</tbody>
</table>
{{> pager}}
{{/layout}}`;

export const deliveryDetail = `{{#> layout}}
{{> errors list=general}}
{{#if canRetry}}
<form method="post" action="/admin/deliveries/{{d.id}}/retry/" class="toolbar">
{{> csrf}}
<button type="submit" class="primary" id="retry">Retry</button>
</form>
{{/if}}
<table class="figures">
<tr><th>Webhook</th><td>{{#if d.webhook}}<a href="/admin/webhooks/{{d.webhook.id}}/" id="webhook-link">{{d.webhook.name}}</a>{{/if}}</td></tr>
<tr><th>Event rule</th><td>{{#if d.event_rule}}<a href="/admin/event-rules/{{d.event_rule.id}}/" id="event-rule-link">{{d.event_rule.name}}</a>{{else}}<span class="muted">none (the webhook’s own triggers)</span>{{/if}}</td></tr>
<tr><th>Event</th><td>{{d.event}}</td></tr>
<tr><th>Object</th><td>{{#if objectUrl}}<a href="{{objectUrl}}" id="object-link">{{d.object_type}}:{{d.object_id}}</a>{{else}}{{d.object_type}}:{{d.object_id}}{{/if}}</td></tr>
<tr><th>Change</th><td><a href="{{changeUrl}}" id="change-link">its change record</a></td></tr>
<tr><th>Request ID</th><td>{{d.request_id}}</td></tr>
<tr><th>State</th><td id="state" class="state-{{d.state.value}}">{{d.state.label}}</td></tr>
<tr><th>Attempts</th><td id="attempts">{{d.attempts}}</td></tr>
<tr><th>Created</th><td>{{d.created}}</td></tr>
<tr><th>Last attempt</th><td>{{d.last_attempt}}</td></tr>
<tr><th>Next automatic attempt</th><td>{{d.next_attempt}}</td></tr>
<tr><th>Response status</th><td id="response-status">{{d.response_status}}</td></tr>
<tr><th>Duration (ms)</th><td>{{d.duration_ms}}</td></tr>
<tr><th>Error</th><td class="errors">{{d.error}}</td></tr>
</table>
<h2>Attempts</h2>
<table>
<thead><tr><th>#</th><th>At</th><th>Status</th><th>Duration (ms)</th><th>Error</th></tr></thead>
<tbody>
{{#each attemptLog}}<tr><td>{{inc @index}}</td><td>{{at}}</td><td>{{status}}</td><td>{{duration_ms}}</td><td>{{error}}</td></tr>
{{else}}<tr><td colspan="5">Not attempted yet.</td></tr>
{{/each}}
</tbody>
</table>
<h2>Response body (excerpt)</h2>
<pre>{{d.response_body}}</pre>
<h2>Context</h2>
<pre>{{json d.context}}</pre>
{{/layout}}`;
