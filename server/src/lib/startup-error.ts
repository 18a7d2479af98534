/** A start-up problem with one sentence saying what to change (printed without a stack trace). */
export class StartupError extends Error {}
