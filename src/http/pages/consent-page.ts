import type { ConsentSpace } from '../../app/oauth/consent-choices.ts';
import { esc, htmlPage } from './html.ts';

export interface ConsentArgs {
  requestId: string;
  csrf: string;
  clientName: string;
  clientId: string;
  redirectUri: string;
  email: string;
  spaces: ConsentSpace[];
  error?: string;
}

function hostOf(uri: string): string {
  try {
    const u = new URL(uri);
    return u.host || u.protocol;
  } catch {
    return uri;
  }
}

const list = (items: string[]) => `<ul>${items.map((w) => `<li>${esc(w)}</li>`).join('')}</ul>`;

/**
 * One space: exactly what the grant carries there (generated from the permission table the API
 * checks, within the person's own role) and the content types they can let the agent write.
 */
function spaceChoice(s: ConsentSpace, checked: boolean): string {
  const types = s.writes && s.types.length
    ? `<p>Content types it may write (all ticked: every type you may write, also later):</p>${s.types
        .map((t) => `<label><input type="checkbox" name="types" value="${esc(`${s.id}:${t.api_id}`)}" checked> ${esc(t.name)} <span class="muted">(${esc(t.api_id)})</span></label>`)
        .join('')}`
    : '';
  return `<fieldset><legend><label><input type="radio" name="space" value="${esc(s.id)}"${checked ? ' checked' : ''} required> ${esc(s.name)} <span class="muted">(${esc(s.id)}, you are ${s.role === 'owner' ? 'an owner' : 'an editor'})</span></label></legend>
<p>With full access it will be able to:</p>${list(s.may)}
<p>It will not be able to:</p>${list(s.mayNot)}
${types}</fieldset>`;
}

export function consentPage(a: ConsentArgs): string {
  const isUrl = /^https?:\/\//.test(a.clientId);
  const readOnly = a.spaces[0]?.readOnly ?? [];
  const spaces = a.spaces.length
    ? `${a.spaces.map((s, i) => spaceChoice(s, i === 0)).join('')}
<fieldset><legend>Access</legend>
<label><input type="radio" name="access" value="full" checked> Full access, as listed for the site you choose</label>
<label><input type="radio" name="access" value="read"> Read only: it may only ${esc(readOnly.join('; '))}</label>
</fieldset>`
    : '<p class="error">You are not a member of any site yet, so there is nothing to give access to. Ask an operator to grant you a site (<code>tessera user grant</code>).</p>';
  return htmlPage(
    'Allow access · Tessera',
    `<h1>Allow ${esc(a.clientName)} to work on your site?</h1>
${a.error ? `<p class="error" role="alert">${esc(a.error)}</p>` : ''}
<p><strong>${esc(a.clientName)}</strong> ${isUrl ? `(<code>${esc(hostOf(a.clientId))}</code>)` : ''} will act as an agent on the site you choose, never with more rights than you have there: if your role changes or you leave the site, its access changes or ends with yours.</p>
<form method="post" action="/oauth/authorize">
<input type="hidden" name="request_id" value="${esc(a.requestId)}">
<input type="hidden" name="csrf_token" value="${esc(a.csrf)}">
${spaces}
<div class="actions">${a.spaces.length ? '<button type="submit" name="decision" value="approve">Allow</button>' : ''}<button type="submit" name="decision" value="cancel" class="secondary" formnovalidate>Cancel</button></div>
</form>
<p class="muted">Its changes appear in the site's activity under its name, and an owner can revoke it at any time. After you decide you return to <code>${esc(hostOf(a.redirectUri))}</code>. Signed in as ${esc(a.email)}.</p>`,
  );
}

export function oauthProblemPage(message: string): string {
  return htmlPage(
    'Cannot authorize · Tessera',
    `<h1>This authorization cannot continue</h1><p class="error" role="alert">${esc(message)}</p><p class="muted">Go back to the application and start connecting again. If it keeps failing, tell the application's developer what this page says.</p>`,
  );
}
