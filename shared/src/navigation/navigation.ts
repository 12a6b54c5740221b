/**
 * Navigation for code that runs outside React (the api client, logout): the host registers its
 * router so these moves stay in the single-page app; without a router (a remote's standalone
 * dev server, tests) the browser loads the path.
 */
type Navigate = (path: string) => void;

/**
 * Where a signed-out user lands (after sign-out, or when the session cannot be refreshed). The spec
 * says the user "goes to signup" after logout, but a sign-up address needs an invitation token the
 * shell does not have, so it is the login page.
 */
export const LOGIN_PATH = '/accounts/login';

let routerNavigate: Navigate | null = null;

/** Registers the router's navigate function; returns the function that unregisters it. */
export function setAppNavigator(navigate: Navigate): () => void {
  routerNavigate = navigate;
  return () => {
    if (routerNavigate === navigate) routerNavigate = null;
  };
}

/** Moves to an in-app path, through the router when one is registered. */
export function navigateTo(path: string): void {
  if (routerNavigate) routerNavigate(path);
  else window.location.assign(path);
}

/** Sends the browser to another address (another sub-domain); the page is left. */
export function sendBrowserTo(url: string): void {
  window.location.assign(url);
}

export function reloadPage(): void {
  window.location.reload();
}
