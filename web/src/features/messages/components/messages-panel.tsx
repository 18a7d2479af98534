import type { TeacherMessage } from '@aralin/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { currentLanguage } from '../../../lib/i18n';
import { useLoadErrorText } from '../../../lib/load-error';
import { schoolMoment } from '../../../lib/school-time';
import { newestFirst } from '../api/message-list';
import { messagesQuery, useMarkMessageRead } from '../api/messages-api';
import ui from '../../../components/ui/staff-screen.module.css';
import styles from './messages.module.css';

interface MessagesPanelProps {
  /** The school's clock, so times read like the rest of the dashboard. */
  timeZone: string;
  today: string;
}

/**
 * Messages from Parents (issue 7): what parents sent through contact-teacher to this teacher, from every
 * section (a note should not hide behind the section dropdown), newest first, unread ones marked.
 */
export function MessagesPanel({ timeZone, today }: MessagesPanelProps) {
  const { t } = useTranslation('messages');
  const titleId = useId();
  const loadErrorText = useLoadErrorText();
  const messages = useQuery(messagesQuery());
  const unread = messages.data?.unread_count ?? 0;
  return (
    <section className={ui.panel} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId}>{t('title')}</h2>
        {unread > 0 && <span className={styles.count}>{t('unreadCount', { count: unread })}</span>}
      </div>
      {messages.isPending ? (
        <p className={ui.empty} role="status">
          {t('loading')}
        </p>
      ) : messages.isError ? (
        <div className={ui.empty} role="alert">
          <p>{t('loadError', { message: loadErrorText(messages.error) })}</p>
          <Button variant="secondary" onClick={() => void messages.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : messages.data.messages.length === 0 ? (
        <p className={ui.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {newestFirst(messages.data.messages).map((message) => (
            <MessageItem key={message.id} message={message} timeZone={timeZone} today={today} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MessageItem({ message, timeZone, today }: { message: TeacherMessage } & MessagesPanelProps) {
  const { t } = useTranslation('messages');
  const toast = useToast();
  const markRead = useMarkMessageRead();
  const item = useRef<HTMLElement>(null);
  const fromId = useId();
  const moment = schoolMoment(message.created_at, timeZone, today, currentLanguage());
  const parent = message.parent_guardian.trim();
  const from = parent ? t('from', { parent, student: message.student_name }) : t('fromUnnamed', { student: message.student_name });

  const handleMarkRead = () => {
    // The button goes away once read: keep the keyboard on this message.
    item.current?.focus();
    markRead.mutate(message.id, { onError: () => toast(t('markFailed'), 'error') });
  };

  return (
    <li>
      <article ref={item} tabIndex={-1} className={`${styles.item} ${message.is_read ? '' : styles.unread}`} aria-labelledby={fromId}>
        <div className={styles.meta}>
          <h3 id={fromId} className={styles.from}>
            {from}
          </h3>
          <time className={styles.time} dateTime={message.created_at}>
            {moment.isToday ? t('today', { time: moment.time }) : t('dateTime', { date: moment.date, time: moment.time })}
          </time>
        </div>
        {message.section_name && <p className={styles.about}>{t('section', { name: message.section_name })}</p>}
        {message.reason && <p className={styles.reason}>{t(`reasons.${message.reason}`)}</p>}
        {message.message && <p className={styles.text}>{message.message}</p>}
        <div className={styles.foot}>
          <span className={styles.contact}>
            {message.contact_number && (
              <>
                {t('contact')} <a href={`tel:${message.contact_number.replace(/[^\d+]/g, '')}`}>{message.contact_number}</a>
              </>
            )}
          </span>
          <span className={styles.state}>
            <span className={`${styles.badge} ${message.is_read ? styles.badgeRead : styles.badgeUnread}`}>
              {message.is_read ? t('read') : t('unread')}
            </span>
            {!message.is_read && (
              <Button variant="secondary" onClick={handleMarkRead} aria-label={t('markReadNamed', { from })}>
                {t('markRead')}
              </Button>
            )}
          </span>
        </div>
      </article>
    </li>
  );
}
