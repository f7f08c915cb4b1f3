import { useState, type ReactNode } from 'react';
import { ErrorSummary } from '../form/ErrorSummary';
import { messageOf } from './format';

export interface Feedback {
  done(message: string): void;
  failed(error: unknown): void;
  clear(): void;
}

/**
 * A page's answer to its last action, in one place near the top so every action gives feedback: a success message
 * in a polite live region that is always there (so it is announced), or the failure as an alert that takes the focus
 * (announced at once, and brought into sight from an action further down the page).
 * `testId` names the success message's text for the page's tests.
 */
export function useFeedback(testId = 'service-feedback'): { feedback: Feedback; view: ReactNode } {
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string; at: number } | null>(null);
  const feedback: Feedback = {
    done: (text) => setMessage({ tone: 'success', text, at: Date.now() }),
    // `at` tells the same failure twice apart, so that the second one takes the focus too.
    failed: (error) => setMessage({ tone: 'error', text: messageOf(error), at: Date.now() }),
    clear: () => setMessage(null),
  };
  const view = (
    <>
      <div role="status" aria-live="polite">
        {message?.tone === 'success' && (
          <p className="rounded border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-800">
            <span aria-hidden="true">✓ </span>
            <span data-testid={testId}>{message.text}</span>
          </p>
        )}
      </div>
      {message?.tone === 'error' && <ErrorSummary general={message.text} focusKey={message.at} />}
    </>
  );
  return { feedback, view };
}
