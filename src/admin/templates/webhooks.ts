export const webhookList = `{{#> layout}}
<p><a href="/admin/webhooks/new/">Add a webhook</a></p>
<form method="get" action="/admin/webhooks/" class="filters">
<div><label for="f-q">Search</label> <input type="search" id="f-q" name="q" value="{{q}}"></div>
<button type="submit">Search</button>
</form>
<table>
<thead><tr><th>Name</th><th>Enabled</th><th>Object types</th><th>Events</th><th>Method</th><th>URL</th><th></th></tr></thead>
<tbody>
{{#each webhooks}}
<tr><td><a href="/admin/webhooks/{{id}}/">{{name}}</a></td><td>{{#if enabled}}yes{{else}}no{{/if}}</td>
<td>{{#each object_types}}{{this}}{{#unless @last}}, {{/unless}}{{/each}}</td><td>{{events}}</td>
<td>{{method}}</td><td>{{payload_url}}</td><td><a href="/admin/deliveries/?webhook_id={{id}}">deliveries</a></td></tr>
{{else}}
<tr><td colspan="7">No webhooks.</td></tr>
{{/each}}
</tbody>
</table>
{{> pager}}
{{/layout}}`;

export const webhookForm = `{{#> layout}}
{{> errors list=general}}
<form method="post" action="{{action}}">
{{> csrf}}
{{#each groups}}
<fieldset><legend>{{legend}}</legend>
{{#each fields}}
<div class="field">
{{#if is.checkbox}}
<label><input type="checkbox" id="{{id}}" name="{{name}}" value="on"{{#if checked}} checked{{/if}}> {{label}}</label>
{{else}}
<label for="{{id}}">{{label}}</label>
{{#if is.text}}<input type="text" id="{{id}}" name="{{name}}" value="{{value}}"{{#if maxLength}} maxlength="{{maxLength}}"{{/if}}{{#if required}} required{{/if}}>{{/if}}
{{#if is.textarea}}<textarea id="{{id}}" name="{{name}}" rows="5">{{value}}</textarea>{{/if}}
{{#if is.json}}<textarea id="{{id}}" name="{{name}}" rows="4">{{value}}</textarea>{{/if}}
{{#if is.select}}<select id="{{id}}" name="{{name}}">{{#each options}}<option value="{{value}}"{{#if selected}} selected{{/if}}>{{label}}</option>{{/each}}</select>{{/if}}
{{#if is.objectTypes}}<select id="{{id}}" name="{{name}}" multiple>{{#each optionGroups}}<optgroup label="{{label}}">{{#each options}}<option value="{{value}}"{{#if selected}} selected{{/if}}>{{label}}</option>{{/each}}</optgroup>{{/each}}</select>{{/if}}
{{/if}}
{{#if help}}<p class="help">{{help}}</p>{{/if}}
{{> errors list=errors}}
</div>
{{/each}}
</fieldset>
{{/each}}
<p><button type="submit">Save</button> <a href="/admin/webhooks/">Cancel</a>{{#if id}} · <a href="/admin/webhooks/{{id}}/delete/">Delete…</a>{{/if}}</p>
</form>
{{/layout}}`;

export const webhookDelete = `{{#> layout}}
{{> errors list=general}}
<p>Delete the webhook <strong>{{webhook.name}}</strong>? Its {{deliveryCount}} delivery records go with it.</p>
<form method="post" action="/admin/webhooks/{{webhook.id}}/delete/">
{{> csrf}}
<button type="submit" class="danger">Yes, delete</button> <a href="/admin/webhooks/{{webhook.id}}/">Cancel</a>
</form>
{{/layout}}`;
