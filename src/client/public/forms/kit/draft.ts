/**
 * Long forms keep what was typed in the browser until it is sent (UI-GUIDE.md "Never lose a user's typing"): a
 * draft per form in sessionStorage, gone when the tab closes or the form is sent.
 */
export function readDraft<T>(key: string): Partial<T> | null {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as Partial<T>) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the form still works, only without a draft
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // nothing stored
  }
}
