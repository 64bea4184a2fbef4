import { compilePage, Frame, frameOf } from '../html/engine.js';

/** The login form, in the layout of the browsable API and the admin. */
const template = `{{#> layout}}
<div class="card login">
{{#if message}}<p class="problem" role="alert" id="login-error">{{message}}</p>{{/if}}
<form method="post" action="/login/" id="login-form">
<input type="hidden" name="next" value="{{next}}">
<div class="field"><label for="username">Username</label><input type="text" id="username" name="username" value="{{username}}" autocomplete="username" autofocus required></div>
<div class="field"><label for="password">Password</label><input type="password" id="password" name="password" autocomplete="current-password" required></div>
<p><button type="submit" class="primary" id="login-button">Log in</button></p>
</form>
<p class="help">Logging in lets this browser use the API pages and the admin with your permissions. Scripts and tools use a token instead.</p>
</div>
{{/layout}}`;

const page = compilePage<Frame & { message: string | null; next: string; username: string }>(template);

export function loginPage(options: {
  next: string;
  message?: string | null;
  notice?: string | null;
  username?: string;
  user?: { username: string } | null;
}): string {
  return page({
    ...frameOf({ title: 'Log in', section: 'login', here: '/login/', user: options.user ?? null, anonymous: false, notice: options.notice ?? null }),
    message: options.message ?? null,
    next: options.next,
    username: options.username ?? '',
  });
}
