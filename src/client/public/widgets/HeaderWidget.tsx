/** The header widget, `header_{xs|sm|md|lg|xl}` by window size (SPEC.md sections 3, 4, 9); built with issue 3. */
export function HeaderWidget() {
  return null;
}
