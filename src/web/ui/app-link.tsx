import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

/** Internal links navigate on the client (GetViewModel); everything else is a plain link. */
export function AppLink({ href, children, ...rest }: Props) {
  const isInternal = href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/docs/');
  if (isInternal && import.meta.env.SSR) {
    // On the server a Link is only its <a>, the same attributes in the same order. Written out
    // here it skips the router's hooks, which were a tenth of a page's render.
    const { target, ...attributes } = rest;
    return (
      <a {...attributes} href={href} target={target} data-discover="true">
        {children}
      </a>
    );
  }
  if (isInternal) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
