import { CONTACT_REASONS, type ContactReason } from '@aralin/contract';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { MailIcon } from '../../../components/ui/icons';
import { isApiError } from '../../../lib/api-error';
import { currentLanguage } from '../../../lib/i18n';
import { useContactTeacher } from '../api/parent-area-api';
import reasonStyles from './contact-reasons.module.css';
import styles from './parent-area.module.css';

/** A picture for each one-tap reason, for parents who read little. Decorative: the button says the words. */
const REASON_PICTURES: Record<ContactReason, ReactNode> = {
  // A thermometer.
  sick: <path d="M10 4a2 2 0 1 1 4 0v9.5a4 4 0 1 1-4 0zM12 9v7" />,
  // An open book.
  reading_help: (
    <>
      <path d="M12 6.5C10 5 7 4.5 3 5v14c4-.5 7 0 9 1.5 2-1.5 5-2 9-1.5V5c-4-.5-7 0-9 1.5Z" />
      <path d="M12 6.5v14" />
    </>
  ),
  // 1 2 3.
  numbers_help: (
    <>
      <path d="M4 8.5 6 7v10" />
      <path d="M9.5 9a2 2 0 0 1 4 .5c0 1.5-4 4-4 7.5h4" />
      <path d="M16.5 7.5h3.5l-2 3a2.5 2.5 0 1 1-2 4.5" />
    </>
  ),
  // A telephone.
  call_me: <path d="M6.5 3.5h3l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5v3a2 2 0 0 1-2 2A17 17 0 0 1 4.5 5.5a2 2 0 0 1 2-2Z" />,
};

/**
 * Contact the teacher (spec §2, §8): one-tap reasons (issue 13 item 5: my child is sick, needs help with
 * reading or numbers, please call me), each with a picture, and an optional note; the server stores them for
 * the teacher and emails them. A tapped reason stays chosen until tapped again or sent.
 */
export function ContactTeacherForm({ studentId, name }: { studentId: number; name: string }) {
  const { t } = useTranslation('parentArea');
  const fieldId = useId();
  const contact = useContactTeacher(studentId);
  const [message, setMessage] = useState('');
  const [reason, setReason] = useState<ContactReason | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (contact.isPending) return;
    if (!studentId) return setResult({ tone: 'error', text: t('noStudentId') });
    setResult(null);
    try {
      const answer = await contact.mutateAsync({ message, reason, language: currentLanguage() });
      setResult({ tone: 'success', text: answer.message });
      setMessage('');
      setReason(null);
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
        <fieldset className={reasonStyles.reasons}>
          <legend className="field__label">{t('reasonsTitle')}</legend>
          <div className={reasonStyles.reasonGrid}>
            {CONTACT_REASONS.map((code) => (
              <button
                key={code}
                type="button"
                className={`${reasonStyles.reason} ${reason === code ? reasonStyles.reasonOn : ''}`}
                aria-pressed={reason === code}
                data-reason={code}
                onClick={() => setReason(reason === code ? null : code)}
              >
                <svg
                  width={36}
                  height={36}
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                  focusable="false"
                >
                  {REASON_PICTURES[code]}
                </svg>
                <span>{t(`reasons.${code}`)}</span>
              </button>
            ))}
          </div>
        </fieldset>
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
