/** The one way a staff form validates (issue 21 item 4): the contract's zod schema through react-hook-form. */
import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageKey } from '@aralin/contract';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';

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

/**
 * Where a body issue about no field of the form goes (a tracing target the library lacks): read it with
 * react-hook-form's `get(errors, BODY_FIELD)` and show it with the form's failure. Never `root`: react-hook-form
 * clears `root` before it decides whether a submit is valid.
 */
export const BODY_FIELD = 'body';

/** A form-only check that failed: the field it is about ('concept', 'choices') and the contract's message key. */
export type DraftProblem = readonly [field: string, message: MessageKey];

/**
 * The contract's schema for a form whose values are drafts, not the body itself (the authoring forms: texts
 * per language, uploads as `{key, url}`, nested pairs and choices). `toBody` makes the body the server gets,
 * the contract's schema checks it, and each issue comes back to the form's field it is about (`fieldOf`, given
 * the issue's path in the body; undefined: `BODY_FIELD`). `check` adds what only the form knows (a new concept needs its name; spec §5's
 * correct answers), in the contract's message keys. Use it through `contractResolver`: the submit handler
 * gets the schema's output, the very body the server parses with the same schema.
 */
export function draftSchema<Values extends FieldValues, S extends z.ZodType<FieldValues, unknown>>(
  schema: S,
  toBody: (values: Values) => z.input<S>,
  {
    fieldOf,
    check,
  }: { fieldOf: (path: readonly PropertyKey[]) => string | undefined; check?: (values: Values) => readonly DraftProblem[] },
): z.ZodType<z.output<S>, Values> {
  return z.custom<Values>().transform((values, ctx) => {
    const problems = check?.(values) ?? [];
    for (const [field, message] of problems) ctx.addIssue({ code: 'custom', message, path: field.split('.') });
    const body = schema.safeParse(toBody(values));
    if (!body.success) {
      for (const issue of body.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: (fieldOf(issue.path) ?? BODY_FIELD).split('.') });
    }
    return problems.length > 0 || !body.success ? z.NEVER : body.data;
  });
}
