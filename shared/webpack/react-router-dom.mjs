// The react-router-dom that every app shares at run time. A shared module is never tree-shaken, so the
// apps share this entry, which re-exports only the API they use (about 16 KB gzip instead of 66 KB).
// Importing a name that is not listed here fails the build (see shared-import-rules-plugin.cjs): add it
// here. The package is reached by its file (its `module` entry) so that webpack loads the real package
// rather than the shared module this file stands for.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useMatch,
  useOutlet,
  useOutletContext,
  useRoutes,
  useHref,
  useInRouterContext,
  useNavigationType,
  useResolvedPath,
  useRouteError,
  isRouteErrorResponse,
  matchPath,
  generatePath,
  createSearchParams,
} from '../node_modules/react-router-dom/dist/index.mjs';
