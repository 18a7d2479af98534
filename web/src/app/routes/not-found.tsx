import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { PageCard } from '../../components/ui/page-card';

/** Any path no route claims yet (later issues add the rest of spec §2). */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <PageCard title={t('notFound.title')} intro={t('notFound.text')}>
      <ButtonLink to="/" size="lg" block>
        {t('notFound.home')}
      </ButtonLink>
    </PageCard>
  );
}
