export const home = `{{#> layout}}
<h2>Webhook queue</h2>
<table class="figures">
<tr><th>Backend</th><td>{{queue.backend}}</td></tr>
<tr><th>Depth (waiting, active, delayed)</th><td id="queue-depth">{{#if queue.available}}{{queue.depth}}{{else}}unavailable{{/if}}</td></tr>
<tr><th>Workers</th><td id="queue-workers">{{queue.workers}}</td></tr>
<tr><th>Outbox events not yet relayed</th><td id="outbox-pending">{{#if queue.outboxKnown}}{{queue.outboxPending}}{{else}}unavailable{{/if}}</td></tr>
{{#if queue.relayError}}<tr><th>Last relay error</th><td class="errors">{{queue.relayError}}</td></tr>{{/if}}
</table>
{{#if deliveries}}
<h2>Deliveries</h2>
<table class="figures">
{{#each deliveries}}<tr><th><a href="/admin/deliveries/?state={{value}}">{{label}}</a></th><td class="state-{{value}}">{{count}}</td></tr>{{/each}}
</table>
{{/if}}
<h2>Manage</h2>
<ul>
<li><a href="/admin/event-rules/">Event rules</a> · <a href="/admin/event-rules/new/">add an event rule</a> (when an object changes, call a webhook)</li>
<li><a href="/admin/webhooks/">Webhooks</a> · <a href="/admin/webhooks/new/">add a webhook</a></li>
<li><a href="/admin/deliveries/">Deliveries</a> · <a href="/admin/deliveries/?state=failed">failed deliveries</a> (retry them one by one or all at once)</li>
<li><a href="/admin/changes/">Change log</a>: every change, with its diff</li>
<li><a href="/admin/tokens/">My API tokens</a></li>
<li><a href="/admin/queues/">Queue dashboard</a> (read-only)</li>
<li><a href="/api/">Browse the API</a> · <a href="/api/schema/swagger-ui/">Swagger UI</a></li>
</ul>
{{/layout}}`;
