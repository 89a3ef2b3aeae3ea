import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

/** Internal links navigate on the client (GetViewModel); everything else is a plain link. */
export function AppLink({ href, children, ...rest }: Props) {
  const isInternal = href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/docs/');
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
