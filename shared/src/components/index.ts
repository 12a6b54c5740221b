export { LazyLoadError } from './LazyLoadError';
export { UnexpectedError } from './UnexpectedError';
export { ErrorBoundary, AppErrorBoundary, isLazyLoadFailure } from './ErrorBoundary';
export { RouteErrorPage, RouteErrorBoundary } from './RouteErrorPage';
export { PageFrame } from './PageFrame';
export { EmptyState } from './EmptyState';
export { FullPageSpinner } from './FullPageSpinner';
export { NotFoundPage } from './NotFoundPage';
