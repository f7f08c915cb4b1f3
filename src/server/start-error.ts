/**
 * A start that cannot go on because of how the server is configured: main prints its message, one line that says
 * what to change and where the README explains it, instead of a stack trace.
 */
export class StartError extends Error {
  override name = 'StartError';
}
