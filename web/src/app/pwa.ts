/**
 * The service worker (vite-plugin-pwa's Workbox worker, web/vite.config.ts). Registered once the page has
 * loaded, with the browser's own call so the first screen carries no extra library. A new version waits:
 * children get it at their next start (when the old pages are gone, never mid-activity); staff are asked
 * (update-prompt.tsx).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
