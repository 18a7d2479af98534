import { normaliseClassCode } from '@aralin/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/text-field';
import { readClassTablet } from '../../../lib/class-tablet';
import { fetchClassStudents } from '../api/class-students';
import { readClassCode, saveClassCode } from '../api/selection';
import styles from './student.module.css';

/** /student-code (spec §2): the class code, checked before moving on to /student-profile. */
export function ClassCodeForm() {
  const { t, i18n } = useTranslation('student');
  const navigate = useNavigate();
  const [code, setCode] = useState(readClassCode);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code) {
      // The validation texts are fetched only when needed: the first screen stays small (issue 10).
      await i18n.loadNamespaces('validation');
      return setError(i18n.t('validation:classCodeRequired'));
    }
    setError(null);
    setChecking(true);
    try {
      await fetchClassStudents(code);
      saveClassCode(code);
      void navigate('/student-profile');
    } catch {
      setError(t('code.invalid'));
    } finally {
      setChecking(false);
    }
  };

  // A class tablet stays on its class (issue 13 item 4).
  if (readClassTablet()) return <Navigate to="/student-profile" replace />;

  return (
    <section className={styles.panel} aria-labelledby="class-code-title">
      <h1 id="class-code-title" className={styles.title}>
        {t('code.title')}
      </h1>
      <p className={styles.subtitle}>{t('code.hint')}</p>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        {error && <Alert>{error}</Alert>}
        <TextField
          className={styles.bigLabel}
          inputClassName={styles.codeInput}
          label={t('code.label')}
          value={code}
          onChange={(event) => setCode(normaliseClassCode(event.target.value))}
          placeholder="ABC123"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          required
          aria-invalid={error ? true : undefined}
        />
        <Button type="submit" size="xl" block busy={checking} icon={checking ? undefined : <ArrowRightIcon size={24} />}>
          {checking ? t('code.checking') : t('code.submit')}
        </Button>
      </form>
    </section>
  );
}
