// The react-router that the host provides to every remote under the shared name `react-router`: the
// names this product uses, and no others (see antd-kit.js for why a shared module is trimmed by hand). Whole, it sent
// its server half too (the framework's data and RSC code, cookies): 51.7 KiB as sent against 28.1 for these.
//
// It takes them from react-router's own file under an alias (shared-singletons.js, KIT_SOURCES): imported as
// 'react-router', the kit would import itself. `pnpm lint` (toolchain/check-kits.mjs) fails an import of a name not
// listed here; promote refuses a remote that uses one the active host does not provide.
export {
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  generatePath,
  isRouteErrorResponse,
  useHref,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from '@beacon/kit-source/react-router';
