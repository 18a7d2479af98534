/** The one way a staff form validates (issue 21 item 4): the contract's zod schema through react-hook-form. */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver from a contract schema. `Values` is what the inputs hold (texts, a checkbox's
 * boolean, '' for a radio group not chosen yet); the submit handler gets the schema's output, the very
 * body the server parses with the same schema.
 * NOTE: the form's values are not the schema's input type: the contract preprocesses multipart text
 * (`FormBoolean`, `optionalFormId`, its input is `unknown` there) and an unchosen radio is ''. This is
 * the one place that bridges the two; the output, which the rest of the code relies on, stays exact.
 */
export function contractResolver<Values extends FieldValues, S extends z.ZodType<FieldValues, unknown>>(
  schema: S,
): Resolver<Values, unknown, z.output<S>> {
  return zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as unknown as Resolver<Values, unknown, z.output<S>>;
}
