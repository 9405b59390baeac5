// The app's router (docs/decisions/0018-server-rendering.md): the part of React Router's API the
// app uses, with the same names and behaviour, at a tenth of its size in every page's download.
export type { Location, NavigateOptions, To } from './history';
export { Link, type LinkProps, Navigate, NavLink } from './link';
export { matchPath, matchRoutes, type Params, type RouteObject } from './match';
export {
  BrowserRouter,
  MemoryRouter,
  type NavigateFunction,
  Outlet,
  StaticRouter,
  useBasename,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from './router';
