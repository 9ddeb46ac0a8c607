/**
 * @module web/app
 * The dashboard shell: who is signed in, navigation, and which page shows.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { api, ApiError, errorMessage, onUnauthorized, setCsrfToken } from './api.js';
import { ErrorBox, Loading } from './components/status.js';
import { ActivityPage } from './pages/activity-page.js';
import { KeysPage } from './pages/keys-page.js';
import { PlaygroundPage } from './pages/playground-page.js';
import { SignInPage } from './pages/sign-in-page.js';
import { UsagePage } from './pages/usage-page.js';
import { linkClick, navigate, usePath } from './router.js';
import type { Me } from './types.js';

const PAGES = [
  { path: '/keys', label: 'Keys', title: 'API keys', Page: KeysPage },
  { path: '/usage', label: 'Usage', title: 'Usage', Page: UsagePage },
  { path: '/activity', label: 'Activity', title: 'Activity', Page: ActivityPage },
  { path: '/playground', label: 'Playground', title: 'Playground', Page: PlaygroundPage },
] as const;

type Session = { state: 'loading' } | { state: 'signed-in'; me: Me } | { state: 'signed-out'; justSignedOut?: boolean } | { state: 'error'; message: string };

export function App() {
  const [session, setSession] = useState<Session>({ state: 'loading' });
  const [signOutError, setSignOutError] = useState<string | null>(null);
  const path = usePath();
  const firstRender = useRef(true);

  const loadMe = useCallback(async () => {
    setSession({ state: 'loading' });
    try {
      const me = await api<Me>('GET', '/api/me');
      setCsrfToken(me.csrfToken);
      setSession({ state: 'signed-in', me });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) setSession({ state: 'signed-out' });
      else setSession({ state: 'error', message: errorMessage(err) });
    }
  }, []);
  useEffect(() => void loadMe(), [loadMe]);
  useEffect(() => onUnauthorized(() => setSession({ state: 'signed-out' })), []);

  const page = PAGES.find((p) => p.path === path);
  useEffect(() => {
    if (session.state === 'signed-in' && !page) navigate('/keys');
  }, [session.state, page]);
  useEffect(() => {
    document.title = page ? `${page.title} · Pith` : 'Pith dashboard';
    // Move focus to the new page's heading so keyboard and screen-reader users land on it.
    if (firstRender.current) firstRender.current = false;
    else document.getElementById('page-title')?.focus();
  }, [path, session.state === 'signed-in']);

  const signOut = async () => {
    setSignOutError(null);
    try {
      await api<unknown>('POST', '/auth/logout');
      setCsrfToken(null);
      setSession({ state: 'signed-out', justSignedOut: true });
    } catch (err) {
      setSignOutError(errorMessage(err));
    }
  };

  if (session.state === 'loading') {
    return (
      <main id="main" class="center">
        <Loading label="Checking your session…" />
      </main>
    );
  }
  if (session.state === 'error') {
    return (
      <main id="main" class="center">
        <ErrorBox message={session.message} onRetry={loadMe} />
      </main>
    );
  }
  if (session.state === 'signed-out') return <SignInPage signedOut={session.justSignedOut} />;

  const { me } = session;
  const Page = page?.Page ?? KeysPage;
  return (
    <>
      <a class="skip-link" href="#main">
        Skip to content
      </a>
      <header class="topbar">
        <a class="brand" href="/keys" onClick={linkClick}>
          pith
        </a>
        <nav aria-label="Main">
          <ul>
            {PAGES.map((p) => (
              <li key={p.path}>
                <a href={p.path} onClick={linkClick} aria-current={p.path === path ? 'page' : undefined}>
                  {p.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div class="user">
          <span class="user-id">
            {me.name && <span class="user-name">{me.name}</span>}
            {me.email && <span class="user-email">{me.email}</span>}
          </span>
          <button type="button" class="btn btn-secondary btn-small" onClick={signOut}>
            Sign out
          </button>
        </div>
      </header>
      {signOutError && <ErrorBox message={signOutError} />}
      <main id="main" class="page" tabIndex={-1}>
        <Page />
      </main>
    </>
  );
}
