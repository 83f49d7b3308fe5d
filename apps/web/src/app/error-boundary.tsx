import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from '@/features/errors/components/error-fallback';

interface Props {
  children: ReactNode;
}

/** Catches a render error (or a page chunk that failed to load) and shows the spec's fallback. */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorFallback error={this.state.error} /> : this.props.children;
  }
}
