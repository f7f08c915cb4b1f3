import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * Keeps a crash inside one screen from blanking the whole application: the layout and menu stay, the screen shows
 * `fallback`. React can only catch render errors in a class component.
 */
export class ErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
