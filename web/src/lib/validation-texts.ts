import { type Language, type MessageKey, messages } from '@aralin/contract/messages';

/** The validation texts of one language, keyed like the contract's messages. */
export function validationTexts(language: Language): Record<MessageKey, string> {
  const entries = Object.entries(messages).map(([key, text]) => [key, text[language]]);
  return Object.fromEntries(entries) as Record<MessageKey, string>;
}
