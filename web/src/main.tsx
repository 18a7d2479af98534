// The global stylesheet comes first so that feature CSS modules can override its classes.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { firstNamespaces, preloadFirstScreen } from './app/first-screen';
import { registerServiceWorker } from './app/pwa';
import { configureApi } from './lib/api-client';
import { readSession } from './lib/auth-storage';
import { currentLanguage, initI18n } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The texts of the first screen come in parallel with nothing else to wait for; index.html shows a
// loading picture meanwhile.
const i18nReady = initI18n(firstNamespaces(location.pathname));
preloadFirstScreen(location.pathname);
const router = createAppRouter();
configureApi({
  language: currentLanguage,
  // Spec §4: a failed refresh clears the session (done by the client) and returns to /.
  onSessionExpired: () => {
    void import('./lib/query-provider').then(({ queryClient }) => queryClient.clear());
    void router.navigate('/', { replace: true });
  },
});

void i18nReady.finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);

registerServiceWorker();

// Answers that a closed tab or a restarted tablet left unsent go out at the start (issue 10).
if (readSession().user?.user_role === 'student') {
  void import('./components/play/play-api').then(({ flushAnswers }) => flushAnswers()).catch(() => undefined);
}
