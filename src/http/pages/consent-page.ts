import { esc, htmlPage } from './html.ts';

const WHAT_AGENTS_DO = [
  'read every entry, draft or published, and its versions',
  'create and edit entries and upload files',
  'publish, unpublish and archive entries',
  'change the content model, languages and ordering',
  'set site URLs and deploy hooks',
];

export interface ConsentArgs {
  requestId: string;
  csrf: string;
  clientName: string;
  clientId: string;
  redirectUri: string;
  email: string;
  spaces: { id: string; name: string; role: string }[];
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

export function consentPage(a: ConsentArgs): string {
  const isUrl = /^https?:\/\//.test(a.clientId);
  const spaces = a.spaces.length
    ? `<fieldset><legend>Site</legend>${a.spaces
        .map((s, i) => `<label><input type="radio" name="space" value="${esc(s.id)}"${i === 0 ? ' checked' : ''} required> ${esc(s.name)} <span class="muted">(${esc(s.id)}, ${esc(s.role)})</span></label>`)
        .join('')}</fieldset>`
    : '<p class="error">You are not a member of any site yet, so there is nothing to give access to. Ask an operator to grant you a site (<code>tessera user grant</code>).</p>';
  return htmlPage(
    'Allow access · Tessera',
    `<h1>Allow ${esc(a.clientName)} to work on your site?</h1>
${a.error ? `<p class="error" role="alert">${esc(a.error)}</p>` : ''}
<p><strong>${esc(a.clientName)}</strong> ${isUrl ? `(<code>${esc(hostOf(a.clientId))}</code>)` : ''} will act as an agent on the site you choose. It will be able to:</p>
<ul>${WHAT_AGENTS_DO.map((w) => `<li>${esc(w)}</li>`).join('')}</ul>
<p class="muted">It cannot create keys or invite others. Its changes appear in the site's activity under its name, and an owner can revoke it at any time. After you decide you return to <code>${esc(hostOf(a.redirectUri))}</code>.</p>
<form method="post" action="/oauth/authorize">
<input type="hidden" name="request_id" value="${esc(a.requestId)}">
<input type="hidden" name="csrf_token" value="${esc(a.csrf)}">
${spaces}
<div class="actions">${a.spaces.length ? '<button type="submit" name="decision" value="approve">Allow</button>' : ''}<button type="submit" name="decision" value="cancel" class="secondary" formnovalidate>Cancel</button></div>
</form>
<p class="muted">Signed in as ${esc(a.email)}.</p>`,
  );
}

export function oauthProblemPage(message: string): string {
  return htmlPage(
    'Cannot authorize · Tessera',
    `<h1>This authorization cannot continue</h1><p class="error" role="alert">${esc(message)}</p><p class="muted">Go back to the application and start connecting again. If it keeps failing, tell the application's developer what this page says.</p>`,
  );
}
