// The toast area (notistack) loads when it is first needed: with the session (the remotes call
// notistack's enqueueSnackbar directly), or with the first toast of a signed-out page. The sign-in
// page does not download it.
import type { OptionsObject, SnackbarMessage } from 'notistack';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useAppSelector } from '../store/hooks';

type Notistack = typeof import('notistack');

const LazyToastArea = lazy(() => import('./ToastArea'));

let wanted = false;
const wantedListeners = new Set<() => void>();
let markReady: (notistack: Notistack) => void = () => undefined;
const toastAreaReady = new Promise<Notistack>((resolve) => {
  markReady = resolve;
});
/** notistack once the area is on the page, so that later toasts show at once. */
let readyNotistack: Notistack | undefined;

function wantToastArea(): void {
  if (wanted) return;
  wanted = true;
  wantedListeners.forEach((listener) => listener());
}

function subscribeToWanted(listener: () => void) {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

const onToastAreaReady = () => {
  void import('notistack').then((notistack) => {
    readyNotistack = notistack;
    markReady(notistack);
  });
};

/** Shows a toast; the first one of a visit loads the toast area. */
export function enqueueToast(message: SnackbarMessage, options?: OptionsObject): void {
  if (readyNotistack) {
    readyNotistack.enqueueSnackbar(message, options);
    return;
  }
  wantToastArea();
  void toastAreaReady.then(({ enqueueSnackbar }) => enqueueSnackbar(message, options));
}

/**
 * Rendered once, by AppProviders: nothing until the session starts or a toast is asked for; then it
 * stays (a toast said on signing out outlives the session).
 */
export function DeferredToastArea() {
  const toastRequested = useSyncExternalStore(subscribeToWanted, () => wanted);
  const signedIn = useAppSelector((state) => state.auth.accessToken !== '');
  useEffect(() => {
    if (signedIn) wantToastArea();
  }, [signedIn]);
  if (!toastRequested && !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastArea onReady={onToastAreaReady} />
    </Suspense>
  );
}
