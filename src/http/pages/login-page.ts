import { esc, htmlPage } from './html.ts';

export function loginPage(args: { csrf: string; next: string; email?: string; error?: string }): string {
  const action = `/login?next=${encodeURIComponent(args.next)}`;
  return htmlPage(
    'Sign in · Tessera',
    `<h1>Sign in to Tessera</h1>
${args.error ? `<p class="error" role="alert">${esc(args.error)}</p>` : ''}
<form method="post" action="${esc(action)}">
<input type="hidden" name="csrf_token" value="${esc(args.csrf)}">
<input type="hidden" name="next" value="${esc(args.next)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${esc(args.email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<div class="actions"><button type="submit">Sign in</button></div>
</form>
<p class="muted">No login yet? An operator creates one with <code>tessera user create EMAIL --password …</code> and gives it a site with <code>tessera user grant</code>.</p>`,
  );
}
