/** @module web/pages/sign-in-page — the signed-out view: one button to the identity provider. */
export function signInHref(returnTo: string): string {
  return `/auth/login?returnTo=${encodeURIComponent(returnTo)}`;
}

export function SignInPage({ signedOut }: { signedOut?: boolean }) {
  const returnTo = location.pathname === '/' ? '/keys' : location.pathname + location.search;
  return (
    <main id="main" class="signin" tabIndex={-1}>
      <div class="signin-card">
        <p class="brand brand-large" aria-hidden="true">
          pith
        </p>
        <h1>Sign in to Pith</h1>
        <p>Create API keys, see how many prompt tokens Pith saved you, and try the compressor.</p>
        {signedOut && (
          <p class="notice" role="status">
            You have been signed out.
          </p>
        )}
        <a class="btn btn-primary btn-large" href={signInHref(returnTo)}>
          Sign in
        </a>
      </div>
    </main>
  );
}
