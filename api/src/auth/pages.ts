/** Server-rendered pages of the embedded sign-in. Plain HTML forms: they work without JavaScript. */

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const style = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:400px;margin:8vh auto;padding:0 16px}.card{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:28px;box-shadow:0 1px 3px rgba(0,0,0,.06)}
h1{font-size:1.5rem;margin:0 0 4px}p.sub{margin:0 0 20px;color:#475569}label{display:block;font-weight:600;font-size:.9rem;margin:14px 0 6px}
input{width:100%;padding:10px 12px;border:1px solid #94a3b8;border-radius:8px;font-size:1rem}input:focus{outline:3px solid #93c5fd;border-color:#2563eb}
button{margin-top:20px;width:100%;padding:11px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button:hover{background:#1e40af}.alert{background:#fef2f2;border:1px solid #fecaca;color:#991b1b;padding:10px 12px;border-radius:8px;margin:0 0 8px}
.alt{margin-top:18px;text-align:center;color:#475569}a{color:#1d4ed8}.hint{font-size:.8rem;color:#475569;margin-top:4px}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · Smart Cover Letter</title><style>${style}</style></head><body><main><div class="card">${body}</div></main></body></html>`;
}

const errorBox = (error?: string) => (error ? `<p class="alert" role="alert">${esc(error)}</p>` : '');

export function signInPage(opts: { action: string; signUpHref: string; email?: string; error?: string }): string {
  return layout(
    'Sign in',
    `<h1>Sign in</h1><p class="sub">Welcome back to Smart Cover Letter.</p>${errorBox(opts.error)}
<form method="post" action="${esc(opts.action)}" novalidate>
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${esc(opts.email ?? '')}" ${opts.email ? '' : 'autofocus'}>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required ${opts.email ? 'autofocus' : ''}>
<button type="submit">Sign in</button></form>
<p class="alt">New here? <a href="${esc(opts.signUpHref)}">Create an account</a></p>`,
  );
}

export function signUpPage(opts: { action: string; signInHref: string; name?: string; email?: string; error?: string }): string {
  return layout(
    'Create account',
    `<h1>Create account</h1><p class="sub">Your resume and letters stay in your account.</p>${errorBox(opts.error)}
<form method="post" action="${esc(opts.action)}" novalidate>
<label for="name">Name</label><input id="name" name="name" type="text" autocomplete="name" required value="${esc(opts.name ?? '')}" autofocus>
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${esc(opts.email ?? '')}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" aria-describedby="pw-hint">
<p class="hint" id="pw-hint">At least 8 characters.</p>
<button type="submit">Create account</button></form>
<p class="alt">Already have an account? <a href="${esc(opts.signInHref)}">Sign in</a></p>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; label: string }): string {
  return layout(
    title,
    `<h1>${esc(title)}</h1><p class="sub">${esc(message)}</p>${link ? `<p><a href="${esc(link.href)}">${esc(link.label)}</a></p>` : ''}`,
  );
}

/** The provider's sign-out confirmation, submitted by a same-origin script (CSP allows only 'self'). */
export function signOutPage(form: string): string {
  const autoForm = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return layout(
    'Signing out',
    `<h1>Signing out…</h1>${autoForm}<button type="submit" form="op.logoutForm">Sign out</button>
<script src="/auth-assets/auto-submit.js"></script>`,
  );
}
