import { RouterProvider } from 'react-router/dom';
import type { AppRouter } from './router';

/**
 * The router. i18next is wired globally by initI18n (react-i18next's plugin); the query cache's provider
 * comes with the lazily loaded screens (lazy-named.tsx), so the first screen doesn't wait for it.
 */
export function App({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}
