import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { MailIcon } from '../../../components/ui/icons';
import { isApiError } from '../../../lib/api-error';
import { currentLanguage } from '../../../lib/i18n';
import { useContactTeacher } from '../api/parent-area-api';
import styles from './parent-area.module.css';

/** Contact the teacher (spec §2, §8): an optional note; the server stores it for the teacher and emails them. */
export function ContactTeacherForm({ studentId, name }: { studentId: number; name: string }) {
  const { t } = useTranslation('parentArea');
  const fieldId = useId();
  const contact = useContactTeacher(studentId);
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (contact.isPending) return;
    if (!studentId) return setResult({ tone: 'error', text: t('noStudentId') });
    setResult(null);
    try {
      const answer = await contact.mutateAsync({ message, language: currentLanguage() });
      setResult({ tone: 'success', text: answer.message });
      setMessage('');
    } catch (error) {
      // Too many messages in an hour: the server says when to try again; otherwise the spec's text.
      const text = isApiError(error) && error.status === 429 && error.error ? error.error : t('contactFailed');
      setResult({ tone: 'error', text });
    }
  };

  return (
    <section className={styles.card} aria-labelledby="contact-title">
      <h2 id="contact-title">{t('contactTitle')}</h2>
      <p className={styles.muted}>{t('contactIntro', { name })}</p>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={fieldId}>
            {t('messageLabel')}
          </label>
          <textarea
            id={fieldId}
            className={`field__input ${styles.textarea}`}
            rows={4}
            maxLength={1000}
            placeholder={t('messagePlaceholder')}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
        {result && <Alert tone={result.tone}>{result.text}</Alert>}
        <Button type="submit" size="lg" icon={<MailIcon />} busy={contact.isPending}>
          {contact.isPending ? t('sending') : t('send')}
        </Button>
      </form>
    </section>
  );
}
