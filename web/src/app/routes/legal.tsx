import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '../../components/ui/icons';

const TERMS = ['use', 'accounts', 'students', 'content', 'changes'] as const;
const PRIVACY = ['kept', 'why', 'who', 'howLong', 'copy', 'erase', 'safe'] as const;

/**
 * /terms and /privacy: short plain-language pages linked from every public page. The privacy page says
 * what is kept, why, for how long, and how a parent asks for a copy or erasure (issue 18, docs/privacy.md).
 */
export function LegalRoute({ page }: { page: 'terms' | 'privacy' }) {
  const { t } = useTranslation('legal');
  return (
    <article className="card stack">
      <h1>{page === 'terms' ? t('termsTitle') : t('privacyTitle')}</h1>
      {page === 'terms' ? (
        <ul className="stack legal-list">
          {TERMS.map((key) => (
            <li key={key}>{t(`terms.${key}`)}</li>
          ))}
        </ul>
      ) : (
        <>
          <p>{t('privacyIntro')}</p>
          {PRIVACY.map((key) => (
            <section key={key} className="stack" aria-labelledby={`privacy-${key}`}>
              <h2 id={`privacy-${key}`}>{t(`privacySections.${key}.title`)}</h2>
              <p>{t(`privacySections.${key}.text`)}</p>
            </section>
          ))}
        </>
      )}
      <Link to="/" className="row">
        <ArrowLeftIcon /> {t('back')}
      </Link>
    </article>
  );
}
