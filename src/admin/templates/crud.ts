/** The pages every administered model has: list, form, delete confirmation (see crud.ts). */

export const objectList = `{{#> layout}}
<div class="toolbar">{{#if addUrl}}<a class="button primary" id="add-link" href="{{addUrl}}">Add {{noun}}</a>{{/if}}</div>
<form method="get" action="{{base}}" class="filters">
<div><label for="f-q">Search</label><br><input type="search" id="f-q" name="q" value="{{q}}"></div>
<button type="submit">Search</button>
</form>
<table>
<thead><tr>{{#each columns}}<th>{{this}}</th>{{/each}}</tr></thead>
<tbody>
{{#each rows}}
<tr>{{#each this}}<td{{#if cls}} class="{{cls}}"{{/if}}>{{#if href}}<a href="{{href}}">{{text}}</a>{{else}}{{text}}{{/if}}</td>{{/each}}</tr>
{{else}}
<tr><td colspan="{{columns.length}}">No {{plural}}.</td></tr>
{{/each}}
</tbody>
</table>
{{> pager}}
{{/layout}}`;

export const objectForm = `{{#> layout}}
{{> errors list=general}}
<form method="post" action="{{action}}" id="object-form">
{{> csrf}}
{{#each groups}}
<fieldset><legend>{{legend}}</legend>
{{#each fields}}
<div class="field">
{{#if is.checkbox}}
<label><input type="checkbox" id="{{id}}" name="{{name}}" value="on"{{#if checked}} checked{{/if}}> {{label}}</label>
{{else}}
<label for="{{id}}">{{label}}{{#if required}} *{{/if}}</label>
{{#if is.text}}<input type="text" id="{{id}}" name="{{name}}" value="{{value}}"{{#if maxLength}} maxlength="{{maxLength}}"{{/if}}{{#if required}} required{{/if}}>{{/if}}
{{#if is.list}}<input type="text" id="{{id}}" name="{{name}}" value="{{value}}">{{/if}}
{{#if is.datetime}}<input type="datetime-local" id="{{id}}" name="{{name}}" value="{{value}}">{{/if}}
{{#if is.textarea}}<textarea id="{{id}}" name="{{name}}" rows="5">{{value}}</textarea>{{/if}}
{{#if is.json}}<textarea id="{{id}}" name="{{name}}" rows="4" spellcheck="false">{{value}}</textarea>{{/if}}
{{#if is.select}}<select id="{{id}}" name="{{name}}">{{#unless required}}<option value="">—</option>{{/unless}}{{#each options}}<option value="{{value}}"{{#if selected}} selected{{/if}}>{{label}}</option>{{/each}}</select>{{/if}}
{{#if is.checkboxes}}<span id="{{id}}">{{#each options}}<label class="choice"><input type="checkbox" name="{{../name}}" value="{{value}}"{{#if selected}} checked{{/if}}> {{label}}</label> {{/each}}</span>{{/if}}
{{#if is.objectTypes}}<select id="{{id}}" name="{{name}}" multiple>{{#each optionGroups}}<optgroup label="{{label}}">{{#each options}}<option value="{{value}}"{{#if selected}} selected{{/if}}>{{label}}</option>{{/each}}</optgroup>{{/each}}</select>{{/if}}
{{/if}}
{{#if help}}<p class="help">{{help}}</p>{{/if}}
{{> errors list=errors}}
</div>
{{/each}}
</fieldset>
{{/each}}
<p><button type="submit" class="primary" id="save">Save</button> <a href="{{base}}">Cancel</a>{{#if deleteUrl}} · <a href="{{deleteUrl}}">Delete…</a>{{/if}}</p>
</form>
{{#if related}}<h2>Related</h2><ul>{{#each related}}<li><a href="{{href}}">{{text}}</a></li>{{/each}}</ul>{{/if}}
{{/layout}}`;

export const objectDelete = `{{#> layout}}
{{> errors list=general}}
<p>Delete the {{noun}} <strong>{{name}}</strong>?{{#if consequence}} {{consequence}}{{/if}}</p>
<form method="post" action="{{action}}">
{{> csrf}}
<button type="submit" class="danger" id="confirm-delete">Yes, delete</button> <a href="{{back}}">Cancel</a>
</form>
{{/layout}}`;
