// The global stylesheet comes first so that feature CSS modules can override its classes.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { configureApi } from './lib/api-client';
import { currentLanguage, initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';

initI18n();
const queryClient = createQueryClient();
const router = createAppRouter();
configureApi({
  language: currentLanguage,
  // Spec §4: a failed refresh clears the session (done by the client) and returns to /.
  onSessionExpired: () => {
    queryClient.clear();
    void router.navigate('/', { replace: true });
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
