import { Outlet, useLocation } from 'react-router';

interface Props {
  /**
   * How many path segments decide when to slide: the shell slides when the area changes
   * (1), an area's layout when its own page changes (undefined: the whole path).
   */
  depth?: number;
}

/** The route outlet with the 300 ms slide of specification section 2; the CSS is in app/shell/shell.css. */
export function SlideOutlet({ depth }: Props) {
  const { pathname } = useLocation();
  const key = depth === undefined ? pathname : pathname.split('/').slice(0, depth + 1).join('/');
  return (
    <div key={key} className="route-slide">
      <Outlet />
    </div>
  );
}
