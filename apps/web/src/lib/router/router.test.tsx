import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryHistory, resolvePath } from './history';
import { Link, Navigate, NavLink } from './link';
import { matchPath, matchRoutes, type RouteObject } from './match';
import {
  BrowserRouter,
  MemoryRouter,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from './router';

describe('matchPath', () => {
  it('matches static segments case-blind, parameters and a final *', () => {
    expect(matchPath('/drugs/:name', '/Drugs/atorvastatin/')?.params).toEqual({ name: 'atorvastatin' });
    expect(matchPath('/drugs/:name', '/drugs')).toBeNull();
    expect(matchPath('/admin/*', '/admin/members/7')).toEqual({
      params: { '*': 'members/7' },
      pathname: '/admin/members/7',
      pathnameBase: '/admin',
    });
    expect(matchPath('/admin/*', '/administration')).toBeNull();
    expect(matchPath('/', '/')?.pathname).toBe('/');
  });
});

const page = (name: string) => <p>{name}</p>;

describe('matchRoutes', () => {
  const routes: RouteObject[] = [
    {
      element: page('layout'),
      children: [
        { path: '/', element: page('home') },
        { path: '/drugs/:name', element: page('drug') },
        { path: '/admin/*', element: page('admin'), handle: 'admin' },
        { path: '*', element: page('anything') },
      ],
    },
    { path: '/counter', element: page('counter') },
  ];

  it('prefers the most specific route wherever it is in the table, and gives the chain of layouts', () => {
    const at = (path: string) => matchRoutes(routes, path)?.map((m) => m.route.path ?? 'layout');
    expect(at('/counter')).toEqual(['/counter']);
    expect(at('/drugs/x?y=1')).toEqual(['layout', '/drugs/:name']);
    expect(at('/admin/jobs')).toEqual(['layout', '/admin/*']);
    expect(at('/')).toEqual(['layout', '/']);
    expect(at('/nowhere/at/all')).toEqual(['layout', '*']);
  });

  it('matches relative children below a base', () => {
    const children: RouteObject[] = [
      { index: true, element: page('index') },
      { path: 'members/:id', element: page('member') },
    ];
    expect(matchRoutes(children, '/admin', '/admin')?.[0]?.route.index).toBe(true);
    expect(matchRoutes(children, '/admin/members/4', '/admin')?.[0]?.params).toEqual({ id: '4' });
    expect(matchRoutes(children, '/other', '/admin')).toBeNull();
  });
});

describe('resolvePath', () => {
  it('keeps the path for a query or fragment alone', () => {
    const from = { pathname: '/terms', search: '?a=1' };
    expect(resolvePath('#fees', from)).toEqual({ pathname: '/terms', search: '?a=1', hash: '#fees' });
    expect(resolvePath('?b=2', from)).toEqual({ pathname: '/terms', search: '?b=2', hash: '' });
    expect(resolvePath('/faq?x=1#top', from)).toEqual({ pathname: '/faq', search: '?x=1', hash: '#top' });
  });
});

describe('memory history', () => {
  it('pushes, replaces and goes back and forward', () => {
    const history = createMemoryHistory(['/a']);
    history.push('/b', { from: 'a' });
    history.replace('/c');
    expect(history.location.pathname).toBe('/c');
    history.go(-1);
    expect(history.location.pathname).toBe('/a');
    history.go(1);
    expect(history.location).toMatchObject({ pathname: '/c', state: null });
  });
});

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

function App({ routes }: { routes: RouteObject[] }) {
  return (
    <>
      <Where />
      {useRoutes(routes)}
    </>
  );
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

describe('the router in a page', () => {
  it('renders nested layouts with <Outlet />, relative child routes and their parameters', () => {
    function Member() {
      return <p>member {useParams().id}</p>;
    }
    function Area() {
      return useRoutes([
        {
          element: (
            <section>
              area <Outlet />
            </section>
          ),
          children: [{ path: 'members/:id', element: <Member /> }],
        },
      ]);
    }
    render(
      <MemoryRouter initialEntries={['/admin/members/42']}>
        <App routes={[{ path: '/admin/*', element: <Area /> }]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('member 42')).toBeInTheDocument();
    expect(screen.getByText(/area/)).toBeInTheDocument();
  });

  it('navigates on a plain click, leaves a modified click to the browser, and marks the current NavLink', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <App
          routes={[
            {
              path: '*',
              element: (
                <nav>
                  <Link to="/faq?x=1#top">FAQ</Link>
                  <NavLink to="/admin" className={({ isActive }) => (isActive ? 'on' : 'off')}>
                    Admin
                  </NavLink>
                </nav>
              ),
            },
          ]}
        />
      </MemoryRouter>,
    );
    const faq = screen.getByRole('link', { name: 'FAQ' });
    expect(faq).toHaveAttribute('href', '/faq?x=1#top');
    expect(fireEvent.click(faq, { ctrlKey: true })).toBe(true);
    expect(where()).toBe('/');
    fireEvent.click(faq);
    expect(where()).toBe('/faq?x=1#top');
    const admin = screen.getByRole('link', { name: 'Admin' });
    expect(admin).toHaveClass('off');
    expect(admin).not.toHaveAttribute('aria-current');
    fireEvent.click(admin);
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveClass('on');
  });

  it('changes the query with useSearchParams, and redirects with <Navigate />', () => {
    let setParams: ReturnType<typeof useSearchParams>[1] = () => {};
    let navigate: ReturnType<typeof useNavigate> = () => {};
    function Search() {
      const [params, set] = useSearchParams();
      setParams = set;
      navigate = useNavigate();
      return <p>term {params.get('search') ?? 'none'}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/old']}>
        <App
          routes={[
            { path: '/old', element: <Navigate to="/drug-pricing?days=90" replace /> },
            { path: '/drug-pricing', element: <Search /> },
          ]}
        />
      </MemoryRouter>,
    );
    expect(where()).toBe('/drug-pricing?days=90');
    act(() => setParams((previous) => ({ ...Object.fromEntries(previous), search: 'metformin' }), { replace: true }));
    expect(where()).toBe('/drug-pricing?days=90&search=metformin');
    expect(screen.getByText('term metformin')).toBeInTheDocument();
    act(() => navigate(-1));
    // Both changes replaced the entry: there is nothing to go back to.
    expect(where()).toBe('/drug-pricing?days=90&search=metformin');
  });
});

describe('the router never leaves the app’s origin', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('when told to go to another site (//host, /\\host, an encoded slash), then goes home instead', () => {
    let navigate: ReturnType<typeof useNavigate> = () => {};
    function Probe() {
      navigate = useNavigate();
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/faq']}>
        <Probe />
        <App routes={[{ path: '*', element: null }]} />
      </MemoryRouter>,
    );
    for (const target of ['//evil.example/phish', '/\\evil.example', '/%2F%2Fevil.example', '/\t/evil.example']) {
      act(() => navigate('/faq'));
      act(() => navigate(target));
      expect(where()).toBe('/');
      act(() => navigate('/faq'));
      act(() => navigate(target, { replace: true }));
      expect(where()).toBe('/');
    }
  });

  it('when the page was opened at //evil.example/phish, then its links and navigations stay on this origin', () => {
    const origin = window.location.origin;
    window.history.replaceState(null, '', `${origin}//evil.example/phish`);
    expect(window.location.pathname).toBe('//evil.example/phish');
    render(
      <BrowserRouter>
        <App routes={[{ path: '*', element: <Link to="?x=1">Same page</Link> }]} />
      </BrowserRouter>,
    );
    const link = screen.getByRole('link', { name: 'Same page' });
    expect(new URL(link.getAttribute('href') as string, origin).origin).toBe(origin);
    fireEvent.click(link);
    expect(window.location.origin).toBe(origin);
    expect(window.location.pathname).toBe('/');
  });
});
