/** The printable class sign-in sheet (issue 3): a PDF the server draws, saved with a readable name. */
import { routes } from '@aralin/contract';
import { api } from '../../../lib/api-client';

/** 'sign-in-sheet-<class code>.pdf', or with the section id when the code is not known. */
export function signInSheetFileName(sectionId: number, classCode?: string): string {
  const code = classCode?.replace(/[^A-Za-z0-9]/g, '');
  return `sign-in-sheet-${code || `section-${sectionId}`}.pdf`;
}

/**
 * Downloads the sign-in sheet and hands it to the browser as a file. With `passwords` (right after a
 * class list import, issue 12) the sheet prints each new child's starting password on their card.
 */
export async function downloadSignInSheet(
  sectionId: number,
  classCode?: string,
  passwords?: { student_id: number; password: string }[],
): Promise<void> {
  const blob = passwords
    ? await api.send(routes.management.signInSheetWithPasswords, { params: { id: sectionId }, body: { passwords }, as: 'blob' })
    : await api.send(routes.management.signInSheet, { params: { id: sectionId }, as: 'blob' });
  saveBlob(blob, signInSheetFileName(sectionId, classCode));
}

/** Hands a downloaded file to the browser under a readable name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
