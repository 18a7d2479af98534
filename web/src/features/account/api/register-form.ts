import { RegisterBody } from '@aralin/contract';
import { z } from 'zod';

/**
 * Spec §5 'Registration', plus the confirmation field. The match is checked even when another field is
 * wrong (zod skips object checks then by default): a too-long password still says when the two differ.
 */
export const RegisterForm = RegisterBody.extend({ confirm: z.string() }).refine((v) => v.password === v.confirm, {
  path: ['confirm'],
  message: 'passwordsDoNotMatch',
  when: (payload) => {
    const v = payload.value as { password?: unknown; confirm?: unknown };
    return typeof v.password === 'string' && typeof v.confirm === 'string';
  },
});
