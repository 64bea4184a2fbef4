export const changeList = `{{#> layout}}
<form method="get" action="/admin/changes/" class="filters" id="change-filters">
<div><label for="f-q">Search</label><br><input type="search" id="f-q" name="q" value="{{f.q}}"></div>
<div><label for="f-action">Action</label><br><select id="f-action" name="action"><option value="">Any</option>{{#each actions}}<option value="{{value}}"{{#if selected}} selected{{/if}}>{{label}}</option>{{/each}}</select></div>
<div><label for="f-type">Object type</label><br><select id="f-type" name="changed_object_type"><option value="">Any</option>{{#each types}}<option value="{{value}}"{{#if selected}} selected{{/if}}>{{value}}</option>{{/each}}</select></div>
<div><label for="f-user">User</label><br><input type="text" id="f-user" name="user_name" value="{{f.user_name}}" size="12"></div>
<div><label for="f-after">After</label><br><input type="datetime-local" id="f-after" name="time_after" value="{{f.time_after}}"></div>
<div><label for="f-before">Before</label><br><input type="datetime-local" id="f-before" name="time_before" value="{{f.time_before}}"></div>
{{#if f.request_id}}<input type="hidden" name="request_id" value="{{f.request_id}}">{{/if}}
{{#if f.changed_object_id}}<input type="hidden" name="changed_object_id" value="{{f.changed_object_id}}">{{/if}}
<button type="submit">Filter</button>{{#if filtered}} <a href="/admin/changes/">Clear</a>{{/if}}
</form>
{{#if f.request_id}}<p class="muted">Changes of request {{f.request_id}}.</p>{{/if}}
<table>
<thead><tr><th>#</th><th>Time</th><th>User</th><th>Action</th><th>Type</th><th>Object</th><th>Request</th></tr></thead>
<tbody>
{{#each changes}}
<tr><td><a href="/admin/changes/{{id}}/">{{id}}</a></td><td>{{time}}</td><td>{{user_name}}</td>
<td class="action-{{action.value}}">{{action.label}}</td><td>{{changed_object_type}}</td>
<td>{{#if objectUrl}}<a href="{{objectUrl}}">{{object_repr}}</a>{{else}}{{object_repr}}{{/if}}</td>
<td><a href="/admin/changes/?request_id={{request_id}}" title="{{request_id}}">{{shortRequest}}</a></td></tr>
{{else}}
<tr><td colspan="7">No changes.</td></tr>
{{/each}}
</tbody>
</table>
{{> pager}}
{{/layout}}`;

export const changeDetail = `{{#> layout}}
<table class="figures">
<tr><th>Time</th><td>{{c.time}}</td></tr>
<tr><th>User</th><td>{{c.user_name}}</td></tr>
<tr><th>Action</th><td id="action" class="action-{{c.action.value}}">{{c.action.label}}</td></tr>
<tr><th>Object</th><td>{{c.changed_object_type}} · {{#if objectUrl}}<a href="{{objectUrl}}" id="object-link">{{c.object_repr}}</a>{{else}}{{c.object_repr}} <span class="muted">(no longer exists)</span>{{/if}}</td></tr>
<tr><th>Request</th><td><a href="/admin/changes/?request_id={{c.request_id}}" id="request-link">{{c.request_id}}</a> · <a href="/admin/deliveries/?request_id={{c.request_id}}">its webhook deliveries</a></td></tr>
{{#if c.message}}<tr><th>Message</th><td>{{c.message}}</td></tr>{{/if}}
</table>
<h2>Difference</h2>
<table class="diff" id="diff">
<thead><tr><th>Field</th><th>Before</th><th>After</th></tr></thead>
<tbody>
{{#each diff}}<tr><th>{{key}}</th><td class="pre">{{pre}}</td><td class="post">{{post}}</td></tr>
{{else}}<tr><td colspan="3">Nothing changed.</td></tr>
{{/each}}
</tbody>
</table>
<h2>Pre-change data</h2>
<pre id="prechange">{{json c.prechange_data}}</pre>
<h2>Post-change data</h2>
<pre id="postchange">{{json c.postchange_data}}</pre>
{{/layout}}`;
