import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LazyLoadError } from './LazyLoadError';
import { UnexpectedError } from './UnexpectedError';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What shows instead of the children once they have thrown. */
  fallback: (error: unknown) => ReactNode;
  /** The boundary starts over when this changes (for example the page's path). */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  caught: { error: unknown } | null;
  resetKey: unknown;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState) {
    return props.resetKey === state.resetKey ? null : { caught: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    const { caught } = this.state;
    return caught ? this.props.fallback(caught.error) : this.props.children;
  }
}

/** A code chunk that could not be fetched, as webpack reports it. */
export function isLazyLoadFailure(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(error.message));
}

function appErrorScreen(error: unknown) {
  return isLazyLoadFailure(error) ? <LazyLoadError /> : <UnexpectedError error={error} />;
}

/** The refresh screen for a part that failed to load, the unexpected-error screen for anything else. */
export function AppErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey?: unknown }) {
  return (
    <ErrorBoundary fallback={appErrorScreen} resetKey={resetKey}>
      {children}
    </ErrorBoundary>
  );
}
