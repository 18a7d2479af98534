import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '../../components/ui/icons';

const TERMS = ['use', 'accounts', 'students', 'content', 'changes'] as const;
const PRIVACY = ['collect', 'use', 'share', 'security', 'rights'] as const;

/** /terms and /privacy: short plain-language pages linked from registration. */
export function LegalRoute({ page }: { page: 'terms' | 'privacy' }) {
  const { t } = useTranslation(['legal', 'auth']);
  const items = page === 'terms' ? TERMS.map((key) => t(`terms.${key}`)) : PRIVACY.map((key) => t(`privacy.${key}`));
  return (
    <article className="card stack">
      <h1>{page === 'terms' ? t('termsTitle') : t('privacyTitle')}</h1>
      <ul className="stack legal-list">
        {items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <Link to="/register" className="row">
        <ArrowLeftIcon /> {t('auth:register.back')}
      </Link>
    </article>
  );
}
