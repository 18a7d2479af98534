/** Class codes: 6 characters a child can type, with no 0/O or 1/I/L (issue 3). */
import { CLASS_CODE_ALPHABET, limits } from '@aralin/contract';
import { randomFrom } from '../../lib/crypto';

export function newClassCode(): string {
  return randomFrom(CLASS_CODE_ALPHABET, limits.classCodeLength);
}
