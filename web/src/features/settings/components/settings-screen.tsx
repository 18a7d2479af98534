import type { UserSettings } from '@aralin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countInvalid, FormFeedback } from '../../../components/ui/form-feedback';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { PasswordRules } from '../../../components/ui/password-rules';
import { StatusPanel } from '../../../components/ui/status-panel';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorText, isApiError } from '../../../lib/api-error';
import { applyServerErrors, useFieldError } from '../../../lib/form-errors';
import { settingsQuery, useEditProfile } from '../api/settings-api';
import { settingsSchema, type SettingsValues } from '../api/settings-form';
import { roleOf } from '../../../lib/auth-storage';
import { useSession } from '../../../lib/use-session';
import { AvatarPicker } from './avatar-picker';
import { SchoolSection } from './school-form';
import { SignInSessions } from './sign-in-sessions';
import styles from './settings.module.css';

/** /settings (spec §2): the signed-in staff member's profile; for admins also the school (issue 12). */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const settings = useQuery(settingsQuery());
  const isAdmin = roleOf(useSession().user) === 'admin';
  return (
    <div className={`stack ${styles.page}`}>
      <h1>{t('title')}</h1>
      {settings.isPending ? (
        <StatusPanel kind="loading" />
      ) : settings.isError ? (
        <StatusPanel
          kind="error"
          title={t('messages.loadFailed')}
          text=""
          action={<Button onClick={() => void settings.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <ProfileForm key={`${settings.data.username}|${settings.data.email}|${settings.data.avatar}`} saved={settings.data} />
      )}
      {isAdmin && <SchoolSection />}
      <SignInSessions />
    </div>
  );
}

const FIELDS = ['username', 'email', 'current_password', 'password', 'confirm_password'] as const;

function ProfileForm({ saved }: { saved: UserSettings }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const fieldError = useFieldError();
  const rulesId = useId();
  const edit = useEditProfile();
  const [avatar, setAvatar] = useState<File | null>(null);
  const form = useForm<SettingsValues>({
    resolver: zodResolver(settingsSchema(saved.email)) as never,
    defaultValues: { username: saved.username, email: saved.email, current_password: '', password: '', confirm_password: '' },
    mode: 'onSubmit',
  });
  const { errors, isSubmitting, submitCount } = form.formState;
  const password = form.watch('password');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await edit.mutateAsync({ values, avatar });
      // The form remounts with the saved values (its key changes); the popup stays in the shell. A new
      // email waits for its confirmation link: the server's message says so (issue 17 item 6).
      toast(answer.message || t('messages.updated'));
    } catch (error) {
      if (isApiError(error) && applyServerErrors(form.setError, error.errors, FIELDS)) return;
      form.setError('root.server', { message: errorText(error, t('messages.updateFailed')) });
    }
  });

  return (
    <form className={`card stack ${styles.form}`} onSubmit={onSubmit} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title">{t('profile')}</h2>
      <AvatarPicker current={saved.avatar} initial={saved.username.slice(0, 1)} file={avatar} onChange={setAvatar} />
      <TextField
        label={t('fields.username')}
        autoComplete="username"
        required
        error={fieldError(errors.username)}
        {...form.register('username')}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        error={fieldError(errors.email)}
        {...form.register('email')}
      />
      <fieldset className={styles.passwords}>
        <legend>{t('passwordLegend')}</legend>
        <p className="field__hint">{t('passwordHint')}</p>
        <PasswordField
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          error={fieldError(errors.current_password)}
          {...form.register('current_password')}
        />
        <PasswordField
          label={t('fields.newPassword')}
          autoComplete="new-password"
          aria-describedby={password ? rulesId : undefined}
          error={fieldError(errors.password)}
          {...form.register('password')}
        />
        {password ? <PasswordRules id={rulesId} password={password} /> : null}
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          error={fieldError(errors.confirm_password)}
          {...form.register('confirm_password')}
        />
      </fieldset>
      <FormFeedback failure={errors.root?.server?.message} invalid={countInvalid(errors)} attempt={submitCount} />
      <div className="form-actions">
        <Button type="submit" busy={isSubmitting}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
