import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { PasswordField } from '../../../components/ui/password-field';
import { isApiError } from '../../../lib/api-error';
import { useCompleteSignIn } from '../../../lib/sign-in';
import { useStudentLogin } from '../api/student-login';
import { clearSelectedStudent, readClassCode, readSelectedStudent } from '../api/selection';
import { StudentAvatar } from './student-avatar';
import styles from './student.module.css';

/** /student-pass (spec §2, §8): the chosen child types a password; success goes to /student-home. */
export function StudentPasswordForm() {
  const { t } = useTranslation(['student', 'validation']);
  const navigate = useNavigate();
  const login = useStudentLogin();
  const complete = useCompleteSignIn();
  const [student] = useState(readSelectedStudent);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const goBack = () => navigate('/student-profile');

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!student) return setError(t('pass.noSelection'));
    if (!password) return setError(t('validation:studentPasswordRequired'));
    // The sign-in is bound to the class the child came through (issue 17 item 3).
    const code = readClassCode();
    if (!code) return setError(t('profile.noCode'));
    setError(null);
    try {
      const answer = await login.mutateAsync({ id: student.id, code, password });
      clearSelectedStudent();
      complete(answer.token, answer.user);
    } catch (cause) {
      const status = isApiError(cause) ? cause.status : 0;
      if (status === 400) setError(t('pass.wrong'));
      else if (status === 429 && isApiError(cause) && cause.error) setError(cause.error);
      else setError(t('pass.failed'));
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="student-pass-title">
      {student ? (
        <div className={styles.who}>
          <StudentAvatar gender={student.gender} avatar={student.avatar} size={112} />
          <h1 id="student-pass-title" className={styles.title}>
            {t('pass.greeting', { name: student.name })}
          </h1>
          <p className={styles.subtitle}>{t('pass.intro')}</p>
        </div>
      ) : (
        <h1 id="student-pass-title" className="visually-hidden">
          {t('pass.label')}
        </h1>
      )}
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        {(error || !student) && <Alert>{error ?? t('pass.noSelection')}</Alert>}
        {student && (
          <PasswordField
            className={styles.bigLabel}
            inputClassName={styles.passwordInput}
            label={t('pass.label')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
            autoFocus
          />
        )}
        <div className={styles.actions}>
          <Button variant="secondary" size="xl" icon={<ArrowLeftIcon size={24} />} onClick={goBack}>
            {t('pass.goBack')}
          </Button>
          {student && (
            <Button type="submit" size="xl" busy={login.isPending}>
              {login.isPending ? t('pass.signingIn') : t('pass.signIn')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
