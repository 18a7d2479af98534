import { AUDIT_ACTIONS, type AuditEntry } from '@aralin/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DownloadIcon } from '../../../components/ui/icons';
import { SelectField } from '../../../components/ui/select-field';
import { StatusPanel } from '../../../components/ui/status-panel';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorText, isApiError } from '../../../lib/api-error';
import { applyServerErrors, useFieldError } from '../../../lib/form-errors';
import {
  AUDIT_FILTER_FIELDS,
  auditFilterResolver,
  auditLogQuery,
  downloadAuditCsv,
  EMPTY_FILTER,
  type AuditFilter,
  type AuditFilterValues,
} from '../api/audit-log';
import styles from './audit-log.module.css';
import { useSchoolTimeZone } from '../../../lib/school-query';
import { formatDate } from '../../../lib/activity-text';

/** /audit-log: who did what to which record, filtered by person, action and dates, exportable as CSV (issue 18). */
export function AuditLogScreen() {
  const { t, i18n } = useTranslation('privacy');
  const toast = useToast();
  const fieldError = useFieldError();
  const form = useForm<AuditFilterValues, unknown, AuditFilter>({
    resolver: auditFilterResolver(),
    defaultValues: EMPTY_FILTER,
    mode: 'onSubmit',
  });
  const { errors } = form.formState;
  const [filter, setFilter] = useState<AuditFilter>({});
  const [exporting, setExporting] = useState(false);
  const log = useQuery(auditLogQuery(filter));
  // A filter the server refuses field by field (spec §8): its messages under those fields.
  useEffect(() => {
    if (isApiError(log.error)) applyServerErrors(form.setError, log.error.errors, AUDIT_FILTER_FIELDS);
  }, [log.error, form.setError]);
  const timeZone = useSchoolTimeZone();
  const when = (iso: string) => formatDate(iso, i18n.language === 'tl' ? 'tl' : 'en', true, timeZone);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadAuditCsv(filter, new Date().toISOString().slice(0, 10));
    } catch (error) {
      toast(errorText(error, t('audit.exportFailed')), 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="stack">
      <h1>{t('audit.title')}</h1>
      <p className="muted">{t('audit.intro')}</p>
      <form className={styles.filters} aria-label={t('audit.filters')} noValidate onSubmit={form.handleSubmit(setFilter)}>
        <SelectField label={t('audit.actorType')} error={fieldError(errors.actor_type)} {...form.register('actor_type')}>
          <option value="">{t('audit.anyone')}</option>
          <option value="staff">{t('actor.staff')}</option>
          <option value="student">{t('actor.student')}</option>
        </SelectField>
        <TextField label={t('audit.actorId')} inputMode="numeric" error={fieldError(errors.actor_id)} {...form.register('actor_id')} />
        <SelectField label={t('audit.action')} error={fieldError(errors.action)} {...form.register('action')}>
          <option value="">{t('audit.anyAction')}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`actions.${action}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('audit.from')} type="date" error={fieldError(errors.from)} {...form.register('from')} />
        <TextField label={t('audit.to')} type="date" error={fieldError(errors.to)} {...form.register('to')} />
        <div className={styles.buttons}>
          <Button type="submit">{t('audit.apply')}</Button>
          <Button variant="secondary" icon={<DownloadIcon />} busy={exporting} onClick={() => void exportCsv()}>
            {t('audit.exportCsv')}
          </Button>
        </div>
      </form>
      {log.isPending ? (
        <StatusPanel kind="loading" />
      ) : log.isError ? (
        <Alert tone="error">{errorText(log.error, t('audit.failed'))}</Alert>
      ) : log.data.entries.length === 0 ? (
        <p className="muted">{t('audit.empty')}</p>
      ) : (
        <>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('audit.when')}</th>
                  <th scope="col">{t('audit.who')}</th>
                  <th scope="col">{t('audit.action')}</th>
                  <th scope="col">{t('audit.record')}</th>
                  <th scope="col">{t('audit.address')}</th>
                </tr>
              </thead>
              <tbody>
                {log.data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{when(entry.created_at)}</td>
                    <td>{actorText(entry, t(`actor.${entry.actor_type}`))}</td>
                    <td>{t(`actions.${entry.action}`, { defaultValue: entry.action })}</td>
                    <td>{entry.entity_id === null ? entry.entity : `${entry.entity} #${entry.entity_id}`}</td>
                    <td>{entry.ip ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {log.data.truncated && <p className="muted">{t('audit.truncated')}</p>}
        </>
      )}
    </div>
  );
}

/** 'Name (staff #12)', or the kind alone for the system. */
function actorText(entry: AuditEntry, kind: string): string {
  if (entry.actor_id === null) return kind;
  return `${entry.actor_name ?? '—'} (${kind} #${entry.actor_id})`;
}
