/**
 * @module web/router
 * A tiny history-API router: the server answers index.html for every app path, and
 * the app reads `location.pathname`. Links call `navigate` instead of reloading.
 */
import { useEffect, useState } from 'preact/hooks';

const EVENT = 'pith:navigate';

export function navigate(path: string): void {
  if (path === location.pathname + location.search) return;
  history.pushState(null, '', path);
  window.dispatchEvent(new Event(EVENT));
}

export function usePath(): string {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const update = () => setPath(location.pathname);
    window.addEventListener('popstate', update);
    window.addEventListener(EVENT, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener(EVENT, update);
    };
  }, []);
  return path;
}

/** onClick for in-app <a href>: plain left clicks navigate in place; modified clicks open normally. */
export function linkClick(event: MouseEvent): void {
  const a = event.currentTarget as HTMLAnchorElement;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(a.getAttribute('href') ?? '/');
}
