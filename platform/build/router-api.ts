/**
 * The router API every app shares (docs/architecture.md §2): what the shell provides under the `react-router-dom` and
 * `react-router` singletons. A shared module keeps every export it has, and the whole of react-router weighs 60 KB
 * gzip; re-exporting only what the apps use lets the bundler drop the rest (≈ 14 KB remain).
 * The list is router-api.json: lint refuses any other name imported from react-router-dom, and a test keeps the two equal.
 * `react-router-esm` is react-router's own ES module build under another name (see federation.ts): importing
 * `react-router` here would ask the share scope for this very module.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-esm';
