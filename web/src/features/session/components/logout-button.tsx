import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LogoutIcon } from '../../../components/ui/icons';
import { useLogout } from '../api/use-logout';

/** Logout with the LOGOUT CONFIRMATION modal of spec §2. */
export function LogoutButton({ size }: { size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  return (
    <>
      <Button variant="secondary" size={size} icon={<LogoutIcon />} onClick={() => setOpen(true)}>
        {t('logout.button')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('logout.title')}
        confirmLabel={t('logout.confirm')}
        cancelLabel={t('logout.cancel')}
        tone="danger"
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          logout();
        }}
      >
        {t('logout.question')}
      </ConfirmDialog>
    </>
  );
}
