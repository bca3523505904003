import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from './error-state';

type Props = {
  children: ReactNode;
  title?: string;
  fallback?: (error: unknown, retry: () => void) => ReactNode;
};
type State = { error: unknown; failed: boolean };

/** Keeps a failing widget from taking the whole page down; "Try again" re-renders it. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Widget failed', error, info.componentStack);
  }

  private retry = () => this.setState({ error: null, failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback) return this.props.fallback(this.state.error, this.retry);
    return <ErrorState error={this.state.error} title={this.props.title} onRetry={this.retry} />;
  }
}
