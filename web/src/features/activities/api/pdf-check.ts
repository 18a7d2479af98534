/** The client checks of spec §5 'PDF upload' before anything is sent: a PDF, under 10 MB. */
import { limits } from '@aralin/contract';

export type PdfProblem = 'notPdf' | 'tooLarge';

/** Why a picked file can't be uploaded as the printable PDF, or null when it can. */
export function checkPdf(file: { name: string; type: string; size: number }): PdfProblem | null {
  const looksPdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!looksPdf) return 'notPdf';
  if (file.size > limits.pdfMaxBytes) return 'tooLarge';
  return null;
}
