import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

/** A menu entry: where it goes, and whether only that exact path (`end`) makes it the current one. */
export interface NavEntry {
  to: string;
  end: boolean;
}

/**
 * The entries of a menu as list items of links (put them in the menu's own `<ul>`): `linkClass` styles each link by
 * whether it is the current page, `children` draws its icon and name.
 */
export function NavLinks<T extends NavEntry>({
  items,
  linkClass,
  children,
}: {
  items: readonly T[];
  linkClass: (item: T, isActive: boolean) => string;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end} className={({ isActive }) => linkClass(item, isActive)}>
            {children(item)}
          </NavLink>
        </li>
      ))}
    </>
  );
}
